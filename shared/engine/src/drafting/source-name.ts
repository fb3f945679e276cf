import { expandQuery } from '../search/query-expansion';
import { DOCUMENT_NOUNS } from './passage-cues';

/**
 * The short name a staff officer gives a source in running prose: "the REDLAND intelligence brief" for
 * "Intelligence Brief - REDLAND Counterspace and EW Posture Ahead of STEEL HORIZON 26". It is built from
 * the kind of document the title names (brief, plan, guide ...), long phrases shortened to their
 * acronyms (command and control to C2), and, when that leaves a short name, the first proper name
 * of the rest of the title as a qualifier. A title that names no kind of document is quoted whole.
 */
const TYPE_WORD = new RegExp(`^(?:${DOCUMENT_NOUNS}|programme|program)$`, 'i');
const SEPARATOR = /\s+[-\u2013\u2014:]\s+|:\s+/;
const YEAR_RANGE = /\s*\b(?:19|20)\d{2}(?:\s*[-\u2013]\s*(?:19|20)?\d{2,4})?\b/g;
const SMALL = new Set(['and', 'of', 'the', 'for', 'on', 'in', 'to', 'a', 'an', 'at', 'with']);
const MAX_TYPE_WORDS = 4;

// Words as prose writes them inside a sentence: acronyms, codes and names keep their capitals.
function proseWord(word: string): string {
  // "Annex D", "Company A": a letter that designates keeps its capital.
  if (/[A-Z].*[A-Z]|\d|^[A-Z]\W*$/.test(word)) return word;
  return word.toLowerCase();
}

// Replaces the long forms the acronym list knows ("Positioning, Navigation and Timing") by the acronym.
function withAcronyms(phrase: string): string {
  let out = phrase;
  for (const step of expandQuery(phrase).steps) {
    if (step.kind !== 'expansion') continue;
    const words = step.from.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const pattern = new RegExp(`\\b${words.join('\\W+(?:and\\W+)?')}\\b`, 'i');
    out = out.replace(pattern, step.to);
  }
  return out;
}

// "Space Operations Center C2 Operating Procedures": an organisation's name is written as its initials
// (SOC) when the kind of document would otherwise take a long name.
const ORGANISATION =
  /\b((?:[A-Z][a-z]+\s+){1,4}(?:Center|Centre|Command|Agency|Office|Squadron|Group|Directorate|Cell|Division|Force))\b/;
function withInitials(phrase: string): string {
  if (phrase.split(/\s+/).length <= MAX_TYPE_WORDS) return phrase;
  return phrase.replace(ORGANISATION, (name) =>
    name
      .split(/\s+/)
      .map((w) => w[0])
      .join(''),
  );
}

/** The first run of capitals or a code in a phrase ("REDLAND", "TST-40", "STEEL HORIZON 26"). */
function qualifierOf(phrase: string): string | null {
  const m = /\b([A-Z]{3,}[\w-]*|[A-Z]+-\d+\w*)(?:\s+(?:[A-Z]{2,}[\w-]*|\d+\b))*/.exec(phrase);
  return m ? m[0] : null;
}

/** A source's short name, with "the" ("the training plan"), or its title in quotes. */
export function sourceShortName(title: string): string {
  const clean = title.replace(/\s+/g, ' ').trim();
  const parts = clean.split(SEPARATOR).map((p) =>
    p
      .replace(YEAR_RANGE, '')
      .replace(/[,.;]+$/, '')
      .trim(),
  );
  const typed = parts.findIndex((p) => p.split(/\s+/).some((w) => TYPE_WORD.test(w.replace(/\W+$/, ''))));
  if (typed === -1) return `"${clean}"`;
  const words = withInitials(withAcronyms(parts[typed]!)).split(/\s+/);
  let last = -1;
  words.forEach((w, i) => {
    if (TYPE_WORD.test(w.replace(/\W+$/, ''))) last = i;
  });
  let kept = words.slice(0, last + 1).map((w) => w.replace(/,$/, ''));
  if (kept.length > MAX_TYPE_WORDS) {
    const cut = kept.length - MAX_TYPE_WORDS;
    kept = kept.slice(cut);
    // A run of capitals cut in two ("ZEPHYR LANTERN convoy ...") is dropped rather than halved.
    if (/^[A-Z]{3,}/.test(kept[0]!) && /^[A-Z]{3,}/.test(words[cut - 1] ?? '')) {
      while (kept.length > 1 && /^[A-Z]{3,}/.test(kept[0]!)) kept = kept.slice(1);
    }
    // So is a designation cut from what it designates ("Annex D night convoy SOP" is never "the D night
    // convoy SOP"): a letter, number or numeral standing first without its noun.
    while (kept.length > 1 && /^(?:[A-Z]|\d+|[IVX]+)\W*$/.test(kept[0]!)) kept = kept.slice(1);
  }
  while (kept.length > 1 && SMALL.has(kept[0]!.toLowerCase())) kept = kept.slice(1);
  const typeName = kept.map(proseWord).join(' ');
  const rest = parts.filter((_, i) => i !== typed).join(' ');
  const qualifier = kept.length <= 2 ? qualifierOf(rest) : null;
  return `the ${qualifier && !typeName.includes(qualifier) ? `${qualifier} ` : ''}${typeName}`;
}

/**
 * Short names for the sources of one draft: a name two different documents would share is replaced by
 * each document's quoted title, so that every name points at one source.
 */
export function sourceNames(
  sources: ReadonlyArray<{ documentId: string; title: string }>,
): Map<string, string> {
  const byId = new Map<string, string>();
  for (const s of sources) if (!byId.has(s.documentId)) byId.set(s.documentId, sourceShortName(s.title));
  const counts = new Map<string, Set<string>>();
  for (const [id, name] of byId) counts.set(name, (counts.get(name) ?? new Set()).add(id));
  for (const s of sources) {
    if ((counts.get(byId.get(s.documentId)!)?.size ?? 0) > 1) byId.set(s.documentId, `"${s.title}"`);
  }
  return byId;
}
