// `npm run bench:load`: N simulated users (default 50) for a fixed time (default 5 minutes) against the API
// as production runs it, each signed in once and keeping its session, with a realistic mix of the five
// centers' work and think time between steps (users.mjs). By default every user's requests leave from one
// loopback address (127.0.0.2), as a section's do through its unit's gateway, so the server's limits, left at
// their defaults, are measured as such a section meets them; `--section N` splits the users into sections of
// N, each from its own address (127.0.0.2, 127.0.0.3, ...).
// The library is the seeded one plus a generated corpus stored beforehand through the real indexing path,
// and the accounts are created in the database before the API starts (not through the register limit).
// THINK analyses and CREATE drafts ask an external model, here a local stand-in that answers at once
// (server/src/analysis/testing/fake-model-server.ts), so their event streams measure the server's own path.
//
// Reported: per action count, errors, throttled answers (429), p50/p95/p99; throughput; the API process's
// memory (RSS from /proc) at start, after the warm-up and at the end; the event loop's delay p99 measured
// from outside (a probe of /api/health/live every 50 ms) and from inside (perf_hooks, preloaded by
// monitor.mjs); the database's size; a PASS/FAIL line per goal. Writes bench/results/load-<database>.json.
// --profile-db adds, from inside the API, how long requests waited for a database connection and which
// statements and transactions held it longest (the embedded database has one connection).
// Everything runs on this machine (loopback only); the run stops by itself and stops the API on any exit.
//
// Flags: --users 50 --seconds 300 --warmup 30 --library 3000 --section <users> --think-ms 1000-4000 --seed 26
//        --ramp <warm-up / 2> --database embedded|postgres --profile-db
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { hashPassword } from '../../server/src/auth/passwords.ts';
import { insertAccount } from '../../server/src/data/accounts-repository.ts';
import { startFakeModelServer } from '../../server/src/analysis/testing/fake-model-server.ts';
import { readSeedDocuments } from '../../server/src/seed/seed-files.ts';
import { report } from '../lib/report.mjs';
import { startApi } from '../lib/servers.mjs';
import { percentile } from '../lib/stats.mjs';
import { generateCorpus } from '../search/corpus.mjs';
import { freshDatabase, ingest } from '../search/harness.mjs';
import { canStartCluster, POSTGRES_HELP, startCluster } from './postgres.mjs';
import { ACTIONS, MODEL_ID, SimulatedUser } from './users.mjs';

