import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AnalysisRunner } from './analysis/analysis-runner';
import type { LibraryService } from './library/library-service';
import type { ServiceContext } from './service-context';

/** The services of one server, built once at start-up (startup.ts) and handed to the routes. */
export interface Services {
  library: LibraryService;
  /** Runs THINK analyses off the API's thread. */
  analysisRunner: AnalysisRunner;
}

/** What every route module receives: the database, the configuration and the services. */
export interface ApiContext extends ServiceContext {
  services: Services;
}

/** The Fastify instance the API routes are declared on: zod schemas type the handlers. */
export type ApiInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
