import { parentPort } from 'node:worker_threads';
import { alternativeFutures, analyseScenario, UnknownDriverError } from '@csw/engine';
import type { AdviceJob } from '../advice-runner';

/**
 * Runs ADVISE's methods for the API process, one message at a time: {id, job} in, {id, ok, result |
 * message, unknownDriver} out. The engine's language model is loaded on the first job and stays loaded.
 */
parentPort?.on('message', ({ id, job }: { id: number; job: AdviceJob }) => {
  try {
    const result = job.kind === 'analysis' ? analyseScenario(job.input) : alternativeFutures(job.input);
    parentPort?.postMessage({ id, ok: true, result });
  } catch (error) {
    parentPort?.postMessage({
      id,
      ok: false,
      message: error instanceof Error ? error.message : String(error),
      unknownDriver: error instanceof UnknownDriverError,
    });
  }
});
