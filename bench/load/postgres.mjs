// PostgreSQL for `npm run bench:load -- --database postgres`: DATABASE_URL when it is set; otherwise, when
// PostgreSQL and pgvector are installed on this machine and the benchmark runs as root, a throwaway cluster
// on loopback started by the same script the server suite's PostgreSQL pass uses
// (scripts/ci/install-postgres.sh: initdb as the postgres user in a temporary folder, trust auth, a free
// port on 127.0.0.1) and removed again at the end. Nothing is ever installed from here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const major = process.env.PG_MAJOR ?? '15';
const bin = `/usr/lib/postgresql/${major}/bin`;

export const POSTGRES_HELP = [
  'Set DATABASE_URL to a PostgreSQL server the benchmark may create and drop a database on, e.g.',
  '  DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:load -- --database postgres',
  `or install PostgreSQL ${major} with pgvector (as root: bash scripts/ci/install-postgres.sh) and run the`,
  'benchmark as root: it then starts a throwaway cluster on loopback by itself.',
].join('\n');

/** Whether a throwaway cluster can be started here without installing anything. */
export function canStartCluster() {
  return (
    process.getuid?.() === 0 &&
    fs.existsSync(path.join(bin, 'postgres')) &&
    fs.existsSync(`/usr/share/postgresql/${major}/extension/vector.control`)
  );
}

/** Starts the throwaway cluster; returns { url, stop } (stop is synchronous, safe in a signal handler). */
export function startCluster() {
  // Sourced, the script starts the cluster and would stop it when this shell exits: the trap is lifted
  // and the cluster is stopped by stop() instead. In a session of its own (setsid), so that a Ctrl-C in the
  // terminal reaches the benchmark, which stops the cluster, and not the cluster itself halfway.
  const started = spawnSync(
    'setsid',
    [
      '--wait',
      'bash',
      '-c',
      'source scripts/ci/install-postgres.sh >&2 && trap - EXIT && printf "%s\\n%s\\n" "${CSW_PG_DIR:-}" "${TEST_DATABASE_URL:-}"',
    ],
    { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [dir, url] = (started.stdout ?? '').trim().split('\n');
  if (started.status !== 0 || !dir || !url) throw new Error('the throwaway PostgreSQL cluster did not start');
  let stopped = false;
  return {
    url,
    stop() {
      if (stopped) return;
      stopped = true;
      spawnSync(
        'runuser',
        ['-u', 'postgres', '--', `${bin}/pg_ctl`, '-D', `${dir}/data`, '-m', 'fast', 'stop'],
        { stdio: 'ignore' },
      );
      fs.rmSync(dir, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}
