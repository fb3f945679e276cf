import path from 'node:path';
import { existsSync } from 'node:fs';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from './cache-policy';

export interface CenterServerOptions {
  centerId: string;
  /** The center's build output (centers/<id>/dist). */
  distDir: string;
  /** The only origin allowed to read the center's files from script (the shell). */
  shellOrigin: string;
}

/**
 * Serves one center's static build from its own origin: CORS for the shell's origin (the runtime fetches
 * the manifest with fetch() and loads scripts with crossorigin), JavaScript content types, and the cache
 * policy of cache-policy.ts. The standalone page is served under /standalone/.
 */
export function createCenterServer({ centerId, distDir, shellOrigin }: CenterServerOptions): FastifyInstance {
  const app = Fastify({ logger: false });
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Access-Control-Allow-Origin', shellOrigin);
    reply.header('Vary', 'Origin');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (request.method === 'OPTIONS') {
      reply.header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
      reply.header('Access-Control-Allow-Headers', 'Content-Type');
      return reply.code(204).send();
    }
  });
  if (!existsSync(distDir)) {
    app.get('/*', async (_request, reply) =>
      reply.code(503).send({ message: `The ${centerId} center has not been built (missing ${distDir}).` }),
    );
    return app;
  }
  app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
      if (filePath.endsWith('.js')) res.setHeader('Content-Type', 'application/javascript; charset=utf-8');
      if (filePath.endsWith('.json')) res.setHeader('Content-Type', 'application/json; charset=utf-8');
    },
  });
  app.get('/standalone', async (_request, reply) => reply.redirect('/standalone/'));
  app.get('/standalone/', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').sendFile('index.html', path.join(distDir, 'standalone')),
  );
  return app;
}
