import { useEffect, useId, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, FormMessage } from '@csw/ui';
import {
  browserClock,
  createIdleSession,
  DEFAULT_IDLE_MS,
  type Clock,
  type IdlePhase,
} from '../../lib/idle-session';
import type { RequestWatch } from '../../lib/request-watch';
import { useSession } from '../../lib/session';
import { useAuthConfig } from './use-auth-config';

/** What the login screen says after an idle session ended (docs/requirements.md, section 2). */
export function idleEndedNotice(idleMs: number): string {
  const minutes = Math.round(idleMs / 60_000);
  return `Your session ended after ${minutes} minutes without activity. Sign in again to continue where you left off.`;
}

function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

export interface IdleSessionGuardProps {
  watch: RequestWatch;
  /** The server's idle timeout; read from the sign-in settings when not given. */
  idleMs?: number;
  clock?: Clock;
}

/**
 * While someone is signed in: a minute before the server would end the idle session, a dialog offers to
 * stay signed in (a real request, which renews the session on the server); when the session has ended
 * (or the server answers 401), the login screen explains why. The address keeps the current screen, so
 * signing in again returns there; centers keep their drafts in their own storage.
 */
export function IdleSessionGuard({ watch, idleMs: given, clock = browserClock }: IdleSessionGuardProps) {
  const session = useSession();
  const config = useAuthConfig(watch.client);
  const idleMs = given ?? (config?.sessionIdleMinutes ? config.sessionIdleMinutes * 60_000 : DEFAULT_IDLE_MS);
  const signedIn = session.state.status === 'signed-in';
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });
  const [renewing, setRenewing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [now, setNow] = useState(() => clock.now());
  const endRef = useRef(session.endIdleSession);
  endRef.current = session.endIdleSession;
  const descriptionId = useId();
  const lostReason = useRef<string | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    lostReason.current = null;
    const tracker = createIdleSession({ idleMs, clock, onPhase: setPhase });
    const stop = watch.subscribe((signal, reason) => {
      if (signal === 'activity') return tracker.activity();
      // The server said why (signed out elsewhere, password changed...): that, not "without activity".
      lostReason.current = reason ?? null;
      tracker.expire();
    });
    return () => {
      stop();
      tracker.stop();
      setPhase({ kind: 'active' });
    };
  }, [signedIn, watch, idleMs, clock]);

  useEffect(() => {
    if (phase.kind === 'expired') void endRef.current(lostReason.current ?? idleEndedNotice(idleMs));
  }, [phase, idleMs]);

  // The countdown of the warning, one tick a second on the same clock.
  useEffect(() => {
    if (phase.kind !== 'warning') return;
    setNow(clock.now());
    let cancel = () => undefined as void;
    const tick = () => {
      setNow(clock.now());
      cancel = clock.setTimeout(tick, 1000);
    };
    cancel = clock.setTimeout(tick, 1000);
    return () => cancel();
  }, [phase, clock]);

  if (!signedIn || phase.kind !== 'warning') return null;

  async function staySignedIn() {
    setRenewing(true);
    setFailure(null);
    try {
      // Any request the server sees renews the session; asking who is signed in changes nothing else.
      await watch.client.get('/api/auth/me');
    } catch {
      setFailure('The server could not be reached. Your session was not renewed.');
    } finally {
      setRenewing(false);
    }
  }

  const seconds = secondsLeft(phase.endsAt, now);
  return (
    <Dialog title="Still there?" onClose={() => void staySignedIn()} describedBy={descriptionId}>
      <p id={descriptionId} role="timer" aria-live="polite">
        {`You will be signed out in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} because of inactivity. What you typed is kept.`}
      </p>
      <FormMessage message={failure} />
      <DialogActions>
        <Button variant="secondary" onClick={() => void session.signOut()}>
          Sign out now
        </Button>
        <Button onClick={() => void staySignedIn()} disabled={renewing}>
          {renewing ? 'Renewing...' : 'Stay signed in'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
