// Makes the upgrade test's fixture (server/src/db/upgrade.test.ts) from a release of the server:
//
//   node --import tsx server/scripts/make-upgrade-fixture.ts [commit]      (default: c4ac854)
//
// 1. the release's files are taken from git (git archive: this work tree and its worktree list are left
//    alone) into a temporary folder, with this checkout's node_modules linked in (the workspace packages
//    point at the release's own shared/ sources);
// 2. the release's own server (its main.ts, its migrations) starts on a new data directory, and the data is
//    written through its API: accounts, a team, folders, documents (typed, uploaded with their originals,
//    edited), shares, conversations, a saved analysis, a plan with tasks, automation and a report; the
//    audit log fills as it does in use;
// 3. the release's server stops (SIGTERM), PGlite's dumpDataDir takes the data directory, which is kept
//    brotli-compressed beside a JSON of what was written: the accounts, what each one holds, and every row
//    of the tables users write (server/test/support/release-fixture.ts).
//
// The seeded library is off: its documents would triple the fixture and are not what an upgrade must keep.
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { REPO_ROOT } from '../src/paths';
import { makeDocx } from '../src/ingestion/test-support/docx-writer';
import { dtgIn, mission } from '../src/planning/testing/missions';
import { freePort, HttpClient } from '../test/support/child-server';
import {
  compressDump,
  countRows,
  FIXTURES_DIR,
  fixturePaths,
  readFixtureTables,
  type FixtureAccount,
  type FixtureHoldings,
  type ReleaseFixture,
} from '../test/support/release-fixture';
import type { Json } from '../test/support/test-server';

const RELEASE = process.argv[2] ?? 'c4ac854';
const PASSWORD = 'Upgrade-Fixture-Passphrase-42';
const ADMIN = 'fixture.admin';

function git(args: string[]): Buffer {
  return execFileSync('git', args, { cwd: REPO_ROOT, maxBuffer: 1 << 30 });
}

/** The release's files in `dir`, runnable with this checkout's installed packages. */
function checkOutRelease(sha: string, dir: string): void {
  execFileSync('tar', ['-x', '-C', dir], { input: git(['archive', '--format=tar', sha]) });
  const installed = path.join(REPO_ROOT, 'node_modules');
  const modules = path.join(dir, 'node_modules');
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(installed)) {
    if (entry !== '@csw') fs.symlinkSync(path.join(installed, entry), path.join(modules, entry));
  }
  // npm links the workspaces with relative links (../../shared/contracts): the same links here lead to the
  // release's sources, not this checkout's.
  fs.mkdirSync(path.join(modules, '@csw'));
  for (const entry of fs.readdirSync(path.join(installed, '@csw'))) {
    const target = fs.readlinkSync(path.join(installed, '@csw', entry));
    fs.symlinkSync(target, path.join(modules, '@csw', entry));
  }
  const { workspaces } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  for (const workspace of workspaces) {
    const own = path.join(REPO_ROOT, workspace, 'node_modules');
    const there = path.join(dir, workspace);
    if (fs.existsSync(own) && fs.existsSync(there) && !fs.existsSync(path.join(there, 'node_modules')))
      fs.symlinkSync(own, path.join(there, 'node_modules'));
  }
}

