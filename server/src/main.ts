import type { FastifyInstance } from 'fastify';
import { CENTER_IDS } from '@csw/contracts';
import { loadConfig } from './config';
import { buildApp } from './app';
import { demoModeNotice, demoModeRefusal } from './auth/demo-mode';
import { openDatabase, type Database } from './db/database';
import { shutDownGracefully } from './lifecycle/graceful-shutdown';
import { warmUpEngines } from './lifecycle/warm-up';
import { prepareDatabase } from './startup';
import { createCenterServer } from './static-hosting/center-server';

/**
 * `npm start`: the shell, its config and /api on one origin, and each center on its own origin, all in
 * one process on one machine. In production the centers can live on any static host instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  // Before anything opens or listens: demo mode's public account never reaches the network unasked.
  const refusal = demoModeRefusal(config);
  if (refusal) throw new Error(refusal);
  const database: Database = await openDatabase(config.database);
  const app = await buildApp(config, { database, logger: { level: config.logLevel } });
  const servers: FastifyInstance[] = [app];
  let stopping: Promise<void> | null = null;
  const stop = (code: number) => {
    stopping ??= (async () => {
      // A last resort should a step hang (a service that never stops): the process must not stay up.
      setTimeout(() => {
        console.error('The shutdown did not finish in time: exiting without it.');
        process.exit(1);
      }, config.shutdownGraceMs + 30_000).unref();
      try {
        await shutDownGracefully({
          lifecycle: app.lifecycle,
          servers,
          database,
          graceMs: config.shutdownGraceMs,
          log: app.log,
        });
      } catch (error) {
        app.log.error(error);
        code = 1;
      }
      process.exit(code);
    })();
  };
  // SIGTERM (an orchestrator, a deploy) and SIGINT (Ctrl+C) stop gracefully: see graceful-shutdown.ts. A
  // repeated signal changes nothing (the listeners stay, so it cannot kill the process mid-shutdown).
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));
  void database.failed.then((reason) => {
    app.log.fatal(reason);
    stop(1);
  });

  app.log.info(
    database.kind === 'embedded'
      ? `Embedded database in ${config.database.dataDir}`
      : 'PostgreSQL server (DATABASE_URL)',
  );
  if (!database.vector.available) app.log.warn(database.vector.reason);
  await prepareDatabase(database, config);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(`API listening at ${address}`);
  if (config.demoMode) app.log.warn(demoModeNotice(config, address));
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
  if (config.warmUpEngines) {
    // In the background: the engines load their language data now, not on a user's first analysis.
    const { services } = app;
    warmUpEngines(services).then(
      (ms) => app.log.info(`Engines warmed up in ${Math.round(ms)} ms`),
      (error: unknown) => app.log.warn({ err: error }, 'Warming up the engines failed'),
    );
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
