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
import { newDeviceCookie } from './device-cookies';
import { createSession } from './sessions';
import { countFailure, fullBucket, heldBackMessage, trustOf } from './sign-in-trust';

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
 * is always checked against some argon2id hash). Whose failures may hold an attempt back depends on its
 * trust (sign-in-trust.ts): an attempt with the account's device cookie only by its own, one from an address
 * the account signed in from by the name's failures from such addresses, any other by the name's lockout,
 * its daily limit and its address's failures. Limits are checked before the password, so that a guesser
 * held back learns nothing. A success ends any session the browser already had (a new token at every
 * sign-in) and gives the browser a new device cookie.
 */
export async function login(
  ctx: ServiceContext,
  actor: Actor,
  {
    username,
    password,
    previousSession,
    deviceCookie,
  }: {
    username: string;
    password: string;
    /** The hash of the session the browser already had, ended by this sign-in. */
    previousSession: string | null;
    /** The device cookie the browser sent, if any. */
    deviceCookie?: string | undefined;
  },
): Promise<{ user: AuthUser; token: string; deviceCookie: string }> {
  const settings = ctx.config.auth;
  const key = usernameKey(username).slice(0, 256);
  const attempted = username.normalize('NFKC').trim().slice(0, 100);
  const account = await findAccountByName(ctx.db, key);
  const { trust, buckets } = await trustOf(ctx.db, settings, {
    userId: account?.id ?? null,
    nameKey: key,
    deviceCookie,
    address: actor.ip,
  });
  const fail = (reason: string) =>
    recordAudit(ctx.db, {
      action: 'LOGIN_FAIL',
      outcome: 'failure',
      username: attempted,
      clientAddress: actor.ip,
      details: { reason, trust },
    });
  // A browser with the account's device cookie is never held back by what its address sends.
  if (trust !== 'device')
    await consumeAttempt(ctx.db, `login:${actor.ip}`, ctx.config.limits.authRateLimitMax);
  const addressFailures = {
    address: actor.ip,
    max: ctx.config.limits.authAddressFailuresMax,
    windowMs: settings.lockoutWindowMs,
  };
  if (trust === 'untrusted') await refuseSprayingAddress(ctx.db, addressFailures);

  const remaining = trust === 'untrusted' ? await lockRemainingMs(ctx.db, key) : 0;
  const full = remaining > 0 ? { retrySeconds: remaining / 1000 } : await fullBucket(ctx.db, buckets);
  if (full) {
    await fail('locked');
    throw tooManyAttempts(heldBackMessage(trust, full.retrySeconds), full.retrySeconds);
  }
  const valid = await verifyPassword(account?.passwordHash ?? null, password);
  if (!account || !valid) {
    const count = trust === 'untrusted' ? await recordFailure(ctx.db, key, settings) : null;
    const filled = await countFailure(ctx.db, buckets);
    await countAddressFailure(ctx.db, addressFailures);
    await fail(account ? 'wrong password' : 'unknown username');
    // A device cookie that has used up its own failures is simply judged as none from the next attempt on.
    const lockedSeconds = count?.locked
      ? count.lockMs / 1000
      : trust === 'device'
        ? undefined
        : filled?.retrySeconds;
    if (lockedSeconds !== undefined) {
      await recordAudit(ctx.db, {
        action: 'LOCKOUT',
        outcome: 'denied',
        userId: account?.id ?? null,
        username: attempted,
        clientAddress: actor.ip,
        details: { failures: count?.failures ?? null, trust, lockedMinutes: Math.ceil(lockedSeconds / 60) },
      });
      throw tooManyAttempts(heldBackMessage(trust, lockedSeconds), lockedSeconds);
    }
    throw unauthenticated(AUTH_MESSAGES.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  if (account.status !== 'active') {
    await fail('account disabled');
    throw forbidden('This account has been disabled. Contact your administrator.');
  }
  // The holder of the password ends the name's run of untrusted failures; its daily count stays.
  if (trust === 'untrusted') await clearFailures(ctx.db, key);
  if (previousSession) await destroySession(ctx.db, previousSession);
  const token = await createSession(ctx.db, account.id, actor.ip);
  await recordAudit(ctx.db, {
    action: 'LOGIN',
    userId: account.id,
    username: account.username,
    clientAddress: actor.ip,
    details: { trust },
  });
  return {
    user: toAuthUser(account),
    token,
    deviceCookie: newDeviceCookie(settings.deviceCookieSecret, account.id),
  };
}
