import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { AnalysisInput, AnalysisResult } from '@csw/engine';
import { SERVER_ROOT } from '../paths';

const THREAD_FILE = path.join(SERVER_ROOT, 'src/analysis/worker/analysis-thread.mjs');

/** Runs the engine's analysis away from the API's event loop. */
export interface AnalysisRunner {
  run(input: AnalysisInput): Promise<AnalysisResult>;
  /** True while it takes work: false once closed (readiness reports it, see lifecycle/readiness.ts). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** The runner refuses work: too many analyses waiting, or one that took too long. */
export class AnalysisBusyError extends Error {}

export interface RunnerOptions {
  /** An analysis still running after this long is stopped (its thread is replaced). */
  timeoutMs?: number;
  /** Analyses that may wait for their turn; more are refused at once. */
  maxWaiting?: number;
}

interface Job {
  input: AnalysisInput;
  resolve: (result: AnalysisResult) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived thread that runs analyses one after another. An analysis of 50 documents takes up to a
 * second or two of CPU: on the API's own thread it would hold up every other request for that long. The
 * thread starts on the first analysis (about a second, loading the language model) and stays.
 */
export function createAnalysisRunner({
  timeoutMs = 60_000,
  maxWaiting = 20,
}: RunnerOptions = {}): AnalysisRunner {
  let worker: Worker | null = null;
  let current: (Job & { id: number; timer: NodeJS.Timeout }) | null = null;
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  function finish(outcome: { result: AnalysisResult } | { error: Error }) {
    if (!current) return;
    const job = current;
    current = null;
    clearTimeout(job.timer);
    if ('result' in outcome) job.resolve(outcome.result);
    else job.reject(outcome.error);
    startNext();
  }

  function discardWorker(error: Error) {
    const dead = worker;
    worker = null;
    void dead?.terminate();
    finish({ error });
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(THREAD_FILE, { execArgv: [] });
    started.unref();
    started.on(
      'message',
      (message: { id: number; ok: boolean; result?: AnalysisResult; message?: string }) => {
        if (!current || message.id !== current.id) return;
        finish(
          message.ok
            ? { result: message.result! }
            : { error: new Error(message.message ?? 'The analysis failed.') },
        );
      },
    );
    started.on('error', (error) => {
      if (worker === started) discardWorker(new Error(`The analysis stopped: ${error.message}`));
    });
    started.on('exit', () => {
      if (worker === started) discardWorker(new Error('The analysis stopped unexpectedly.'));
    });
    worker = started;
    return started;
  }

  function startNext() {
    if (current || closed) return;
    const job = waiting.shift();
    if (!job) return;
    const id = nextId++;
    const timer = setTimeout(
      () =>
        discardWorker(
          new AnalysisBusyError(
            `The analysis took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped. Choose fewer or shorter documents.`,
          ),
        ),
      timeoutMs,
    );
    current = { ...job, id, timer };
    thread().postMessage({ id, input: job.input });
  }

  return {
    run(input) {
      if (closed) return Promise.reject(new Error('The server is shutting down.'));
      if (waiting.length >= maxWaiting) {
        return Promise.reject(new AnalysisBusyError('Too many analyses are waiting. Try again in a moment.'));
      }
      return new Promise<AnalysisResult>((resolve, reject) => {
        waiting.push({ input, resolve, reject });
        startNext();
      });
    },
    healthy: () => !closed,
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(new Error('The server is shutting down.'));
      const dead = worker;
      worker = null;
      finish({ error: new Error('The server is shutting down.') });
      await dead?.terminate();
    },
  };
}
