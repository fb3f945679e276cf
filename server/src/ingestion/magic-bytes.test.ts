import { checkSize } from './check-size';
import { refusalOf } from './test-support/expect-refusal';
import { checkSignature, documentKindOf, fileExtension, titleOf } from './magic-bytes';

describe('file names', () => {
  it('takes the kind from the extension, whatever its case and folder', () => {
    expect(documentKindOf('C:\\fakepath\\Report.v2.PDF')).toBe('pdf');
    expect(documentKindOf('notes.Txt')).toBe('txt');
    expect(documentKindOf('dir/plan.docx')).toBe('docx');
    expect(fileExtension('.hidden')).toBe('');
  });

  it('makes the title from the name without folder and extension', () => {
    expect(titleOf('C:\\fakepath\\Report.v2.PDF')).toBe('Report.v2');
    expect(titleOf('/tmp/ Operation order .txt')).toBe('Operation order');
    expect(titleOf('.pdf')).toBe('.pdf');
    expect(titleOf('   ')).toBe('Untitled');
  });
});

describe('checkSignature', () => {
  it('accepts a PDF header within the first kilobyte, as readers do', () => {
    expect(() => checkSignature('pdf', Buffer.from('\r\n\xef\xbb\xbf%PDF-1.7\n', 'latin1'))).not.toThrow();
    expect(() =>
      checkSignature('pdf', Buffer.concat([Buffer.alloc(1100, 0x20), Buffer.from('%PDF-1.7')])),
    ).toThrow('This file is not a PDF: its content does not match the .pdf extension.');
  });

  it('explains an old Word or encrypted document named .docx', async () => {
    const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    const error = await refusalOf(() => checkSignature('docx', ole));
    expect(error.refusal).toBe('unsupported');
    expect(error.message).toMatch(
      /^This file is not a Word document: .* older Word \(\.doc\) file or a password-protected document/,
    );
  });

  it('accepts text with byte order marks and refuses known binary formats named .txt', () => {
    expect(() => checkSignature('txt', Buffer.from([0xff, 0xfe, 0x41, 0x00]))).not.toThrow();
    expect(() => checkSignature('txt', Buffer.from('MZ is also how some notes begin'))).not.toThrow();
    expect(() => checkSignature('txt', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]))).toThrow(
      'This file is not a text file: its content does not match the .txt extension.',
    );
    expect(() => checkSignature('txt', Buffer.from('%PDF-1.4\n'))).toThrow(/not a text file/);
  });
});

describe('checkSize', () => {
  it('accepts up to the limit and refuses beyond it with 413, for a buffer or a running count', async () => {
    expect(() => checkSize(Buffer.alloc(10), 10)).not.toThrow();
    const error = await refusalOf(() => checkSize(20 * 1024 * 1024 + 1));
    expect(error.refusal).toBe('too-large');
    expect(error.message).toBe('The file is too large: the limit is 20 MB.');
  });
});
