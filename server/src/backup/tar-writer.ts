import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { BackupError } from './backup-error';
import { BLOCK, encodeHeader, paddingOf, type TarEntry } from './tar-header';

/**
 * Writes a tar archive into a stream (the gzip of the backup file), one entry after another, waiting
 * whenever the stream is full: a data directory of gigabytes goes through in constant memory.
 */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async put(chunk: Buffer): Promise<void> {
    // events.once rejects if the stream fails while we wait, so a broken disk ends the backup.
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async directory(name: string, mode: number, mtime: number): Promise<void> {
    await this.put(encodeHeader({ name, type: 'directory', size: 0, mode, mtime }));
  }

  async buffer(name: string, data: Buffer, mode = 0o600): Promise<void> {
    await this.file({ name, type: 'file', size: data.length, mode, mtime: Date.now() / 1000 }, [data]);
  }

  /**
   * One file whose size is known before it is read (the header comes first). A source that turns out
   * shorter or longer than announced fails the backup instead of writing an archive that reads wrong.
   */
  async file(
    entry: TarEntry,
    source: AsyncIterable<Buffer> | Iterable<Buffer>,
    onBytes: (count: number) => void = () => undefined,
  ): Promise<void> {
    await this.put(encodeHeader(entry));
    let written = 0;
    for await (const chunk of source) {
      written += chunk.length;
      if (written > entry.size) break;
      await this.put(chunk);
      onBytes(chunk.length);
    }
    if (written !== entry.size)
      throw new BackupError(
        `${entry.name} changed while it was being backed up (${entry.size} bytes expected, ${written} read). ` +
          'Nothing may write to the database during a backup; try again.',
      );
    const padding = paddingOf(entry.size);
    if (padding) await this.put(Buffer.alloc(padding));
  }

  /** Two zero blocks end a tar archive. */
  async finish(): Promise<void> {
    await this.put(Buffer.alloc(BLOCK * 2));
  }
}
