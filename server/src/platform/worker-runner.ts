import { Worker } from 'node:worker_threads';
import { unavailable } from './errors';
import type { ThreadReply } from './worker-thread';

/** Runs jobs of one kind in a thread of their own, away from the API's event loop. */
export interface WorkerRunner<Job, Result> {
  /** Resolves with the job's own result, or rejects once with an error the user can read. */
  run(job: Job): Promise<Result>;
  /** True while it takes work: false once closed (readiness reports it, see lifecycle/readiness.ts). */
  healthy(): boolean;
  close(): Promise<void>;
}

/** How the runner speaks of its jobs to the user. */
export interface JobWords {
  /** One job: 'analysis'. */
  one: string;
  /** Several: 'analyses'. */
  many: string;
  /** What to do about a job that took too long: 'Choose fewer or shorter documents.' */
  tooLong: string;
  /** The code of every refusal of the runner (a full queue, a job stopped for time, a thread that died). */
  code: string;
}

export interface WorkerRunnerOptions {
  /** The thread's entry (plain JavaScript: see analysis/worker/analysis-thread.mjs for why). */
  threadFile: string;
  words: JobWords;
  /** A job still running after this long is stopped (its thread is replaced). */
  timeoutMs?: number;
  /** Jobs that may wait for their turn; more are refused at once. */
  maxWaiting?: number;
  /** Handed to every thread the runner starts. */
  workerData?: unknown;
  /** The error a job failed with in the thread, rebuilt on this side (default: an Error with its message). */
  failure?: (message: string, kind: string | undefined) => Error;
}

export const SHUTTING_DOWN = 'The server is shutting down.';

interface Waiting<Job, Result> {
  job: Job;
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

/**
 * One long-lived thread that runs jobs one after another, with a waiting list of at most `maxWaiting`, a
 * time limit per job, and a new thread in place of one that died or was stopped. The thread starts on the
 * first job (loading what it needs, about a second for the engine's language model) and stays.
 *
 * Every job settles exactly once: with the result its own thread sent for its own id, or with the error of
 * its failure. A thread that dies takes down only the job it was running, which rejects with a clear
 * error (a retry is safe: a job changes nothing outside its thread); the jobs waiting run on a new thread.
 */
export function createWorkerRunner<Job, Result>({
  threadFile,
  words,
  timeoutMs = 60_000,
  maxWaiting = 20,
  workerData,
  failure = (message) => new Error(message),
}: WorkerRunnerOptions): WorkerRunner<Job, Result> {
  let worker: Worker | null = null;
  let current: (Waiting<Job, Result> & { id: number; timer: NodeJS.Timeout }) | null = null;
  const waiting: Waiting<Job, Result>[] = [];
  let nextId = 1;
  let closed = false;
  /** A thread that died: the user reads what to do, the log (through `cause`) what happened. */
  const stopped = (detail: string) => {
    const error = unavailable(`The ${words.one} stopped unexpectedly. Try again.`, words.code);
    error.cause = detail;
    return error;
  };

  function finish(outcome: { result: Result } | { error: Error }) {
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
    const started = new Worker(threadFile, { execArgv: [], workerData });
    started.unref();
    started.on('message', (reply: ThreadReply<Result>) => {
      // A reply from a thread already replaced, or for a job already settled, is dropped.
      if (worker !== started || !current || reply.id !== current.id) return;
      finish(
        reply.ok
          ? { result: reply.result }
          : { error: failure(reply.message || `The ${words.one} failed.`, reply.kind) },
      );
    });
    started.on('error', (error) => {
      if (worker === started) discardWorker(stopped(error.message));
    });
    started.on('exit', (code) => {
      if (worker === started) discardWorker(stopped(`exit code ${code}`));
    });
    worker = started;
    return started;
  }

  function startNext() {
    if (current || closed) return;
    const next = waiting.shift();
    if (!next) return;
    const id = nextId++;
    const timer = setTimeout(
      () =>
        discardWorker(
          unavailable(
            `The ${words.one} took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped. ${words.tooLong}`,
            words.code,
          ),
        ),
      timeoutMs,
    );
    current = { ...next, id, timer };
    thread().postMessage({ id, job: next.job });
  }

  return {
    run(job) {
      if (closed) return Promise.reject(unavailable(SHUTTING_DOWN, words.code));
      if (waiting.length >= maxWaiting)
        return Promise.reject(
          unavailable(`Too many ${words.many} are waiting. Try again in a moment.`, words.code),
        );
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ job, resolve, reject });
        startNext();
      });
    },
    healthy: () => !closed,
    async close() {
      closed = true;
      for (const job of waiting.splice(0)) job.reject(unavailable(SHUTTING_DOWN, words.code));
      const dead = worker;
      worker = null;
      finish({ error: unavailable(SHUTTING_DOWN, words.code) });
      await dead?.terminate();
    },
  };
}
