import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { CENTER_IDS } from '@csw/contracts';
import type { ServerConfig } from './config';
import { buildPlatformConfig } from './static-hosting/platform-config';
import { registerShellHosting } from './static-hosting/shell-hosting';

/** The server on the shell's origin: the shell's files, its config and the API. */
export async function buildApp(config: ServerConfig, { logger = false }: { logger?: boolean } = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger, trustProxy: false });
  const centerOrigins = CENTER_IDS.map((id) => new URL(config.centers[id].url).origin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // Scripts only from this origin and the configured centers: user content can never run.
        scriptSrc: ["'self'", ...centerOrigins],
        connectSrc: ["'self'", ...centerOrigins],
        // emotion inserts its generated rules at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.production,
  });

  app.get('/api/health', async () => ({ status: 'ok', environment: config.environment }));

  const platformConfig = buildPlatformConfig(
    config.environment,
    Object.fromEntries(CENTER_IDS.map((id) => [id, config.centers[id].url])),
  );
  await registerShellHosting(app, { distDir: config.shellDist, config: platformConfig });
  return app;
}
