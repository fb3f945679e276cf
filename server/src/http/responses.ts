import type { ZodType } from 'zod';
import { apiErrorSchema } from '@csw/contracts';

/** The error statuses any API route may answer, each with the {message} body (declared for OpenAPI). */
const ERRORS = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
} as const;

export type ErrorAnswers = typeof ERRORS;

/** The {ok: true} answer (okSchema) of a route that has nothing more to say. */
export const OK = { ok: true } as const;

/** A route's response schemas: its successes plus the common error answers. */
export function responses<T extends Record<number, ZodType>>(success: T): T & typeof ERRORS {
  return { ...ERRORS, ...success };
}
