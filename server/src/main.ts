import type { FastifyInstance } from 'fastify';
import { CENTER_IDS } from '@csw/contracts';
import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/database';
import { prepareDatabase } from './startup';
import { createCenterServer } from './static-hosting/center-server';

/**
 * `npm start`: the shell, its config and /api on one origin, and each center on its own origin, all in
 * one process on one machine. In production the centers can live on any static host instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database: Database = await openDatabase(config.database);
  const app = await buildApp(config, { database, logger: { level: config.logLevel } });
  const servers: FastifyInstance[] = [app];
  const stop = async (code: number) => {
    await Promise.allSettled(servers.map((s) => s.close()));
    await database.close();
    process.exit(code);
  };
  process.once('SIGINT', () => void stop(0));
  process.once('SIGTERM', () => void stop(0));
  void database.failed.then((reason) => {
    app.log.fatal(reason);
    void stop(1);
  });

  app.log.info(
    database.kind === 'embedded'
      ? `Embedded database in ${config.database.dataDir}`
      : 'PostgreSQL server (DATABASE_URL)',
  );
  if (!database.vector.available) app.log.warn(database.vector.reason);
  if (config.demoMode)
    app.log.info(
      'Demo mode: the demo accounts are enabled (set NODE_ENV=production or DEMO_MODE=off to disable them).',
    );
  await prepareDatabase(database, config);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`API listening at ${address}`);
  const shellOrigin = new URL(config.shellUrl).origin;
  for (const id of CENTER_IDS) {
    if (process.env.CENTERS_EXTERNAL === '1') break;
    const { port, distDir, url } = config.centers[id];
    const center = createCenterServer({ centerId: id, distDir, shellOrigin });
    await center.listen({ port, host: config.host });
    servers.push(center);
    app.log.info(`${id} center served at ${url}`);
  }
  app.log.info(`Staff Workspace ready at ${config.shellUrl}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
