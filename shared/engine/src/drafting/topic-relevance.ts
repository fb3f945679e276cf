import { expandQuery } from '../search/query-expansion';
import { isStopWord } from '../text/stop-words';
import { contentTerms, lowerWords, termKey, wordTokens } from '../text/tokenize';
import type { PassageReading } from './passage-kinds';

/**
 * What a request is about, to keep only the passages that bear on it. The subject of an intent is split
 * at its prepositions: the first phrase is the topic ("GPS jamming risk"), the rest its scope ("to the
 * exercise ground station"). Words that name an aspect rather than a topic (risk, gaps, standards,
 * procedures) and words of time (last, next) are not required of a passage.
 */
export interface IntentTopic {
  /** Stemmed terms a passage must share (enough of them) to be used, in the subject's order. */
  readonly topic: readonly string[];
  /** Topic terms written as names or acronyms in the subject ("GPS", "KESTREL"): specific on their own. */
  readonly names: readonly string[];
  /** The head of each coordinated part of the topic: "manning" and "retention" of "space operator manning and retention". */
  readonly heads: readonly string[];
  /** Stemmed terms of the scope: they raise a passage's relevance but are not required. */
  readonly scope: readonly string[];
  /** Stemmed aspect words of the topic ("gaps", "risk"): they raise relevance but are not required. */
  readonly aspects: readonly string[];
  /** Other forms of topic terms (acronyms, expansions, variants): each alternative, the topic terms it stands for. */
  readonly alternatives: ReadonlyArray<{
    readonly terms: readonly string[];
    readonly covers: readonly string[];
  }>;
}

const ASPECT_WORDS = new Set(
  (
    'risk risks gap gaps issue issues status option options impact impacts implication implications update ' +
    'updates overview summary assessment assessments review reviews report reports plan plans procedure ' +
    'procedures standard standards proposal recommendation recommendations concern concerns problem ' +
    'problems challenge challenges question questions lesson lessons way progress operation operations ' +
    'matter matters topic subject state posture situation picture effect effects brief briefing ' +
    'requirement requirements policy policies strategy'
  ).split(' '),
);
const TIME_WORDS = new Set(
  'last next previous latest upcoming current recent new annual future past first final coming this'.split(
    ' ',
  ),
);
// "to" before a verb is an infinitive ("1st Brigade to secure ..."), not a preposition.
const SPLIT =
  /\s+(?:to(?!\s+(?:secure|seize|defend|support|conduct|clear|protect|establish|deliver|move|resupply|provide|prepare|build|train|improve|reduce|restore|maintain|deploy|occupy|destroy|block|retain|attack|enable)\b)|for|on|at|against|during|in|from|with|by|about|regarding|into|across|within|under|over|near|after|before|toward|towards)\s+/i;
// "KESTREL reconnaissance of Harrow Point": the phrase after "of" is scope when two words come before
// it; "change of command" stays whole.
const OF_SPLIT = /^((?:\S+\s+){1,}\S+)\s+of\s+(.+)$/i;

const termsOf = (text: string) => [...new Set(contentTerms(text))];
/** Stemmed content terms of a phrase, without time words, and without aspect words unless told to keep them. */
const topicTermsOf = (text: string, keepAspects = false) => [
  ...new Set(
    lowerWords(text)
      .filter((w) => !isStopWord(w) && !TIME_WORDS.has(w) && (keepAspects || !ASPECT_WORDS.has(w)))
      .map(termKey),
  ),
];

function chunksOf(subject: string): string[] {
  const chunks = subject.split(SPLIT).filter((c) => c.trim().length > 0);
  const first = chunks[0] ?? subject;
  const of = OF_SPLIT.exec(first);
  if (of && topicTermsOf(of[1]!).length >= 2) return [of[1]!, of[2]!, ...chunks.slice(1)];
  return chunks;
}

