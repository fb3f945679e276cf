import { parentPort } from 'node:worker_threads';
import { analyzeDocuments, type AnalysisInput } from '@csw/engine';

/**
 * Runs analyses for the API process, one message at a time: {id, input} in, {id, ok, result | message}
 * out. The engine's language model is loaded once, on the first analysis, and stays loaded.
 */
parentPort?.on('message', (job: { id: number; input: AnalysisInput }) => {
  analyzeDocuments(job.input).then(
    (result) => parentPort?.postMessage({ id: job.id, ok: true, result }),
    (error: unknown) =>
      parentPort?.postMessage({
        id: job.id,
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      }),
  );
});
