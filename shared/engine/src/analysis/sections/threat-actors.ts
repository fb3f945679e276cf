import type { AnalysisContext } from '../context';
import type { CorpusSentence } from '../corpus';
import { THREAT } from '../cues';
import { ruleBody } from '../requirements';
import { namedUnits } from './named-units';

const THREAT_WORD = new RegExp(`^(?:${THREAT.source})$`, 'i');

/** Nouns that name an actor without naming who ("the adversary"). */
export const ACTOR_NOUNS: ReadonlyMap<string, string> = new Map(
  'adversary adversaries enemy enemies insurgent insurgents militia militias hacker hackers terrorist terrorists attacker attackers proxy proxies rival rivals opponent opponents'
    .split(' ')
    .map((w) => [w, w.replace(/ies$/, 'y').replace(/s$/, '')]),
);

// Entity types that are never an actor: a system, a date or a figure is something an actor has or does.
const NOT_ACTOR_TYPES = new Set(['equipment', 'date', 'place']);

/** A proper name of a sentence: its words as written and its token range. */
interface NameSpan {
  readonly name: string;
  readonly from: number;
  readonly to: number;
}

const ALL_CAPS = /^[\p{Lu}][\p{Lu}\p{N}-]{2,}$/u;

/**
 * The proper names of a sentence: runs of proper nouns in the same style (a capitalised word starts a
 * run of capitalised words; a word in capitals stands alone, since "REDLAND KESTREL" is two names),
 * leaving out equipment and dates the entity recogniser knows.
 */
function properNames(ctx: AnalysisContext, sentence: CorpusSentence): NameSpan[] {
  const excluded = (ctx.entitiesBySentence.get(sentence.index) ?? []).filter((m) =>
    NOT_ACTOR_TYPES.has(m.type),
  );
  const names: NameSpan[] = [];
  const tokens = sentence.tokens;
  let i = 0;
  while (i < tokens.length) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    // "Spear-phishing" is a compound word, not a name; "Scenario C" labels a list item.
    const compound =
      next?.value === '-' &&
      next.start === t.end &&
      tokens[i + 2]?.start === next.end &&
      /^\p{Ll}/u.test(tokens[i + 2]!.value);
    const isName =
      t.kind === 'word' &&
      t.value.length > 1 &&
      !compound &&
      (t.pos === 'PROPN' || ALL_CAPS.test(t.value)) &&
      /^\p{Lu}/u.test(t.value) &&
      !ACTOR_NOUNS.has(t.lower) &&
      !excluded.some((m) => t.start < m.end && t.end > m.start);
    if (!isName) {
      i += 1;
      continue;
    }
    let j = i + 1;
    // A hyphenated name is one name ("Al-Rashid", "SANDWORM-7").
    while (
      j + 1 < tokens.length &&
      tokens[j]!.value === '-' &&
      tokens[j]!.start === tokens[j - 1]!.end &&
      tokens[j + 1]!.start === tokens[j]!.end &&
      /^[\p{Lu}\p{N}]/u.test(tokens[j + 1]!.value)
    )
      j += 2;
    if (!ALL_CAPS.test(t.value)) {
      while (
        j < tokens.length &&
        tokens[j]!.pos === 'PROPN' &&
        /^\p{Lu}[\p{Ll}]/u.test(tokens[j]!.value) &&
        !excluded.some((m) => tokens[j]!.start < m.end && tokens[j]!.end > m.start)
      )
        j += 1;
    }
    // A capitalised word opening the sentence is a name only when the tagger says so.
    if (!(i === 0 && j === 1 && t.pos !== 'PROPN' && !ALL_CAPS.test(t.value))) {
      names.push({
        name: sentence.text
          .slice(tokens[i]!.start - sentence.start, tokens[j - 1]!.end - sentence.start)
          .replace(/\s+/g, ' ')
          .replace(/'s$/, ''),
        from: i,
        to: j,
      });
    }
    i = j;
  }
  return names;
}

// What may stand between a name and the noun that describes it: "REDLAND (a fictional adversary)",
// "the adversary, REDLAND".
const APPOSITION_POS = new Set(['DET', 'ADJ', 'PUNCT']);

/**
 * Whether a name and an actor noun are one description ("REDLAND (fictional adversary)", "the Black Hand
 * cell, an insurgent group"): only the name's own head nouns, punctuation, articles and adjectives stand
 * between. An actor noun in capitals belongs to a heading ("2. ENEMY ACTIVITY"), never to a name.
 */
