import type { Db } from '../db/database';
import type { AuthUser } from '../data/accounts-repository';
import { recordAudit, type AuditEvent } from '../data/audit-repository';
import type { Log } from './log';

/** An audit entry as an actor writes it: who and from where are the actor's. */
export type ActorEvent = Omit<AuditEvent, 'userId' | 'username' | 'clientAddress'>;

/**
 * Who asks a service for something, as much of the request as a service may know: the user, their
 * address, where to log, and the audit entries written in their name. Routes build it from the request
 * (http/actor.ts); a service never sees the request itself.
 */
export interface Actor {
  /** The signed-in user, or null (sign-in, registration). */
  readonly user: AuthUser | null;
  readonly ip: string;
  readonly log: Log;
  /** Records an action of the actor; pass the action's transaction, so that both commit together. */
  audit(db: Db, event: ActorEvent): Promise<void>;
  /**
   * Records a refusal (ACCESS_DENIED, outcome denied) with what was asked (method and route) and what was
   * refused: every place that refuses access writes the same entry.
   */
  denied(db: Db, details: Record<string, unknown>): Promise<void>;
}

/** An actor of a route that requires a signed-in user. */
export interface SignedInActor extends Actor {
  readonly user: AuthUser;
}

export interface ActorSource<U extends AuthUser | null> {
  user: U;
  ip: string;
  log: Log;
  /** What was asked, for refusals: the method and the route's pattern. */
  method: string;
  route: string | undefined;
}

export function createActor<U extends AuthUser | null>({
  user,
  ip,
  log,
  method,
  route,
}: ActorSource<U>): Actor & { user: U } {
  const audit = (db: Db, event: ActorEvent) =>
    recordAudit(db, {
      ...event,
      userId: user?.id ?? null,
      username: user?.username ?? null,
      clientAddress: ip,
    });
  return {
    user,
    ip,
    log,
    audit,
    denied: (db, details) =>
      audit(db, { action: 'ACCESS_DENIED', outcome: 'denied', details: { method, route, ...details } }),
  };
}
