import type { z } from 'zod';

/**
 * An API answer typed by its contract schema. The server serialises every response through that same
 * schema (see the response schemas of its routes), so the browser does not parse it again: that kept the
 * schema library off the shell's first render. Only the schema's type is used here, never its code.
 */
export function answerAs<S extends z.ZodType>(value: unknown): z.infer<S> {
  return value as z.infer<S>;
}

/** A list answer typed by the schema of one item. */
export function answerAsList<S extends z.ZodType>(value: unknown): z.infer<S>[] {
  return value as z.infer<S>[];
}