function inApposition(sentence: CorpusSentence, name: NameSpan, at: number): boolean {
  if (ALL_CAPS.test(sentence.tokens[at]!.value)) return false;
  let between = name.to <= at ? sentence.tokens.slice(name.to, at) : sentence.tokens.slice(at + 1, name.from);
  if (name.from > at) {
    // The noun's own head nouns ("hacker group") may stand before the naming phrase.
    const head = between.findIndex((t) => t.pos !== 'NOUN');
    if (head > 0 && /^(?:known|called|named|dubbed|calling|which)$/.test(between[head]!.lower))
      between = between.slice(head);
  }
  if (name.to <= at) {
    const head = between.findIndex((t) => t.pos !== 'NOUN');
    between = head === -1 ? [] : between.slice(head);
  }
  // "the hacker group known as SANDWORM-7": a naming phrase ties the noun to the name that follows.
  const words = between.map((t) => t.lower).join(' ');
  if (
    name.from > at &&
    /(?:^|\s)(?:known as|called|named|dubbed|calling itself|which calls itself)$/.test(words)
  )
    return true;
  return between.every((t) => APPOSITION_POS.has(t.pos) && t.value !== '.');
}

// Words that mark a name as one's own side, not the threat: "friendly forces", "our 2nd Battalion".
const FRIENDLY = /^(?:friendly|our|own|allied|coalition|BLUFOR|partner)$/i;
// Entity types that can act: a unit, an organisation, a person.
const ACTOR_TYPES = new Set(['unit', 'organization', 'person']);

/** A title line written in capitals ("S2 THREAT UPDATE: GPS JAMMING ALONG MSR TAMPA"): not a statement. */
function isCapitalsLine(sentence: CorpusSentence): boolean {
  const letters = sentence.text.replace(/[^\p{L}]/gu, '');
  return letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length / letters.length >= 0.6;
}

/** Index of the first word of a sentence, after its list marker or paragraph number. */
function firstWord(sentence: CorpusSentence): number {
  const offset = sentence.start + sentence.text.length - ruleBody(sentence.text).length;
  return sentence.tokens.findIndex((t) => t.kind === 'word' && t.start >= offset);
}

/** Whether a word opens the sentence, or a clause after a label ("Scenario D - Loss of ...", "Risk: Loss"). */
function opensClause(sentence: CorpusSentence, at: number): boolean {
  if (at <= firstWord(sentence)) return true;
  const before = sentence.tokens[at - 1]!;
  return before.kind !== 'word' && /^[-–—:]$/.test(before.value);
}

/**
 * Whether a capitalised word that opens a sentence is a name: the document writes it capitalised where
 * capitals are not due too ("Krasnovia" mid-sentence), or in capitals. "Local" opening "Local criminal
 * networks ..." is not.
 */
function nameElsewhere(ctx: AnalysisContext, sentence: CorpusSentence, name: string, at: number): boolean {
  if (ALL_CAPS.test(name)) return true;
  const doc = ctx.corpus.documents[sentence.doc]!;
  for (let i = doc.sentenceStart; i < doc.sentenceEnd; i += 1) {
    const other = ctx.corpus.sentences[i]!;
    const start = firstWord(other);
    // Mid-sentence, and not the first word of a longer name ("Ground" of "Harrow Point Ground Station").
    const first = name.split(/[\s-]/)[0]!;
    if (
      other.tokens.some(
        (t, k) =>
          k > start &&
          !(other === sentence && k === at) &&
          t.value.startsWith(first) &&
          (name.includes(' ') || !/^\p{Lu}/u.test(other.tokens[k + 1]?.value ?? '')),
      )
    )
      return true;
  }
  return false;
}

/**
 * The actor a threat statement names as its subject: the first unit, organisation, person or proper name
 * before its first verb ("The 43rd EW Battalion jams ...", "Krasnovia intends ..."), unless the sentence
 * marks it as friendly.
 */
function subjectName(
  ctx: AnalysisContext,
  sentence: CorpusSentence,
  spans: readonly NameSpan[],
): string | undefined {
  if (isCapitalsLine(sentence)) return undefined;
  const tokens = sentence.tokens;
  // The verb, or the threat word when the tagger took the verb for a noun ("... Company jams GPS").
  const verb = tokens.findIndex(
    (t, i) =>
      i > 0 && (t.pos === 'VERB' || t.pos === 'AUX' || (t.kind === 'word' && THREAT_WORD.test(t.value))),
  );
  if (verb <= 0) return undefined;
  const verbStart = tokens[verb]!.start;
  const friendlyBefore = (start: number) =>
    tokens.some((t) => t.start < start && t.start >= start - 40 && FRIENDLY.test(t.value));
  // A name after a preposition ("Fishing boats from Port Ilya") is not the subject.
  const afterPreposition = (start: number) => {
    const before = tokens.filter((t) => t.end <= start).at(-1);
    return before?.pos === 'ADP';
  };
  // "The attacker" names nobody: its actor noun is reported by the noun, or for the name a document ties to it.
  const namesSomeone = (name: string) =>
    name
      .toLowerCase()
      .split(/\s+/)
      .some((w) => !/^(?:the|a|an)$/.test(w) && !ACTOR_NOUNS.has(w));
  const entity = (ctx.entitiesBySentence.get(sentence.index) ?? []).find(
    (m) =>
      ACTOR_TYPES.has(m.type) && m.start < verbStart && !afterPreposition(m.start) && namesSomeone(m.name),
  );
  const span = spans
    .filter((n) => !afterPreposition(tokens[n.from]!.start))
    .find(
      (n) =>
        n.from < verb &&
        (!opensClause(sentence, n.from) || n.to - n.from > 1 || nameElsewhere(ctx, sentence, n.name, n.from)),
    );
  const spanStart = span ? tokens[span.from]!.start : Infinity;
  if (entity && entity.start <= spanStart) return friendlyBefore(entity.start) ? undefined : entity.name;
  if (span && !friendlyBefore(spanStart)) return span.name;
  return undefined;
}

