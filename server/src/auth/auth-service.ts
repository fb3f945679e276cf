import { AUTH_MESSAGES, type Role, type SessionUser } from '@csw/contracts';
import type { ServiceContext } from '../service-context';
import {
  findAccountByName,
  hasAnyAccount,
  insertAccount,
  insertRoleRequest,
  lockRegistrations,
  pendingRoleRequest,
  toAuthUser,
  usernameKey,
  type AuthUser,
} from '../data/accounts-repository';
import { recordAudit } from '../data/audit-repository';
import { clearFailures, lockRemainingMs, recordFailure } from '../data/login-throttle-repository';
import { destroySession } from '../data/sessions-repository';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import type { Actor } from '../platform/actor';
import { conflict, forbidden, invalid, tooManyAttempts, unauthenticated } from '../platform/errors';
import { consumeAttempt, countAddressFailure, refuseSprayingAddress } from './attempt-limiter';
import { passwordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import { createSession } from './sessions';

export async function toSessionUser(ctx: ServiceContext, user: AuthUser): Promise<SessionUser> {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    clearance: user.clearance,
    pendingRoleRequest: await pendingRoleRequest(ctx.db, user.id),
    preferences: { cognitiveState: user.cognitiveState, teamMode: user.teamMode },
    createdAt: user.createdAt.toISOString(),
  };
}

function lockedMessage(remainingMs: number): string {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  return `Too many failed sign-in attempts. This account is locked for ${minutes} minute${minutes === 1 ? '' : 's'}; try again later or contact your administrator.`;
}

export interface Registration {
  username: string;
  password: string;
  email?: string | undefined;
  requestedRole: Role;
}

/**
 * Creates an account and signs it in. Every account starts as user, except the first of an empty
 * installation, which becomes admin; a Team Lead or Admin choice becomes a request for an administrator.
 */
export async function register(
  ctx: ServiceContext,
  actor: Actor,
  body: Registration,
): Promise<{ user: AuthUser; token: string }> {
  await consumeAttempt(ctx.db, `register:${actor.ip}`, ctx.config.limits.authRateLimitMax);
  const problem = passwordProblem(body.password, body.username);
  if (problem) throw invalid(problem, 'WEAK_PASSWORD');
  const refuseTaken = async () => {
    await recordAudit(ctx.db, {
      action: 'REGISTER',
      outcome: 'failure',
      username: body.username,
      clientAddress: actor.ip,
      details: { reason: 'username taken' },
    });
    return conflict(AUTH_MESSAGES.usernameTaken, 'USERNAME_TAKEN');
  };
  if (await findAccountByName(ctx.db, body.username)) throw await refuseTaken();
  const passwordHash = await hashPassword(body.password);
  let account;
  try {
    account = await ctx.db.transaction(async (tx) => {
      await lockRegistrations(tx, ADVISORY_LOCKS.registration);
      if (await findAccountByName(tx, body.username)) return null;
      const first = !(await hasAnyAccount(tx));
      const role: Role = first ? 'admin' : 'user';
      const created = await insertAccount(tx, {
        username: body.username,
        email: body.email ?? null,
        passwordHash,
        role,
      });
      const who = { userId: created.id, username: created.username, clientAddress: actor.ip };
      await recordAudit(tx, {
        ...who,
        action: 'REGISTER',
        details: { role, requestedRole: body.requestedRole, firstAccount: first },
      });
      if (!first && body.requestedRole !== 'user') {
        await insertRoleRequest(tx, created.id, body.requestedRole);
        await recordAudit(tx, {
          ...who,
          action: 'ROLE_REQUEST',
          details: { requestedRole: body.requestedRole },
        });
      }
      return created;
    });
  } catch (error) {
    if ((error as { code?: string }).code === '23505') throw await refuseTaken();
    throw error;
  }
  if (!account) throw await refuseTaken();
  const token = await createSession(ctx.db, account.id, actor.ip);
  return { user: toAuthUser(account), token };
}

/**
 * Signs in. A wrong password and an unknown name get the same answer in about the same time (the password
 * is always checked against some argon2id hash) and count the same towards the lockout, which is kept per
 * attempted name in the database. Any session the browser already had is ended: a new token at every login.
 */
export async function login(
  ctx: ServiceContext,
  actor: Actor,
  {
    username,
    password,
    previousSession,
  }: {
    username: string;
    password: string;
    /** The hash of the session the browser already had, ended by this sign-in. */
    previousSession: string | null;
  },
): Promise<{ user: AuthUser; token: string }> {
  const settings = ctx.config.auth;
  await consumeAttempt(ctx.db, `login:${actor.ip}`, ctx.config.limits.authRateLimitMax);
  const addressFailures = {
    address: actor.ip,
    max: ctx.config.limits.authAddressFailuresMax,
    windowMs: settings.lockoutWindowMs,
  };
  await refuseSprayingAddress(ctx.db, addressFailures);
  const key = usernameKey(username).slice(0, 256);
  const attempted = username.normalize('NFKC').trim().slice(0, 100);
  const fail = (reason: string) =>
    recordAudit(ctx.db, {
      action: 'LOGIN_FAIL',
      outcome: 'failure',
      username: attempted,
      clientAddress: actor.ip,
      details: { reason },
    });

  const remaining = await lockRemainingMs(ctx.db, key);
  if (remaining > 0) {
    await fail('locked');
    throw tooManyAttempts(lockedMessage(remaining), remaining / 1000);
  }
  const account = await findAccountByName(ctx.db, key);
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    const count = await recordFailure(ctx.db, key, settings);
    await countAddressFailure(ctx.db, addressFailures);
    await fail(account ? 'wrong password' : 'unknown username');
    if (count.locked) {
      await recordAudit(ctx.db, {
        action: 'LOCKOUT',
        outcome: 'denied',
        userId: account?.id ?? null,
        username: attempted,
        clientAddress: actor.ip,
        details: { failures: count.failures, lockedMinutes: settings.lockoutDurationMs / 60_000 },
      });
      throw tooManyAttempts(lockedMessage(count.lockMs), count.lockMs / 1000);
    }
    throw unauthenticated(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (account.status !== 'active') {
    await fail('account disabled');
    throw forbidden('This account has been disabled. Contact your administrator.');
  }
  await clearFailures(ctx.db, key);
  if (previousSession) await destroySession(ctx.db, previousSession);
  const token = await createSession(ctx.db, account.id, actor.ip);
  await recordAudit(ctx.db, {
    action: 'LOGIN',
    userId: account.id,
    username: account.username,
    clientAddress: actor.ip,
  });
  return { user: toAuthUser(account), token };
}
