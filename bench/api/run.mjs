#!/usr/bin/env node
// `npm run bench:api`: authenticated GET /api/documents throughput against a bare Fastify hello-world
// measured in the same run on the same machine (the ratio is the figure; goal >= 0.3), and the latency of
// a sign-in (argon2id). The API runs as `npm start` runs it (embedded database in a fresh data directory),
// with request logging at warn so that both servers do the same amount of logging (none).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { report } from '../lib/report.mjs';
import { DEMO, freePort } from '../lib/servers.mjs';
import { median, percentile } from '../lib/stats.mjs';
import { load } from './load.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const LOGINS = Number(process.env.BENCH_LOGINS ?? 40);

async function startProcess(args, env, ready) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout.resume();
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${args.join(' ')} exited with ${child.exitCode}`);
    if (await ready().catch(() => false)) return child;
    if (Date.now() > deadline) throw new Error(`${args.join(' ')} did not start in 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(child) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function json(url, init = {}) {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init.headers ?? {}) },
  });
  return { status: response.status, body: await response.json(), cookie: response.headers.get('set-cookie') };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-bench-api-'));
const apiPort = await freePort();
const helloPort = await freePort();
const api = `http://127.0.0.1:${apiPort}`;
console.log(`starting the API (embedded database in ${dataDir}) and the hello-world baseline...`);
const apiProcess = await startProcess(
  ['--import', 'tsx', 'server/src/main.ts'],
  {
    NODE_ENV: 'production',
    DEMO_MODE: 'on',
    HOST: '127.0.0.1',
    PORT: String(apiPort),
    CENTERS_EXTERNAL: '1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    RATE_LIMIT_SESSION_MAX: '100000000',
    AUTH_RATE_LIMIT_MAX: '100000',
  },
  async () => (await fetch(`${api}/api/health`)).ok,
);
const helloProcess = await startProcess(
  ['bench/api/hello.mjs'],
  { PORT: String(helloPort) },
  async () => (await fetch(`http://127.0.0.1:${helloPort}/`)).ok,
);

try {
  // The signed-in demo officer with a page of documents of the size the spec's library has.
  const signIn = await json(`${api}/api/auth/login`, { method: 'POST', body: JSON.stringify(DEMO) });
  if (signIn.status !== 200) throw new Error(`demo sign-in failed: ${signIn.status}`);
  const cookie = signIn.cookie.split(';')[0];
  for (let i = 0; i < 12; i += 1) {
    const created = await json(`${api}/api/documents`, {
      method: 'POST',
      headers: { cookie },
      body: JSON.stringify({ title: `Staff product ${i + 1}`, content: `Paragraph ${i}. `.repeat(60) }),
    });
    if (created.status !== 201) throw new Error(`creating a document failed: ${created.status}`);
  }

  const hello = await load({
    url: `http://127.0.0.1:${helloPort}/`,
    connections: CONNECTIONS,
    seconds: SECONDS,
  });
  const documents = await load({
    url: `${api}/api/documents`,
    headers: { cookie },
    connections: CONNECTIONS,
    seconds: SECONDS,
  });

  const logins = [];
  for (let i = 0; i < LOGINS; i += 1) {
    const started = process.hrtime.bigint();
    const answer = await fetch(`${api}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`sign-in ${i} failed: ${answer.status}`);
    logins.push(Number(process.hrtime.bigint() - started) / 1e6);
  }

  const ratio = Number((documents.rps / hello.rps).toFixed(3));
  const loginP50 = Number(median(logins).toFixed(1));
  const loginP95 = Number(percentile(logins, 95).toFixed(1));
  report(
    'api',
    [
      {
        scenario: 'hello-world (bare Fastify)',
        'req/s': hello.rps,
        'p50 ms': hello.p50,
        'p99 ms': hello.p99,
        errors: hello.errors,
        'bytes/answer': hello.responseBytes,
      },
      {
        scenario: 'GET /api/documents (signed in, 12 docs)',
        'req/s': documents.rps,
        'p50 ms': documents.p50,
        'p99 ms': documents.p99,
        errors: documents.errors,
        'bytes/answer': documents.responseBytes,
      },
      {
        scenario: `POST /api/auth/login x${LOGINS} (one at a time)`,
        'req/s': null,
        'p50 ms': loginP50,
        'p99 ms': Number(percentile(logins, 99).toFixed(1)),
        errors: 0,
        'bytes/answer': null,
      },
    ],
    {
      ratio,
      goal: 0.3,
      meetsGoal: ratio >= 0.3,
      loginP50Ms: loginP50,
      loginP95Ms: loginP95,
      settings: {
        seconds: SECONDS,
        connections: CONNECTIONS,
        cpus: os.cpus().length,
        node: process.version,
        database: 'embedded (PGlite in a worker)',
      },
    },
  );
  console.log(
    `throughput ratio GET /api/documents / hello-world = ${ratio} (goal >= 0.3); sign-in p50 ${loginP50} ms`,
  );
} finally {
  await stop(apiProcess);
  await stop(helloProcess);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
