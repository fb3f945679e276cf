import type { z } from 'zod';

/**
 * An API answer read as the type of its contract schema, without checking it: the server serialises
 * every response through that same schema (the response schemas of its routes), and this keeps the schema
 * library off the shell's first render. Only the schema's type is used here, never its code. Where an
 * answer's shape decides what a screen does, the center parses it with the schema instead (`schema.parse`).
 */
export function typedAnswer<S extends z.ZodType>(value: unknown): z.infer<S> {
  return value as z.infer<S>;
}

/** A list answer read as the type of one item's schema, without checking it (see typedAnswer). */
export function typedListAnswer<S extends z.ZodType>(value: unknown): z.infer<S>[] {
  return value as z.infer<S>[];
}
