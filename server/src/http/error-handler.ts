import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AUTH_MESSAGES } from '@csw/contracts';
import { DomainError, type Refusal } from '../platform/errors';
import { HttpError } from './http-error';

interface Answer {
  status: number;
  message: string;
  code?: string;
  headers?: Record<string, string>;
  currentVersion?: number;
}

/** A zod issue in words: the field is named in words ("Mode: Expected one of ...") unless the message already names it. */
function describeIssue(issue: {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
}): string {
  const pathParts = issue.params?.issue?.path ?? [];
  const field =
    pathParts.map(String).join('.') || issue.instancePath?.replace(/^\//, '').replace(/\//g, '.') || '';
  const message = issue.message ?? 'is not valid.';
  if (!field) return message;
  const name = fieldInWords(field);
  // A message written for people names its field already ("Password must be at least 12 characters."):
  // a field's code name before it ("newPassword: ...") only confuses the reader.
  const last = (name.split(' ').at(-1) ?? '').replace(/[^a-z0-9]/gi, '');
  if (last && new RegExp(`\\b${last}`, 'i').test(message)) return message;
  return `${name}: ${message}`;
}

/** A field's code path in words: "newPassword" -> "New password", "items.0.title" -> "Items 1 title". */
export function fieldInWords(path: string): string {
  const words = path
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The framework's own errors that are about the request, with a message a user understands. */
const FRAMEWORK_ERRORS: Record<string, Answer> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request is too large.', code: 'TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (application/json).',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    message: 'The request length does not match its body.',
    code: 'BAD_REQUEST',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    status: 400,
    message: 'The request body is empty: send a JSON object.',
    code: 'BAD_REQUEST',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message:
      'The request body is not valid JSON, or holds a forbidden key (__proto__ or constructor.prototype).',
    code: 'BAD_REQUEST',
  },
  FST_ERR_CTP_INVALID_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (application/json).',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_CTP_INVALID_PARSE_TYPE: {
    status: 415,
    message: 'Unsupported content type: send JSON (application/json).',
    code: 'UNSUPPORTED_MEDIA_TYPE',
  },
  FST_ERR_BAD_URL: { status: 400, message: 'The address is not valid.', code: 'BAD_REQUEST' },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, message: 'The request is not valid.', code: 'BAD_REQUEST' },
  FST_ERR_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long.', code: 'TIMEOUT' },
};

/** PostgreSQL errors that can only come from what the client sent (classes 22 and 23). */
function fromDatabase(error: { code?: unknown }): Answer | null {
  const code = typeof error.code === 'string' ? error.code : '';
  if (code === '23505') return { status: 409, message: 'That already exists.', code: 'CONFLICT' };
  if (code === '23503')
    return {
      status: 409,
      message: 'That refers to something that does not exist (any more).',
      code: 'CONFLICT',
    };
  if (/^22[0-9A-Z]{3}$/.test(code) || code === '23514' || code === '23502' || code === '54000') {
    return {
      status: 400,
      message: 'The request contains a value that cannot be stored.',
      code: 'BAD_REQUEST',
    };
  }
  return null;
}

/** The HTTP status of each refusal of a service. */
const STATUS_OF: Record<Refusal, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  unprocessable: 422,
  'too-many': 429,
  unavailable: 503,
};

/** The one mapping of errors to HTTP answers: a service's refusals, the routes' own, the framework's, the database's. */
export function answerFor(error: unknown): Answer {
  if (error instanceof DomainError) {
    const retry = error.retryAfterSeconds;
    return {
      status: STATUS_OF[error.refusal],
      message: error.message,
      code: error.code,
      headers: retry === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(retry))) },
      currentVersion: error.currentVersion,
    };
  }
  if (error instanceof HttpError) {
    return { status: error.statusCode, message: error.message, code: error.code, headers: error.headers };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.slice(0, 3).map(describeIssue);
    const where = (error as FastifyError).validationContext;
    const prefix = where === 'querystring' ? 'Query ' : where === 'params' ? 'Address ' : '';
    return { status: 400, message: `${prefix}${issues.join(' ')}`.trim(), code: 'VALIDATION' };
  }
  const fastifyError = error as FastifyError & { code?: string };
  if (fastifyError?.code && FRAMEWORK_ERRORS[fastifyError.code]) return FRAMEWORK_ERRORS[fastifyError.code]!;
  if (fastifyError?.validation) return { status: 400, message: fastifyError.message, code: 'VALIDATION' };
  if (!isResponseSerializationError(error)) {
    // The query builder wraps the driver's error: its PostgreSQL code is on the cause.
    const database =
      fromDatabase(fastifyError ?? {}) ??
      fromDatabase((fastifyError as { cause?: { code?: unknown } })?.cause ?? {});
    if (database) return database;
    const status = fastifyError?.statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Framework and plugin errors about the request (429, 406, malformed input ...).
      const message =
        status === 429 ? 'Too many requests. Wait a minute and try again.' : 'The request is not valid.';
      return { status, message, code: status === 429 ? 'TOO_MANY_REQUESTS' : 'BAD_REQUEST' };
    }
  }
  return { status: 500, message: AUTH_MESSAGES.systemError, code: 'SYSTEM_ERROR' };
}

/** Every error leaves as JSON {message}: the right status, a clear message, never a stack trace. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const answer = answerFor(error);
    if (answer.status >= 500) request.log.error({ err: error }, 'request failed');
    for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
    return reply
      .code(answer.status)
      .type('application/json; charset=utf-8')
      .send({
        message: answer.message,
        ...(answer.code ? { code: answer.code } : {}),
        ...(answer.currentVersion !== undefined ? { currentVersion: answer.currentVersion } : {}),
      });
  });
}