/** A threat actor: the name the documents give it, and the threat statements that name or mean it. */
export interface ThreatActor {
  readonly name: string;
  readonly sentences: readonly number[];
  readonly documents: ReadonlySet<number>;
}

/**
 * The threat actors of the selected documents, by their own proper names. A name is an actor when a
 * document ties it to an actor noun in apposition ("REDLAND (fictional adversary)", "the enemy,
 * REDLAND"). An actor noun of a threat statement that names nobody
 * counts for the name its document ties to that noun; only when no document names anyone is the noun
 * itself reported ("The adversary").
 */
export function threatActors(ctx: AnalysisContext, threatSentences: readonly number[]): ThreatActor[] {
  // Structure first: an S2 product that designates its enemy units and groups names its actors by them.
  // The whole of a document that makes threat statements is read: its enemy paragraphs ("The 212th ...
  // holds the crossing sites") need not use a threat word.
  const threatDocuments = new Set(threatSentences.map((i) => ctx.corpus.sentences[i]!.doc));
  const designated = namedUnits(
    ctx,
    ctx.corpus.sentences.filter((s) => threatDocuments.has(s.doc)).map((s) => s.index),
  );
  if (designated.length > 0) return sortActors(designated);
  const namesOf = new Map<number, NameSpan[]>();
  const names = (s: CorpusSentence) => {
    let list = namesOf.get(s.index);
    if (!list) {
      list = properNames(ctx, s);
      namesOf.set(s.index, list);
    }
    return list;
  };
  const nounsOf = (s: CorpusSentence) =>
    s.tokens.flatMap((t, i) =>
      ACTOR_NOUNS.has(t.lower) ? [{ noun: ACTOR_NOUNS.get(t.lower)!, at: i }] : [],
    );

  // Which name each document ties to each actor noun, and how often.
  const ties = new Map<string, Map<string, number>>();
  const tie = (key: string, name: string) => {
    const counts = ties.get(key) ?? new Map<string, number>();
    counts.set(name, (counts.get(name) ?? 0) + 1);
    ties.set(key, counts);
  };
  const tiedNames = new Set<string>();
  for (const s of ctx.corpus.sentences) {
    const nouns = nounsOf(s);
    if (nouns.length === 0) continue;
    const spans = names(s);
    for (const { noun, at } of nouns) {
      const tied = spans.find((n) => inApposition(s, n, at));
      if (!tied) continue;
      tiedNames.add(tied.name);
      tie(`${s.doc}:${noun}`, tied.name);
      tie(`*:${noun}`, tied.name);
    }
  }
  const tiedTo = (doc: number, noun: string): string | undefined => {
    const counts = ties.get(`${doc}:${noun}`) ?? ties.get(`*:${noun}`);
    if (!counts) return undefined;
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
  };

  const actors = new Map<string, { sentences: number[]; documents: Set<number> }>();
  const note = (name: string, sentence: CorpusSentence) => {
    const entry = actors.get(name) ?? { sentences: [], documents: new Set<number>() };
    if (entry.sentences.at(-1) !== sentence.index) entry.sentences.push(sentence.index);
    entry.documents.add(sentence.doc);
    actors.set(name, entry);
  };
  for (const index of threatSentences) {
    const s = ctx.corpus.sentences[index]!;
    const named = names(s).filter((n) => tiedNames.has(n.name));
    for (const n of named) note(n.name, s);
    const subject = subjectName(ctx, s, names(s));
    if (subject && !named.some((n) => n.name === subject || subject.includes(n.name))) note(subject, s);
    if (named.length > 0 || subject) continue;
    for (const { noun } of nounsOf(s)) {
      // An actor noun in capitals is a heading word ("ENEMY ACTIVITY"), not an actor.
      if (
        ALL_CAPS.test(
          s.tokens.find((t) => t.lower === noun || ACTOR_NOUNS.get(t.lower) === noun)?.value ?? '',
        )
      )
        continue;
      const tied = tiedTo(s.doc, noun);
      // Threat actors are named actors: a bare noun is reported only when no document names anyone.
      if (tied) note(tied, s);
      else if (tiedNames.size === 0) note(`the ${noun}`, s);
    }
  }
  return sortActors(
    [...actors.entries()].map(([name, e]) => ({ name, sentences: e.sentences, documents: e.documents })),
  );
}

/** Actors named most often first, then in most documents, then by name. */
function sortActors(actors: ThreatActor[]): ThreatActor[] {
  return actors.sort(
    (a, b) =>
      b.sentences.length - a.sentences.length ||
      b.documents.size - a.documents.size ||
      (a.name < b.name ? -1 : 1),
  );
}
