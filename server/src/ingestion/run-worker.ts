import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../paths';
import type { IngestionLimits } from './limits';
import { watchMemory } from './memory-watch';
import type { DocumentKind, ExtractedPage } from './types';
import type { ZipEntry } from './zip-guard';

/** The parsing thread (plain JavaScript: see its header for why). */
const WORKER_FILE = path.join(SERVER_ROOT, 'src/ingestion/worker/extract-worker.mjs');

/** Parsing threads running at once; further extractions wait their turn, so uploads cannot stack up heaps. */
const MAX_PARALLEL = 2;

type WorkerLimits = Pick<IngestionLimits, 'timeoutMs' | 'maxOldGenerationSizeMb' | 'maxMemoryGrowthMb'>;

export interface ExtractionJob {
  kind: DocumentKind;
  bytes: Uint8Array;
  entries?: ZipEntry[];
}

export interface ParsedText {
  text: string;
  pages: ExtractedPage[];
  wordCount: number;
  encoding?: string;
}

/** Why a parse failed: the worker's own refusals and the limits the API side enforces. */
export type ParseFailure =
  'NO_TEXT' | 'CORRUPT' | 'ENCRYPTED' | 'ZIP_BOMB' | 'BINARY' | 'TOO_COMPLEX' | 'TIMEOUT';

export type ParseOutcome =
  { ok: true; result: ParsedText } | { ok: false; reason: ParseFailure; detail: string };

let running = 0;
const waiting: (() => void)[] = [];

async function withSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

function runOnce(job: ExtractionJob, limits: WorkerLimits): Promise<ParseOutcome> {
  // A copy of exactly these bytes, moved (not copied again) into the thread.
  const bytes = new Uint8Array(job.bytes);
  const worker = new Worker(WORKER_FILE, {
    workerData: { kind: job.kind, bytes, entries: job.entries },
    transferList: [bytes.buffer],
    // The thread must not inherit a TypeScript loader it cannot use.
    execArgv: [],
    resourceLimits: { maxOldGenerationSizeMb: limits.maxOldGenerationSizeMb },
  });
  return new Promise<ParseOutcome>((resolve, reject) => {
    let settled = false;
    const settle = (outcome: ParseOutcome | Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      unwatch();
      void worker.terminate();
      if (outcome instanceof Error) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, reason: 'TIMEOUT', detail: `still parsing after ${limits.timeoutMs} ms` }),
      limits.timeoutMs,
    );
    const unwatch = watchMemory(limits.maxMemoryGrowthMb, () =>
      settle({
        ok: false,
        reason: 'TOO_COMPLEX',
        detail: `memory grew by more than ${limits.maxMemoryGrowthMb} MB`,
      }),
    );
    worker.on('message', (message: ParseOutcome) => settle(message));
    worker.on('error', (error: Error & { code?: string }) => {
      if (error.code === 'ERR_WORKER_OUT_OF_MEMORY')
        settle({ ok: false, reason: 'TOO_COMPLEX', detail: error.message });
      // A missing module is a fault of the installation, not of the file: let it be a server error.
      else if (error.code === 'ERR_MODULE_NOT_FOUND') settle(error);
      else settle({ ok: false, reason: 'CORRUPT', detail: error.message });
    });
    worker.on('exit', (code) =>
      settle({ ok: false, reason: 'CORRUPT', detail: `parser stopped with code ${code}` }),
    );
  });
}

/**
 * Parses a file in a worker thread with a time limit, a heap limit and a memory-growth budget; the thread
 * is terminated when one is passed, and after every parse. Never rejects for a bad file: the outcome says
 * why it was refused.
 */
export function parseInWorker(job: ExtractionJob, limits: WorkerLimits): Promise<ParseOutcome> {
  return withSlot(() => runOnce(job, limits));
}