/** Starts the release's server on `dataDir`; resolves when it answers. */
async function startRelease(dir: string, dataDir: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(dir, 'server/src/main.ts')], {
    cwd: dir,
    env: {
      ...env,
      CSW_ROOT: dir,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      CENTERS_EXTERNAL: '1',
      DATA_DIR: dataDir,
      SEED_LIBRARY: 'off',
      ADMIN_USERNAME: ADMIN,
      ADMIN_PASSWORD: PASSWORD,
      RATE_LIMIT_MAX: '100000',
      RATE_LIMIT_SESSION_MAX: '100000',
      AUTH_RATE_LIMIT_MAX: '100000',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The release's server exited (${child.exitCode}).`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error('The release did not start within 180 s.');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, exited };
}

/** A call that must succeed: the fixture is only worth something if every write was acknowledged. */
async function call(client: HttpClient, method: string, url: string, body?: unknown): Promise<Json> {
  const reply = await client.request(method, url, body);
  if (reply.status >= 300)
    throw new Error(`${method} ${url} answered ${reply.status}: ${JSON.stringify(reply.body)}`);
  return reply.body;
}

async function upload(
  client: HttpClient,
  file: { name: string; bytes: Buffer; type: string },
  fields: Record<string, string>,
): Promise<Json> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const response = await fetch(`${client.base}/api/documents/upload`, {
    method: 'POST',
    headers: { cookie: client.cookie ?? '' },
    body: form,
  });
  const body = (await response.json()) as Json;
  if (response.status !== 201)
    throw new Error(`Upload of ${file.name} answered ${response.status}: ${body.message}`);
  return body;
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const emptyHoldings = (): FixtureHoldings => ({
  documents: [],
  originals: [],
  sharedWithMe: [],
  plans: [],
  conversations: [],
  folders: [],
});

/** Writes what people write, through the release's API. */
async function fill(url: string) {
  const accounts: Record<string, FixtureAccount> = {};
  const holdings: Record<string, FixtureHoldings> = {};
  const clients: Record<string, HttpClient> = {};
  const signIn = async (key: string, username: string, register: boolean) => {
    const client = new HttpClient(url);
    const body = await call(client, 'POST', register ? '/api/auth/register' : '/api/auth/login', {
      username,
      password: PASSWORD,
    });
    accounts[key] = { id: body.user.id, username, password: PASSWORD, role: body.user.role };
    holdings[key] = emptyHoldings();
    clients[key] = client;
    return client;
  };
  const admin = await signIn('admin', ADMIN, false);
  const alice = await signIn('alice', 'alice.fixture', true);
  const bob = await signIn('bob', 'bob.fixture', true);
  const mine = holdings.alice!;

  // A refused sign-in: the audit log keeps failures too.
  const refused = await new HttpClient(url).request('POST', '/api/auth/login', {
    username: 'alice.fixture',
    password: 'not-the-password',
  });
  if (refused.status !== 401) throw new Error(`A wrong password answered ${refused.status}.`);

  await call(alice, 'PUT', '/api/auth/preferences', { cognitiveState: 'Fatigued' });
  await call(admin, 'POST', '/api/team/members', { userId: accounts.bob!.id });

  const folder = await call(alice, 'POST', '/api/folders', { name: 'Exercise RIVER GUARD' });
  mine.folders.push(folder.id);
  const typed = [
    {
      title: 'Bridge assessment at GRID 4512 7788',
      content:
        'The bridge at GRID 4512 7788 carries 40 tonnes. Engineers judge the eastern span weakened by flooding; ' +
        'heavy vehicles should use the ford two kilometres south until the span is repaired.',
      classification: 'SECRET',
      folderId: folder.id,
    },
    {
      title: 'Logistics summary — fuel and water',
      content:
        'Fuel stocks stand at 3 days of supply. Water purification at the forward base runs at 60% after a ' +
        'pump failure; a replacement arrives in 48 hours. Résumé of convoy timings attached.',
      classification: 'UNCLASS',
    },
    { title: 'Short note', content: 'Call sign KESTREL checks in at 0600.' },
  ];
  for (const doc of typed) mine.documents.push((await call(alice, 'POST', '/api/documents', doc)).id);
  // An edit: the version moves on and the change is audited.
  await call(alice, 'PUT', `/api/documents/${mine.documents[2]}`, {
    content: 'Call sign KESTREL checks in at 0630 (changed).',
  });

  const text = Buffer.from(
    'Situation report, day 3.\n\nEnemy reconnaissance observed near the river crossing at dawn. ' +
      'Friendly patrols report the northern route clear.\n',
    'utf8',
  );
  const docx = await makeDocx([
    'Annex C — communications plan',
    'Primary net on HF; alternate on SATCOM. Reports every four hours.',
  ]);
  for (const file of [
    { name: 'Situation report day 3.txt', bytes: text, type: 'text/plain' },
    {
      name: 'Annex C communications.docx',
      bytes: docx,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]) {
    const uploaded = await upload(alice, file, { classification: 'UNCLASS' });
    mine.documents.push(uploaded.id);
    mine.originals.push({ documentId: uploaded.id, filename: file.name, sha256: sha256(file.bytes) });
  }

  for (const [documentId, permissionLevel] of [
    [mine.documents[0], 'read'],
    [mine.documents[3], 'write'],
  ] as const) {
    await call(alice, 'POST', `/api/documents/${documentId}/share`, {
      sharedWithUserId: accounts.bob!.id,
      permissionLevel,
    });
    holdings.bob!.sharedWithMe.push(documentId!);
  }
  await call(bob, 'GET', `/api/documents/${mine.documents[0]}`);
  holdings.bob!.documents.push(
    (
      await call(bob, 'POST', '/api/documents', {
        title: 'Bob’s patrol log',
        content: 'Patrol 2 returned at 2200.',
      })
    ).id,
  );

  const conversation = await call(alice, 'POST', '/api/conversations', {
    centerType: 'ADVISE',
    title: 'Council on the crossing',
  });
  await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
    role: 'user',
    content: 'Which crossing carries the least risk?',
  });
  await call(alice, 'POST', `/api/conversations/${conversation.id}/messages`, {
    role: 'assistant',
    content: 'The ford to the south, while the eastern span is weakened.',
  });
  mine.conversations.push(conversation.id);
  const analysis = await call(alice, 'POST', '/api/analysis', {
    documentIds: [mine.documents[0], mine.documents[1]],
    question: 'What limits the movement of heavy vehicles?',
    analysisType: 'threat-assessment',
  });
  mine.conversations.push(analysis.conversationId);

  const { dtg } = dtgIn(5);
  const orchestrated = await call(alice, 'POST', '/api/plans/orchestrate', {
    description: mission(dtg),
    title: 'Operation FOX crossing',
  });
  const planId = orchestrated.plan.id as string;
  const taskIds = (orchestrated.tasks as Array<{ id: string }>).map((t) => t.id);
  const added = await call(alice, 'POST', `/api/plans/${planId}/tasks`, {
    title: 'Coordinate bridging assets',
    dueDate: new Date(Date.now() + 2 * 86_400_000).toISOString(),
  });
  taskIds.push(added.id);
  await call(alice, 'PUT', `/api/tasks/${taskIds[0]}`, { status: 'in-progress' });
  await call(alice, 'PUT', `/api/tasks/${taskIds[1]}`, { status: 'done' });
  await call(alice, 'PUT', `/api/plans/${planId}/automation`, { enabled: true });
  const report = await call(alice, 'POST', `/api/plans/${planId}/reports`, { kind: 'mission-brief' });
  mine.plans.push({ id: planId, taskIds });
  mine.documents.push(report.documentId);

  return { accounts, holdings };
}

