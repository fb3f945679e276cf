import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FuturesResult, StrategicAnalysis } from '@csw/contracts';
import { UnknownDriverError, type FuturesInput, type StrategicAnalysisInput } from '@csw/engine';
import { SERVER_ROOT } from '../paths';

const THREAD_FILE = path.join(SERVER_ROOT, 'src/advice/worker/advice-thread.mjs');

/** What the advice thread runs. */
export type AdviceJob =
  { kind: 'analysis'; input: StrategicAnalysisInput } | { kind: 'futures'; input: FuturesInput };
type ResultOf<J extends AdviceJob> = J['kind'] extends 'analysis' ? StrategicAnalysis : FuturesResult;

/** The runner refuses work: too many consultations waiting, or one that took too long. */
export class AdviceBusyError extends Error {}

/** Runs ADVISE's heavier methods away from the API's event loop. */
export interface AdviceRunner {
  analyse(input: StrategicAnalysisInput): Promise<StrategicAnalysis>;
  futures(input: FuturesInput): Promise<FuturesResult>;
  /** True while it takes work: false once closed (readiness reports it, see lifecycle/readiness.ts). */
  healthy(): boolean;
  close(): Promise<void>;
}

interface Job {
  job: AdviceJob;
  resolve: (result: unknown) => void;
  reject: (error: Error) => void;
}

interface Reply {
  id: number;
  ok: boolean;
  result?: unknown;
  message?: string;
  unknownDriver?: boolean;
}

/**
 * One long-lived thread that runs strategic analyses and futures one after another. A strategic analysis
 * takes a few hundred milliseconds of CPU (the six methods over up to 150,000 characters): on the API's
 * thread it would hold up every other request for that long. The thread starts on the first job (about a
 * second, loading the language model) and stays.
 */
export function createAdviceRunner({ timeoutMs = 60_000, maxWaiting = 20 } = {}): AdviceRunner {
  let worker: Worker | null = null;
  let current: (Job & { id: number; timer: NodeJS.Timeout }) | null = null;
  const waiting: Job[] = [];
  let nextId = 1;
  let closed = false;

  function finish(outcome: { result: unknown } | { error: Error }) {
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
    started.on('message', (reply: Reply) => {
      if (!current || reply.id !== current.id) return;
      if (reply.ok) return finish({ result: reply.result });
      const message = reply.message ?? 'The consultation failed.';
      finish({ error: reply.unknownDriver ? new UnknownDriverError(message) : new Error(message) });
    });
    started.on('error', (error) => {
      if (worker === started) discardWorker(new Error(`The consultation stopped: ${error.message}`));
    });
    started.on('exit', () => {
      if (worker === started) discardWorker(new Error('The consultation stopped unexpectedly.'));
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
          new AdviceBusyError(
            `The consultation took longer than ${Math.round(timeoutMs / 1000)} seconds and was stopped. Name fewer documents.`,
          ),
        ),
      timeoutMs,
    );
    current = { ...next, id, timer };
    thread().postMessage({ id, job: next.job });
  }

  function run<J extends AdviceJob>(job: J): Promise<ResultOf<J>> {
    if (closed) return Promise.reject(new Error('The server is shutting down.'));
    if (waiting.length >= maxWaiting)
      return Promise.reject(
        new AdviceBusyError('Too many consultations are waiting. Try again in a moment.'),
      );
    return new Promise<ResultOf<J>>((resolve, reject) => {
      waiting.push({ job, resolve: resolve as (result: unknown) => void, reject });
      startNext();
    });
  }

  return {
    analyse: (input) => run({ kind: 'analysis', input }),
    futures: (input) => run({ kind: 'futures', input }),
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
