import type { FastifyReply } from 'fastify';
import { healthSchema, livenessSchema, notReadySchema } from '@csw/contracts';
import type { ApiContext, ApiInstance } from '../../api-context';
import { PUBLIC } from '../../authorization/access-rule';
import { apiRoutes } from '../../http/route';
import { checkReadiness } from '../../lifecycle/readiness';
import { STOPPING_MESSAGE } from '../../lifecycle/server-lifecycle';

/** Probes answer while the server stops (saying so), are never rate limited and need no session. */
const PROBE = { access: PUBLIC, config: { rateLimit: false, answersWhileStopping: true } } as const;

/**
 * For load balancers and operators:
 * - GET /api/health/live: the process answers (liveness; the database is not touched);
 * - GET /api/health/ready: the process should get traffic: the database answers, its migrations are all
 *   applied, the worker threads take work, and it is not stopping (readiness); 503 naming what failed;
 * - GET /api/health: the readiness answer, with the fields it always had.
 */
export function healthRoutes(app: ApiInstance, ctx: ApiContext): void {
  const { services } = ctx;

  async function readiness(reply: FastifyReply) {
    const report = await checkReadiness({
      pool: ctx.database.pool,
      workers: [
        { name: 'analysis', healthy: () => services.analysisRunner.healthy() },
        { name: 'advice', healthy: () => services.advice.healthy() },
      ],
      lifecycle: services.lifecycle,
    });
    if (report.status === 'ok')
      return reply.code(200).send({
        status: 'ok' as const,
        environment: ctx.config.environment,
        database: ctx.database.kind,
        vectorSearch: ctx.database.vector.available,
        checks: report.checks,
      });
    if (report.status === 'stopping')
      return reply.code(503).send({ status: 'stopping' as const, message: STOPPING_MESSAGE, failed: [] });
    const reasons = report.failed.map((name) => `${name}: ${report.checks[name].message ?? 'failed'}`);
    return reply.code(503).send({
      status: 'unavailable' as const,
      message: `Not ready. ${reasons.join(' ')}`,
      failed: report.failed,
      checks: report.checks,
    });
  }

  const route = apiRoutes(app, 'health');
  const readinessRoute = { ...PROBE, ok: healthSchema, errors: { 503: notReadySchema } };
  route.get(
    '/health',
    {
      ...readinessRoute,
      summary: 'Readiness (as /api/health/ready), with the environment, database kind and vector search.',
    },
    (_request, reply) => readiness(reply),
  );
  route.get(
    '/health/ready',
    {
      ...readinessRoute,
      summary: 'Readiness for a load balancer: 503 naming the failed check, or "stopping" during shutdown.',
    },
    (_request, reply) => readiness(reply),
  );
  route.get(
    '/health/live',
    { ...PROBE, summary: 'Liveness: the process answers (no database access).', ok: livenessSchema },
    async () => ({
      status: 'live' as const,
      stopping: services.lifecycle.stopping,
      uptimeSeconds: Math.round(process.uptime()),
    }),
  );
}
