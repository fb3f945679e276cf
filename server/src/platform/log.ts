/** Where a service writes what went wrong: the request's logger or the server's (pino's methods, as used). */
export interface Log {
  info(object: unknown, message?: string): void;
  warn(object: unknown, message?: string): void;
  error(object: unknown, message?: string): void;
}