/** The topic and scope of a request's subject. */
export function intentTopic(subject: string): IntentTopic {
  const chunks = chunksOf(subject);
  let topicIndex = chunks.findIndex((c) => topicTermsOf(c).length > 0);
  if (topicIndex === -1) topicIndex = 0;
  const topicText = chunks[topicIndex] ?? subject;
  const all = topicTermsOf(topicText, true);
  let topic = topicTermsOf(topicText);
  // "commander update brief" is not about "commander" alone: a topic left with one word by taking the
  // aspect words away keeps them.
  const keptAspects = topic.length < 2 && all.length >= 2;
  if (keptAspects) topic = all;
  if (topic.length === 0) topic = termsOf(subject);
  const aspects = all.filter((t) => !topic.includes(t));
  const scope = topicTermsOf(chunks.filter((_, i) => i !== topicIndex).join(' ')).filter(
    (t) => !topic.includes(t),
  );
  const names = wordTokens(topicText)
    .filter((w, i) => /^[A-Z]{2,}/.test(w.text) || (i > 0 && /^[A-Z]/.test(w.text)))
    .map((w) => termKey(w.lower))
    .filter((t) => topic.includes(t));
  const heads = topicText
    .split(/\s+(?:and|or)\s+/i)
    .map((part) => topicTermsOf(part, keptAspects).at(-1))
    .filter((t): t is string => !!t && topic.includes(t));
  const alternatives: Array<{ terms: string[]; covers: string[] }> = [];
  for (const step of expandQuery(topicText).steps) {
    const from = termsOf(step.from).filter((t) => topic.includes(t));
    const to = termsOf(step.to);
    if (from.length === 0 || to.length === 0) continue;
    alternatives.push({ terms: to, covers: from });
  }
  // "common access card" is also written by its initials, "CAC", whether or not the acronym list knows it.
  const words = lowerWords(topicText).filter((w) => !isStopWord(w) && !TIME_WORDS.has(w));
  if (words.length >= 2 && words.length <= 5) {
    const initials = words.map((w) => w[0]).join('');
    alternatives.push({
      terms: [termKey(initials)],
      covers: words.map(termKey).filter((t) => topic.includes(t)),
    });
  }
  return { topic, names, heads: heads.length ? heads : topic.slice(-1), scope, aspects, alternatives };
}

/** The topic terms a set of terms covers, alternatives included. */
function coveredTopic(terms: ReadonlySet<string>, topic: IntentTopic): Set<string> {
  const covered = new Set(topic.topic.filter((t) => terms.has(t)));
  for (const alt of topic.alternatives) {
    if (alt.terms.every((t) => terms.has(t))) for (const c of alt.covers) covered.add(c);
  }
  return covered;
}

export interface RelevanceInput {
  readonly text: string;
  readonly title: string;
  readonly documentId: string;
  readonly reading: PassageReading;
  /** The retrieval's score, relative (higher is better); absent when the caller gave none. */
  readonly score?: number;
  /** Where the passage sits in its document, to follow a topic into the sentences after it. */
  readonly page?: number;
  readonly start?: number;
  readonly end?: number;
}

// A sentence that says it goes on ("also", "therefore") this close after a sentence on the topic, in the
// same document, continues it: "The review also found that ..." after "The after-action review of the
// exercise found that ...".
const CONTINUATION_CHARS = 250;
const CONTINUES =
  /^(?:\S+\s+){0,5}?(?:also|therefore|further|furthermore|in addition|moreover|as a result|consequently|thus|accordingly)\b/i;
const CONTINUATION_SHARE = 0.7;
const TITLE_NAMES_SHARE = 0.6;
const TITLE_COVERS_SHARE = 0.35;
const SCOPE_SHARE = 0.4;

// "STEEL HORIZON 26 is a joint command post and field training exercise": a name defined as the topic.
const DEFINITION =
  /^((?:[A-Z][\w&-]*|\d[\w-]*)(?:\s+(?:[A-Z][\w&-]*|\d[\w-]*)){0,4})\s+(?:is|was)\s+(?:a|an|the)\s/;

interface Coverage {
  readonly n: number;
  readonly terms: readonly ReadonlySet<string>[];
  readonly covered: readonly ReadonlySet<string>[];
  /** Per document: the topic terms its passages cover together, and whether one passage covers them all. */
  readonly union: ReadonlyMap<string, ReadonlySet<string>>;
  readonly whole: ReadonlySet<string>;
}

function coverageOf(passages: readonly RelevanceInput[], topic: IntentTopic): Coverage {
  const n = topic.topic.length;
  const terms = passages.map((p) => new Set(contentTerms(p.text)));
  const covered = terms.map((t) => coveredTopic(t, topic));
  const union = new Map<string, Set<string>>();
  const whole = new Set<string>();
  passages.forEach((p, i) => {
    // A document's title says what all of it is about ("Threat Brief"): its words count for every sentence.
    const set = union.get(p.documentId) ?? coveredTopic(new Set(contentTerms(p.title)), topic);
    for (const t of covered[i]!) set.add(t);
    union.set(p.documentId, set);
    if (covered[i]!.size === n) whole.add(p.documentId);
  });
  return { n, terms, covered, union, whole };
}

