import path from 'node:path';
import type { FuturesResult, StrategicAnalysis } from '@csw/contracts';
import { UnknownDriverError, type FuturesInput, type StrategicAnalysisInput } from '@csw/engine';
import { SERVER_ROOT } from '../paths';
import { createWorkerRunner, type WorkerRunnerOptions } from '../platform/worker-runner';

const THREAD_FILE = path.join(SERVER_ROOT, 'src/advice/worker/advice-thread.mjs');

/** What the advice thread runs. */
export type AdviceJob =
  { kind: 'analysis'; input: StrategicAnalysisInput } | { kind: 'futures'; input: FuturesInput };

/** How the thread names an UnknownDriverError, so that it is rebuilt as one here. */
export const UNKNOWN_DRIVER = 'unknown-driver';

/** Runs ADVISE's heavier methods away from the API's event loop. */
export interface AdviceRunner {
  analyse(input: StrategicAnalysisInput): Promise<StrategicAnalysis>;
  futures(input: FuturesInput): Promise<FuturesResult>;
  /** True while it takes work: false once closed (readiness reports it, see lifecycle/readiness.ts). */
  healthy(): boolean;
  close(): Promise<void>;
}

/**
 * One long-lived thread that runs strategic analyses and futures one after another. A strategic analysis
 * takes a few hundred milliseconds of CPU (the six methods over up to 150,000 characters): on the API's
 * thread it would hold up every other request for that long. A full queue, a consultation stopped for
 * time or a thread that died is refused with 503 ADVICE_BUSY.
 */
export function createAdviceRunner(
  options: Partial<Pick<WorkerRunnerOptions, 'timeoutMs' | 'maxWaiting' | 'threadFile' | 'workerData'>> = {},
): AdviceRunner {
  const runner = createWorkerRunner<AdviceJob, StrategicAnalysis | FuturesResult>({
    threadFile: THREAD_FILE,
    words: {
      one: 'consultation',
      many: 'consultations',
      tooLong: 'Name fewer documents.',
      code: 'ADVICE_BUSY',
    },
    failure: (message, kind) =>
      kind === UNKNOWN_DRIVER ? new UnknownDriverError(message) : new Error(message),
    ...options,
  });
  return {
    analyse: (input) => runner.run({ kind: 'analysis', input }) as Promise<StrategicAnalysis>,
    futures: (input) => runner.run({ kind: 'futures', input }) as Promise<FuturesResult>,
    healthy: runner.healthy,
    close: runner.close,
  };
}
