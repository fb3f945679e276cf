/** Small statistics helpers shared by the benchmarks. */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Milliseconds of each of `runs` calls of `fn`, after one warm-up call. */
export function timeRuns(fn, runs) {
  fn();
  const times = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times;
}

/** The report's columns for `times`: median and 95th percentile in ms, to `decimals` places. */
export function msColumns(times, decimals = 2) {
  const f = 10 ** decimals;
  return {
    'median ms': Math.round(median(times) * f) / f,
    'p95 ms': Math.round(percentile(times, 95) * f) / f,
  };
}

/** How many runs a benchmark measures: BENCH_RUNS, else its own default. */
export const benchRuns = (fallback) => Number(process.env.BENCH_RUNS ?? fallback);

/** A report row: median and p95 of `runs` timed calls of `fn` (after a warm-up), then the `extra` columns. */
export const timedRow = (name, fn, runs, extra = {}) => ({
  case: name,
  ...msColumns(timeRuns(fn, runs)),
  ...extra,
});
