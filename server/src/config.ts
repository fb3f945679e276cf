import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { CENTER_IDS, type CenterId } from '@csw/contracts';

const require = createRequire(import.meta.url);
const origins = require('../../platform.origins.cjs') as {
  portOf(app: string, env?: NodeJS.ProcessEnv): number;
  hostOf(env?: NodeJS.ProcessEnv): string;
  urlOf(app: string, env?: NodeJS.ProcessEnv): string;
};

/** The repository root (server/src/.. /..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerConfig {
  environment: string;
  production: boolean;
  host: string;
  port: number;
  shellUrl: string;
  shellDist: string;
  centers: Record<CenterId, { port: number; url: string; distDir: string }>;
}

/** Reads the server's configuration from the environment (every variable is documented in README.md). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const centers = Object.fromEntries(
    CENTER_IDS.map((id) => [
      id,
      {
        port: origins.portOf(id, env),
        url: origins.urlOf(id, env),
        distDir: path.join(REPO_ROOT, 'centers', id, 'dist'),
      },
    ]),
  ) as ServerConfig['centers'];
  return {
    environment: env.APP_ENV ?? (production ? 'production' : 'local'),
    production,
    host: origins.hostOf(env),
    port: origins.portOf('shell', env),
    shellUrl: origins.urlOf('shell', env),
    shellDist: path.join(REPO_ROOT, 'shell', 'dist'),
    centers,
  };
}
