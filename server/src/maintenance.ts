import type { FastifyInstance } from 'fastify';
import type { ApiContext } from './api-context';
import { DAY_SECONDS } from './auth/sign-in-trust';
import { purgeOldAttempts } from './data/login-throttle-repository';
import { purgeExpiredSessions } from './data/sessions-repository';

const EVERY_MS = 10 * 60_000;

/** Removes dead sessions and old rate-limit counters now and then (they are refused either way). */
export function startMaintenance(app: FastifyInstance, ctx: ApiContext): void {
  let timer: NodeJS.Timeout | null = null;
  const run = async () => {
    try {
      await purgeExpiredSessions(ctx.db, ctx.config.auth);
      // The longest counters are the daily limits of sign-in failures per name (auth/sign-in-trust.ts).
      await purgeOldAttempts(ctx.db, Math.max(DAY_SECONDS, ctx.config.auth.lockoutWindowMs / 1000));
    } catch (error) {
      app.log.warn({ err: error }, 'maintenance failed');
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
