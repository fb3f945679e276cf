import { z } from 'zod';
import { MAX_PAGE_SIZE, stripBidiControls } from '../domain/common';

/** Every error the API sends: a message a user understands (shown as is), and an optional code. */
export const apiErrorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  /** With VERSION_CONFLICT: the version the object is at now. */
  currentVersion: z.number().int().optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/**
 * A name or title a person gives (documents, folders, conversations, plans, tasks, drafts): bidirectional-text
 * controls removed (stripBidiControls), then trimmed; the caller adds its length rules, which apply to what
 * is left.
 */
export const nameTextSchema = () => z.string().overwrite(stripBidiControls).trim();

/** An id a client sends (a path parameter, a body or query field): never empty, at most 100 characters. */
export const idSchema = z.string().min(1).max(100);

export const idParamsSchema = z.object({ id: idSchema });

export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

/** Short lists (folders, users, team, conversations, administration): a page of up to 100 by default. */
export const longPageQuerySchema = pageQuerySchema.extend({
  limit: pageQuerySchema.shape.limit.default(MAX_PAGE_SIZE),
});

/**
 * An enumeration a person may type (a script, a hand-written request): any letter case and surrounding
 * spaces give the canonical value, so 'challenge' is read as 'Challenge'; anything else is refused with the
 * choices listed. The values must differ in more than letter case.
 */
export function forgivingEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const canonical = new Map(values.map((v) => [v.toLowerCase(), v]));
  return z.preprocess(
    // The input type offers the canonical values to a typed client while any string is accepted.
    (value: T[number] | (string & {})) =>
      typeof value === 'string' ? (canonical.get(value.trim().toLowerCase()) ?? value) : value,
    z.enum(values, { error: () => `Expected one of ${values.join(', ')} (any letter case).` }),
  );
}

export const okSchema = z.object({ ok: z.literal(true) });

/** Timestamps travel as ISO 8601 strings in UTC. */
export const isoDateSchema = z.string();

/** A stretch of a text by character offsets (`end` exclusive): what a finding or an edit points at. */
export const textSpanSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type TextSpan = z.infer<typeof textSpanSchema>;

/** One readiness check; `skipped` when a check it depends on failed (migrations need the database). */
export const healthCheckSchema = z.object({
  state: z.enum(['ok', 'failed', 'skipped']),
  message: z.string().optional(),
});
export const healthChecksSchema = z.object({
  /** The database answers. */
  database: healthCheckSchema,
  /** Every migration this server knows is applied, and none it does not know. */
  migrations: healthCheckSchema,
  /** The analysis and advice threads take work. */
  workers: healthCheckSchema,
});
export type HealthChecks = z.infer<typeof healthChecksSchema>;

/**
 * GET /api/health and GET /api/health/ready when the process is ready for traffic (200): for load balancers
 * and operators. The first four fields are those /api/health always had.
 */
export const healthSchema = z.object({
  status: z.literal('ok'),
  environment: z.string(),
  database: z.enum(['embedded', 'postgres']),
  /** False where the PostgreSQL server has no pgvector: search then ranks by keywords only. */
  vectorSearch: z.boolean(),
  checks: healthChecksSchema,
});
export type Health = z.infer<typeof healthSchema>;

/**
 * The same routes when the process should get no traffic (503): `stopping` during a graceful shutdown (a load
 * balancer drains the process), `unavailable` with the checks that failed otherwise.
 */
export const notReadySchema = z.object({
  status: z.enum(['unavailable', 'stopping']),
  message: z.string(),
  failed: z.array(z.enum(['database', 'migrations', 'workers'])),
  checks: healthChecksSchema.optional(),
});
export type NotReady = z.infer<typeof notReadySchema>;

/** GET /api/health/live: the process runs and answers (the database is not touched). */
export const livenessSchema = z.object({
  status: z.literal('live'),
  /** True from SIGTERM on: still alive, finishing what it had started. */
  stopping: z.boolean(),
  uptimeSeconds: z.number(),
});
export type Liveness = z.infer<typeof livenessSchema>;
