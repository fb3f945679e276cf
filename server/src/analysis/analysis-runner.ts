import path from 'node:path';
import type { AnalysisInput, AnalysisResult } from '@csw/engine';
import { SERVER_ROOT } from '../paths';
import { createWorkerRunner, type WorkerRunner, type WorkerRunnerOptions } from '../platform/worker-runner';

const THREAD_FILE = path.join(SERVER_ROOT, 'src/analysis/worker/analysis-thread.mjs');

/** Runs the engine's analysis away from the API's event loop. */
export type AnalysisRunner = WorkerRunner<AnalysisInput, AnalysisResult>;

/**
 * One long-lived thread that runs analyses one after another. An analysis of 50 documents takes up to a
 * second or two of CPU: on the API's own thread it would hold up every other request for that long.
 * 60 s at most per analysis, 20 waiting at most; a full queue, a stopped analysis or a thread that died is
 * refused with 503 ANALYSIS_BUSY.
 */
export function createAnalysisRunner(
  options: Partial<Pick<WorkerRunnerOptions, 'timeoutMs' | 'maxWaiting'>> = {},
): AnalysisRunner {
  return createWorkerRunner({
    threadFile: THREAD_FILE,
    words: {
      one: 'analysis',
      many: 'analyses',
      tooLong: 'Choose fewer or shorter documents.',
      code: 'ANALYSIS_BUSY',
    },
    ...options,
  });
}
