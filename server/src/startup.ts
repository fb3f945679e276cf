import { BUILT_IN_CATEGORIES } from '@csw/contracts';
import type { ServerConfig } from './config';
import type { Database } from './db/database';
import type { Services } from './api-context';
import type { AdviceRunner } from './advice/advice-runner';
import { AdviceService } from './advice/advice-service';
import { createAnalysisRunner } from './analysis/analysis-runner';
import { DataExportService } from './data-export/data-export-service';
import { bootstrapAccounts } from './auth/bootstrap-accounts';
import { DraftingService } from './drafting/drafting-service';
import { ensureBuiltInFolders } from './data/folders-repository';
import { LibraryService, type LibraryOptions } from './library/library-service';
import { ServerLifecycle } from './lifecycle/server-lifecycle';
import { PlanningService, type Clock } from './planning/planning-service';
import type { Log } from './platform/log';
import { SummarySchedule } from './planning/summary-schedule';
import { seedLibrary } from './seed/seed-library';

/** What every start makes sure of after the migrations: built-in folders and configured accounts. */
export async function prepareDatabase(database: Database, config: ServerConfig): Promise<void> {
  await ensureBuiltInFolders(database.db, BUILT_IN_CATEGORIES);
  await bootstrapAccounts(database.db, config);
}

/** What a caller may supply instead of the default (tests: a library's options, an advice thread that crashes). */
export interface ServiceOptions {
  library?: LibraryOptions;
  adviceRunner?: AdviceRunner;
  /** EXECUTE's clock (due times, the daily summary): a test that serves old data pins it to that data's day. */
  planningClock?: Clock;
}

/** Every service of one server, built once (nothing runs until startServices). */
export function buildServices(
  database: Database,
  config: ServerConfig,
  log: Log,
  options: ServiceOptions = {},
): Services {
  const library = new LibraryService(database, config.library, log, options.library);
  const planning = new PlanningService(database.db, library, config.planning, options.planningClock);
  return {
    library,
    analysisRunner: createAnalysisRunner(),
    advice: new AdviceService(database.db, library, config.models, options.adviceRunner),
    drafting: new DraftingService({ db: database.db, database, config }, library),
    planning,
    summarySchedule: new SummarySchedule(database.db, planning, log),
    dataExport: new DataExportService(database.db, log),
    lifecycle: new ServerLifecycle(),
  };
}

/**
 * Starts the services before the server answers: the library connects its embedder and fits the vector
 * columns, the organisation library is seeded (when SEED_LIBRARY is on) with the embeddings of its new
 * documents, then the background indexer catches up with whatever is missing or stale.
 */
export async function startServices(services: Services, config: ServerConfig, log: Log): Promise<void> {
  const { library } = services;
  await library.start();
  if (config.library.seed) {
    const seeded = await seedLibrary(library.database.db, { prepare: (docs) => library.prepare(docs) });
    if (seeded.inserted.length + seeded.updated.length > 0)
      log.info(
        `Library seeded: ${seeded.inserted.length} documents added, ${seeded.updated.length} updated.`,
      );
  }
  library.catchUp();
  services.summarySchedule.start();
}

/** Stops the services (before the database closes): the indexer's current batch, the analysis threads. */
export async function stopServices(services: Services): Promise<void> {
  await services.summarySchedule.stop();
  await Promise.all([services.library.close(), services.analysisRunner.close(), services.advice.close()]);
}
