import type { z } from 'zod';
import { ApiError } from './api-client';

/**
 * Checks an API answer against its contract schema. A mismatch means the server and this page disagree
 * about the contract (for example a half-deployed upgrade): the caller gets an ApiError with a clear
 * message instead of a crash deep inside a component.
 */
export function parseResponse<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new ApiError(`The server sent an unexpected answer for ${what}.`, 0, value);
}
