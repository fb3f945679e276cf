import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import { BackupError, BackupFileError } from './backup-error';
import {
  MANIFEST_NAME,
  assertContentComplete,
  assertSameManifest,
  parseManifest,
  type BackupManifest,
} from './backup-manifest';
import { readTar, type EntrySink } from './tar-reader';
import { TarWriter } from './tar-writer';
import type { TarEntry } from './tar-header';

/**
 * A backup file is a gzip-compressed tar archive: manifest.json first, then the database's content.
 * It is written beside its destination under a temporary name and renamed into place only when complete
 * and flushed to disk, so a failed or interrupted backup never leaves a file that looks like a backup,
 * nor replaces an older one.
 */
export async function writeBackupFile(
  file: string,
  manifest: BackupManifest,
  writeContent: (tar: TarWriter) => Promise<void>,
): Promise<number> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.partial-${process.pid}`;
  const gzip = zlib.createGzip();
  // The file holds password hashes and every document: readable by its owner only.
  const finished = pipeline(gzip, fs.createWriteStream(partial, { mode: 0o600 }));
  finished.catch(() => undefined); // Awaited below; a failure meanwhile also fails the writes.
  try {
    const tar = new TarWriter(gzip);
    await tar.buffer(MANIFEST_NAME, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`));
    await writeContent(tar);
    await tar.finish();
    gzip.end();
    await finished;
    const handle = await fs.promises.open(partial, 'r');
    await handle.sync();
    await handle.close();
    fs.renameSync(partial, file);
    return fs.statSync(file).size;
  } catch (error) {
    gzip.destroy();
    await finished.catch(() => undefined);
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

/** Refuses, with the reason in words, a path that cannot be a backup to read. */
function checkReadable(file: string): number {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) throw new BackupError(`There is no file ${file}. Nothing was changed.`);
  if (stat.isDirectory())
    throw new BackupError(`${file} is a folder, not a backup file. Nothing was changed.`);
  try {
    fs.accessSync(file, fs.constants.R_OK);
  } catch {
    throw new BackupError(`Cannot read ${file} (permission denied). Nothing was changed.`);
  }
  if (stat.size === 0) throw new BackupError(`${file} is empty: it is not a backup. Nothing was changed.`);
  return stat.size;
}

function describeReadError(file: string, error: unknown): unknown {
  if (error instanceof BackupFileError)
    return new BackupError(`${file} is not a usable backup: ${error.message} Nothing was changed.`);
  const code = (error as NodeJS.ErrnoException).code ?? '';
  if (code.startsWith('Z_'))
    return new BackupError(
      `${file} is not a backup made by \`npm run backup\`, or it is damaged (${(error as Error).message}). ` +
        'Nothing was changed.',
    );
  return error;
}

class StopReading extends Error {}

/** The manifest of a backup file, read without reading the rest. */
export async function readBackupManifest(file: string): Promise<BackupManifest> {
  const found: { manifest?: BackupManifest } = {};
  try {
    await readEntries(file, checkReadable(file), async (entry) => {
      if (found.manifest) throw new StopReading();
      return manifestSink(entry, (manifest) => (found.manifest = manifest));
    });
  } catch (error) {
    if (!(error instanceof StopReading)) throw describeReadError(file, error);
  }
  if (!found.manifest) throw describeReadError(file, new BackupFileError('the archive is empty.'));
  return found.manifest;
}

export interface BackupReader {
  /** Called with the manifest before any content is read: throw to refuse the file. */
  manifest(manifest: BackupManifest): void;
  /** Where each content entry's data goes (null: skipped). */
  content(entry: TarEntry): Promise<EntrySink | null>;
  /** Compressed bytes read so far, of the file's size. */
  progress?(bytesRead: number, total: number): void;
}

/**
 * Reads a whole backup: the manifest (which must come first), then every content entry. Returns the
 * manifest and what was actually read, for the caller to compare with the manifest's own count.
 */
export async function readBackupFile(
  file: string,
  reader: BackupReader,
): Promise<{ manifest: BackupManifest; entries: number; bytes: number }> {
  const found: { manifest?: BackupManifest } = {};
  let entries = 0;
  let bytes = 0;
  const total = checkReadable(file);
  try {
    await readEntries(
      file,
      total,
      async (entry) => {
        if (!found.manifest)
          return manifestSink(entry, (manifest) => {
            reader.manifest(manifest);
            found.manifest = manifest;
          });
        entries += 1;
        bytes += entry.size;
        return reader.content(entry);
      },
      reader.progress,
    );
  } catch (error) {
    throw describeReadError(file, error);
  }
  if (!found.manifest) throw describeReadError(file, new BackupFileError('the archive is empty.'));
  return { manifest: found.manifest, entries, bytes };
}

/**
 * Reads a backup for a restore, whose manifest was checked before: the manifest must still be the one
 * checked (the file did not change meanwhile), and everything it announces must arrive.
 */
export async function readCheckedBackup(
  file: string,
  checked: BackupManifest,
  content: BackupReader['content'],
  progress: (bytesRead: number) => void,
): Promise<void> {
  const read = await readBackupFile(file, {
    manifest: (manifest) => assertSameManifest(manifest, checked),
    content,
    progress,
  });
  try {
    assertContentComplete(read.manifest, read);
  } catch (error) {
    throw new BackupError(`${file} is not a usable backup: ${(error as Error).message} Nothing was changed.`);
  }
}

const MAX_MANIFEST_BYTES = 64 * 1024;

function manifestSink(entry: TarEntry, found: (manifest: BackupManifest) => void): EntrySink {
  if (entry.name !== MANIFEST_NAME || entry.type !== 'file' || entry.size > MAX_MANIFEST_BYTES)
    throw new BackupFileError(
      'the file is a tar archive but not a backup made by `npm run backup` (it does not start with its manifest).',
    );
  const chunks: Buffer[] = [];
  return {
    async write(chunk) {
      chunks.push(Buffer.from(chunk));
    },
    async end() {
      found(parseManifest(Buffer.concat(chunks).toString('utf8')));
    },
  };
}

async function readEntries(
  file: string,
  total: number,
  onEntry: (entry: TarEntry) => Promise<EntrySink | null>,
  onProgress: (bytesRead: number, total: number) => void = () => undefined,
): Promise<void> {
  const input = fs.createReadStream(file, { highWaterMark: 1024 * 1024 });
  let read = 0;
  input.on('data', (chunk) => {
    read += chunk.length;
    onProgress(read, total);
  });
  const gunzip = zlib.createGunzip();
  const piping = pipeline(input, gunzip);
  piping.catch(() => undefined); // Its errors reach the reading below through the gunzip stream.
  try {
    await readTar(gunzip, onEntry);
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}
