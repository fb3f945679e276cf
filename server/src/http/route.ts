import type {
  ContextConfigDefault,
  FastifyContextConfig,
  FastifySchema,
  HTTPMethods,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiErrorSchema, idParamsSchema, type Role } from '@csw/contracts';
import type { ApiInstance } from '../api-context';
import type { AccessRule, ObjectRule, ResourceKind } from '../authorization/access-rule';
import { conversationEvents, type ConversationEvents } from './event-stream';
import { responses, type ErrorAnswers } from './responses';

/**
 * What an API route declares, besides its method and URL: who may call it, what it takes and what it
 * answers. `apiRoutes` turns it into Fastify's route options (`config.access` for the guard, the zod
 * schemas for validation, typing and the OpenAPI document).
 */
export interface RouteSpec {
  /** Who may call the route (config.access, checked by the guard: see authorization/access-rule.ts). */
  access: AccessRule;
  /** The OpenAPI tag, when not the module's own. */
  tag?: string;
  summary?: string;
  description?: string;
  /** The URL's parameters; an object rule's routes take `:id` (idParamsSchema) unless they say otherwise. */
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  /** The 200 answer. */
  ok?: ZodType;
  /** The 201 answer. */
  created?: ZodType;
  /**
   * Statuses answered besides the success and the common errors (http/responses.ts): their schemas, or
   * only the statuses (e.g. [503]) when they answer the usual {message}.
   */
  errors?: Record<number, ZodType> | readonly number[];
  /** A binary answer of these media types: no JSON answers are declared. */
  produces?: readonly string[];
  /** The route takes one file as multipart/form-data (uploads) instead of JSON. */
  multipart?: true;
  bodyLimit?: number;
  /** More of the route's config (rate limiting, answering while stopping). */
  config?: Omit<FastifyContextConfig, 'access' | 'multipart'>;
}

type ApiError = typeof apiErrorSchema;
type Field<S, K extends keyof RouteSpec> = S extends { [P in K]: infer T } ? T : undefined;
type ParamsOf<S> = S extends { params: infer P }
  ? P
  : S extends { access: { kind: 'object' } }
    ? typeof idParamsSchema
    : undefined;
type AnswersOf<S> = S extends { produces: readonly string[] }
  ? undefined
  : (S extends { ok: infer T } ? { 200: T } : unknown) &
      (S extends { created: infer T } ? { 201: T } : unknown) &
      (S extends { errors: infer E }
        ? E extends readonly number[]
          ? Record<E[number], ApiError>
          : E
        : unknown) &
      ErrorAnswers;

/** The Fastify schema a spec stands for, as the zod type provider reads it to type request and reply. */
export type SchemaOf<S extends RouteSpec> = {
  params: ParamsOf<S>;
  querystring: Field<S, 'query'>;
  body: Field<S, 'body'>;
  response: AnswersOf<S>;
};

/** A route's handler: request.params, .query and .body typed by the spec's schemas, the reply by its answers. */
export type ApiHandler<S extends RouteSpec> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S>,
  ZodTypeProvider
>;

type Declare = <const S extends RouteSpec>(url: string, spec: S, handler: ApiHandler<S>) => void;

/** Object rules that need only the object's own access, and those that also need one of some roles. */
type PlainObjectRule = Exclude<ObjectRule, { roles: readonly Role[] }>;
type RoleObjectRule = Extract<ObjectRule, { roles: readonly Role[] }>;
type RuleOf<Rule, R> = Extract<Rule, { resource: R }>;

/**
 * The `object` access rule: the route's `:id` names a `resource` the user must see and may `action`
 * (some kinds also require one of `roles`). The overloads let the compiler refuse an action a resource
 * does not have, or a missing list of roles.
 */
export function objectRule<R extends PlainObjectRule['resource']>(
  resource: R,
  action: RuleOf<PlainObjectRule, R>['action'],
): RuleOf<PlainObjectRule, R>;
export function objectRule<R extends RoleObjectRule['resource']>(
  resource: R,
  action: RuleOf<RoleObjectRule, R>['action'],
  roles: readonly Role[],
): RuleOf<RoleObjectRule, R>;
export function objectRule(resource: ResourceKind, action: string, roles?: readonly Role[]): ObjectRule {
  return { kind: 'object', resource, action, ...(roles && { roles }) } as ObjectRule;
}

/** Fastify's route options for a spec. */
function routeOptions(spec: RouteSpec, tag: string) {
  const { access, params, query, body, ok, created, errors, produces, multipart, bodyLimit, config } = spec;
  const schema: FastifySchema & Record<string, unknown> = { tags: [spec.tag ?? tag] };
  if (spec.summary) schema.summary = spec.summary;
  if (spec.description) schema.description = spec.description;
  if (query) schema.querystring = query;
  const urlParams = params ?? (access.kind === 'object' ? idParamsSchema : undefined);
  if (urlParams) schema.params = urlParams;
  if (body) schema.body = body;
  if (multipart) schema.consumes = ['multipart/form-data'];
  if (produces) schema.produces = produces;
  else {
    const answers: Record<number, ZodType> = Array.isArray(errors)
      ? Object.fromEntries(errors.map((status) => [status, apiErrorSchema]))
      : { ...errors };
    if (ok) answers[200] = ok;
    if (created) answers[201] = created;
    schema.response = responses(answers);
  }
  return {
    ...(bodyLimit !== undefined && { bodyLimit }),
    config: { access, ...(multipart && { multipart }), ...config },
    schema,
  };
}

/** How a module declares its routes (see apiRoutes). */
export interface ApiRoutes extends Record<'get' | 'post' | 'put' | 'delete', Declare> {
  /**
   * GET `url`: the conversation named by `:id`, which the user may read, streamed as server-sent events
   * by `run` (the description names the events).
   */
  events(url: string, description: string, run: ConversationEvents): void;
}

/**
 * Declares a module's API routes on `app`, tagged `tag` in the OpenAPI document unless a spec says otherwise:
 *
 *     const route = apiRoutes(app, 'folders');
 *     const change = objectRule('folder', 'change');
 *     route.put('/folders/:id', { access: change, body: renameFolderBodySchema, ok: folderSchema }, async (request) =>
 *       ...request.body.name (typed)...);
 */
export function apiRoutes(app: ApiInstance, tag: string): ApiRoutes {
  // The spec's schemas type the handler (ApiHandler); Fastify's own inference cannot see through them.
  const add = (method: HTTPMethods, url: string, spec: RouteSpec, handler: unknown) =>
    void app.route({ method, url, ...routeOptions(spec, tag), handler: handler as RouteHandlerMethod });
  const declare =
    (method: HTTPMethods): Declare =>
    (url, spec, handler) =>
      add(method, url, spec, handler);
  return {
    get: declare('GET'),
    post: declare('POST'),
    put: declare('PUT'),
    delete: declare('DELETE'),
    events: (url, description, run) =>
      add('GET', url, { access: objectRule('conversation', 'read'), description }, conversationEvents(run)),
  };
}
