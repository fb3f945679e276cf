import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** What one file of an archive is made of: text or bytes, whole or in chunks. */
export type EntryBody = string | Uint8Array | AsyncIterable<string | Uint8Array>;

/** One file of an archive. */
export interface ArchiveEntry {
  /** Path inside the archive, `/`-separated; every part already safe (see archive-names.ts). */
  path: string;
  body: EntryBody;
  /** Already compressed formats (.docx, .pdf) are stored as they are; text is deflated. */
  store?: boolean;
  modified?: Date;
}

/** The reader went away (the download was cancelled): stop producing. */
export class ArchiveAbortedError extends Error {
  constructor() {
    super('The download was cancelled.');
    this.name = 'ArchiveAbortedError';
  }
}

const encoder = new TextEncoder();
const bytesOf = (chunk: string | Uint8Array) => (typeof chunk === 'string' ? encoder.encode(chunk) : chunk);

async function* chunksOf(body: EntryBody): AsyncIterable<Uint8Array> {
  if (typeof body === 'string' || body instanceof Uint8Array) {
    yield bytesOf(body);
    return;
  }
  for await (const chunk of body) yield bytesOf(chunk);
}

/**
 * A zip archive written as a stream: entries are compressed one after another and their bytes go out as
 * they are made. The writer waits whenever the reader is behind, so at most about one entry (and the
 * stream's buffer) is in memory, however large the archive.
 */
export class ZipStream {
  /** The archive's bytes, for the HTTP reply. */
  readonly output: Readable;
  private readonly sink = new PassThrough();
  private readonly zip: Zip;
  private written = 0;

  constructor() {
    this.output = this.sink;
    this.zip = new Zip((error, chunk, final) => {
      if (error) {
        this.sink.destroy(error);
        return;
      }
      if (this.sink.destroyed) return;
      this.written += chunk.length;
      this.sink.write(chunk);
      if (final) this.sink.end();
    });
  }

  /** Bytes of the archive produced so far. */
  get bytesWritten(): number {
    return this.written;
  }

  /** Adds one entry, in full, before the next one starts. */
  async add(entry: ArchiveEntry): Promise<void> {
    this.assertOpen();
    const file = entry.store ? new ZipPassThrough(entry.path) : new ZipDeflate(entry.path, { level: 6 });
    if (entry.modified) file.mtime = entry.modified;
    this.zip.add(file);
    for await (const chunk of chunksOf(entry.body)) {
      this.assertOpen();
      file.push(chunk, false);
      await this.drained();
    }
    file.push(new Uint8Array(0), true);
    await this.drained();
  }

  /** Writes the archive's directory and ends the stream. */
  async finish(): Promise<void> {
    this.assertOpen();
    this.zip.end();
    await this.drained();
  }

  /** Ends the stream with an error (the reader sees a broken download rather than a short archive). */
  fail(error: Error): void {
    this.zip.terminate();
    this.sink.destroy(error);
  }

  private assertOpen(): void {
    if (this.sink.destroyed) throw new ArchiveAbortedError();
  }

  private async drained(): Promise<void> {
    if (!this.sink.writableNeedDrain) return;
    const aborted = new AbortController();
    try {
      await Promise.race([
        once(this.sink, 'drain', { signal: aborted.signal }),
        once(this.sink, 'close', { signal: aborted.signal }).then(() => {
          throw new ArchiveAbortedError();
        }),
      ]);
    } finally {
      // Removes the listener that did not fire; its promise rejects with an AbortError nobody needs.
      aborted.abort();
    }
    this.assertOpen();
  }
}
