import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/database';

/** What every route module receives: the database and the configuration. */
export interface ApiContext {
  db: Db;
  database: Database;
  config: ServerConfig;
}

/** The Fastify instance the API routes are declared on: zod schemas type the handlers. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
