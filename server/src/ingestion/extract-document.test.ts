import { deflateSync } from 'node:zlib';
import { extractDocument } from './extract-document';
import { makeDocx, makeDocxWithFootnotes } from './test-support/docx-writer';
import { refusalOf } from './test-support/expect-refusal';
import { imagePage, makePdf, textPage } from './test-support/pdf-writer';
import { makeZip, wordParts } from './test-support/zip-writer';

// Every case goes through the real worker thread, as the upload route will.
jest.setTimeout(60_000);

describe('PDF', () => {
  it('extracts the text of each page with its page number', async () => {
    const bytes = makePdf([
      textPage(['Operation order 1', 'Situation: enemy forces (two battalions) hold the ridge.']),
      textPage(['Mission: seize the bridge.', '', '', 'Execution follows.']),
      textPage(['Sustainment and signal.']),
    ]);
    const document = await extractDocument({
      bytes,
      fileName: 'Opord 1.pdf',
      declaredType: 'application/pdf',
    });
    expect(document.kind).toBe('pdf');
    expect(document.title).toBe('Opord 1');
    expect(document.pages).toEqual([
      { page: 1, text: 'Operation order 1\nSituation: enemy forces (two battalions) hold the ridge.' },
      { page: 2, text: 'Mission: seize the bridge.\n\nExecution follows.' },
      { page: 3, text: 'Sustainment and signal.' },
    ]);
    expect(document.text).toBe(document.pages.map((page) => page.text).join('\n\n'));
    expect(document.wordCount).toBe(20);
    expect(document.encoding).toBeUndefined();
  });

  it('keeps true page numbers when a page has no text', async () => {
    const document = await extractDocument({
      bytes: makePdf([imagePage(), textPage(['Annex B'])]),
      fileName: 'annex.pdf',
    });
    expect(document.pages).toEqual([
      { page: 1, text: '' },
      { page: 2, text: 'Annex B' },
    ]);
    expect(document.text).toBe('Annex B');
  });

  it('reads text in a non-embedded Japanese font through the character maps', async () => {
    const bytes = makePdf(['BT /F1 12 Tf 72 700 Td <65E5672C8A9E> Tj ET'], 'japanese'); // UCS-2 codes
    const document = await extractDocument({ bytes, fileName: 'japanese.pdf' });
    expect(document.text).toBe('日本語');
  });

  it('refuses a PDF without text (a scan) with 422', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: makePdf([imagePage(), imagePage()]), fileName: 'scan.pdf' }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe(
      'No text could be extracted from this PDF. Scanned documents are not supported; upload a text-based PDF.',
    );
  });

  it('refuses a password-protected PDF with 422', async () => {
    const id = '<00112233445566778899aabbccddeeff>';
    // Standard security handler; a user-password check that the empty password fails, so a password is needed.
    const encrypt = `/Encrypt << /Filter /Standard /V 1 /R 2 /Length 40 /O <${'ab'.repeat(32)}> /U <${'cd'.repeat(32)}> /P -4 >> /ID [${id} ${id}]`;
    const bytes = Buffer.from(
      makePdf([textPage(['Secret'])])
        .toString('latin1')
        .replace('/Root 1 0 R', `/Root 1 0 R ${encrypt}`),
      'latin1',
    );
    const error = await refusalOf(extractDocument({ bytes, fileName: 'locked.pdf' }));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('This PDF is password-protected. Remove the password and upload it again.');
  });

  it('refuses a damaged PDF with 422', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: Buffer.from('%PDF-1.7\nthis is not a PDF body\n'), fileName: 'broken.pdf' }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('This PDF is damaged and could not be read.');
  });

  it('stops a PDF whose small stream inflates to hundreds of megabytes (a decompression bomb) with 422', async () => {
    const operators = Buffer.from('BT /F1 11 Tf 72 700 Td (bomb) Tj ET\n'.repeat(4096));
    const deflated = deflateSync(Buffer.concat(Array.from({ length: 1000 }, () => operators)), { level: 9 });
    const bytes = makePdf([{ deflated }]);
    expect(bytes.length).toBeLessThan(1024 * 1024); // about 0.5 MB that inflates to 150 MB
    const started = performance.now();
    const error = await refusalOf(
      extractDocument({ bytes, fileName: 'bomb.pdf' }, { maxMemoryGrowthMb: 96 }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The file needs too much memory to read and was refused.');
    expect(performance.now() - started).toBeLessThan(15_000);
  });

  it('refuses a file named .pdf that is not a PDF with 415', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: Buffer.from('Just some words.'), fileName: 'notes.pdf' }),
    );
    expect(error.refusal).toBe('unsupported');
    expect(error.message).toBe('This file is not a PDF: its content does not match the .pdf extension.');
  });
});

