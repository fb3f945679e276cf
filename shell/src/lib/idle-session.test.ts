import { manualClock } from '../testing/manual-clock';
import { createIdleSession, type IdlePhase } from './idle-session';

const MINUTE = 60_000;

function track(idleMs = 15 * MINUTE) {
  const { clock, advance } = manualClock();
  const phases: IdlePhase[] = [];
  const session = createIdleSession({ idleMs, clock, onPhase: (p) => phases.push(p) });
  return { session, phases, advance, clock };
}

describe('idle session', () => {
  it('warns a minute before the server can end the session, then expires', () => {
    const { session, phases, advance, clock } = track();
    const start = clock.now();
    // The server records activity at most once a minute: its idle clock may have started a minute earlier.
    advance(13 * MINUTE - 1);
    expect(session.phase()).toEqual({ kind: 'active' });
    advance(1);
    expect(session.phase()).toEqual({ kind: 'warning', endsAt: start + 14 * MINUTE });
    advance(MINUTE);
    expect(session.phase()).toEqual({ kind: 'expired' });
    expect(phases.map((p) => p.kind)).toEqual(['warning', 'expired']);
  });

  it('a request keeps the session alive, also during the warning', () => {
    const { session, advance, clock } = track();
    advance(10 * MINUTE);
    session.activity();
    advance(12 * MINUTE);
    expect(session.phase().kind).toBe('active');
    advance(MINUTE);
    expect(session.phase().kind).toBe('warning');
    advance(30_000);
    session.activity();
    expect(session.phase()).toEqual({ kind: 'active' });
    advance(13 * MINUTE - 1);
    expect(session.phase().kind).toBe('active');
    advance(1);
    expect(session.phase()).toEqual({ kind: 'warning', endsAt: clock.now() + MINUTE });
  });

  it('expires at once when the server says the session is gone, and ignores requests after that', () => {
    const { session, phases, advance } = track();
    session.expire();
    session.activity();
    advance(20 * MINUTE);
    expect(phases).toEqual([{ kind: 'expired' }]);
  });

  it('follows a shorter idle timeout, and stops cleanly', () => {
    const { session, phases, advance } = track(4 * MINUTE);
    // The server records activity every idle/4 = 1 minute here: warn at 4 - 1 - 1 = 2 minutes.
    advance(2 * MINUTE);
    expect(session.phase().kind).toBe('warning');
    session.stop();
    advance(10 * MINUTE);
    expect(phases.map((p) => p.kind)).toEqual(['warning']);
  });
});
