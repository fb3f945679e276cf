/**
 * The lines of a staff document as an outline: which lines open a numbered paragraph or rule (and its
 * number and level), and which are headings (and their words). Knows nothing of formats; the reader
 * (read-document.ts) gives the headings their roles.
 */

/** A line that opens a numbered paragraph, a rule or a table row. */
export interface NumberToken {
  /** The number as written, its closing stop removed ("4", "b", "(1)", "3.C.1.A", "PZ-4"). */
  readonly core: string;
  /** The whole label on the line ("(1) ", "PZ-4. ", "| ROM-02 |"). */
  readonly label: string;
  /** Outline depth: 1 for "4.", 2 for "b.", 3 for "(1)", 4 for "(a)"; a dotted path its parts; a rule id 1. */
  readonly level: number;
  /** An outline number takes its place in the path of the numbers above it; a rule id or dotted path stands alone. */
  readonly kind: 'outline' | 'path' | 'rule' | 'row';
  /** Offset in the line where the text after the number starts. */
  readonly rest: number;
}

/** The heading words a line opens with, where its body starts, and whether a body follows on the line. */
export interface HeadingWords {
  readonly words: string;
  readonly bodyAt: number;
  readonly inline: boolean;
  /**
   * A few words and a stop before a sentence on an unnumbered line ("Purpose. These procedures ..."): a
   * heading only when its words name a known section.
   */
  readonly weak?: boolean;
}

export interface OutlineLine {
  readonly text: string;
  readonly start: number;
  readonly end: number;
  readonly number: NumberToken | null;
  /** The heading words the line opens with ("SUSTAINMENT", "Enemy forces"), or null for prose. */
  readonly heading: HeadingWords | null;
  /** A table row's cells after its id, for a row of a pipe table. */
  readonly cells?: readonly string[];
  readonly blank: boolean;
}

const OUTLINE_NUMBER = /^(\s*)(\d{1,2}|[a-zA-Z]|\(\d{1,2}\)|\([a-z]\))([.)])?(\s+)/;
const PATH_NUMBER = /^(\s*)(\d{1,2}(?:\.[A-Za-z0-9]{1,3}){1,5})\.?(\s+)/;
const RULE_NUMBER = /^(\s*)([A-Z]{1,4}-\d{1,3}[a-z]?)\.?(\s+)/;
const TABLE_ROW = /^\s*\|(.*)\|\s*$/;
const RULE_ID = /^(?:[A-Z]{1,4}-\d{1,3}[a-z]?|\d{1,3}(?:\.[A-Za-z0-9()]{1,4})*)$/;

function outlineLevel(core: string): number {
  if (/^\d+$/.test(core)) return 1;
  if (/^[a-zA-Z]$/.test(core)) return 2;
  if (/^\(\d+\)$/.test(core)) return 3;
  return 4;
}

/** The number a line opens with, or null. */
export function numberOf(line: string): NumberToken | null {
  const path = PATH_NUMBER.exec(line);
  // "4.5 Mbps is enough" is a figure, not a paragraph: a path ends with its stop or has a letter ("3.C.1").
  if (path && (line[path[1]!.length + path[2]!.length] === '.' || /[A-Za-z]/.test(path[2]!))) {
    const core = path[2]!;
    return { core, label: path[0], level: core.split('.').length, kind: 'path', rest: path[0].length };
  }
  const rule = RULE_NUMBER.exec(line);
  if (rule) return { core: rule[2]!, label: rule[0], level: 1, kind: 'rule', rest: rule[0].length };
  const outline = OUTLINE_NUMBER.exec(line);
  // A bare letter or number needs its stop ("a." or "a)"); "(1)" stands without one.
  if (outline && (outline[3] || outline[2]!.startsWith('('))) {
    const core = outline[2]!;
    // "A Soldier ..." is no paragraph A: a capital letter numbers a paragraph only with its stop.
    if (/^[A-Z]$/.test(core) && outline[3] !== '.') return null;
    return { core, label: outline[0], level: outlineLevel(core), kind: 'outline', rest: outline[0].length };
  }
  return null;
}

const letters = (s: string) => s.replace(/[^A-Za-z]/g, '');
const isCapitals = (s: string) => letters(s).length >= 2 && letters(s) === letters(s).toUpperCase();

/**
 * The heading a line's text (after its number) opens with: words up to a stop, a colon or a parenthesis,
 * short, starting with a letter; in capitals ("SUSTAINMENT.") or followed by a stop or the end of the line
 * ("Enemy forces. See ..."). `numbered` lines may carry a longer heading in capitals.
 */
export function headingOf(text: string, numbered: boolean): HeadingWords | null {
  const m = /^(#{1,6}\s+)?(\*\*)?([A-Za-z][^.:(\n]*?)(\*\*)?\s*(\([^)\n]*\)?)?\s*([.:]|--|$)/.exec(text);
  if (!m) return null;
  const words = m[3]!.trim();
  const count = words.split(/\s+/).length;
  const markdown = m[1] !== undefined;
  const capitals = isCapitals(words);
  const stop = m[6]!;
  const bodyAt = m[0].length;
  const inline = text.slice(bodyAt).trim().length > 0;
  if (markdown) return { words, bodyAt, inline };
  // "MAJ R. ABERNATHY-OSEI": a name with an initial, not a heading.
  if (/\b[A-Z]$/.test(words) && stop === '.') return null;
  if (capitals && count <= (numbered ? 10 : 8)) return { words, bodyAt, inline };
  // Mixed case: a few words that end at a stop or the line's end ("Enemy forces. See ...").
  if (count <= 4 && (stop === '.' || stop === ':' || stop === '') && /^[A-Z]/.test(words)) {
    // A sentence that happens to be short ("The plan worked.") is prose unless it names a section.
    return { words, bodyAt, inline, ...(!numbered && inline && stop !== ':' ? { weak: true } : {}) };
  }
  return null;
}

function tableCells(line: string): string[] | null {
  const m = TABLE_ROW.exec(line);
  if (!m) return null;
  return m[1]!.split('|').map((c) => c.trim());
}

/** The lines of a text with their numbers and headings. */
export function outlineLines(text: string): OutlineLine[] {
  const out: OutlineLine[] = [];
  let at = 0;
  for (const raw of text.split('\n')) {
    const start = at;
    at += raw.length + 1;
    const blank = raw.trim().length === 0;
    const cells = tableCells(raw);
    if (cells) {
      const id = cells[0] ?? '';
      const number: NumberToken | null = RULE_ID.test(id)
        ? { core: id, label: raw.slice(0, raw.indexOf(id) + id.length), level: 1, kind: 'row', rest: 0 }
        : null;
      out.push({
        text: raw,
        start,
        end: start + raw.length,
        number,
        heading: null,
        cells: cells.slice(1),
        blank,
      });
      continue;
    }
    const number = blank ? null : numberOf(raw);
    const rest = raw.slice(number?.rest ?? raw.length - raw.trimStart().length);
    const heading = blank ? null : headingOf(rest, number !== null);
    out.push({
      text: raw,
      start,
      end: start + raw.length,
      number,
      heading: heading
        ? { ...heading, bodyAt: (number?.rest ?? raw.length - raw.trimStart().length) + heading.bodyAt }
        : null,
      blank,
    });
  }
  return out;
}
