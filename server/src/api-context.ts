import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdviceService } from './advice/advice-service';
import type { AnalysisRunner } from './analysis/analysis-runner';
import type { DataExportService } from './data-export/data-export-service';
import type { DraftingService } from './drafting/drafting-service';
import type { LibraryService } from './library/library-service';
import type { ServerLifecycle } from './lifecycle/server-lifecycle';
import type { PlanningService } from './planning/planning-service';
import type { SummarySchedule } from './planning/summary-schedule';
import type { ServiceContext } from './service-context';

/** The services of one server, built once at start-up (startup.ts) and handed to the routes. */
export interface Services {
  library: LibraryService;
  /** Runs THINK analyses off the API's thread. */
  analysisRunner: AnalysisRunner;
  /** ADVISE's consultations. */
  advice: AdviceService;
  /** CREATE's drafts, writing checker, save and export. */
  drafting: DraftingService;
  /** EXECUTE: plans, their boards and reports. */
  planning: PlanningService;
  /** EXECUTE's daily summaries of automated plans. */
  summarySchedule: SummarySchedule;
  /** The export of all a user's data as one streamed archive. */
  dataExport: DataExportService;
  /** Running or stopping, and the requests being answered (graceful shutdown, readiness). */
  lifecycle: ServerLifecycle;
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
