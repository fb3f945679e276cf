import type { AnalysisContext } from './context';
import { isHeading, type CorpusSentence } from './corpus';

/**
 * The numbered rules of a standard, as staff officers number them: an identifier ("PZ-4", "ROM-02",
 * "F-4"), a paragraph number ("7."), a lettered subparagraph under it ("3.b") and a numbered one in
 * parentheses under that ("3.b.(5)"). Every sentence of a rule's item belongs to it, so a rule of two
 * sentences is one rule with one number. Paragraphs that frame the standard rather than set it (purpose,
 * scope, references, responsibilities, notes ...) hold no rule, nor do their subparagraphs.
 */

export interface RuleItem {
  /** The rule's number as written in the standard, with its parents ("3.b.(5)"). */
  readonly id: string;
  /** The sentences of the rule, in order (its label, if it has one, left out). */
  readonly sentences: readonly number[];
}

// The marker at the start of a sentence: an identifier, a number, a letter or a number in parentheses.
// A number or a letter needs its stop ("7.", "b)"): "9 October" opens no rule.
const MARKER =
  /^\s*(?:\|\s*)?(?:([A-Z]{1,4}-\d{1,3}[A-Z]?)\.?|(\d{1,2})[.)]|([a-z])[.)]|\((\d{1,2}|[a-z])\))(?:\s*\|)?(?:\s+|$)/;
// A paragraph's label after its number: "PURPOSE.", "Pre-mission.", "PZ CONTROL."
const LABEL = /^((?:[A-Z][\w/&'-]*)(?:\s+(?:[A-Z][\w/&'-]*|and|of|for|the|to|in|on))*)\.(?:\s+|$)/;
const FRAMING =
  /^(?:purpose|scope|references?|basis|applicability|general|definitions?|responsibilit(?:y|ies)|proponent|summary|background|notes?|concept|situation|mission)\b/i;

type Level = 'id' | 'number' | 'letter' | 'paren';

interface Open {
  readonly level: Level;
  readonly id: string;
  readonly framing: boolean;
}

const DEPTH: Readonly<Record<Level, number>> = { id: 0, number: 0, letter: 1, paren: 2 };

function markerOf(text: string): { level: Level; mark: string; rest: string } | undefined {
  const m = MARKER.exec(text);
  if (!m) return undefined;
  const rest = text.slice(m[0].length);
  if (m[1]) return { level: 'id', mark: m[1], rest };
  if (m[2]) return { level: 'number', mark: m[2], rest };
  if (m[3]) return { level: 'letter', mark: m[3], rest };
  return { level: 'paren', mark: `(${m[4]!})`, rest };
}

/** The rules of one document, in reading order; none when it numbers no rule. */
export function ruleItems(ctx: AnalysisContext, doc: number): RuleItem[] {
  const { sentenceStart, sentenceEnd } = ctx.corpus.documents[doc]!;
  const items = new Map<string, number[]>();
  const path: Open[] = [];
  let lastParagraph = -1;
  let open = false;
  // Whether the last sentence was a marker alone ("PZ-1."), its words in the next sentence.
  let bare = false;
  for (const sentence of ctx.corpus.sentences.slice(sentenceStart, sentenceEnd) as CorpusSentence[]) {
    const marker = markerOf(sentence.text);
    if (marker) {
      const depth = DEPTH[marker.level];
      // A letter under a number, a number in parentheses under a letter; an identifier stands alone.
      path.length = Math.min(path.length, depth);
      if (marker.level === 'id') path.length = 0;
      const parent = path[path.length - 1];
      const id = marker.level === 'id' || !parent ? marker.mark : `${parent.id}.${marker.mark}`;
      const label = LABEL.exec(marker.rest);
      const framing = (parent?.framing ?? false) || (label !== null && FRAMING.test(label[1]!));
      path.push({ level: marker.level, id, framing });
      open = true;
      lastParagraph = sentence.paragraph;
      // "5. SUSTAINMENT." or "3. Standards." alone is a label; "5. SUSTAINMENT. Each convoy carries ..."
      // is a label and a rule in one sentence when the segmenter did not split them.
      const body = label ? marker.rest.slice(label[0].length) : marker.rest;
      bare = marker.rest.trim().length === 0;
      if (!framing && (body.match(/\p{L}+/gu) ?? []).length >= 3) add(items, id, sentence.index);
      continue;
    }
    const top = path[path.length - 1];
    if (open && bare && top && isHeading(sentence)) {
      // "D-1." then "PURPOSE." as a sentence of its own: the label of the paragraph just opened.
      path[path.length - 1] = { ...top, framing: top.framing || FRAMING.test(sentence.text.trim()) };
      bare = false;
      continue;
    }
    bare = false;
    if (!open || isHeading(sentence) || sentence.paragraph !== lastParagraph) {
      open = false;
      continue;
    }
    if (top && !top.framing && sentence.tokens.length >= 3) add(items, top.id, sentence.index);
  }
  return [...items].map(([id, sentences]) => ({ id, sentences }));
}

function add(items: Map<string, number[]>, id: string, sentence: number): void {
  const list = items.get(id) ?? [];
  list.push(sentence);
  items.set(id, list);
}
