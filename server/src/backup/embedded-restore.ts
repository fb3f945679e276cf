import fs from 'node:fs';
import path from 'node:path';
import { BackupError, BackupFileError } from './backup-error';
import { readBackupManifest, readCheckedBackup } from './backup-file';
import { EMBEDDED_DATA_PREFIX, assertKind, type BackupManifest } from './backup-manifest';
import {
  assertOutsideDataDir,
  databaseEntries,
  hasDatabase,
  leftOverReplaced,
  lockIdleDataDir,
  removeStaleStaging,
  stagingDir,
  swapIntoDataDir,
} from './embedded-data-dir';
import { readDatabaseFacts, withEmbeddedDatabase } from './embedded-probe';
import { ProgressLine } from './progress-line';
import { assertSchemaKnown } from './schema-state';
import type { EntrySink } from './tar-reader';
import type { TarEntry } from './tar-header';

export interface RestoreResult {
  manifest: BackupManifest;
  /** True when a database was there before and has been replaced (--force). */
  replaced: boolean;
}

/**
 * Restores a backup into DATA_DIR. Everything is written into a staging folder inside DATA_DIR first and
 * the restored database is opened once there; only then does it replace what DATA_DIR held. A bad file,
 * a full disk or a database that does not open leaves DATA_DIR as it was.
 */
export async function restoreEmbedded(
  dataDir: string,
  file: string,
  force: boolean,
  progressOut?: NodeJS.WritableStream,
): Promise<RestoreResult> {
  const checked = await readBackupManifest(file);
  assertKind(checked, 'embedded', `DATA_DIR=${dataDir}`);
  assertOutsideDataDir(file, dataDir);
  assertSchemaKnown(checked.schema);
  const lock = lockIdleDataDir(dataDir, 'restore');
  try {
    removeStaleStaging(dataDir);
    const leftOver = leftOverReplaced(dataDir);
    if (leftOver.length)
      throw new BackupError(
        `${dataDir} holds ${leftOver.join(', ')}, left by a restore that was interrupted: it may hold the only copy ` +
          'of an older database. Look at it and remove it, then restore again. Nothing was changed.',
      );
    const present = databaseEntries(dataDir);
    if (present.length && !force)
      throw new BackupError(
        `${dataDir} is not empty: it holds ${present.join(', ')}${hasDatabase(dataDir) ? ' (a database)' : ''}. ` +
          'Restoring replaces it: run the restore again with --force to do so. Nothing was changed.',
      );
    const staging = stagingDir(dataDir);
    fs.mkdirSync(staging, { mode: 0o700 });
    try {
      await extractInto(staging, file, checked, progressOut);
      if (!hasDatabase(staging))
        throw new BackupError(
          `${file} holds no embedded database (no pglite/PG_VERSION). Nothing was changed.`,
        );
      // Open it once before it replaces anything: a backup that does not start is refused here.
      const facts = await withEmbeddedDatabase(staging, readDatabaseFacts).catch((error: Error) => {
        throw new BackupError(
          `The restored database does not open (${error.message}); the backup is damaged. Nothing was changed.`,
        );
      });
      if (facts.schema.migrations !== checked.schema.migrations)
        throw new BackupError(
          `The restored database holds ${facts.schema.migrations} migrations, its manifest says ` +
            `${checked.schema.migrations}: the backup is damaged. Nothing was changed.`,
        );
      swapIntoDataDir(dataDir, staging);
    } finally {
      fs.rmSync(staging, { recursive: true, force: true });
    }
    return { manifest: checked, replaced: present.length > 0 };
  } finally {
    lock.release();
  }
}

async function extractInto(
  staging: string,
  file: string,
  checked: BackupManifest,
  progressOut?: NodeJS.WritableStream,
): Promise<void> {
  const progress = new ProgressLine('Restoring', fs.statSync(file).size, progressOut);
  const open = new Set<fs.promises.FileHandle>();
  try {
    await readCheckedBackup(
      file,
      checked,
      (entry) => extractEntry(staging, entry, open),
      (bytesRead) => progress.set(bytesRead),
    );
    progress.finish();
  } finally {
    await Promise.all([...open].map((handle) => handle.close().catch(() => undefined)));
  }
}

async function extractEntry(
  root: string,
  entry: TarEntry,
  open: Set<fs.promises.FileHandle>,
): Promise<EntrySink | null> {
  const prefix = `${EMBEDDED_DATA_PREFIX}/`;
  if (!entry.name.startsWith(prefix))
    throw new BackupFileError(`it holds ${entry.name}, which a backup of the embedded database never holds.`);
  // decodeHeader refused absolute names and '..': the target stays inside the staging folder.
  const target = path.join(root, entry.name.slice(prefix.length));
  if (entry.type === 'directory') {
    fs.mkdirSync(target, { recursive: true, mode: entry.mode || 0o700 });
    return null;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  const handle = await fs.promises.open(target, 'wx', entry.mode || 0o600);
  open.add(handle);
  return {
    async write(chunk) {
      for (let offset = 0; offset < chunk.length;) {
        const { bytesWritten } = await handle.write(chunk, offset, chunk.length - offset);
        offset += bytesWritten;
      }
    },
    async end() {
      // On disk before the swap: a crash right after it must not find a restored database half written.
      await handle.sync();
      open.delete(handle);
      await handle.close();
    },
  };
}
