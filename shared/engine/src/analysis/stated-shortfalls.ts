import type { AnalysisContext } from './context';

/**
 * The lines of an estimate's requirements table, as the estimate states them: each line ends in its status
 * ("SHORT 1,040 gal", "MET none"), and a line the table wraps runs over several lines of text until its
 * status (a PDF table comes out cell by cell). An estimate that says a line is short has stated a shortfall:
 * it is a gap as it stands, whatever else the documents say.
 */

export interface StatedLine {
  /** The table's line, its wrapped cells joined. */
  readonly text: string;
  readonly status: 'short' | 'met';
  /** The corpus sentence the line ends in (for its citation), when one holds it. */
  readonly sentence?: number;
}

// The status column: a word in capitals standing alone.
const STATUS = /(?:^|\s)(SHORT|SHORTFALL|MET)(?=\s|$)/;
const HEADER = /\b(?:Status|Required|Available|On hand|Shortfall)\b/;

function pagesOf(ctx: AnalysisContext, doc: number): Array<{ page: number; text: string }> {
  const source = ctx.corpus.documents[doc]!.source;
  return source.pages ? [...source.pages] : [{ page: 1, text: source.text ?? '' }];
}

/** The lines of the requirements tables of one document, in order. */
export function statedLines(ctx: AnalysisContext, doc: number): StatedLine[] {
  const { sentenceStart, sentenceEnd } = ctx.corpus.documents[doc]!;
  const sentences = ctx.corpus.sentences.slice(sentenceStart, sentenceEnd);
  const out: StatedLine[] = [];
  for (const { page, text } of pagesOf(ctx, doc)) {
    let row: string[] = [];
    let offset = 0;
    for (const line of text.split('\n')) {
      const start = offset;
      offset += line.length + 1;
      if (!line.trim()) {
        row = [];
        continue;
      }
      const status = STATUS.exec(line);
      // The table's header ("Item Required Available Status Shortfall") opens no line of it.
      if (!status && !/\d/.test(line) && HEADER.test(line)) {
        row = [];
        continue;
      }
      row.push(line.trim());
      if (!status) continue;
      const words = row.join(' ').replace(/\s+/g, ' ');
      row = [];
      // A line of a table has figures; a sentence that merely uses the word ("... MET the standard") is prose.
      if (!/\d/.test(words) && !/\bnone\b/i.test(words)) continue;
      const holder = sentences.find((s) => s.page === page && s.start <= start && start < s.end);
      out.push({
        text: words,
        status: status[1] === 'MET' ? 'met' : 'short',
        ...(holder ? { sentence: holder.index } : {}),
      });
    }
  }
  return out;
}
