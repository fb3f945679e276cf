import { Document, Packer, Paragraph, Table, TableCell, TableRow, TextRun } from 'docx';
import { extractDocument } from './extract-document';
import { makePdf, textPage } from './test-support/pdf-writer';

// Documents as they arrive: text a PDF printer or Word lays out, written for these tests. Every case goes
// through the real worker thread, as an upload does.
jest.setTimeout(60_000);

/** A page content stream with each piece of text placed at its own position (x, y in points). */
function placedPage(pieces: ReadonlyArray<readonly [number, number, string]>): string {
  const body = pieces
    .map(([x, y, text]) => `1 0 0 1 ${x} ${y} Tm (${text.replace(/[\\()]/g, (c) => `\\${c}`)}) Tj`)
    .join('\n');
  return `BT\n/F1 11 Tf\n${body}\nET`;
}

const pdf = (pages: readonly string[]) =>
  extractDocument({ bytes: makePdf(pages), fileName: 'notes.pdf', declaredType: 'application/pdf' });

describe('reflow of PDF text', () => {
  it('joins lines broken inside sentences, undoes hyphenation at line ends and keeps numbered items apart', async () => {
    const document = await pdf([
      textPage([
        '5. SUSTAINS. Vehicle interval discipline was excellent. The recovery team reacted within',
        '10 minutes to the simulated breakdown at checkpoint 12, and the far-side casualty collec-',
        'tion point opened on time. The far-',
        'side team was briefed and equipped for the whole move.',
        '6. IMPROVES. Issue a strip map to every vehicle.',
      ]),
    ]);
    expect(document.pages[0]!.text).toBe(
      [
        '5. SUSTAINS. Vehicle interval discipline was excellent. The recovery team reacted within 10 minutes to the simulated breakdown at checkpoint 12, and the far-side casualty collection point opened on time. The far-side team was briefed and equipped for the whole move.',
        '6. IMPROVES. Issue a strip map to every vehicle.',
      ].join('\n'),
    );
  });

  it('removes page numbers and the banners repeated on every page, keeping the marking once', async () => {
    const document = await pdf([
      textPage(['UNCLASSIFIED', 'Convoy notes, page one text.', 'Page 1 of 2', 'UNCLASSIFIED']),
      textPage(['UNCLASSIFIED', 'Page two text stands here.', '- 2 -', 'UNCLASSIFIED']),
    ]);
    expect(document.pages.map((p) => p.text)).toEqual([
      'UNCLASSIFIED\nConvoy notes, page one text.',
      'Page two text stands here.',
    ]);
  });

  it("keeps a one-page document's marking at its top and bottom (no page repeats it)", async () => {
    const document = await pdf([textPage(['SECRET', 'One page of text.', 'SECRET'])]);
    expect(document.pages[0]!.text).toBe('SECRET\nOne page of text.\nSECRET');
  });

  it('keeps a title on its own line', async () => {
    const document = await pdf([textPage(['Operation order 1', 'Situation: enemy forces hold the ridge.'])]);
    expect(document.pages[0]!.text).toBe('Operation order 1\nSituation: enemy forces hold the ridge.');
  });

  it('keeps each row of a table on one line when its cells wrap over several lines', async () => {
    // Cells centred vertically in their row: the short cells sit on a baseline between the wrapped lines.
    const document = await pdf([
      placedPage([
        [72, 700, 'Item'],
        [300, 700, 'Required'],
        [400, 700, 'Status'],
        [72, 672, 'Class III fuel at the site (issue'],
        [72, 660, 'plus reserve)'],
        [300, 666, '11,040 gal'],
        [400, 666, 'SHORT'],
        [72, 638, 'Fuel tankers'],
        [300, 638, '5'],
        [400, 638, 'SHORT'],
      ]),
    ]);
    const lines = document.pages[0]!.text.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^Class III fuel at the site \(issue.*plus reserve\).*11,040 gal.*SHORT$/);
    expect(lines[2]).toMatch(/^Fuel tankers.*5.*SHORT$/);
  });
});

describe('Word tables and paragraphs', () => {
  it('writes a table one row per line with its cells separated', async () => {
    const cell = (text: string) => new TableCell({ children: [new Paragraph(text)] });
    const table = new Table({
      rows: [
        new TableRow({ children: [cell('ID'), cell('Standard'), cell('Limit')] }),
        new TableRow({
          children: [cell('WP-01'), cell('Water tested before the first issue.'), cell('Before issue')],
        }),
      ],
    });
    const bytes = await Packer.toBuffer(
      new Document({
        sections: [
          { children: [new Paragraph({ children: [new TextRun('WATER POINT CHECKLIST')] }), table] },
        ],
      }),
    );
    const document = await extractDocument({ bytes, fileName: 'checklist.docx' });
    expect(document.text).toBe(
      'WATER POINT CHECKLIST\n\n| ID | Standard | Limit |\n| WP-01 | Water tested before the first issue. | Before issue |',
    );
  });

  it('joins a paragraph that Word broke with hard line breaks', async () => {
    const bytes = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({
                children: [
                  new TextRun('The convoy commander briefs the route and'),
                  new TextRun({ text: 'the rally points before the start point time.', break: 1 }),
                ],
              }),
            ],
          },
        ],
      }),
    );
    const document = await extractDocument({ bytes, fileName: 'annex.docx' });
    expect(document.text).toBe(
      'The convoy commander briefs the route and the rally points before the start point time.',
    );
  });
});

describe('Markdown', () => {
  it('accepts a .md file and reads it as written, its line breaks kept', async () => {
    const text =
      '# MEMORANDUM FOR RECORD\n\nSUBJECT: Range 7\n\n1. The range opened at 0700.\n2. It closed at 1700.';
    const document = await extractDocument({ bytes: Buffer.from(text, 'utf8'), fileName: 'Range 7 MFR.md' });
    expect(document).toMatchObject({ text, kind: 'txt', title: 'Range 7 MFR' });
  });
});
