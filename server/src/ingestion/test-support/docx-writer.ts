import { Document, FootnoteReferenceRun, Packer, PageBreak, Paragraph, TextRun } from 'docx';

/** A real .docx written by the `docx` library: one paragraph per string, a page break where `null` stands. */
export async function makeDocx(paragraphs: readonly (string | null)[]): Promise<Buffer> {
  const children = paragraphs.map((text) =>
    text === null
      ? new Paragraph({ children: [new PageBreak()] })
      : new Paragraph({ children: [new TextRun(text)] }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}

/** A .docx whose paragraphs each carry a footnote (paragraph text, footnote text). */
export async function makeDocxWithFootnotes(
  paragraphs: readonly (readonly [string, string])[],
): Promise<Buffer> {
  const footnotes = Object.fromEntries(
    paragraphs.map(([, note], i) => [i + 1, { children: [new Paragraph(note)] }]),
  );
  const children = paragraphs.map(
    ([text], i) => new Paragraph({ children: [new TextRun(text), new FootnoteReferenceRun(i + 1)] }),
  );
  return Packer.toBuffer(new Document({ footnotes, sections: [{ children }] }));
}
