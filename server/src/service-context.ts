import type { ServerConfig } from './config';
import type { Database, Db } from './db/database';

/**
 * What a service reads of the server it runs in: the database and the configuration. The routes' context
 * (api-context.ts) adds the services themselves, which a service never needs.
 */
export interface ServiceContext {
  db: Db;
  database: Database;
  config: ServerConfig;
}
