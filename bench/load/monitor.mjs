// Preloaded into the API process by the load benchmark (`node --import .../monitor.mjs`); the API's own code
// is not changed. It measures the event loop's delay from inside (perf_hooks.monitorEventLoopDelay) and,
// with LOAD_DB_PROFILE=1, how the database connections are used: how long a request waited for a
// connection, how long each checkout held it (labelled by its first statement after BEGIN), and the time of
// each statement (by its first words). On SIGUSR2 it writes what it measured since the previous signal,
// with the process's memory, to the file named by LOAD_MONITOR_FILE, then starts measuring again.
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const file = process.env.LOAD_MONITOR_FILE;
const TOP = 12;
const ms = (n) => Math.round(n * 100) / 100;
/** A statement's label: its first words, whitespace folded (drizzle writes one statement per call site). */
const labelOf = (text) => String(text).replace(/\s+/g, ' ').trim().slice(0, 110);

function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** Per label: count, total and longest time. */
class Tally {
  constructor() {
    this.entries = new Map();
  }
  add(label, time) {
    const entry = this.entries.get(label) ?? { count: 0, totalMs: 0, maxMs: 0 };
    entry.count += 1;
    entry.totalMs += time;
    entry.maxMs = Math.max(entry.maxMs, time);
    this.entries.set(label, entry);
  }
  top() {
    return [...this.entries]
      .sort((a, b) => b[1].totalMs - a[1].totalMs)
      .slice(0, TOP)
      .map(([label, e]) => ({
        label,
        count: e.count,
        totalMs: ms(e.totalMs),
        meanMs: ms(e.totalMs / e.count),
        maxMs: ms(e.maxMs),
      }));
  }
}

/** Wraps pg (the API's copy: resolved from the server's folder) to time waits, checkouts and statements. */
function profileDatabase() {
  const require = createRequire(path.join(process.cwd(), 'server/package.json'));
  const pg = require('pg');
  const state = { waits: [], holds: new Tally(), statements: new Tally(), busyMs: 0 };
  const current = new WeakMap();

  const query = pg.Client.prototype.query;
  pg.Client.prototype.query = function timedQuery(config, values, callback) {
    if (config && typeof config.submit === 'function') return query.call(this, config, values, callback);
    const label = labelOf(typeof config === 'string' ? config : config?.text);
    const checkout = current.get(this);
    if (checkout && !checkout.label && !/^(begin|savepoint)\b/i.test(label)) checkout.label = label;
    const started = performance.now();
    const done = () => state.statements.add(label, performance.now() - started);
    if (typeof values === 'function')
      return query.call(this, config, (error, result) => (done(), values(error, result)));
    if (typeof callback === 'function')
      return query.call(this, config, values, (error, result) => (done(), callback(error, result)));
    const result = query.call(this, config, values);
    result?.then?.(done, done);
    return result;
  };

  const connect = pg.Pool.prototype.connect;
  pg.Pool.prototype.connect = function timedConnect(callback) {
    const asked = performance.now();
    const hold = (client) => {
      const got = performance.now();
      state.waits.push(got - asked);
      const checkout = { label: null };
      current.set(client, checkout);
      const release = client.release;
      client.release = function timedRelease(...args) {
        const held = performance.now() - got;
        state.busyMs += held;
        state.holds.add(checkout.label ?? '(no statement)', held);
        current.delete(client);
        client.release = release;
        return release.apply(this, args);
      };
    };
    if (typeof callback === 'function')
      return connect.call(this, (error, client, release) => {
        if (!error) hold(client);
        callback(error, client, error ? release : client.release);
      });
    return connect.call(this).then((client) => (hold(client), client));
  };

  return () => {
    const { waits, holds, statements, busyMs } = state;
    const snapshot = {
      checkouts: waits.length,
      waitP50Ms: ms(percentile(waits, 50) ?? 0),
      waitP95Ms: ms(percentile(waits, 95) ?? 0),
      waitP99Ms: ms(percentile(waits, 99) ?? 0),
      heldMs: ms(busyMs),
      longestHolds: holds.top(),
      statements: statements.top(),
    };
    state.waits = [];
    state.holds = new Tally();
    state.statements = new Tally();
    state.busyMs = 0;
    return snapshot;
  };
}

if (file && isMainThread) {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  const database = process.env.LOAD_DB_PROFILE === '1' ? profileDatabase() : null;
  let sequence = 0;
  let since = performance.now();
  process.on('SIGUSR2', () => {
    const memory = process.memoryUsage();
    const now = performance.now();
    sequence += 1;
    writeFileSync(
      file,
      JSON.stringify({
        sequence,
        seconds: ms((now - since) / 1000),
        eventLoop: {
          samples: histogram.count,
          p50Ms: ms(histogram.percentile(50) / 1e6),
          p99Ms: ms(histogram.percentile(99) / 1e6),
          maxMs: ms(histogram.max / 1e6),
          meanMs: ms(histogram.mean / 1e6),
        },
        memory: {
          rss: memory.rss,
          heapUsed: memory.heapUsed,
          external: memory.external,
          arrayBuffers: memory.arrayBuffers,
        },
        database: database?.() ?? null,
      }),
    );
    histogram.reset();
    since = now;
  });
}