/** `--name value` or `--name=value`. */
function option(name, fallback) {
  const prefix = `--${name}=`;
  const inline = process.argv.find((a) => a.startsWith(prefix));
  if (inline) return inline.slice(prefix.length);
  const at = process.argv.indexOf(`--${name}`);
  if (at < 0) return fallback;
  const value = process.argv[at + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`--${name} needs a value`);
  return value;
}
function count(name, fallback, min = 1) {
  const value = Number(option(name, fallback));
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} must be a whole number >= ${min}`);
  return value;
}

const USERS = count('users', 50);
const SECONDS = count('seconds', 300);
const WARMUP = count('warmup', 30, 0);
const LIBRARY = count('library', 3000, 0);
/** Users behind one address: all of them unless said otherwise. */
const SECTION = count('section', USERS);
const SEED = count('seed', 26, 0);
const THINK_MS = String(option('think-ms', '1000-4000')).split('-').map(Number);
if (THINK_MS.length === 1) THINK_MS.push(THINK_MS[0]);
if (THINK_MS.length !== 2 || THINK_MS.some((n) => !Number.isFinite(n) || n < 0) || THINK_MS[1] < THINK_MS[0])
  throw new Error('--think-ms is min-max in milliseconds, e.g. 1000-4000');
const DATABASE = option('database', 'embedded');
const PROFILE_DB = process.argv.includes('--profile-db');
if (!['embedded', 'postgres'].includes(DATABASE)) throw new Error('--database is embedded or postgres');

const PASSWORD = 'Load-bench-2026-passphrase';
const PROBE_EVERY_MS = 50;
/** Users start (sign in) one after another over this long: a shift arriving; default half the warm-up. */
const RAMP_MS = count('ramp', Math.round(WARMUP / 2), 0) * 1000;
/** Calls still running at the end get this long to finish before the figures are taken. */
const GRACE_MS = 30_000;
const GOALS = { p95Ms: 1500, memoryGrowth: 0.1 };
const sections = Math.ceil(USERS / SECTION);
if (sections > 250) throw new Error('at most 250 sections (one loopback address each)');
const addressOf = (section) => `127.0.0.${section + 2}`;
const round = (n, digits = 1) => (n === null || n === undefined ? null : Number(n.toFixed(digits)));
const mb = (bytes) => round(bytes / 1024 / 1024);

// --- What must be undone on any exit (Ctrl-C included): each step registers its own undo. ---
const cleanups = [];
function cleanUpNow() {
  while (cleanups.length) {
    try {
      cleanups.pop()();
    } catch {
      // best effort: the next one still runs
    }
  }
}
/** Drops the run's database on PostgreSQL (set once it exists); once only. */
let dropDatabase = async () => {};
// Also when the run fails: every undo is synchronous, so it runs in the exit handler.
process.on('exit', cleanUpNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    console.error(`\n${signal}: stopping the API and removing the run's data`);
    await Promise.race([
      dropDatabase().catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    cleanUpNow();
    process.exit(130);
  });
}

/** The API process's resident memory, from /proc (bytes). */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? NaN) * 1024;
}

/** Size on disk of a folder (du), bytes. */
function diskBytes(dir) {
  const du = spawnSync('du', ['-sk', dir], { encoding: 'utf8' });
  return Number(du.stdout.split(/\s/)[0]) * 1024;
}

async function postgresBytes(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pg_database_size(current_database())::bigint AS bytes');
    return Number(rows[0].bytes);
  } finally {
    await client.end();
  }
}

// --- The database: the embedded one in a fresh data directory, or a fresh database on PostgreSQL. ---
let databaseUrl = null;
if (DATABASE === 'embedded') {
  delete process.env.DATABASE_URL; // freshDatabase() and the API must not go to a server
} else if (!process.env.DATABASE_URL) {
  if (!canStartCluster()) {
    console.error(`No PostgreSQL to measure on.\n${POSTGRES_HELP}`);
    process.exit(2);
  }
  const cluster = startCluster();
  cleanups.push(() => cluster.stop());
  process.env.DATABASE_URL = cluster.url;
  console.log(`throwaway PostgreSQL cluster at ${cluster.url.replace(/\/\/[^@]*@/, '//')}`);
}

console.log(
  `load: ${USERS} users from ${sections} address(es), ${SECTION} per address, signing in over ${RAMP_MS / 1000} s, ` +
    `${WARMUP} s warm-up + ${SECONDS} s measured, ` +
    `think ${THINK_MS.join('-')} ms, library ${LIBRARY} generated documents, ${DATABASE} database`,
);
const fresh = await freshDatabase();
const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-load-'));
cleanups.push(() => fs.rmSync(runDir, { recursive: true, force: true }));
const dataDir = fresh.dataDir ?? path.join(runDir, 'data');
fs.mkdirSync(dataDir, { recursive: true });
if (fresh.dataDir) cleanups.push(() => fs.rmSync(fresh.dataDir, { recursive: true, force: true }));
if (DATABASE === 'postgres') {
  databaseUrl = fresh.database.pool.options.connectionString;
  let dropped = false;
  dropDatabase = async () => {
    if (dropped) return;
    dropped = true;
    await fresh.dispose();
  };
}

