import { unzipSync, strFromU8 } from 'fflate';
import type { Readable } from 'node:stream';
import { DATA_EXPORT_BUSY, dataExportManifestSchema } from '@csw/contracts';
import type { Db } from '../db/database';
import type { ArchiveSection } from './archive-sections';
import { DataExportService, type ExportOutcome } from './data-export-service';

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

const log = { error: jest.fn() };
const user = { id: 'u1', username: 'j.smith' };

/** A section whose second entry waits until the test lets it go. */
function gatedSection(): { section: ArchiveSection; release: () => void } {
  let release = () => undefined as void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release: () => release(),
    section: {
      folder: 'notes',
      async *entries({ tally }) {
        yield { path: 'notes/first.txt', body: 'first' };
        await gate;
        yield { path: 'notes/second.txt', body: 'second' };
        tally('notes', 2);
      },
    },
  };
}

describe('DataExportService', () => {
  it('builds the archive from its sections and a manifest, and reports how it ended', async () => {
    const { section, release } = gatedSection();
    const ended: ExportOutcome[] = [];
    const service = new DataExportService({} as Db, log, [section]);
    const started = service.start(
      user,
      async (outcome) => void ended.push(outcome),
      new Date('2026-03-04T10:00:00Z'),
    );
    expect(started.fileName).toBe('my-data-j.smith-2026-03-04.zip');
    const reading = bytesOf(started.stream);
    release();
    const files = unzipSync(await reading);
    expect(Object.keys(files)).toEqual(['notes/first.txt', 'notes/second.txt', 'manifest.json']);
    const manifest = dataExportManifestSchema.parse(JSON.parse(strFromU8(files['manifest.json']!)));
    expect(manifest).toMatchObject({ counts: { notes: 2 }, files: ['notes/first.txt', 'notes/second.txt'] });
    expect(ended).toEqual([{ outcome: 'success', counts: { notes: 2 }, bytes: expect.any(Number) }]);
  });

  it('refuses a second export of the same user while the first is written, not another user', async () => {
    const { section, release } = gatedSection();
    const service = new DataExportService({} as Db, log, [section]);
    const first = service.start(user, async () => undefined);
    expect(() => service.start(user, async () => undefined)).toThrow(DATA_EXPORT_BUSY);
    const other = service.start({ id: 'u2', username: 'other' }, async () => undefined);
    const reading = Promise.all([bytesOf(first.stream), bytesOf(other.stream)]);
    release();
    await reading;
    await new Promise((resolve) => setImmediate(resolve));
    const again = service.start(user, async () => undefined);
    await bytesOf(again.stream);
  });

  it('breaks the download and audits a failure when a section fails', async () => {
    const failing: ArchiveSection = {
      folder: 'broken',
      async *entries() {
        yield { path: 'broken/a.txt', body: 'a' };
        throw new Error('database gone');
      },
    };
    const ended: ExportOutcome[] = [];
    const service = new DataExportService({} as Db, log, [failing]);
    const started = service.start(user, async (outcome) => void ended.push(outcome));
    await expect(bytesOf(started.stream)).rejects.toThrow('database gone');
    expect(ended).toEqual([expect.objectContaining({ outcome: 'failure', error: 'failed' })]);
    expect(log.error).toHaveBeenCalled();
  });
});
