import { stem } from '../text/stem';
import { cite, type Corpus } from './corpus';
import type { Citation, PmesiiCoverage, PmesiiVariable } from './types';

/** The eight operational variables and the words that show a document deals with each. */
export const PMESII_PT: ReadonlyArray<{
  readonly variable: PmesiiVariable;
  readonly label: string;
  readonly words: readonly string[];
}> = [
  {
    variable: 'political',
    label: 'Political',
    words:
      'political politics government governance diplomatic diplomacy diplomat election elections ministry minister parliament treaty alliance alliances sanctions regime legislation congress embassy sovereignty coalition negotiation negotiations ceasefire accord president policymakers legitimacy congress congressional senate legislature lawmakers'.split(
        ' ',
      ),
  },
  {
    variable: 'military',
    label: 'Military',
    words:
      'military forces troops battalion brigade division squadron combat weapon weapons missile missiles army navy defense offensive deterrence adversary enemy maneuver warfare soldiers armed units firepower counterspace lasers interceptors combatant'.split(
        ' ',
      ),
  },
  {
    variable: 'economic',
    label: 'Economic',
    words:
      'economic economy budget budgets cost costs funding funded financial finance trade market markets price prices investment tariff revenue inflation gdp contract contracts procurement industrial commercial expenditure dollars'.split(
        ' ',
      ),
  },
  {
    variable: 'social',
    label: 'Social',
    words:
      'population populations civilian civilians public community communities ethnic religious religion tribe tribal refugee refugees migrants humanitarian culture cultural demographic demographics education health unemployment protest protests society social families language'.split(
        ' ',
      ),
  },
  {
    variable: 'information',
    label: 'Information',
    words:
      'media propaganda disinformation misinformation narrative narratives messaging cyber cyberspace network networks internet broadcast influence perception data communications satcom spectrum signals intelligence jamming spoofing electromagnetic'.split(
        ' ',
      ),
  },
  {
    variable: 'infrastructure',
    label: 'Infrastructure',
    words:
      'infrastructure road roads highway highways transport transportation bridge bridges port ports airfield airfields airport rail railway grid electricity power pipeline pipelines water facility facilities station stations telecommunications depot depots runway utilities hospital hospitals construction'.split(
        ' ',
      ),
  },
  {
    variable: 'physical-environment',
    label: 'Physical environment',
    words:
      'terrain weather climate temperature temperatures rain snow storm storms flood flooding desert mountain mountains mountainous river rivers coast coastal visibility fog dust season seasonal solar geomagnetic debris orbit orbital orbits vegetation urban ice'.split(
        ' ',
      ),
  },
  {
    variable: 'time',
    label: 'Time',
    words:
      'timeline timelines schedule schedules deadline deadlines duration window windows phase phases tempo suspense timing hours days weeks months calendar delay delays'.split(
        ' ',
      ),
  },
];

let lexicon: Map<string, number[]> | undefined;

// stem -> indexes into PMESII_PT (a word may serve two variables).
function stemLexicon(): Map<string, number[]> {
  if (lexicon) return lexicon;
  lexicon = new Map();
  PMESII_PT.forEach((v, i) => {
    for (const word of v.words) {
      const key = stem(word);
      const list = lexicon!.get(key) ?? [];
      if (!list.includes(i)) list.push(i);
      lexicon!.set(key, list);
    }
  });
  return lexicon;
}

/** A document covers a variable when it uses two of its words, or one of them three times. */
const MIN_DISTINCT = 2;
const MIN_MENTIONS = 3;

/**
 * How each PMESII-PT variable is covered by the documents: how many documents cover it, how often
 * its words occur, which words, and the sentences that say most about it (one per document, up to
 * three).
 */
export function pmesiiCoverage(corpus: Corpus): PmesiiCoverage[] {
  const lex = stemLexicon();
  const n = PMESII_PT.length;
  const mentions = new Array<number>(n).fill(0);
  const docs: Array<Set<number>> = Array.from({ length: n }, () => new Set());
  const termTotals: Array<Map<string, number>> = Array.from({ length: n }, () => new Map());
  for (const doc of corpus.documents) {
    const distinct = new Array<number>(n).fill(0);
    const count = new Array<number>(n).fill(0);
    for (const [term, c] of doc.termCounts) {
      const variables = lex.get(term);
      if (!variables) continue;
      for (const v of variables) {
        distinct[v]! += 1;
        count[v]! += c;
        termTotals[v]!.set(term, (termTotals[v]!.get(term) ?? 0) + c);
      }
    }
    for (let v = 0; v < n; v += 1) {
      mentions[v]! += count[v]!;
      if (distinct[v]! >= MIN_DISTINCT || count[v]! >= MIN_MENTIONS) docs[v]!.add(doc.index);
    }
  }
  // Best sentence per variable and document: the one with most lexicon words.
  const best = Array.from({ length: n }, () => new Map<number, { sentence: number; hits: number }>());
  // One array of counts for all sentences, cleared after each (not one per sentence).
  const hits = new Int32Array(n);
  for (const sentence of corpus.sentences) {
    for (const term of sentence.terms) {
      const variables = lex.get(term);
      if (variables) for (const v of variables) hits[v]! += 1;
    }
    for (let v = 0; v < n; v += 1) {
      const count = hits[v]!;
      if (count === 0) continue;
      hits[v] = 0;
      if (!docs[v]!.has(sentence.doc)) continue;
      const current = best[v]!.get(sentence.doc);
      if (!current || count > current.hits)
        best[v]!.set(sentence.doc, { sentence: sentence.index, hits: count });
    }
  }
  return PMESII_PT.map((v, i) => {
    const citations: Citation[] = [...best[i]!.entries()]
      .sort((a, b) => b[1].hits - a[1].hits || a[0] - b[0])
      .slice(0, 3)
      .map(([, b]) => cite(corpus, corpus.sentences[b.sentence]!));
    const terms = [...termTotals[i]!.entries()]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .map(([term]) => v.words.find((w) => stem(w) === term) ?? term);
    return {
      variable: v.variable,
      label: v.label,
      documentCount: docs[i]!.size,
      mentions: mentions[i]!,
      terms,
      citations,
    };
  });
}

/** The PMESII-PT variables a sentence touches (by its stemmed terms). */
export function sentenceVariables(terms: readonly string[]): PmesiiVariable[] {
  const lex = stemLexicon();
  const found = new Set<number>();
  for (const term of terms) for (const v of lex.get(term) ?? []) found.add(v);
  return [...found].sort((a, b) => a - b).map((i) => PMESII_PT[i]!.variable);
}