describe('DOCX', () => {
  it('extracts the text of a document written by Word-compatible software', async () => {
    const bytes = await makeDocx([
      'Commander’s intent',
      'Purpose: deny the enemy the crossing.',
      'End state: bridge intact.',
    ]);
    const document = await extractDocument({ bytes, fileName: 'intent.docx' });
    expect(document.kind).toBe('docx');
    expect(document.pages).toEqual([
      {
        page: 1,
        text: 'Commander’s intent\n\nPurpose: deny the enemy the crossing.\n\nEnd state: bridge intact.',
      },
    ]);
    expect(document.wordCount).toBe(12);
  });

  it('splits pages at explicit page breaks', async () => {
    const bytes = await makeDocx(['First page.', null, 'Second page.', null, 'Third page.']);
    const document = await extractDocument({ bytes, fileName: 'three.docx' });
    expect(document.pages.map((page) => page.text)).toEqual(['First page.', 'Second page.', 'Third page.']);
    expect(document.text).toBe('First page.\n\nSecond page.\n\nThird page.');
  });

  it('keeps footnotes, at the end of the page that cites them', async () => {
    const bytes = await makeDocxWithFootnotes([
      ['The brigade crosses at dawn.', 'FM 3-90, chapter 4.'],
      ['Fires are on call.', 'Annex D.'],
    ]);
    const document = await extractDocument({ bytes, fileName: 'notes.docx' });
    expect(document.text).toBe(
      'The brigade crosses at dawn.\n\nFires are on call.\n\nFM 3-90, chapter 4.\n\nAnnex D.',
    );
  });

  it('refuses a document without text with 422', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: await makeDocx(['', '   ']), fileName: 'blank.docx' }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('No text could be extracted from this .docx file: it contains no text.');
  });

  it('refuses a file named .docx that is not a ZIP with 415', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: makePdf([textPage(['A PDF'])]), fileName: 'report.docx' }),
    );
    expect(error.refusal).toBe('unsupported');
    expect(error.message).toBe(
      'This file is not a Word document: its content does not match the .docx extension.',
    );
  });

  it('refuses a ZIP that is not a Word document with 415', async () => {
    const bytes = makeZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    const error = await refusalOf(extractDocument({ bytes, fileName: 'sheet.docx' }));
    expect(error.refusal).toBe('unsupported');
  });

  it('refuses an archive that declares more than 50 MB with 422, before inflating it', async () => {
    const parts = wordParts('<w:p><w:r><w:t>Bomb</w:t></w:r></w:p>');
    parts[2] = { ...parts[2]!, declaredSize: 60 * 1024 * 1024 };
    const error = await refusalOf(extractDocument({ bytes: makeZip(parts), fileName: 'bomb.docx' }));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The .docx file expands to more than 50 MB and was refused.');
  });

  it('refuses an archive whose part inflates beyond what it declares (a lying zip bomb) with 422', async () => {
    const paragraph = '<w:p><w:r><w:t>Repeated text to inflate.</w:t></w:r></w:p>';
    const parts = wordParts(paragraph.repeat(50_000)); // about 2.7 MB of XML
    parts[2] = { ...parts[2]!, declaredSize: 4096 };
    const error = await refusalOf(extractDocument({ bytes: makeZip(parts), fileName: 'liar.docx' }));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe(
      'The .docx file is compressed abnormally (a possible zip bomb) and was refused.',
    );
  });
});

