import { AlignmentType, Document, Footer, Header, Packer, Paragraph, TextRun } from 'docx';
import type { Classification } from '@csw/contracts';

/*
 * THE marking of every file the server hands out (CREATE's draft export, EXECUTE's reports, the data export's
 * documents): the banner of the file's marking as its first and last line, and in a Word file in every page's
 * header and footer as well, so that a printed page is never without it.
 */

/** The banner a marking prints. */
export function classificationBanner(classification: Classification): string {
  return classification === 'SECRET' ? 'SECRET' : 'UNCLASSIFIED';
}

/** A line of user text in Markdown: emphasis, code, HTML and a leading `#` escaped, so they print as typed. */
export const escapeMarkdown = (line: string): string =>
  line.replace(/([\\`*_<>])/g, '\\$1').replace(/^(\s*)#/, '$1\\#');

/** A Markdown file's lines between its banners (bold), marked `classification`. */
export function markedMarkdown(classification: Classification, lines: readonly string[]): string {
  const banner = `**${classificationBanner(classification)}**`;
  return [banner, '', ...lines, '', banner, ''].join('\n');
}

function bannerParagraph(classification: Classification): Paragraph {
  return new Paragraph({
    alignment: AlignmentType.CENTER,
    children: [
      new TextRun({
        text: classificationBanner(classification),
        bold: true,
        color: classification === 'SECRET' ? 'C8102E' : '007A33',
      }),
    ],
  });
}

/** A Word file of `children`, marked `classification`: banners first and last, and in the header and footer. */
export function markedDocx(
  classification: Classification,
  title: string,
  children: readonly Paragraph[],
): Promise<Buffer> {
  const document = new Document({
    title,
    creator: 'Staff Workspace',
    sections: [
      {
        headers: { default: new Header({ children: [bannerParagraph(classification)] }) },
        footers: { default: new Footer({ children: [bannerParagraph(classification)] }) },
        children: [bannerParagraph(classification), ...children, bannerParagraph(classification)],
      },
    ],
  });
  return Packer.toBuffer(document);
}
