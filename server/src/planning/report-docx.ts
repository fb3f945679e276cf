import { Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';

/**
 * A report's plain text (as EXECUTE writes it: a heading line, "As of ...", then numbered sections whose
 * lines are indented) as a Word document: the heading as the title, each section as a heading, each line
 * as a paragraph. Text is only ever placed in runs, never interpreted.
 */
export async function reportDocx(title: string, text: string): Promise<Buffer> {
  const lines = text.split(/\r?\n/);
  const [first, ...rest] = lines;
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: first?.trim() || title }),
  ];
  for (const line of rest) {
    if (!line.trim()) continue;
    if (/^As of /.test(line))
      children.push(new Paragraph({ children: [new TextRun({ text: line, italics: true })] }));
    else if (/^\d+\. \S/.test(line))
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: line }));
    else children.push(new Paragraph({ text: line.trim() }));
  }
  const doc = new Document({ title, creator: 'Staff Workspace', sections: [{ children }] });
  return Packer.toBuffer(doc);
}
