import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { PLATFORM_CONFIG_PATH, type PlatformConfig } from '@csw/contracts';
import { cacheControlFor } from './cache-policy';

/**
 * The shell's static files and its per-environment config on the API's origin, so the shell's
 * relative /api paths hold. Any non-API path that is not a file gets index.html (screens are in-app state).
 */
export async function registerShellHosting(
  app: FastifyInstance,
  { distDir, config }: { distDir: string; config: PlatformConfig },
) {
  app.get(PLATFORM_CONFIG_PATH, async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').send(config),
  );
  if (!existsSync(distDir)) {
    app.log.warn(`The shell has not been built (missing ${distDir}); run npm start or npm run build.`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    index: false,
    cacheControl: false,
    wildcard: false,
    setHeaders(res, filePath) {
      res.setHeader('Cache-Control', cacheControlFor(filePath));
    },
  });
  app.setNotFoundHandler((request, reply) => {
    // Screens are in-app state: any page path gets index.html. A missing file (a path with an extension,
    // e.g. a bundle of another release) is a real 404, never HTML served as JavaScript.
    const pathname = request.url.split('?')[0] ?? '';
    if (request.method === 'GET' && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
      return reply
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not found.' });
  });
}
