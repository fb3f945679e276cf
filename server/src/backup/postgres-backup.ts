import fs from 'node:fs';
import path from 'node:path';
import { BackupError } from './backup-error';
import { writeBackupFile } from './backup-file';
import { POSTGRES_DUMP_NAME, newManifest } from './backup-manifest';
import type { BackupResult } from './embedded-backup';
import { readDatabaseFacts } from './embedded-probe';
import { ProgressLine } from './progress-line';
import { findPostgresTool, inspectPostgres, postgresTarget, runTool } from './postgres-tools';

/**
 * Backs up a PostgreSQL database with pg_dump, which reads one consistent snapshot while the server goes
 * on working. The dump is plain SQL without owners or grants (--no-owner --no-privileges), so it can be
 * restored into a database owned by another role. pg_dump writes it beside the backup file first: the
 * archive's header needs its size.
 */
export async function backupPostgres(
  databaseUrl: string,
  file: string,
  progressOut?: NodeJS.WritableStream,
): Promise<BackupResult> {
  const target = postgresTarget(databaseUrl);
  const { found: facts, major } = await inspectPostgres(databaseUrl, target.where, readDatabaseFacts);
  const pgDump = findPostgresTool('pg_dump', major);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const dumpFile = `${file}.dump-${process.pid}`;
  try {
    const dumping = new ProgressLine('Dumping the database', null, progressOut);
    const dump = runTool(
      pgDump,
      [
        '--format=plain',
        '--no-owner',
        '--no-privileges',
        '--no-tablespaces',
        `--file=${dumpFile}`,
        `--dbname=${target.url}`,
      ],
      target.env,
      'ignore',
    );
    const watch = setInterval(
      () => dumping.set(fs.statSync(dumpFile, { throwIfNoEntry: false })?.size ?? 0),
      500,
    );
    const code = await dump.exited.finally(() => clearInterval(watch));
    if (code !== 0)
      throw new BackupError(
        `pg_dump failed (exit ${code}): ${dump.errors() || 'no message'}. No backup was written.`,
      );
    const size = fs.statSync(dumpFile).size;
    dumping.set(size);
    dumping.finish();
    const manifest = newManifest('postgres', facts, { entries: 1, bytes: size });
    const writing = new ProgressLine('Writing the backup', size, progressOut);
    const bytes = await writeBackupFile(file, manifest, (tar) =>
      tar.file(
        { name: POSTGRES_DUMP_NAME, type: 'file', size, mode: 0o600, mtime: Date.now() / 1000 },
        fs.createReadStream(dumpFile, { highWaterMark: 1024 * 1024 }),
        (count) => writing.add(count),
      ),
    );
    writing.finish();
    return { file, bytes, manifest };
  } finally {
    fs.rmSync(dumpFile, { force: true });
  }
}
