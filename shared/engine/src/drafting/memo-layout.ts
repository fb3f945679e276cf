import type { StructureIssue } from './structure';

/**
 * The AR 25-50 memorandum layout (para 2-4): an office symbol line with the date, MEMORANDUM FOR (or
 * THRU), SUBJECT, numbered paragraphs when there is more than one, the point of contact in the last
 * paragraph of the body, and a signature block below the body.
 */
export interface MemoLayoutReport {
  readonly found: readonly string[];
  readonly missing: readonly string[];
  readonly issues: readonly StructureIssue[];
}

// 13 March 2020, 13 Mar 20 or 13 Mar 2020 (AR 25-50 para 2-4a(3)).
const DATE = /\b\d{1,2} (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]{0,6} (?:\d{2}|\d{4})\b/;
const MEMO_FOR = /^[ \t]*MEMORANDUM (?:FOR|THRU)\b/m;
const SUBJECT = /^[ \t]*SUBJECT:/m;
const NUMBERED = /^[ \t]*(\d{1,2})\.[ \t]+\S/gm;
const POC = /point of contact|\bPOC\b/i;
// A name line in capitals ("JOHN A. DOE", "NAME (ALL CAPS)") under the body.
const SIGNATURE = /^[ \t]*[A-Z][A-Z.'-]*(?:[ \t]+[A-Z(][A-Z.()'-]*)+[ \t]*$/m;

export function validateMemoLayout(text: string): MemoLayoutReport {
  const found: string[] = [];
  const missing: string[] = [];
  const issues: StructureIssue[] = [];
  const need = (label: string, ok: boolean, at: number, end = at) => {
    if (ok) found.push(label);
    else {
      missing.push(label);
      issues.push({ part: label, problem: 'missing', start: at, end });
    }
  };

  const memoFor = MEMO_FOR.exec(text);
  const headStart = memoFor ? memoFor.index : 0;
  const head = text.slice(0, headStart);
  const symbolLine = head
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0)
    .at(-1);
  need('Office symbol', !!symbolLine && /^[A-Z][A-Z0-9]{1,}(?:-[A-Z0-9]+)*\b/.test(symbolLine), 0);
  need('Date', !!symbolLine && DATE.test(symbolLine), 0);
  need('MEMORANDUM FOR', !!memoFor, 0);

  const subject = SUBJECT.exec(text);
  need('SUBJECT', !!subject, headStart);

  const bodyStart = subject ? text.indexOf('\n', subject.index) + 1 || text.length : headStart;
  const numbers = [...text.slice(bodyStart).matchAll(NUMBERED)];
  const bodyParagraphs = text
    .slice(bodyStart)
    .split(/\n[ \t]*\n/)
    .filter((p) => /[.!?]\s*$/.test(p.trim()));
  const oneParagraph = bodyParagraphs.length <= 1;
  need(
    'Numbered paragraphs',
    oneParagraph || (numbers[0]?.[1] === '1' && numbers[1]?.[1] === '2'),
    bodyStart,
  );

  const last = numbers.at(-1);
  const lastStart = last ? bodyStart + last.index : bodyStart;
  const lastEnd = text.indexOf('\n\n', lastStart) === -1 ? text.length : text.indexOf('\n\n', lastStart);
  const lastParagraph = last ? text.slice(lastStart, lastEnd) : (bodyParagraphs.at(-1) ?? '');
  need('Point of contact in the last paragraph', POC.test(lastParagraph), lastStart, lastEnd);

  const closing = text.slice(last ? lastEnd : bodyStart);
  need('Signature block', SIGNATURE.test(closing), text.length);
  return { found, missing, issues };
}
