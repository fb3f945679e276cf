import type { z } from 'zod';
import { ApiError } from './api-client';

/** What a screen says when an answer does not have the shape its contract gives (a center older than the server). */
export const UNREADABLE_ANSWER_MESSAGE =
  "The server's answer could not be read: this page may be older than the server. Reload the page; if it keeps failing, tell your administrator.";

/**
 * An answer that does not match its contract schema: an ApiError (so screens describe it like any failed
 * request) whose `issues` say where the answer differs, for the console.
 */
export class UnreadableAnswerError extends ApiError {
  constructor(readonly issues: readonly string[]) {
    // No HTTP failure: the request succeeded, its answer is what could not be used.
    super(UNREADABLE_ANSWER_MESSAGE, 0, { issues });
    this.name = 'UnreadableAnswerError';
  }
}

const describeIssue = ({ path, message }: { path: readonly PropertyKey[]; message: string }) =>
  `${path.length > 0 ? path.map(String).join('.') : '(the answer)'}: ${message}`;

/**
 * An API answer checked against its contract schema at the boundary: the value the schema gives (keys it
 * does not name dropped, defaults filled in), or an UnreadableAnswerError. Every API module of a center reads
 * its answers with it. The schema's code comes from the caller, so this module loads no schema library: a
 * center's chunk carries the schemas it checks with, the shell's first render none.
 */
export function parseAnswer<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new UnreadableAnswerError(parsed.error.issues.map(describeIssue));
}

/**
 * An API answer read as the type of its contract schema, without checking it: what the shell's own calls
 * use, so that its first render loads no schema code (the server serialises every answer through that
 * schema). Centers parse instead (parseAnswer).
 */
export function typedAnswer<S extends z.ZodType>(value: unknown): z.output<S> {
  return value as z.output<S>;
}

/** A list answer read as the type of one item's schema, without checking it (see typedAnswer). */
export function typedListAnswer<S extends z.ZodType>(value: unknown): z.output<S>[] {
  return value as z.output<S>[];
}

/** How a shared API module reads the answer of kind `key`. */
export type AnswerReader<M extends Record<string, z.ZodType>> = <K extends keyof M>(
  key: K,
  value: unknown,
) => z.output<M[K]>;

/**
 * The reader of a shared API module (documents, models) that both the shell and the centers use: given the
 * schemas of its answers (a center passes them from shared/contracts) it parses every answer; without them
 * (the shell) it reads each answer as its type, keeping the schema library off the shell's first render.
 */
export function answerReader<M extends Record<string, z.ZodType>>(schemas?: M): AnswerReader<M> {
  return (key, value) => (schemas ? parseAnswer(schemas[key]!, value) : typedAnswer<M[typeof key]>(value));
}
