import { execAll } from '../../text/exec-all';
import { cite, type Corpus, type CorpusSentence } from '../corpus';
import { parseDate } from '../dates';
import type { Citation, EntityFinding, EntityType } from '../types';
import { gazetteerWordSpans } from './gazetteer-words';
import { EQUIPMENT_NAMES, ORGANIZATION_NAMES, PLACE_NAMES, UNIT_NAMES } from './gazetteers';

/** One mention of an entity in a sentence (page offsets). */
export interface EntityMention {
  readonly type: EntityType;
  /** Canonical name (gazetteer name, or the words as written). */
  readonly name: string;
  readonly sentence: number;
  readonly doc: number;
  readonly start: number;
  readonly end: number;
}

type GazetteerType = 'unit' | 'organization' | 'place' | 'equipment';

interface Gazetteer {
  /** First word of a written form -> the forms that start with it, longest first. */
  readonly byFirstWord: ReadonlyMap<
    string,
    ReadonlyArray<{ form: string; type: GazetteerType; name: string }>
  >;
  /** 1 at the code of each character a form starts with (first code unit). */
  readonly firstCodes: Uint8Array;
}

// Names are looked up by their first word and then compared in place: one pass over the words of a
// sentence, where a regular expression of hundreds of names was tried name by name at every
// position.
function gazetteer(
  lists: ReadonlyArray<readonly [GazetteerType, readonly (readonly string[])[]]>,
): Gazetteer {
  const byFirstWord = new Map<string, Array<{ form: string; type: GazetteerType; name: string }>>();
  const seen = new Set<string>();
  for (const [type, entries] of lists) {
    for (const [name, ...aliases] of entries) {
      for (const form of [name!, ...aliases]) {
        if (seen.has(form)) continue;
        seen.add(form);
        const first = form.split(' ')[0]!;
        const list = byFirstWord.get(first) ?? [];
        list.push({ form, type, name: name! });
        byFirstWord.set(first, list);
      }
    }
  }
  for (const list of byFirstWord.values()) list.sort((a, b) => b.form.length - a.form.length);
  const firstCodes = new Uint8Array(0x10000);
  for (const word of byFirstWord.keys()) firstCodes[word.charCodeAt(0)] = 1;
  return { byFirstWord, firstCodes };
}

function gazetteerMatches(
  text: string,
  g: Gazetteer,
): Array<{ start: number; end: number; type: GazetteerType; name: string }> {
  const out: Array<{ start: number; end: number; type: GazetteerType; name: string }> = [];
  let after = 0;
  const spans = gazetteerWordSpans(text);
  for (let k = 0; k < spans.length; k += 2) {
    const start = spans[k]!;
    // Most words cannot open a name ("the", "moved"): they are passed over without being cut out.
    if (start < after || g.firstCodes[text.charCodeAt(start)] === 0) continue;
    const word = text.slice(start, spans[k + 1]);
    // A word read with its closing dots ("Varna." at the end of a sentence) is also looked up without.
    const candidates =
      g.byFirstWord.get(word) ??
      (word.endsWith('.') ? g.byFirstWord.get(word.replace(/\.+$/, '')) : undefined);
    if (!candidates) continue;
    const before = text[start - 1];
    if (before !== undefined && /[\w-]/.test(before)) continue;
    for (const c of candidates) {
      const end = start + c.form.length;
      if (text.startsWith(c.form, start) && !/[\w-]/.test(text[end] ?? ' ')) {
        out.push({ start, end, type: c.type, name: c.name });
        after = end;
        break;
      }
    }
  }
  return out;
}

const UNIT_NOUNS =
  'Battalion|Brigade|Brigade Combat Team|Division|Regiment|Squadron|Wing|Group|Company|Battery|Troop|Corps|Fleet|Army|Marines|Cavalry|Infantry|Artillery|Engineers|Detachment|Flight|Space Wing|Air Wing|Expeditionary Force';
const RANKS =
  'General|Gen|Lieutenant General|Lt Gen|LtGen|Major General|Maj Gen|MajGen|Brigadier General|Brig Gen|BGen|Colonel|Col|Lieutenant Colonel|Lt Col|LtCol|LTC|Major|Maj|Captain|Capt|CPT|Lieutenant|Lt|1st Lt|2nd Lt|Sergeant|Sgt|SSgt|TSgt|MSgt|SMSgt|CMSgt|Chief Master Sergeant|Command Sergeant Major|CSM|SGM|Admiral|Adm|Vice Admiral|VADM|Rear Admiral|RADM|Commander|Cdr|CDR|Dr|Mr|Mrs|Ms|Secretary|Minister|President|Ambassador|Senator|General Secretary';