const accounts = Array.from({ length: USERS }, (_, i) => ({
  username: `load.user.${String(i + 1).padStart(3, '0')}`,
  password: PASSWORD,
}));
const corpus = generateCorpus(LIBRARY, { seed: SEED });
try {
  const started = performance.now();
  const vectors = fresh.database.vector.available;
  await ingest(fresh.database, corpus, { vectors });
  // The accounts, through the server's own repository, before the API starts: one argon2id hash for all.
  const passwordHash = await hashPassword(PASSWORD);
  for (const a of accounts)
    await insertAccount(fresh.database.db, { username: a.username, email: null, passwordHash, role: 'user' });
  console.log(
    `${LIBRARY} generated documents stored (${vectors ? 'with' : 'without'} embeddings) and ${USERS} accounts ` +
      `created in ${Math.round((performance.now() - started) / 1000)} s (${fresh.kind})`,
  );
} finally {
  await fresh.database.close();
}
// What every load user may read: the organisation library (generated without owner, and the seed) at the
// clearance of a new account (UNCLASS): a SECRET document answers such a user 404, as it should.
const readable = (d) => d.classification === 'UNCLASS';
const library = [
  ...corpus.filter((d) => !d.ownerId && readable(d)).map((d) => d.id),
  ...readSeedDocuments()
    .filter(readable)
    .map((d) => d.id),
];

// --- The model stand-in and the API (default limits, client address from the socket). ---
const model = await startFakeModelServer();
cleanups.push(() => void model.close());
const monitorFile = path.join(runDir, 'monitor.json');
const monitor = new URL('./monitor.mjs', import.meta.url).href;
console.log('starting the API (NODE_ENV=production, default rate limits)...');
const { api, child, stop } = await startApi(
  {
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    DEMO_MODE: 'off',
    TRUST_PROXY: 'off',
    // Every limit at its default.
    RATE_LIMIT_MAX: '',
    RATE_LIMIT_SESSION_MAX: '',
    RATE_LIMIT_ADDRESS_MAX: '',
    RATE_LIMIT_PEOPLE_PER_ADDRESS: '',
    AUTH_RATE_LIMIT_MAX: '',
    AUTH_ADDRESS_FAILURES_MAX: '',
    [`MODEL_${MODEL_ID.toUpperCase().replace(/[^A-Z0-9]/g, '_')}_BASE_URL`]: model.baseUrl,
    LOAD_MONITOR_FILE: monitorFile,
    LOAD_DB_PROFILE: PROFILE_DB ? '1' : '',
  },
  { imports: [monitor] },
);
cleanups.push(() => {
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
});

/** Asks the preloaded monitor for what it measured since the last time (and to start again). */
async function insideSnapshot() {
  const before = fs.existsSync(monitorFile) ? JSON.parse(fs.readFileSync(monitorFile, 'utf8')).sequence : 0;
  child.kill('SIGUSR2');
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    try {
      const snapshot = JSON.parse(fs.readFileSync(monitorFile, 'utf8'));
      if (snapshot.sequence > before) return snapshot;
    } catch {
      // not written yet, or half written
    }
  }
  return null;
}

// --- The probe from outside: its own connection from 127.0.0.1, never counted against a section. ---
const probeAgent = new http.Agent({ keepAlive: true, maxSockets: 1, timeout: 10_000 });
function probeOnce(pathname) {
  return new Promise((resolve) => {
    const start = performance.now();
    const request = http.get(`${api}${pathname}`, { agent: probeAgent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ at: start, ms: performance.now() - start, status: response.statusCode }),
      );
    });
    request.on('error', () => resolve({ at: start, ms: performance.now() - start, status: 0 }));
  });
}
const probePath = (await probeOnce('/api/health/live')).status === 200 ? '/api/health/live' : '/api/health';
const probes = [];
let probing = true;
const probeLoop = (async () => {
  while (probing) {
    probes.push(await probeOnce(probePath));
    await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
  }
})();

