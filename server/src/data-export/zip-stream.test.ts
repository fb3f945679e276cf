import { randomBytes } from 'node:crypto';
import { unzipSync, strFromU8 } from 'fflate';
import { ArchiveAbortedError, ZipStream } from './zip-stream';

async function readAll(zip: ZipStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of zip.output) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const MB = 1024 * 1024;

async function* slices(data: Buffer, size: number) {
  for (let at = 0; at < data.length; at += size) yield data.subarray(at, at + size);
}

describe('ZipStream', () => {
  it('writes entries one after another into an archive any unzip reads', async () => {
    const zip = new ZipStream();
    const reading = readAll(zip);
    await zip.add({ path: 'notes/a.md', body: '# A\n', modified: new Date('2026-01-02T03:04:05Z') });
    await zip.add({ path: 'b.bin', body: new Uint8Array([1, 2, 3]), store: true });
    await zip.add({
      path: 'c.json',
      body: (async function* () {
        yield '[';
        yield '1,2';
        yield ']';
      })(),
    });
    await zip.finish();
    const files = unzipSync(new Uint8Array(await reading));
    expect(Object.keys(files)).toEqual(['notes/a.md', 'b.bin', 'c.json']);
    expect(strFromU8(files['notes/a.md']!)).toBe('# A\n');
    expect([...files['b.bin']!]).toEqual([1, 2, 3]);
    expect(JSON.parse(strFromU8(files['c.json']!))).toEqual([1, 2]);
    expect(zip.bytesWritten).toBeGreaterThan(0);
  });

  it('waits for a slow reader instead of holding the archive in memory', async () => {
    const zip = new ZipStream();
    const data = randomBytes(4 * MB);
    let done = false;
    const adding = zip.add({ path: 'big.bin', body: slices(data, 64 * 1024), store: true }).then(() => {
      done = true;
    });
    // Nobody reads yet: the writer stops once the stream's buffer is full, far short of 4 MB.
    for (let i = 0; i < 50; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    expect(zip.bytesWritten).toBeLessThan(MB);
    const reading = readAll(zip);
    await adding;
    await zip.finish();
    const files = unzipSync(new Uint8Array(await reading));
    expect(Buffer.from(files['big.bin']!).equals(data)).toBe(true);
  });

  it('stops the writer when the reader goes away', async () => {
    const zip = new ZipStream();
    const data = randomBytes(2 * MB);
    const adding = zip.add({ path: 'big.bin', body: slices(data, 64 * 1024), store: true });
    await new Promise((resolve) => setImmediate(resolve));
    zip.output.destroy();
    await expect(adding).rejects.toBeInstanceOf(ArchiveAbortedError);
    await expect(zip.add({ path: 'next.txt', body: 'x' })).rejects.toBeInstanceOf(ArchiveAbortedError);
  });
});