const NAME = "(?:[A-Z][a-z'-]+|[A-Z]\\.)(?:\\s(?:[A-Z][a-z'-]+|[A-Z]\\.)){0,2}";
const ORG_NOUNS =
  'Command|Agency|Center|Centre|Ministry|Directorate|Headquarters|Office|Council|Organization|Organisation|Bureau|Administration|Institute|Laboratory|Corporation|Guard|Service|Authority';

/** Patterns for names that follow a shape rather than a list. */
const PATTERNS: ReadonlyArray<{ type: EntityType; pattern: RegExp }> = [
  {
    type: 'unit',
    pattern: new RegExp(`\\b\\d{1,3}(?:st|nd|rd|th)(?:\\s[A-Z][\\w-]*){0,3}?\\s(?:${UNIT_NOUNS})\\b`, 'g'),
  },
  {
    type: 'unit',
    pattern:
      /\b(?:Space Delta|Mission Delta|Space Base Delta|Task Force|Joint Task Force|Combined Task Force|Carrier Strike Group|Expeditionary Strike Group|CTF|JTF)[\s-]\d{1,3}(?:-\d{1,2})?\b/g,
  },
  { type: 'unit', pattern: /\b[IVX]{1,4}\s(?:Corps|Marine Expeditionary Force|MEF)\b/g },
  { type: 'person', pattern: new RegExp(`\\b(?=[A-Z0-9])(?:${RANKS})\\.?\\s${NAME}`, 'g') },
  {
    type: 'place',
    pattern:
      /\b(?:Fort|Camp|Joint Base|Naval Station|Naval Air Station|Naval Base)\s[A-Z][a-z]+(?:[\s-][A-Z][a-z]+)?\b/g,
  },
  { type: 'place', pattern: /\b(?:Route|Objective|Phase Line|Checkpoint|Grid)\s[A-Z][A-Z0-9-]{1,}\b/g },
  {
    type: 'place',
    pattern:
      /\b[A-Z][a-z]+(?:\s[A-Z][a-z]+)?\s(?:Air Force Base|Space Force Base|AFB|SFB|Air Base|Army Airfield)\b/g,
  },
  { type: 'organization', pattern: new RegExp(`\\b(?:[A-Z][a-z]+\\s){1,4}(?:${ORG_NOUNS})\\b`, 'g') },
  {
    type: 'equipment',
    pattern:
      /\b(?:AN\/[A-Z]{3}-\d{1,3}[A-Z]?|(?!FY|Q|JTF|CTF)[A-Z]{1,3}-\d{1,3}[A-Z]?|M\d{1,3}A\d)(?![\w-])/g,
  },
  { type: 'date', pattern: /\b\d{6}Z\s?(?:JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC)\s?\d{2,4}\b/g },
  { type: 'date', pattern: /\bFY\s?\d{2}(?:\d{2})?\b/g },
  {
    type: 'date',
    pattern: /\b(?:Q[1-4]|(?:first|second|third|fourth) quarter(?: of)?)\s(?:FY\s?)?\d{2,4}\b/gi,
  },
];

// Capitalised sentence openers that the organisation pattern would otherwise take for a name.
const NOT_A_NAME_START =
  /^(?:The|A|An|This|That|These|Those|Our|Their|Its|Each|Every|All|No|Any|Some|Such|Higher|Next|Local|Regional|National|Senior|Joint)\s/;

let names: Gazetteer | undefined;

function gazetteers(): Gazetteer {
  names ??= gazetteer([
    ['unit', UNIT_NAMES],
    ['organization', ORGANIZATION_NAMES],
    ['place', PLACE_NAMES],
    ['equipment', EQUIPMENT_NAMES],
  ]);
  return names;
}

// Gazetteer names outrank shapes; among equals, the longer match wins.
const PRIORITY: Readonly<Record<string, number>> = { gazetteer: 2, pattern: 1, model: 0 };

type RankedMention = EntityMention & { readonly priority: number };

