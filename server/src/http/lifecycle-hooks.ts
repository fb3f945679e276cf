import type { FastifyInstance } from 'fastify';
import { STOPPING_CODE, STOPPING_MESSAGE, type ServerLifecycle } from '../lifecycle/server-lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Running or stopping, and the requests being answered (see server-lifecycle.ts). */
    lifecycle: ServerLifecycle;
  }
  interface FastifyContextConfig {
    /** Answered while the server stops (the health routes, which then say so); every other route gets 503. */
    answersWhileStopping?: boolean;
  }
}

/**
 * Ties a server's requests to its lifecycle: every request is counted until its answer is done, so a
 * shutdown can let running requests finish. Once stopping has begun, a new request is refused with a
 * clear 503 (never a reset connection) and every answer carries `Connection: close`, so clients open a new
 * connection for their next request (to another process behind the load balancer) instead of reusing one
 * this process is about to close. Closing the app (tests, a second signal) begins stopping too, which ends
 * the open event streams: otherwise their connections would hold the close forever.
 */
export function installLifecycle(app: FastifyInstance, lifecycle: ServerLifecycle): void {
  app.decorate('lifecycle', lifecycle);
  // Callback hooks, not async ones: they run on every request, and a promise per hook is measurable there.
  app.addHook('onRequest', (request, reply, done) => {
    // 'close' comes once the answer is handed over (also the end of an event stream) or the client went away.
    reply.raw.once('close', lifecycle.requestStarted());
    if (!lifecycle.stopping) return done();
    reply.header('connection', 'close');
    if (request.routeOptions.config.answersWhileStopping) return done();
    void reply.code(503).send({ message: STOPPING_MESSAGE, code: STOPPING_CODE });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('preClose', async () => lifecycle.beginStopping());
}
