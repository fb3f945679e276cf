import { HeadingLevel, Paragraph, TextRun } from 'docx';
import type { Classification } from '@csw/contracts';
import { escapeMarkdown, markedDocx, markedMarkdown } from '../platform/marked-export';

/** A report as it is exported: its title, its plain text and the marking of the document that holds it. */
export interface ReportExport {
  title: string;
  content: string;
  classification: Classification;
}

/**
 * A report's plain text (as EXECUTE writes it: a heading line, "As of ...", then numbered sections whose
 * lines are indented) as a Word document, marked as every export is (platform/marked-export.ts): the heading
 * as the title, each section as a heading, each line as a paragraph. Text is only ever placed in runs, never
 * interpreted.
 */
export function reportDocx(report: ReportExport): Promise<Buffer> {
  const [first, ...rest] = report.content.split(/\r?\n/);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, text: first?.trim() || report.title }),
  ];
  for (const line of rest) {
    if (!line.trim()) continue;
    if (/^As of /.test(line))
      children.push(new Paragraph({ children: [new TextRun({ text: line, italics: true })] }));
    else if (/^\d+\. \S/.test(line))
      children.push(new Paragraph({ heading: HeadingLevel.HEADING_1, text: line }));
    else children.push(new Paragraph({ text: line.trim() }));
  }
  return markedDocx(report.classification, report.title, children);
}

/** The same report as Markdown, marked as every export is: the heading as a title, sections as headings. */
export function reportMarkdown(report: ReportExport): string {
  const [first, ...rest] = report.content.split(/\r?\n/);
  const lines = [`# ${escapeMarkdown(first?.trim() || report.title)}`, ''];
  for (const line of rest) {
    if (!line.trim()) lines.push('');
    else if (/^\d+\. \S/.test(line)) lines.push(`## ${escapeMarkdown(line)}`);
    else lines.push(`${escapeMarkdown(line.trim())}  `);
  }
  return markedMarkdown(report.classification, lines);
}