// --- The run. ---
const samples = [];
const record = (sample) => samples.push(sample);
const users = accounts.map(
  (account, index) =>
    new SimulatedUser({
      index,
      account,
      section: Math.floor(index / SECTION),
      address: addressOf(Math.floor(index / SECTION)),
      api,
      library,
      seed: SEED,
      thinkMs: THINK_MS,
      record,
    }),
);
const databaseBytes = () => (DATABASE === 'embedded' ? diskBytes(dataDir) : postgresBytes(databaseUrl));
const memory = { start: rssOf(child.pid), series: [] };
const inside = { start: await insideSnapshot() };
const dbStart = await databaseBytes();

const t0 = performance.now();
// RSS every 5 s, to tell a plateau from a leak when the two readings the goal compares are close to it.
const rssTimer = setInterval(() => {
  try {
    memory.series.push({ second: Math.round((performance.now() - t0) / 1000), mb: mb(rssOf(child.pid)) });
  } catch {
    // the API has stopped
  }
}, 5_000);
const windowStart = t0 + WARMUP * 1000;
const windowEnd = windowStart + SECONDS * 1000;
// The hard deadline: whatever happens, the run ends and the API is stopped.
const hardDeadline = setTimeout(
  () => {
    console.error('hard deadline reached: stopping');
    cleanUpNow();
    process.exit(1);
  },
  windowEnd - t0 + GRACE_MS + 60_000,
);
hardDeadline.unref();
// The model stand-in keeps what it received: only the last few are of interest.
const trim = setInterval(() => model.received.splice(0, model.received.length), 10_000);
trim.unref();

const runs = users.map((user, i) =>
  user.run({ startAt: t0 + (RAMP_MS * i) / Math.max(1, USERS - 1), until: windowEnd }),
);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowStart - performance.now())));
memory.afterWarmup = rssOf(child.pid);
inside.warmup = await insideSnapshot();
console.log(`warm-up done; measuring for ${SECONDS} s...`);
await new Promise((resolve) => setTimeout(resolve, Math.max(0, windowEnd - performance.now())));
memory.end = rssOf(child.pid);
inside.window = await insideSnapshot();
const dbEnd = await databaseBytes();
const finished = await Promise.race([
  Promise.all(runs).then(() => true),
  new Promise((resolve) => setTimeout(() => resolve(false), GRACE_MS)),
]);
// Taken before the API stops: calls it cuts off are not the API's failures.
const taken = [...samples];
probing = false;
await probeLoop;
probeAgent.destroy();
await stop();
await model.close();
clearTimeout(hardDeadline);
clearInterval(trim);
clearInterval(rssTimer);

// --- Figures. ---
const measured = taken.filter((s) => s.action !== 'sign in' && s.start >= windowStart && s.start < windowEnd);
const signIns = taken.filter((s) => s.action === 'sign in');
const rows = ACTIONS.map((action) => {
  const mine = action === 'sign in' ? signIns : measured.filter((s) => s.action === action);
  const ok = mine.filter((s) => s.outcome === 'ok').map((s) => s.ms);
  return {
    action,
    count: mine.length,
    errors: mine.filter((s) => s.outcome === 'error').length,
    throttled: mine.filter((s) => s.outcome === 'throttled').length,
    'p50 ms': ok.length ? round(percentile(ok, 50)) : null,
    'p95 ms': ok.length ? round(percentile(ok, 95)) : null,
    'p99 ms': ok.length ? round(percentile(ok, 99)) : null,
    'max ms': ok.length ? round(Math.max(...ok)) : null,
  };
});
const windowProbes = probes.filter((p) => p.at >= windowStart && p.at < windowEnd);
const probeMs = windowProbes.filter((p) => p.status === 200).map((p) => p.ms);
const eventLoop = {
  outside: {
    how: `GET ${probePath} every ${PROBE_EVERY_MS} ms from 127.0.0.1: answer time (event-loop delay + handling)`,
    probes: windowProbes.length,
    failed: windowProbes.filter((p) => p.status !== 200).length,
    p50Ms: probeMs.length ? round(percentile(probeMs, 50)) : null,
    p99Ms: probeMs.length ? round(percentile(probeMs, 99)) : null,
    maxMs: probeMs.length ? round(Math.max(...probeMs)) : null,
  },
  inside: inside.window
    ? {
        how: 'perf_hooks.monitorEventLoopDelay (10 ms resolution) in the API process, preloaded by bench/load/monitor.mjs',
        p50Ms: inside.window.eventLoop.p50Ms,
        p99Ms: inside.window.eventLoop.p99Ms,
        maxMs: inside.window.eventLoop.maxMs,
      }
    : null,
};
const bySection = Array.from({ length: sections }, (_, section) => {
  const mine = [...measured, ...signIns].filter((s) => s.section === section);
  return {
    section: section + 1,
    address: addressOf(section),
    users: users.filter((u) => u.section === section).length,
    requests: mine.length,
    errors: mine.filter((s) => s.outcome === 'error').length,
    throttled: mine.filter((s) => s.outcome === 'throttled').length,
  };
});
const problems = {};
for (const s of [...measured, ...signIns]) {
  if (s.outcome === 'ok') continue;
  const list = (problems[s.action] ??= []);
  if (list.length < 5 && !list.includes(s.message)) list.push(s.message);
}
const activities = users
  .flatMap((u) => u.activities)
  .filter((at) => at >= windowStart && at < windowEnd).length;
