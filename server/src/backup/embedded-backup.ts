import fs from 'node:fs';
import { BackupError } from './backup-error';
import { writeBackupFile } from './backup-file';
import { EMBEDDED_DATA_PREFIX, newManifest, type BackupManifest } from './backup-manifest';
import { assertOutsideDataDir, hasDatabase, listDataFiles, lockIdleDataDir } from './embedded-data-dir';
import { readDatabaseFacts, withEmbeddedDatabase } from './embedded-probe';
import { ProgressLine } from './progress-line';

export interface BackupResult {
  file: string;
  bytes: number;
  manifest: BackupManifest;
}

/**
 * Backs up the embedded database: with the data directory locked (no server running), opens and closes
 * it once (its schema state for the manifest, and a clean checkpoint), then archives every file of it.
 */
export async function backupEmbedded(
  dataDir: string,
  file: string,
  progressOut?: NodeJS.WritableStream,
): Promise<BackupResult> {
  if (!hasDatabase(dataDir))
    throw new BackupError(`There is no embedded database in ${dataDir} (DATA_DIR) to back up.`);
  assertOutsideDataDir(file, dataDir);
  const lock = lockIdleDataDir(dataDir, 'back up');
  try {
    const facts = await withEmbeddedDatabase(dataDir, readDatabaseFacts);
    const files = listDataFiles(dataDir);
    const bytes = files.reduce((sum, entry) => sum + entry.size, 0);
    const manifest = newManifest('embedded', facts, { entries: files.length, bytes });
    const progress = new ProgressLine('Backing up', bytes, progressOut);
    const size = await writeBackupFile(file, manifest, async (tar) => {
      for (const entry of files) {
        const name = `${EMBEDDED_DATA_PREFIX}/${entry.name}`;
        if (entry.type === 'directory') await tar.directory(name, entry.mode, entry.mtime);
        else
          await tar.file(
            { name, type: 'file', size: entry.size, mode: entry.mode, mtime: entry.mtime },
            fs.createReadStream(entry.full, { highWaterMark: 1024 * 1024 }),
            (count) => progress.add(count),
          );
      }
    });
    progress.finish();
    return { file, bytes: size, manifest };
  } finally {
    lock.release();
  }
}