/**
 * Whether a passage that covers part of the topic bears on it. Of a topic of two terms, one counts with
 * a word of the scope or of the aspect ("GPS ... for most of the exercise"), or in a document whose
 * passages cover the topic between them: "cyber skills" in a manning plan that never speaks of threats
 * is not about a cyber threat. Of a longer topic, two terms count, or one in a document that covers the
 * topic; either way one of them must be a head of the topic ("manning", "retention" in "space operator
 * manning and retention"), not only a modifier.
 */
function partlyOnTopic(i: number, p: RelevanceInput, topic: IntentTopic, c: Coverage): boolean {
  const covered = c.covered[i]!;
  if (covered.size === 0) return false;
  const documentCovers = c.union.get(p.documentId)!.size === c.n;
  const withContext = [...topic.scope, ...topic.aspects].some((t) => c.terms[i]!.has(t));
  if (c.n <= 2) return withContext || c.whole.has(p.documentId) || documentCovers;
  if (![...covered].some((t) => topic.heads.includes(t))) return false;
  return covered.size >= 2 || documentCovers || withContext;
}

/**
 * The relevance of each passage to the topic, 0 for a passage that does not bear on it. A passage bears
 * on the topic when it says the topic (all of it, or enough of it: see partlyOnTopic), when its
 * document's title covers the topic, when it names something another passage defines as the topic, or
 * when it continues a sentence on the topic. Among those, more topic, scope and aspect terms and a better
 * retrieval score rank higher.
 */
export function topicRelevance(passages: readonly RelevanceInput[], topic: IntentTopic): number[] {
  const c = coverageOf(passages, topic);
  const n = c.n;
  // A title that covers the topic makes every passage of its document bear on it, a little; a title that
  // names the request whole ("the cyber threat assessment") makes them bear on it as much as a passage
  // that says it.
  const titleShare = new Map<string, number>();
  for (const p of passages) {
    if (titleShare.has(p.documentId)) continue;
    const words = new Set(contentTerms(p.title));
    const covered = coveredTopic(words, topic).size;
    const names = covered === n && topic.aspects.every((a) => words.has(a));
    titleShare.set(
      p.documentId,
      names
        ? TITLE_NAMES_SHARE
        : covered >= Math.min(n, Math.max(2, Math.ceil((2 * n) / 3)))
          ? TITLE_COVERS_SHARE
          : 0,
    );
  }
  const aliases = new Set<string>();
  passages.forEach((p, i) => {
    const m = DEFINITION.exec(p.reading.body);
    if (m && c.covered[i]!.size === n && n >= 2) aliases.add(m[1]!);
  });
  const maxScore = Math.max(0, ...passages.map((p) => p.score ?? 0));
  const own = passages.map((p, i) => {
    if ([...aliases].some((a) => p.text.includes(a))) return 1;
    const share = c.covered[i]!.size / Math.max(1, n);
    if (c.covered[i]!.size === n || partlyOnTopic(i, p, topic, c)) return Math.max(share, 0.5);
    const title = titleShare.get(p.documentId) ?? 0;
    // A sentence about all of a scope of three words or more, in a document that speaks of the topic,
    // bears on it a little: "Enemy forces placed mines along the main supply route" for an order on the
    // convoy resupply on that route.
    const scoped = topic.scope.length >= 3 && topic.scope.every((t) => c.terms[i]!.has(t));
    if (title === 0 && scoped && c.union.get(p.documentId)!.size > 0) return SCOPE_SHARE;
    return title;
  });
  return passages.map((p, i) => {
    let topicShare = own[i]!;
    if (topicShare === 0) topicShare = CONTINUATION_SHARE * continued(passages, own, i);
    if (topicShare === 0) return 0;
    const share = (words: readonly string[]) =>
      words.length ? words.filter((t) => c.terms[i]!.has(t)).length / words.length : 0;
    const retrieval = maxScore > 0 && p.score !== undefined ? p.score / maxScore : 0.5;
    return topicShare + 0.3 * share(topic.scope) + 0.2 * share(topic.aspects) + 0.2 * retrieval;
  });
}

/** The topic share of the on-topic sentence that a passage follows closely in its document, or 0. */
function continued(passages: readonly RelevanceInput[], own: readonly number[], i: number): number {
  const p = passages[i]!;
  if (p.start === undefined || !CONTINUES.test(p.reading.body)) return 0;
  let best = 0;
  passages.forEach((q, j) => {
    if (own[j]! === 0 || q.documentId !== p.documentId || q.page !== p.page || q.end === undefined) return;
    const gap = p.start! - q.end;
    if (gap >= 0 && gap <= CONTINUATION_CHARS) best = Math.max(best, own[j]!);
  });
  return best;
}