// A module function rather than a closure made for every sentence.
function mentionIn(
  sentence: CorpusSentence,
  type: EntityType,
  name: string,
  start: number,
  end: number,
  priority: number,
): RankedMention {
  return {
    type,
    name,
    sentence: sentence.index,
    doc: sentence.doc,
    start: sentence.start + start,
    end: sentence.start + end,
    priority,
  };
}

/** Entity mentions of one sentence, overlaps resolved (longest, then gazetteer first). */
export function sentenceEntities(sentence: CorpusSentence): EntityMention[] {
  const found: RankedMention[] = [];
  const text = sentence.text;

  for (const m of gazetteerMatches(text, gazetteers()))
    found.push(mentionIn(sentence, m.type, m.name, m.start, m.end, PRIORITY.gazetteer!));
  for (const { type, pattern } of PATTERNS) {
    for (const m of execAll(pattern, text)) {
      let name = m[0].replace(/\s+/g, ' ');
      if (type === 'organization' && NOT_A_NAME_START.test(name)) continue;
      if (type === 'person') name = name.replace(/\.(?=\s)/, '');
      found.push(mentionIn(sentence, type, name, m.index, m.index + m[0].length, PRIORITY.pattern!));
    }
  }
  // Dates from the language model, when they carry a year or a day and month.
  for (const e of sentence.entities) {
    if (e.type !== 'DATE') continue;
    let start = e.start - sentence.start;
    // The model takes "by", "on", "until" ... into the date; the date is what follows.
    const lead = /^(?:by|on|in|until|till|before|after|from|since|through|during|NLT|no later than)\s+/i.exec(
      text.slice(start, e.end - sentence.start),
    );
    if (lead) start += lead[0].length;
    const surface = text.slice(start, e.end - sentence.start);
    if (!/\d/.test(surface) || !/[A-Za-z]{3}|\d{4}|\d-\d/.test(surface)) continue;
    found.push(mentionIn(sentence, 'date', surface, start, e.end - sentence.start, PRIORITY.model!));
  }
  if (found.length === 0) return [];

  // Longest first, gazetteer before shapes; then keep what does not overlap a better match.
  found.sort((a, b) => b.end - b.start - (a.end - a.start) || b.priority - a.priority || a.start - b.start);
  const kept: RankedMention[] = [];
  for (const f of found) if (!kept.some((k) => k.start < f.end && k.end > f.start)) kept.push(f);
  kept.sort((a, b) => a.start - b.start);
  return kept.map(({ type, name, sentence: index, doc, start, end }) => ({
    type,
    name,
    sentence: index,
    doc,
    start,
    end,
  }));
}

/** Entity mentions of the whole corpus, in reading order. */
export function corpusEntities(corpus: Corpus): EntityMention[] {
  return corpus.sentences.flatMap(sentenceEntities);
}

function entityKey(mention: EntityMention): string {
  if (mention.type === 'date') {
    const date = parseDate(mention.name);
    if (date) return `date:${date.time}:${date.precision}`;
  }
  return `${mention.type}:${mention.name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()}`;
}

/**
 * Groups mentions into entities with counts and citations (the first mention in each document,
 * at most five), most mentioned first.
 */
export function summariseEntities(corpus: Corpus, mentions: readonly EntityMention[]): EntityFinding[] {
  const groups = new Map<string, { mentions: EntityMention[]; docs: Set<number> }>();
  for (const mention of mentions) {
    const key = entityKey(mention);
    const group = groups.get(key) ?? { mentions: [], docs: new Set<number>() };
    group.mentions.push(mention);
    group.docs.add(mention.doc);
    groups.set(key, group);
  }
  const out: EntityFinding[] = [];
  for (const group of groups.values()) {
    const first = group.mentions[0]!;
    const citations: Citation[] = [];
    const cited = new Set<number>();
    for (const m of group.mentions) {
      if (cited.has(m.doc) || citations.length >= 5) continue;
      cited.add(m.doc);
      citations.push(cite(corpus, corpus.sentences[m.sentence]!, m));
    }
    out.push({
      name: first.name,
      type: first.type,
      mentions: group.mentions.length,
      documentCount: group.docs.size,
      citations,
    });
  }
  return out.sort(
    (a, b) =>
      b.documentCount - a.documentCount ||
      b.mentions - a.mentions ||
      a.type.localeCompare(b.type) ||
      a.name.localeCompare(b.name),
  );
}
