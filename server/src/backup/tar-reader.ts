import { BackupFileError } from './backup-error';
import { BLOCK, decodeHeader, isEndBlock, paddingOf, type TarEntry } from './tar-header';

/** Where an entry's data goes; null from `onEntry` skips the data. */
export interface EntrySink {
  write(chunk: Buffer): Promise<void>;
  end(): Promise<void>;
}

type State =
  | { kind: 'header' }
  | { kind: 'data'; left: number; padding: number; sink: EntrySink | null }
  | { kind: 'padding'; left: number }
  | { kind: 'end' };

/**
 * Reads a tar archive from a stream of chunks, handing each entry's data to its sink in order and
 * waiting for the sink before reading on (so a slow disk or a slow psql holds the reading back).
 * After the end of the archive the source is still read to its end, so that gzip checks its checksum
 * and length over the whole file. A source that ends before the end of the archive is a truncated backup.
 */
export async function readTar(
  source: AsyncIterable<Buffer>,
  onEntry: (entry: TarEntry) => Promise<EntrySink | null>,
): Promise<void> {
  let state: State = { kind: 'header' };
  let pending: Buffer = Buffer.alloc(0);
  for await (const chunk of source) {
    const data: Buffer = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    pending = Buffer.alloc(0);
    let offset = 0;
    while (offset < data.length) {
      if (state.kind === 'end') {
        offset = data.length;
      } else if (state.kind === 'header') {
        if (data.length - offset < BLOCK) {
          pending = Buffer.from(data.subarray(offset));
          offset = data.length;
          continue;
        }
        const block = data.subarray(offset, offset + BLOCK);
        offset += BLOCK;
        if (isEndBlock(block)) {
          state = { kind: 'end' };
          continue;
        }
        const entry = decodeHeader(block);
        const sink = await onEntry(entry);
        if (entry.size === 0) await sink?.end();
        else state = { kind: 'data', left: entry.size, padding: paddingOf(entry.size), sink };
      } else if (state.kind === 'data') {
        const count = Math.min(state.left, data.length - offset);
        await state.sink?.write(data.subarray(offset, offset + count));
        offset += count;
        state.left -= count;
        if (state.left === 0) {
          await state.sink?.end();
          state = state.padding ? { kind: 'padding', left: state.padding } : { kind: 'header' };
        }
      } else {
        const count = Math.min(state.left, data.length - offset);
        offset += count;
        state.left -= count;
        if (state.left === 0) state = { kind: 'header' };
      }
    }
  }
  if (state.kind !== 'end')
    throw new BackupFileError('the backup file is truncated: it ends before the end of its archive.');
}
