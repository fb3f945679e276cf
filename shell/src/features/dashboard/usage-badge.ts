/** The original's card badge: 'NEW!' for a center never used, otherwise how many times it was used. */
export function usageBadge(uses: number): string {
  if (uses <= 0) return 'NEW!';
  return `${uses} ${uses === 1 ? 'use' : 'uses'}`;
}
