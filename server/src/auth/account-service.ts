import { ACCOUNT_MESSAGES, type AccountSession } from '@csw/contracts';
import type { ServiceContext } from '../service-context';
import { findAccountById, setPasswordHash } from '../data/accounts-repository';
import { countAttempt } from '../data/login-throttle-repository';
import {
  destroyOtherSessions,
  destroySession,
  destroySessionFromElsewhere,
  destroyUserSessions,
  listLiveSessions,
} from '../data/sessions-repository';
import { iso } from '../data/rows';
import type { SignedInActor } from '../platform/actor';
import { forbidden, invalid, notFound, tooManyAttempts, unauthenticated } from '../platform/errors';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { createSession, sessionIdOf } from './sessions';

/**
 * Password changes per account per minute, right or wrong: a stolen session cannot guess the current
 * password at speed (counted in the database, so the limit holds across every API process).
 */
export const PASSWORD_CHANGE_ATTEMPTS_PER_MINUTE = 5;

/**
 * Changes the signed-in user's password (ASVS V6.2.3, V7.4.3): the current password is checked, the new one
 * must pass the password policy and differ from it; then, in one transaction, the hash is replaced, every
 * session of the account is ended and this browser gets a new session (a new token). Audited either way.
 * The demo account's password is public and stays as published.
 */
export async function changePassword(
  ctx: ServiceContext,
  actor: SignedInActor,
  { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
): Promise<{ token: string; otherSessionsEnded: number }> {
  const { hits, retrySeconds } = await countAttempt(ctx.db, `password:${actor.user.id}`);
  if (hits > PASSWORD_CHANGE_ATTEMPTS_PER_MINUTE)
    throw tooManyAttempts(ACCOUNT_MESSAGES.tooManyPasswordAttempts, retrySeconds);
  const account = await findAccountById(ctx.db, actor.user.id);
  if (!account || account.status !== 'active') throw unauthenticated('Sign in to continue.');
  if (account.isDemo) throw forbidden(ACCOUNT_MESSAGES.demoPassword);
  if (!(await verifyPassword(account.passwordHash, currentPassword))) {
    await actor.audit(ctx.db, {
      action: 'PASSWORD_CHANGE',
      outcome: 'failure',
      details: { reason: 'wrong current password' },
    });
    throw invalid(ACCOUNT_MESSAGES.wrongCurrentPassword, 'WRONG_PASSWORD');
  }
  if (newPassword === currentPassword) throw invalid(ACCOUNT_MESSAGES.samePassword, 'SAME_PASSWORD');
  const problem = passwordProblem(newPassword, account.username);
  if (problem) throw invalid(problem, 'WEAK_PASSWORD');
  const passwordHash = await hashPassword(newPassword);
  return ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, account.id, passwordHash);
    const before = await listLiveSessions(tx, account.id, ctx.config.auth);
    await destroyUserSessions(tx, account.id, 'password-changed');
    const token = await createSession(tx, account.id, actor.ip);
    // The caller's own session continues under the new token: every other live one was signed out.
    const otherSessionsEnded = Math.max(0, before.length - 1);
    await actor.audit(tx, { action: 'PASSWORD_CHANGE', details: { otherSessionsEnded } });
    return { token, otherSessionsEnded };
  });
}

/** The signed-in user's live sessions, the one of this request marked current. Never a token or its hash. */
export async function listSessions(
  ctx: ServiceContext,
  actor: SignedInActor,
  currentHash: string | null,
): Promise<AccountSession[]> {
  const rows = await listLiveSessions(ctx.db, actor.user.id, ctx.config.auth);
  return rows.map((row) => ({
    id: sessionIdOf(row.tokenHash),
    createdAt: iso(row.createdAt),
    lastSeenAt: iso(row.lastSeenAt),
    clientAddress: row.clientAddress,
    current: row.tokenHash === currentHash,
  }));
}

/**
 * Signs out one of the user's own sessions, named by its listed id (404 when no live session of theirs
 * has it, so another user's session can neither be ended nor found out). Audited.
 */
export async function endSession(
  ctx: ServiceContext,
  actor: SignedInActor,
  id: string,
  currentHash: string | null,
): Promise<{ ended: number; current: boolean }> {
  const rows = await listLiveSessions(ctx.db, actor.user.id, ctx.config.auth);
  const session = rows.find((row) => sessionIdOf(row.tokenHash) === id);
  if (!session) throw notFound(ACCOUNT_MESSAGES.sessionNotFound);
  const current = session.tokenHash === currentHash;
  await ctx.db.transaction(async (tx) => {
    // The current session signs itself out; any other is told it was signed out from elsewhere.
    if (current) await destroySession(tx, session.tokenHash);
    else await destroySessionFromElsewhere(tx, session.tokenHash);
    await actor.audit(tx, { action: 'SESSION_END', details: { scope: 'one', ended: 1, current } });
  });
  return { ended: 1, current };
}

/** "Sign out everywhere else": ends every session of the user except the one of this request. Audited. */
export async function endOtherSessions(
  ctx: ServiceContext,
  actor: SignedInActor,
  currentHash: string,
): Promise<{ ended: number; current: boolean }> {
  return ctx.db.transaction(async (tx) => {
    const ended = await destroyOtherSessions(tx, actor.user.id, currentHash);
    await actor.audit(tx, { action: 'SESSION_END', details: { scope: 'others', ended, current: false } });
    return { ended, current: false };
  });
}
