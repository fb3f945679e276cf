import { CENTER_IDS } from '@csw/contracts';
import { loadConfig } from './config';
import { buildApp } from './app';
import { createCenterServer } from './static-hosting/center-server';

/**
 * `npm start`: the shell, its config and /api on one origin, and each center on its own origin, all in
 * one process on one machine. In production the centers can live on any static host instead.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp(config, { logger: true });
  const servers = [app];
  await app.listen({ port: config.port, host: config.host });
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

  const stop = async () => {
    await Promise.allSettled(servers.map((s) => s.close()));
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
