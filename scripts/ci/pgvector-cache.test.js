// The pgvector build kept between CI runs (pgvector-cache.sh): stored whole under its pgvector and
// PostgreSQL versions, restored only for the same PostgreSQL version, never from a half-written entry.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const script = path.join(__dirname, 'pgvector-cache.sh');
let work;
let cache;

/** Runs `command` in bash with the cache functions loaded; returns its status and output. */
function bash(command) {
  const run = spawnSync('bash', ['-c', `source "${script}" && ${command}`], {
    env: { ...process.env, CSW_PGVECTOR_CACHE: cache },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr.trim() };
}

/** A staging folder as `make install DESTDIR=...` of pgvector `version` leaves it. */
function stage(name, version) {
  const dir = path.join(work, name);
  const ext = path.join(dir, 'usr/share/postgresql/15/extension');
  fs.mkdirSync(ext, { recursive: true });
  fs.mkdirSync(path.join(dir, 'usr/lib/postgresql/15/lib'), { recursive: true });
  fs.writeFileSync(path.join(ext, 'vector.control'), `comment = 'vector'\ndefault_version = '${version}'\n`);
  fs.writeFileSync(path.join(ext, `vector--${version}.sql`), `-- ${version}\n`);
  fs.writeFileSync(path.join(dir, 'usr/lib/postgresql/15/lib/vector.so'), `library ${version}`);
  return dir;
}

const read = (root, file) => fs.readFileSync(path.join(root, file), 'utf8');

beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'pgvector-cache-'));
  cache = path.join(work, 'cache');
});

afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

describe('the pgvector cache', () => {
  it('reads the PostgreSQL version of a server program and the pgvector version of a build', () => {
    const postgres = path.join(work, 'postgres');
    fs.writeFileSync(postgres, '#!/bin/sh\necho "postgres (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"\n', {
      mode: 0o755,
    });
    expect(bash(`csw_pg_version "${postgres}"`).out).toBe('15.20');
    expect(bash(`csw_pgvector_version_in "${stage('stage', '0.8.0')}"`).out).toBe('0.8.0');
  });

  it('keeps a build under both versions and installs it again by copying it', () => {
    const stored = bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" 0.8.0`);
    expect(stored).toMatchObject({ status: 0, out: path.join(cache, 'pgvector-0.8.0-pg15.20') });

    const root = path.join(work, 'root');
    fs.mkdirSync(root);
    expect(bash(`csw_pgvector_restore 15.20 "${root}"`)).toMatchObject({ status: 0, out: stored.out });
    expect(read(root, 'usr/share/postgresql/15/extension/vector.control')).toContain("'0.8.0'");
    expect(read(root, 'usr/lib/postgresql/15/lib/vector.so')).toBe('library 0.8.0');
  });

  it('puts a new file in place of an installed one instead of writing into it (a running server maps it)', () => {
    bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" 0.8.0`);
    const root = path.join(work, 'root');
    const lib = path.join(root, 'usr/lib/postgresql/15/lib/vector.so');
    fs.mkdirSync(path.dirname(lib), { recursive: true });
    fs.writeFileSync(lib, 'library in use');
    // A second name of the old file: it keeps the old text only if the old file was left alone.
    fs.linkSync(lib, path.join(work, 'mapped'));
    expect(bash(`csw_pgvector_restore 15.20 "${root}"`).status).toBe(0);
    expect(fs.readFileSync(lib, 'utf8')).toBe('library 0.8.0');
    expect(fs.readFileSync(path.join(work, 'mapped'), 'utf8')).toBe('library in use');
  });

  it('has nothing for another PostgreSQL version', () => {
    bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" 0.8.0`);
    const root = path.join(work, 'root');
    fs.mkdirSync(root);
    expect(bash(`csw_pgvector_restore 15.21 "${root}"`).status).not.toBe(0);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('takes the newest pgvector kept for the PostgreSQL version', () => {
    bash(`csw_pgvector_store 15.20 "${stage('old', '0.8.0')}" 0.8.0`);
    bash(`csw_pgvector_store 15.20 "${stage('new', '0.10.0')}" 0.10.0`);
    const root = path.join(work, 'root');
    fs.mkdirSync(root);
    expect(bash(`csw_pgvector_restore 15.20 "${root}"`).out).toBe(
      path.join(cache, 'pgvector-0.10.0-pg15.20'),
    );
    expect(read(root, 'usr/lib/postgresql/15/lib/vector.so')).toBe('library 0.10.0');
  });

  it('never restores an entry that was not completed', () => {
    const stored = bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" 0.8.0`).out;
    fs.rmSync(path.join(stored, 'complete'));
    // A run stopped while copying leaves its partial folder, which is not an entry either.
    fs.mkdirSync(path.join(cache, 'pgvector-0.9.0-pg15.20.partial/files'), { recursive: true });
    const root = path.join(work, 'root');
    fs.mkdirSync(root);
    expect(bash(`csw_pgvector_restore 15.20 "${root}"`).status).not.toBe(0);
    expect(fs.readdirSync(root)).toEqual([]);
  });

  it('refuses a version that cannot name an entry', () => {
    const refused = bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" ../x`);
    expect(refused.status).not.toBe(0);
    expect(refused.err).toContain("pgvector version '../x' cannot name a cache entry");
    expect(bash(`csw_pgvector_store 15.20 "${stage('stage', '0.8.0')}" ''`).status).not.toBe(0);
    expect(fs.existsSync(cache)).toBe(false);
  });
});
