import { IngestionError } from './errors';
import { DEFAULT_INGESTION_LIMITS } from './limits';
import { makeDocx } from './test-support/docx-writer';
import { refusalOf } from './test-support/expect-refusal';
import { makeZip, wordParts, type ZipInput } from './test-support/zip-writer';
import { guardDocxArchive } from './zip-guard';

const limits = DEFAULT_INGESTION_LIMITS;
const body = '<w:p><w:r><w:t>Text</w:t></w:r></w:p>';

function withDocument(change: Partial<ZipInput>): Buffer {
  const parts = wordParts(body);
  parts[2] = { ...parts[2]!, ...change };
  return makeZip(parts);
}

describe('guardDocxArchive', () => {
  it('lists the parts of a real .docx with their declared sizes', async () => {
    const entries = guardDocxArchive(await makeDocx(['Hello']), limits);
    const document = entries.find((entry) => entry.name === 'word/document.xml');
    expect(document).toMatchObject({ method: 8 });
    expect(document!.uncompressedSize).toBeGreaterThan(document!.compressedSize);
  });

  it('refuses more entries than the cap before reading them', async () => {
    const many = [
      ...wordParts(body),
      ...Array.from({ length: 2000 }, (_, i) => ({ name: `word/media/${i}.bin`, data: Buffer.from('x') })),
    ];
    const error = await refusalOf(() => guardDocxArchive(makeZip(many), limits));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The .docx file holds more than 2000 parts and was refused.');
  });

  it('refuses a declared total beyond the cap', async () => {
    const error = await refusalOf(() =>
      guardDocxArchive(withDocument({ declaredSize: 51 * 1024 * 1024 }), limits),
    );
    expect(error).toBeInstanceOf(IngestionError);
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The .docx file expands to more than 50 MB and was refused.');
  });

  it('reads the true sizes of a ZIP64 entry from its extra field', async () => {
    expect(guardDocxArchive(withDocument({ zip64: true }), limits).map((entry) => entry.name)).toContain(
      'word/document.xml',
    );
    const error = await refusalOf(() =>
      guardDocxArchive(withDocument({ zip64: true, declaredSize: 80 * 1024 * 1024 }), limits),
    );
    expect(error.message).toBe('The .docx file expands to more than 50 MB and was refused.');
  });

  it('refuses an absurd compression ratio (what deflate bombs have) even under the size cap', async () => {
    const zeros = Buffer.alloc(20 * 1024 * 1024);
    const error = await refusalOf(() => guardDocxArchive(withDocument({ data: zeros }), limits));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe(
      'The .docx file is compressed abnormally (a possible zip bomb) and was refused.',
    );
  });

  it('refuses encrypted entries', async () => {
    const error = await refusalOf(() => guardDocxArchive(withDocument({ flags: 0x1 }), limits));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe(
      'This .docx file is password-protected. Remove the password and upload it again.',
    );
  });

  it('refuses a truncated archive as damaged', async () => {
    const whole = withDocument({});
    const error = await refusalOf(() => guardDocxArchive(whole.subarray(0, whole.length - 30), limits));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('This .docx file is damaged and could not be read.');
  });

  it('refuses a directory that claims more entries than it holds', async () => {
    const zip = withDocument({});
    zip.writeUInt16LE(5, zip.length - 12); // total entries in the end record
    const error = await refusalOf(() => guardDocxArchive(zip, limits));
    expect(error.message).toBe('This .docx file is damaged and could not be read.');
  });

  it('refuses a ZIP that holds no Word document with 415', async () => {
    const error = await refusalOf(() =>
      guardDocxArchive(makeZip([{ name: 'content.xml', data: Buffer.from('<office/>') }]), limits),
    );
    expect(error.refusal).toBe('unsupported');
  });
});