const throughput = {
  requestsPerSecond: round(measured.length / SECONDS, 2),
  // A user's piece of work: a search (and the result opened), a draft session, a consultation, ...
  activitiesPerSecond: round(activities / SECONDS, 2),
};
const growth = (memory.end - memory.afterWarmup) / memory.afterWarmup;
const slow = rows.filter((r) => r['p95 ms'] !== null && r['p95 ms'] > GOALS.p95Ms);
const errors = rows.reduce((sum, r) => sum + r.errors, 0);
const throttled = rows.reduce((sum, r) => sum + r.throttled, 0);
const goals = [
  {
    goal: `0 errors and 0 throttled answers, ${SECTION} users behind one address`,
    pass: errors === 0 && throttled === 0,
    detail: `${errors} errors, ${throttled} throttled`,
  },
  {
    goal: `every action's p95 <= ${GOALS.p95Ms} ms (${USERS} users, ${DATABASE})`,
    pass: slow.length === 0,
    detail: slow.length ? slow.map((r) => `${r.action} ${r['p95 ms']} ms`).join(', ') : 'all within',
  },
  {
    goal: `memory at the end within ${GOALS.memoryGrowth * 100}% of memory after warm-up`,
    pass: growth <= GOALS.memoryGrowth,
    detail: `${mb(memory.afterWarmup)} MB -> ${mb(memory.end)} MB (${round(growth * 100)}%)`,
  },
];

report(`load-${DATABASE}`, rows, {
  settings: {
    users: USERS,
    sectionSize: SECTION,
    sections,
    seconds: SECONDS,
    warmupSeconds: WARMUP,
    rampSeconds: RAMP_MS / 1000,
    thinkMs: THINK_MS,
    seed: SEED,
    libraryGenerated: LIBRARY,
    libraryReadable: library.length,
    database: DATABASE === 'embedded' ? 'embedded (PGlite in a worker)' : 'PostgreSQL',
    rateLimits:
      'server defaults (per signed-in session RATE_LIMIT_SESSION_MAX; per address: RATE_LIMIT_MAX without a ' +
      'session, RATE_LIMIT_ADDRESS_MAX in all, AUTH_RATE_LIMIT_MAX sign-ins; see server/README.md)',
    model: `${MODEL_ID} answered by a local stand-in (server/src/analysis/testing/fake-model-server.ts)`,
    cpus: os.cpus().length,
    node: process.version,
  },
  throughput,
  memory: {
    what:
      DATABASE === 'embedded' ? 'API process RSS (the embedded database runs inside it)' : 'API process RSS',
    startMB: mb(memory.start),
    afterWarmupMB: mb(memory.afterWarmup),
    endMB: mb(memory.end),
    changePercent: round(growth * 100),
    everyFiveSecondsMB: memory.series,
    heapUsedMB: {
      start: inside.start ? mb(inside.start.memory.heapUsed) : null,
      afterWarmup: inside.warmup ? mb(inside.warmup.memory.heapUsed) : null,
      end: inside.window ? mb(inside.window.memory.heapUsed) : null,
    },
  },
  eventLoop,
  databaseSize: {
    what: DATABASE === 'embedded' ? 'data directory on disk (du)' : 'pg_database_size',
    startMB: mb(dbStart),
    endMB: mb(dbEnd),
  },
  sections: bySection,
  databaseProfile: inside.window?.database
    ? { warmup: inside.warmup?.database ?? null, measured: inside.window.database }
    : null,
  problems,
  unfinishedAtEnd: finished ? 0 : 'some calls were still running after the grace period',
  goals,
});

