import { Paragraph, TextRun } from 'docx';
import type { Classification, DraftCitation, DraftExportFormat } from '@csw/contracts';
import { SOURCES_HEADING, sourceLine } from '@csw/engine';
import { fileNamePart } from '../platform/file-names';
import { escapeMarkdown, markedDocx, markedMarkdown } from '../platform/marked-export';

// A source list at the end of the text, as the generator and Add Evidence write it.
const TRAILING_SOURCES = new RegExp(`\\n+${SOURCES_HEADING}\\n(?:\\[\\d+\\][^\\n]*(?:\\n|$))*\\s*$`);

/**
 * The body of an exported draft and its source list, once: a source list already at the end of the text
 * is replaced by the one built from the citations; without citations the text is left as written.
 */
export function exportParts(
  content: string,
  citations: readonly DraftCitation[],
): { body: string; sources: string[] } {
  const trimmed = content.replace(/\s+$/, '');
  if (citations.length === 0) return { body: trimmed, sources: [] };
  const ordered = [...citations].sort((a, b) => a.n - b.n);
  return { body: trimmed.replace(TRAILING_SOURCES, ''), sources: ordered.map(sourceLine) };
}

/** A file name from a title: letters, digits and dashes. */
export function exportFileName(title: string, format: DraftExportFormat): string {
  const base = fileNamePart(title, 80, 'draft');
  return `${base}.${format === 'docx' ? 'docx' : 'md'}`;
}

export interface ExportInput {
  title: string;
  content: string;
  classification: Classification;
  citations: readonly DraftCitation[];
}

/** The draft as Markdown: banner, title, the text, the source list, banner. */
export function draftMarkdown(input: ExportInput): string {
  const { body, sources } = exportParts(input.content, input.citations);
  const lines = [`# ${escapeMarkdown(input.title)}`, ''];
  // Two trailing spaces keep the draft's own line breaks inside a paragraph.
  lines.push(
    ...body.split('\n').map((line, i, all) => {
      const text = escapeMarkdown(line);
      return all[i + 1] && line.trim() ? `${text}  ` : text;
    }),
  );
  if (sources.length > 0) {
    lines.push('', `## ${SOURCES_HEADING}`, '', ...sources.map((s) => `- ${escapeMarkdown(s)}`));
  }
  return markedMarkdown(input.classification, lines);
}

/**
 * The draft as a Word document: the banner in every page's header and footer and as the first and last
 * line of the body, the title, one paragraph per line of the text, and the source list.
 */
export async function draftDocx(input: ExportInput): Promise<Buffer> {
  const { body, sources } = exportParts(input.content, input.citations);
  const children: Paragraph[] = [
    new Paragraph({ children: [new TextRun({ text: input.title, bold: true, size: 28 })] }),
    ...body.split('\n').map((line) => new Paragraph({ children: [new TextRun(line)] })),
  ];
  if (sources.length > 0) {
    children.push(new Paragraph({ children: [new TextRun({ text: SOURCES_HEADING, bold: true })] }));
    children.push(...sources.map((s) => new Paragraph({ children: [new TextRun(s)] })));
  }
  return markedDocx(input.classification, input.title, children);
}
