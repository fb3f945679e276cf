import type { z, ZodType } from 'zod';

/**
 * A response body serialised through its schema once, as the route's serializer would do it, so that a
 * cached answer is sent as is (Fastify sends a string with a JSON content type unchanged).
 */
export function jsonBody<S extends ZodType>(schema: S, value: z.output<S>): string {
  return JSON.stringify(schema.encode(value));
}

export const JSON_TYPE = 'application/json; charset=utf-8';
