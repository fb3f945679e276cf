import type { AnalysisContext } from '../context';
import type { CorpusSentence } from '../corpus';

/** Nouns that name an actor without naming who ("the adversary"). */
export const ACTOR_NOUNS: ReadonlyMap<string, string> = new Map(
  'adversary adversaries enemy enemies insurgent insurgents militia militias hacker hackers terrorist terrorists attacker attackers proxy proxies rival rivals opponent opponents'
    .split(' ')
    .map((w) => [w, w.replace(/ies$/, 'y').replace(/s$/, '')]),
);

// Entity types that are never an actor: a system, a date or a figure is something an actor has or does.
const NOT_ACTOR_TYPES = new Set(['equipment', 'date']);

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
    const isName =
      t.kind === 'word' &&
      (t.pos === 'PROPN' || ALL_CAPS.test(t.value)) &&
      /^\p{Lu}/u.test(t.value) &&
      !ACTOR_NOUNS.has(t.lower) &&
      !excluded.some((m) => t.start < m.end && t.end > m.start);
    if (!isName) {
      i += 1;
      continue;
    }
    let j = i + 1;
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
        name: tokens
          .slice(i, j)
          .map((w) => w.value)
          .join(' ')
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

/** Whether a name and an actor noun are one description ("REDLAND (fictional adversary)"). */
function inApposition(sentence: CorpusSentence, name: NameSpan, at: number): boolean {
  const between =
    name.to <= at ? sentence.tokens.slice(name.to, at) : sentence.tokens.slice(at + 1, name.from);
  return between.every((t) => APPOSITION_POS.has(t.pos) && t.value !== '.');
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
    if (named.length > 0) continue;
    for (const { noun } of nounsOf(s)) note(tiedTo(s.doc, noun) ?? `the ${noun}`, s);
  }
  return [...actors.entries()]
    .map(([name, e]) => ({ name, sentences: e.sentences, documents: e.documents }))
    .sort(
      (a, b) =>
        b.sentences.length - a.sentences.length ||
        b.documents.size - a.documents.size ||
        (a.name < b.name ? -1 : 1),
    );
}
