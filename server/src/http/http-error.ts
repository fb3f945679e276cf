/** An error with the status and the message the user sees (the error handler sends it as {message}). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code?: string) => new HttpError(400, message, code);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, message, 'UNAUTHENTICATED');
export const forbidden = (message: string) => new HttpError(403, message, 'FORBIDDEN');
/** Also the answer for an object the user may not see: its existence is not revealed. */
export const notFound = (message: string) => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, message, code);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, 'TOO_MANY_REQUESTS', {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