describe('TXT', () => {
  const text = 'Café briefing: naïve assumptions about the enemy’s “intent”.';

  it.each([
    ['UTF-8', Buffer.from(text, 'utf8'), 'utf-8'],
    [
      'UTF-8 with a byte order mark',
      Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]),
      'utf-8',
    ],
    [
      'UTF-16 LE with a byte order mark',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      'utf-16le',
    ],
    [
      'UTF-16 BE with a byte order mark',
      Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, 'utf16le').swap16()]),
      'utf-16be',
    ],
  ])('reads %s', async (_name, bytes, encoding) => {
    const document = await extractDocument({ bytes, fileName: 'brief.txt' });
    expect(document).toEqual({
      text,
      pages: [{ page: 1, text }],
      kind: 'txt',
      encoding,
      wordCount: 8,
      title: 'brief',
    });
  });

  it('reads latin1 (windows-1252) when the bytes are not UTF-8', async () => {
    const document = await extractDocument({
      bytes: Buffer.from('Café naïve résumé', 'latin1'),
      fileName: 'old.txt',
    });
    expect(document.text).toBe('Café naïve résumé');
    expect(document.encoding).toBe('windows-1252');
  });

  it('reads Windows line ends and splits pages at form feeds', async () => {
    const document = await extractDocument({
      bytes: Buffer.from('Page one\r\nline two\fPage two\f\fPage four\r\n'),
      fileName: 'log.TXT',
    });
    expect(document.pages).toEqual([
      { page: 1, text: 'Page one\nline two' },
      { page: 2, text: 'Page two' },
      { page: 3, text: '' },
      { page: 4, text: 'Page four' },
    ]);
  });

  it('refuses a binary file named .txt with 415', async () => {
    const binary = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 37 + 11) % 256));
    const error = await refusalOf(extractDocument({ bytes: binary, fileName: 'program.txt' }));
    expect(error.refusal).toBe('unsupported');
    expect(error.message).toBe(
      'This file is not a text file: its content does not match the .txt extension.',
    );
  });

  it('refuses control characters without NUL bytes (binary data) with 415', async () => {
    const noisy = Buffer.from(
      Array.from({ length: 1000 }, (_, i) => (i % 3 === 0 ? 0x01 + (i % 7) : 0x41 + (i % 26))),
    );
    const error = await refusalOf(extractDocument({ bytes: noisy, fileName: 'noise.txt' }));
    expect(error.refusal).toBe('unsupported');
  });

  it('refuses an image named .txt by its signature with 415', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const error = await refusalOf(extractDocument({ bytes: png, fileName: 'photo.txt' }));
    expect(error.refusal).toBe('unsupported');
  });

  it('refuses a file holding only spaces and line ends with 422', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: Buffer.from(' \r\n\t\n  '), fileName: 'blank.txt' }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The file contains no text.');
  });
});

describe('every kind', () => {
  it.each(['empty.txt', 'empty.pdf', 'empty.docx'])(
    'refuses an empty file (%s) with 422',
    async (fileName) => {
      const error = await refusalOf(extractDocument({ bytes: Buffer.alloc(0), fileName }));
      expect(error.refusal).toBe('unprocessable');
      expect(error.message).toBe('The file is empty.');
    },
  );

  it.each([
    ['picture.png', '.png files cannot be uploaded. Upload a .txt, .pdf, .docx or .md file.'],
    ['README', 'Files without an extension cannot be uploaded. Upload a .txt, .pdf, .docx or .md file.'],
    ['old.doc', '.doc files cannot be uploaded. Upload a .txt, .pdf, .docx or .md file.'],
  ])('refuses %s with 415', async (fileName, message) => {
    const error = await refusalOf(extractDocument({ bytes: Buffer.from('text'), fileName }));
    expect(error.refusal).toBe('unsupported');
    expect(error.message).toBe(message);
  });

  it('refuses a file over the size limit with 413', async () => {
    const error = await refusalOf(
      extractDocument({ bytes: Buffer.alloc(2048, 0x61), fileName: 'big.txt' }, { maxBytes: 1024 }),
    );
    expect(error.refusal).toBe('too-large');
    expect(error.message).toBe('The file is too large: the limit is 1 KB.');
  });

  it('serves many extractions at once (they queue for the parsing threads)', async () => {
    const files = Array.from({ length: 5 }, (_, i) => makePdf([textPage([`Document ${i + 1}`])]));
    const documents = await Promise.all(
      files.map((bytes, i) => extractDocument({ bytes, fileName: `d${i}.pdf` })),
    );
    expect(documents.map((document) => document.text)).toEqual(files.map((_, i) => `Document ${i + 1}`));
  });

  it('kills the parser at the time limit and refuses the file with 422', async () => {
    const bytes = makePdf(Array.from({ length: 20 }, (_, i) => textPage([`Page ${i + 1}`])));
    const started = performance.now();
    const error = await refusalOf(extractDocument({ bytes, fileName: 'slow.pdf' }, { timeoutMs: 5 }));
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The file took too long to read (more than 5 ms) and was refused.');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('refuses a file that needs more heap than allowed with 422', async () => {
    // A small heap cannot even hold pdf.js and this document's text, as a hostile file's parse would not.
    const bytes = makePdf(
      Array.from({ length: 60 }, () => textPage(Array.from({ length: 45 }, () => 'x '.repeat(40)))),
    );
    const error = await refusalOf(
      extractDocument({ bytes, fileName: 'heavy.pdf' }, { maxOldGenerationSizeMb: 8 }),
    );
    expect(error.refusal).toBe('unprocessable');
    expect(error.message).toBe('The file needs too much memory to read and was refused.');
  });
});
