import { once } from 'node:events';
import fs from 'node:fs';
import { BackupError, BackupFileError } from './backup-error';
import { readBackupManifest, readCheckedBackup } from './backup-file';
import { POSTGRES_DUMP_NAME, assertKind } from './backup-manifest';
import type { RestoreResult } from './embedded-restore';
import { ProgressLine } from './progress-line';
import { CLEAR_SQL, inspectTarget, isEmpty, migrationsCheckSql } from './postgres-target';
import { findPostgresTool, inspectPostgres, postgresTarget, runTool } from './postgres-tools';
import { assertSchemaKnown } from './schema-state';

/**
 * Restores a backup into a PostgreSQL database: the dump goes into psql as it is read from the file, in
 * one transaction (--single-transaction, ON_ERROR_STOP) that also holds the --force drop and a final
 * check. psql commits only at the end of its input, so any failure (a bad file, a cut file, an SQL error)
 * ends psql before that and the database rolls everything back.
 */
export async function restorePostgres(
  databaseUrl: string,
  file: string,
  force: boolean,
  progressOut?: NodeJS.WritableStream,
): Promise<RestoreResult> {
  const target = postgresTarget(databaseUrl);
  const checked = await readBackupManifest(file);
  assertKind(checked, 'postgres', target.where);
  assertSchemaKnown(checked.schema);

  const { found: state, major } = await inspectPostgres(databaseUrl, target.where, inspectTarget);
  if (state.others.length)
    throw new BackupError(
      `${state.others.length} other connection(s) use the database at ${target.where} ` +
        `(pid and application: ${state.others.join(', ')}). Stop the server (and other clients) before restoring ` +
        'into it. Nothing was changed.',
    );
  const empty = isEmpty(state);
  if (!empty && !force)
    throw new BackupError(
      `The database at ${target.where} is not empty (${state.relations} tables, views and sequences, ` +
        `${state.routines} functions${state.migrations ? ', migrations' : ''}). Restoring replaces it: run the ` +
        'restore again with --force to do so. Nothing was changed.',
    );

  const psql = runTool(
    findPostgresTool('psql', major),
    [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      '--no-password',
      `--dbname=${target.url}`,
      '-f',
      '-',
    ],
    // Notices (e.g. what a drop cascades to) are noise here; errors still come through.
    { ...target.env, PGOPTIONS: `${target.env.PGOPTIONS ?? ''} -c client_min_messages=warning`.trim() },
    'pipe',
  );
  const stdin = psql.child.stdin!;
  stdin.on('error', () => undefined); // psql may stop early; its exit code and message tell why.
  let psqlDone = false;
  void psql.exited.then(() => (psqlDone = true));
  const feed = async (text: string | Buffer) => {
    if (psqlDone) throw psqlFailure(psql.errors());
    if (!stdin.write(text)) await Promise.race([once(stdin, 'drain'), psql.exited]);
  };

  const progress = new ProgressLine('Restoring', fs.statSync(file).size, progressOut);
  try {
    if (force) await feed(CLEAR_SQL);
    await readCheckedBackup(
      file,
      checked,
      async (entry) => {
        if (entry.name !== POSTGRES_DUMP_NAME || entry.type !== 'file')
          throw new BackupFileError(
            `it holds ${entry.name}, which a backup of a PostgreSQL database never holds.`,
          );
        return { write: feed, end: async () => undefined };
      },
      (bytesRead) => progress.set(bytesRead),
    );
    await feed(migrationsCheckSql(checked.schema.migrations));
  } catch (error) {
    // Never let psql reach the end of its input (that would commit): end the session instead.
    psql.child.kill('SIGKILL');
    await psql.exited;
    throw error;
  }
  stdin.end();
  const code = await psql.exited;
  if (code !== 0) throw psqlFailure(psql.errors());
  progress.finish();
  return { manifest: checked, replaced: !empty };
}

function psqlFailure(errors: string): BackupError {
  return new BackupError(
    `The restore failed and was rolled back; the database is as it was. psql said: ${errors || 'nothing'}`,
  );
}
