/**
 * What a service refuses, in its own terms: the error mapper of the API (http/error-handler.ts) turns each
 * kind into its HTTP answer, and a service never knows about HTTP.
 */
export type Refusal =
  /** What was asked cannot be done as asked (a bad value, a model that is not configured ...). */
  | 'invalid'
  /** Who is asking is not known (a wrong password). */
  | 'unauthenticated'
  /** The user may see it, but not do this. */
  | 'forbidden'
  /** It does not exist, or the user may not see it: the two are never told apart. */
  | 'not-found'
  /** It changed meanwhile, or is already there or already running. */
  | 'conflict'
  /** A file or text larger than allowed. */
  | 'too-large'
  /** A kind of file that is not taken. */
  | 'unsupported'
  /** A file of the right kind whose content cannot be used. */
  | 'unprocessable'
  /** Too many attempts: try again after `retryAfterSeconds`. */
  | 'too-many'
  /** The work cannot be done now (a full queue, a thread that stopped, a library starting): try again. */
  | 'unavailable';

/** A refusal with the message the user reads and a code a client can act on. */
export class DomainError extends Error {
  constructor(
    readonly refusal: Refusal,
    message: string,
    readonly code?: string,
    /** For 'too-many': when another attempt may succeed. */
    readonly retryAfterSeconds?: number,
    /** For a stale write: the version the object is at now, so the writer can reload or keep a copy. */
    readonly currentVersion?: number,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, code?: string) => new DomainError('invalid', message, code);
export const unauthenticated = (message: string, code?: string) =>
  new DomainError('unauthenticated', message, code);
export const forbidden = (message: string) => new DomainError('forbidden', message, 'FORBIDDEN');
export const notFound = (message: string) => new DomainError('not-found', message, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new DomainError('conflict', message, code);
/** A write made on an old version of an object (409 VERSION_CONFLICT with the current version). */
export const staleVersion = (message: string, currentVersion: number) =>
  new DomainError('conflict', message, 'VERSION_CONFLICT', undefined, currentVersion);
export const tooManyAttempts = (message: string, retryAfterSeconds: number) =>
  new DomainError('too-many', message, 'TOO_MANY_REQUESTS', retryAfterSeconds);
export const unavailable = (message: string, code = 'UNAVAILABLE') =>
  new DomainError('unavailable', message, code);