console.log(
  `throughput: ${throughput.requestsPerSecond} requests/s, ${throughput.activitiesPerSecond} user activities/s`,
);
console.log(
  `API memory (RSS${DATABASE === 'embedded' ? ', embedded database included' : ''}): start ${mb(memory.start)} MB, ` +
    `after warm-up ${mb(memory.afterWarmup)} MB, end ${mb(memory.end)} MB (${round(growth * 100)}%); heap used ` +
    `${inside.warmup ? mb(inside.warmup.memory.heapUsed) : '?'} -> ${inside.window ? mb(inside.window.memory.heapUsed) : '?'} MB`,
);
console.log(
  `event-loop delay p99: ${eventLoop.inside ? `${eventLoop.inside.p99Ms} ms inside (monitorEventLoopDelay, max ${eventLoop.inside.maxMs} ms)` : 'inside not measured'}; ` +
    `outside ${eventLoop.outside.p99Ms} ms (${probePath} answer time, p50 ${eventLoop.outside.p50Ms} ms, ${eventLoop.outside.failed} failed)`,
);
console.log(
  `database size (${DATABASE === 'embedded' ? 'du of the data directory' : 'pg_database_size'}): ${mb(dbStart)} MB -> ${mb(dbEnd)} MB`,
);
const profile = inside.window?.database;
if (profile) {
  console.log(
    `database connections (--profile-db, measured window): ${profile.checkouts} checkouts holding them ` +
      `${round(profile.heldMs / 1000)} s of ${SECONDS} s; wait for a connection p50 ${profile.waitP50Ms} ms, ` +
      `p95 ${profile.waitP95Ms} ms, p99 ${profile.waitP99Ms} ms`,
  );
  console.log('longest holds (total ms, count, mean, max; labelled by the first statement after BEGIN):');
  for (const h of profile.longestHolds)
    console.log(`  ${h.totalMs} ms  x${h.count}  mean ${h.meanMs}  max ${h.maxMs}  ${h.label}`);
  console.log('statements by total time:');
  for (const h of profile.statements)
    console.log(`  ${h.totalMs} ms  x${h.count}  mean ${h.meanMs}  max ${h.maxMs}  ${h.label}`);
}
for (const s of bySection)
  console.log(
    `section ${s.section} (${s.address}, ${s.users} users): ${s.requests} requests, ${s.errors} errors, ${s.throttled} throttled`,
  );
for (const [action, messages] of Object.entries(problems))
  console.log(`  ${action}: ${messages.join(' | ')}`);
if (!finished) console.log('note: some calls were still running 30 s after the end (not counted)');
for (const g of goals) console.log(`${g.pass ? 'PASS' : 'FAIL'} ${g.goal}: ${g.detail}`);
await dropDatabase().catch((error) => console.error(`the run's database was not dropped: ${error.message}`));
cleanUpNow();
