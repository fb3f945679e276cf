import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../config';
import { BackupError } from './backup-error';
import { KIND_NAMES } from './backup-manifest';
import { backupEmbedded } from './embedded-backup';
import { restoreEmbedded } from './embedded-restore';
import { backupPostgres } from './postgres-backup';
import { restorePostgres } from './postgres-restore';
import { megabytes } from './progress-line';

const USAGE = `Usage:
  npm run backup -- <file> [--force]    write a backup of the configured database to <file> (.tar.gz)
  npm run restore -- <file> [--force]   restore <file> into the configured database

The database is the server's: DATABASE_URL (PostgreSQL) when set, otherwise the embedded one in DATA_DIR.
--force lets a backup replace an existing file, and a restore replace a database that is not empty.
The embedded database can be backed up and restored only while no server runs on it.`;

interface Arguments {
  command: 'backup' | 'restore';
  file: string;
  force: boolean;
}

function parseArguments(argv: readonly string[], cwd: string): Arguments | 'help' {
  const [command, ...rest] = argv;
  if (command !== 'backup' && command !== 'restore')
    throw new BackupError(`Unknown command ${command ?? '(none)'}.\n\n${USAGE}`, 2);
  if (rest.includes('--help') || rest.includes('-h')) return 'help';
  const unknown = rest.filter((arg) => arg.startsWith('-') && arg !== '--force');
  if (unknown.length) throw new BackupError(`Unknown option ${unknown.join(', ')}.\n\n${USAGE}`, 2);
  const files = rest.filter((arg) => !arg.startsWith('-'));
  if (files.length !== 1)
    throw new BackupError(
      `${files.length === 0 ? `Name the backup file: npm run ${command} -- <file>` : `One file only, got ${files.join(', ')}`}.\n\n${USAGE}`,
      2,
    );
  return { command, file: path.resolve(cwd, files[0]!), force: rest.includes('--force') };
}

/**
 * `npm run backup` and `npm run restore`: reads the database settings the way the server does
 * (DATABASE_URL, DATA_DIR) and runs the command. Progress goes to stderr, the result to stdout; an error
 * is one message and exit code 1 (2 for wrong usage). Returns the exit code.
 */
export async function runBackupCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Promise<number> {
  try {
    // npm runs scripts in the repository root; a relative file name means the caller's folder (INIT_CWD).
    const parsed = parseArguments(argv, env.INIT_CWD ?? process.cwd());
    if (parsed === 'help') {
      out.write(`${USAGE}\n`);
      return 0;
    }
    const { command, file, force } = parsed;
    const { database } = loadConfig(env);
    if (command === 'backup') {
      if (fs.existsSync(file) && !force)
        throw new BackupError(`${file} exists. Choose another name, or add --force to replace it.`);
      const result = database.url
        ? await backupPostgres(database.url, file, err)
        : await backupEmbedded(database.dataDir, file, err);
      out.write(
        `Backed up ${KIND_NAMES[result.manifest.kind]} to ${file} (${megabytes(result.bytes)}, ` +
          `${result.manifest.schema.migrations} migrations applied).\n`,
      );
    } else {
      const result = database.url
        ? await restorePostgres(database.url, file, force, err)
        : await restoreEmbedded(database.dataDir, file, force, err);
      const into = database.url ? 'the PostgreSQL database (DATABASE_URL)' : database.dataDir;
      out.write(
        `Restored the backup of ${result.manifest.createdAt} into ${into}` +
          `${result.replaced ? ', replacing what was there' : ''}. Start the server as usual: it applies any ` +
          'migrations newer than the backup.\n',
      );
    }
    return 0;
  } catch (error) {
    if (error instanceof BackupError) {
      err.write(`${error.message}\n`);
      return error.exitCode;
    }
    err.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    return 1;
  }
}
