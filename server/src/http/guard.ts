import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../service-context';
import type { AuthUser } from '../data/accounts-repository';
import { endedSessionRefusal, resolveSession, SESSION_COOKIE } from '../auth/sessions';
import type { AccessRule, ResourceKind } from '../authorization/access-rule';
import { POLICIES, type ResourceTypes } from '../authorization/policies';
import { visitorOf } from './actor';
import { CROSS_SITE_MESSAGE, crossSiteRefusal } from './cross-site';
import { forbidden, HttpError, notFound, unauthorized } from './http-error';
import { MAX_JSON_DEPTH } from './json-depth';
import type { RequestBudgets } from './request-budgets';

/** An API route as declared: what tests walk through (authorization matrix, fuzzing). */
export interface ApiRouteInfo {
  method: string;
  url: string;
  access: AccessRule;
  schema: { body?: unknown; querystring?: unknown; params?: unknown };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. */
    user: AuthUser | null;
    /** The hash of the request's live session token, or null. */
    sessionHash: string | null;
    /** The object an `object` access rule loaded and checked (see resourceOf). */
    resource: unknown;
  }
  interface FastifyContextConfig {
    /** Who may call the route: required on every API route (see access-rule.ts). */
    access?: AccessRule;
    /** The route takes multipart/form-data (uploads); every other route takes JSON only. */
    multipart?: boolean;
  }
}

const ROLE_REFUSALS: Record<string, string> = {
  admin: 'This requires the administrator role.',
  team_lead: 'Only a team lead can manage a team.',
};

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const JSON_TYPE = /^application\/([\w.+-]+\+)?json\s*(;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return Boolean(request.headers['transfer-encoding']) || (length !== undefined && length !== '0');
}

/** JSON routes take JSON only, upload routes multipart only: anything else is 415 before it is parsed. */
function checkContentType(request: FastifyRequest): void {
  if (!BODY_METHODS.has(request.method) || !hasBody(request)) return;
  const type = request.headers['content-type'] ?? '';
  const multipart = request.routeOptions.config.multipart === true;
  if (multipart ? !MULTIPART_TYPE.test(type) : !JSON_TYPE.test(type)) {
    throw new HttpError(
      415,
      multipart
        ? 'Unsupported content type: send the file as multipart/form-data.'
        : 'Unsupported content type: send JSON (application/json).',
      'UNSUPPORTED_MEDIA_TYPE',
    );
  }
}

/**
 * True when any string in a parsed body, query or params holds a NUL, which PostgreSQL text cannot store.
 * Bodies are at most MAX_JSON_DEPTH deep (the JSON parser refuses deeper ones), so the walk sees all of it.
 */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => holdsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || holdsNul(item, depth + 1));
}

/**
 * The one place where authorization happens. Installed on the API's Fastify context, it
 * - refuses to register an API route that declares no access rule (so none can be forgotten);
 * - on every request: resolves the session cookie, counts the request against its session's budget (or its
 *   address's without one: request-budgets.ts), refuses a state-changing request from another site (403,
 *   audited; http/cross-site.ts), refuses 401 without a live session unless the route is public, and 403
 *   without a required role;
 * - after validation, for object rules: loads the object through its policy (policies.ts), answers 404
 *   when it does not exist *for this user* and 403 when the action is not allowed, and records the refusal
 *   in the audit log.
 */
export function installGuard(
  app: FastifyInstance,
  ctx: ServiceContext,
  registry: ApiRouteInfo[] = [],
  budgets?: RequestBudgets,
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('sessionHash', null);
  app.decorateRequest('resource', null);
  const { allowedOrigins } = ctx.config.hosts;

  app.addHook('onRoute', (route) => {
    if (!route.config?.access) {
      throw new Error(
        `API route ${String(route.method)} ${route.url} declares no access rule (config.access).`,
      );
    }
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        registry.push({
          method,
          url: route.url,
          access: route.config.access,
          schema: (route.schema ?? {}) as ApiRouteInfo['schema'],
        });
    }
  });

  const SESSION_TABLES = ['sessions', 'users'] as const;
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) {
      budgets?.spend(request); // The API's not-found answer: probing costs the address's budget.
      return;
    }
    checkContentType(request);
    const token = request.cookies?.[SESSION_COOKIE];
    if (token) {
      // Read from sessions and users alone: a section's writes elsewhere leave it cached.
      const session = await ctx.database.cache.get(
        `session:${token}`,
        () => resolveSession(ctx.db, token, ctx.config.auth),
        SESSION_TABLES,
      );
      if (session) {
        request.user = session.user;
        request.sessionHash = session.tokenHash;
      }
    }
    budgets?.spend(request);
    const crossSite = crossSiteRefusal(request, allowedOrigins);
    if (crossSite) {
      await visitorOf(request).denied(ctx.db, { reason: 'cross-site request', evidence: crossSite });
      throw forbidden(CROSS_SITE_MESSAGE);
    }
    if (rule.kind === 'public') return;
    if (!request.user) {
      // A cookie of a session that ended: say why (signed out elsewhere, password changed, idle...).
      throw (token && (await endedSessionRefusal(ctx.db, token, ctx.config.auth))) || unauthorized();
    }
    const roles = 'roles' in rule ? rule.roles : undefined;
    if (roles && !roles.includes(request.user.role)) {
      await visitorOf(request).denied(ctx.db, { requiredRoles: roles });
      throw forbidden(ROLE_REFUSALS[roles[0] ?? ''] ?? 'You are not allowed to do this.');
    }
  });

  app.addHook('preValidation', async (request) => {
    if (holdsNul(request.params) || holdsNul(request.query) || holdsNul(request.body)) {
      throw new HttpError(400, 'Text may not contain NUL characters.', 'BAD_REQUEST');
    }
  });

  app.addHook('preHandler', async (request) => {
    const rule = request.routeOptions.config.access;
    if (rule?.kind !== 'object' || !request.user) return;
    const id = (request.params as { id?: unknown }).id;
    if (typeof id !== 'string')
      throw new Error(`Route ${request.routeOptions.url} has an object rule but no :id.`);
    const policy = POLICIES[rule.resource] as unknown as {
      load(db: ServiceContext['db'], user: AuthUser, id: string, query: unknown): Promise<unknown>;
      notFound: string;
      refuse(action: string, object: unknown, user: AuthUser): string | null;
    };
    const object = await policy.load(ctx.db, request.user, id, request.query);
    const refusal = object === null ? null : policy.refuse(rule.action, object, request.user);
    if (object === null || refusal) {
      await visitorOf(request).denied(ctx.db, { resource: rule.resource, id, action: rule.action });
      throw object === null ? notFound(policy.notFound) : forbidden(refusal!);
    }
    request.resource = object;
  });
}

/** The object the route's access rule loaded and allowed. */
export function resourceOf<K extends ResourceKind>(request: FastifyRequest, kind: K): ResourceTypes[K] {
  const rule = request.routeOptions.config.access;
  if (rule?.kind !== 'object' || rule.resource !== kind || request.resource === null) {
    throw new Error(`Route ${request.routeOptions.url} did not load a ${kind} through its access rule.`);
  }
  return request.resource as ResourceTypes[K];
}

/** The signed-in user of a route whose access rule requires one. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}