async function main(): Promise<void> {
  const sha = git(['rev-parse', `${RELEASE}^{commit}`])
    .toString()
    .trim();
  const name = `release-${RELEASE}`;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'csw-release-'));
  try {
    const dir = path.join(work, 'release');
    const dataDir = path.join(work, 'data');
    fs.mkdirSync(dir);
    checkOutRelease(sha, dir);
    console.log(`Release ${sha.slice(0, 7)} checked out in ${dir}; starting its server...`);
    const server = await startRelease(dir, dataDir);
    let written;
    try {
      written = await fill(server.url);
    } finally {
      server.child.kill('SIGTERM');
    }
    const code = await server.exited;
    if (code !== 0) throw new Error(`The release's server exited with ${code} when stopped.`);

    // The data directory as the release left it, with PGlite's own dump; then what it holds.
    const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite'), extensions: { vector } });
    const dump = new Uint8Array(await (await db.dumpDataDir('none')).arrayBuffer());
    const tables = await readFixtureTables(db);
    const rowCounts = await countRows(db);
    await db.close();

    const fixture: ReleaseFixture = {
      release: sha,
      createdAt: new Date().toISOString(),
      ...written,
      rowCounts,
      tables,
    };
    const paths = fixturePaths(name);
    fs.mkdirSync(FIXTURES_DIR, { recursive: true });
    const compressed = compressDump(dump);
    fs.writeFileSync(paths.dataDir, compressed);
    fs.writeFileSync(paths.json, `${JSON.stringify(fixture, null, 1)}\n`);
    const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;
    console.log(
      `Wrote ${path.relative(REPO_ROOT, paths.dataDir)} (${kib(compressed.length)}; the dump is ${kib(dump.length)}) ` +
        `and ${path.relative(REPO_ROOT, paths.json)} (${kib(fs.statSync(paths.json).size)}).`,
    );
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
