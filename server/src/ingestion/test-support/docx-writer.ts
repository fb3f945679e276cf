import { Document, Packer, PageBreak, Paragraph, TextRun } from 'docx';

/** A real .docx written by the `docx` library: one paragraph per string, a page break where `null` stands. */
export async function makeDocx(paragraphs: readonly (string | null)[]): Promise<Buffer> {
  const children = paragraphs.map((text) =>
    text === null
      ? new Paragraph({ children: [new PageBreak()] })
      : new Paragraph({ children: [new TextRun(text)] }),
  );
  return Packer.toBuffer(new Document({ sections: [{ children }] }));
}
