/**
 * A center card's badge, word for word: 'NEW!' for a center never used, otherwise 'N uses' (one form for
 * every N above zero, so it reads '1 uses' too).
 */
export function usageBadge(uses: number): string {
  return uses <= 0 ? 'NEW!' : `${uses} uses`;
}
