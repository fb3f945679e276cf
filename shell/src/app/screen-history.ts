import { isCenterId, type CenterId } from '@csw/contracts';

/** The screens of a signed-in user. The spec has no URL routes; the hash only lets Back and Reload work. */
export type Screen =
  { kind: 'dashboard' } | { kind: 'center'; id: CenterId } | { kind: 'administration' } | { kind: 'team' };

export const DASHBOARD: Screen = { kind: 'dashboard' };

export function hashOf(screen: Screen): string {
  if (screen.kind === 'center') return `#/${screen.id}`;
  if (screen.kind === 'administration') return '#/administration';
  if (screen.kind === 'team') return '#/team';
  return '#/';
}

/** The screen a hash names; anything unknown, or Administration for a non-admin, is the dashboard. */
export function screenOf(hash: string, isAdmin: boolean): Screen {
  const name = hash.replace(/^#\/?/, '');
  if (isCenterId(name)) return { kind: 'center', id: name };
  if (name === 'administration' && isAdmin) return { kind: 'administration' };
  if (name === 'team') return { kind: 'team' };
  return DASHBOARD;
}

export function sameScreen(a: Screen, b: Screen): boolean {
  return hashOf(a) === hashOf(b);
}

/** Records a screen change as a history entry (no hashchange event, so no loop). */
export function pushScreen(screen: Screen): void {
  if (window.location.hash !== hashOf(screen)) window.history.pushState(null, '', hashOf(screen));
}

/** Forgets the screen (after sign-out), without a new history entry. */
export function clearScreen(): void {
  window.history.replaceState(null, '', window.location.pathname + window.location.search);
}
