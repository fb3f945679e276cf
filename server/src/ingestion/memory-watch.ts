/**
 * Watches the process's resident memory while parses run and stops the one that makes it grow past its
 * budget. A worker's heap limit does not cover array buffers (pdf.js keeps each decompressed stream in
 * one), and Node 20 cannot measure one worker's memory from outside, so the process's growth since the
 * parse started is the measure. When two parses run, the one that started first has seen the most growth
 * and is stopped; a short pause then lets the memory of the stopped thread be returned before judging again.
 */
export interface WatchedParse {
  /** Called once when the parse passes its budget; it must stop the parse. */
  stop(): void;
}

const SAMPLE_MS = 50;
const PAUSE_AFTER_STOP_MS = 300;

interface Entry {
  baseline: number;
  budget: number;
  stop(): void;
}

const watched = new Set<Entry>();
let sampler: NodeJS.Timeout | null = null;
let pausedUntil = 0;

function sample(): void {
  const now = performance.now();
  if (now < pausedUntil) return;
  const rss = process.memoryUsage.rss();
  const excess = (entry: Entry) => rss - entry.baseline - entry.budget;
  let worst: Entry | null = null;
  for (const entry of watched) {
    if (excess(entry) > 0 && (!worst || excess(entry) > excess(worst))) worst = entry;
  }
  if (!worst) return;
  watched.delete(worst);
  pausedUntil = now + PAUSE_AFTER_STOP_MS;
  worst.stop();
}

/** Starts watching; the returned function ends the watch (call it when the parse ends, however it ends). */
export function watchMemory(budgetMb: number, stop: () => void): () => void {
  const entry: Entry = { baseline: process.memoryUsage.rss(), budget: budgetMb * 1024 * 1024, stop };
  watched.add(entry);
  if (!sampler) {
    sampler = setInterval(sample, SAMPLE_MS);
    sampler.unref();
  }
  return () => {
    watched.delete(entry);
    if (watched.size === 0 && sampler) {
      clearInterval(sampler);
      sampler = null;
    }
  };
}
