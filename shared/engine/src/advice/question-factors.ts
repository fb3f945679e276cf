import type { Citation, QuestionFactor } from '@csw/contracts';
import { readDurations } from '../analysis/durations';
import { contentTerms } from '../text/tokenize';
import { citeSentence, isLibrary, type AdviceContext } from './context';
import { isPassage } from './evidence';
import { clip } from './helpers';

/**
 * The factors a question names and what the user's documents say of each. "Should we cross at site BRAVO at
 * night given the MEDEVAC timelines?" names a time against a standard (the MEDEVAC timelines) and a
 * restriction (at night): each is looked for in the documents by its own words, and weighed by what the
 * passage says of it (a time compared with its standard, a restriction that forbids, a threat that can
 * act, a shortfall), so that the answer speaks to the question and not to whatever the library holds.
 */

type Kind = QuestionFactor['kind'];

// What introduces the factors after the decision: "given the ...", "considering ...", "in view of ...".
const FACTOR_LEAD =
  /\b(?:given|considering|in view of|in light of|because of|despite|with regard to|to avoid|avoiding)\b\s+/i;
// Words that say which kind a factor is; they are not what the documents are searched for.
const KIND_WORDS: ReadonlyArray<readonly [Kind, RegExp]> = [
  ['shortfall', /\b(?:shortfalls?|shortages?|short|deficits?|lack|insufficient|capacity)\b/i],
  [
    'threat',
    /\b(?:threats?|enemy|hostile|adversary|jamm\w*|IEDs?|ambush\w*|air defen[cs]e|direction[- ]finding|EW|cyber|artillery|counterfire|UAS|drones?)\b/i,
  ],
  [
    'time',
    /\b(?:timelines?|times?|timings?|deadlines?|standards?|windows?|durations?|minutes?|hours?|schedule|H-hour|one day)\b/i,
  ],
  [
    'restriction',
    /\b(?:night|darkness|daylight|limited visibility|weather|restrict\w*|prohibit\w*|rules? of engagement|ROE|illumination)\b/i,
  ],
];
const GENERIC =
  /^(?:threats?|timelines?|times?|timings?|standards?|shortfalls?|shortages?|restrictions?|the|risks?|factors?|situation|given|enemy)$/i;
// Conditions of the decision itself that documents restrict ("at night", "in daylight", "in one day").
const CONDITION =
  /\b(?:at night|by night|in darkness|during darkness|in daylight|by day|in one day|under jamming)\b/gi;

/** A factor of the question, with the words its passages must hold. */
export interface NamedFactor {
  readonly text: string;
  readonly kind: Kind;
  /** Terms (normalised) that name what the factor is about: MEDEVAC, fuel, culvert, night. */
  readonly topic: readonly string[];
}

function kindOf(phrase: string): Kind | null {
  for (const [kind, words] of KIND_WORDS) if (words.test(phrase)) return kind;
  return null;
}

function topicOf(phrase: string): string[] {
  const words = phrase
    .split(/[^\p{L}\p{N}-]+/u)
    .filter((w) => w.length > 1 && !GENERIC.test(w))
    .join(' ');
  return [...new Set(contentTerms(words))];
}

/** The factors a question names: after "given" (split at "and" and commas), and the decision's conditions. */
export function namedFactors(question: string): NamedFactor[] {
  const out: NamedFactor[] = [];
  const lead = FACTOR_LEAD.exec(question);
  const decision = lead ? question.slice(0, lead.index) : question;
  for (const m of decision.matchAll(CONDITION)) {
    out.push({
      text: m[0],
      kind: 'restriction',
      topic: topicOf(m[0].replace(/\b(?:at|by|in|during|on|under)\b/gi, '')),
    });
  }
  if (lead) {
    const tail = question.slice(lead.index + lead[0].length).replace(/[?.!]+\s*$/, '');
    const pieces = tail
      .split(/,\s*(?:and\s+)?|\s+and\s+(?=the\b|an?\b|our\b|its\b|their\b)/i)
      .map((p) => p.trim())
      .filter(Boolean);
    // "the fuel, water and ammunition shortfalls": a piece without a kind word shares the next one's.
    let pending: string[] = [];
    for (const text of pieces) {
      const kind = kindOf(text);
      if (!kind) {
        pending.push(text);
        continue;
      }
      for (const t of [...pending, text]) {
        const topic = topicOf(t);
        // "the threat" alone names a kind and nothing to look for: the kind word itself is searched.
        out.push({ text: t, kind, topic: topic.length ? topic : contentTerms(t) });
      }
      pending = [];
    }
  }
  return out.filter((f) => f.topic.length > 0);
}

// How a passage bears on the course of action, by kind. Figures decide a time; words the rest.
const AGAINST: Readonly<Record<Kind, RegExp>> = {
  time: /\b(?:beyond|exceed\w*|late|longer than|behind|missed|not met|too long|delay\w*)\b/i,
  restriction:
    /\b(?:no\s+(?:\w+\s+){0,2}(?:at night|after dark|in darkness|by night)|not (?:available|authori[sz]ed|permitted|possible)|prohibit\w*|restricted|do not|may not|cannot|only (?:in|by|during)|heaviest|peaks?)\b/i,
  threat:
    /\b(?:can (?:reach|strike|fire|detect|locate|find|engage)|within range|in range|covers?|capable|expect\w*|likely|reported|observed|emplaced|active|peaks?|heaviest|threaten\w*|targets?)\b/i,
  shortfall: /\b(?:short(?:fall|age)?s?|insufficient|less than|below|deficit|only|not enough|cannot)\b/i,
};
const FOR: Readonly<Record<Kind, RegExp>> = {
  // "within 10 minutes" alone is how a standard is written, not how it went: only a reported time counts.
  time: /\b(?:within (?:the )?(?:standard|limit)|on time|ahead of (?:time|schedule)|met the)\b/i,
  restriction: /\b(?:authori[sz]ed|permitted|available|no restriction)\b/i,
  threat:
    /\b(?:no (?:enemy )?contact|not (?:observed|detected|reported)|unlikely|no (?:\w+ )?(?:activity|threat))\b/i,
  shortfall: /\b(?:sufficient|enough|surplus|covers?|met)\b/i,
};
const NEGATED_THREAT = /\b(?:no|not|never|without)\b[^.;]{0,40}$/i;

// "the 60-minute Annex F standard", "a standard of 60 minutes", "within 60 minutes".
const STANDARD =
  /\b(\d+)[- ](minute|min|hour|hr)s?\b(?=[^.;]{0,30}\b(?:standard|limit|requirement|window)\b)|\b(?:standard|limit|requirement) of (\d+) (minute|min|hour|hr)s?\b|\b(?:within|no more than|not more than|at most) (\d+) (minute|min|hour|hr)s?\b/i;

interface Weighed {
  readonly bearing: 'against' | 'for' | null;
  /** The figures compared, when the passage gives a time and its standard. */
  readonly figures: string | null;
}

/** A time against its standard in one passage: "takes about 80 minutes, beyond the 60-minute standard". */
function timeAgainstStandard(text: string): Weighed | null {
  const m = STANDARD.exec(text);
  if (!m) return null;
  const value = Number(m[1] ?? m[3] ?? m[5]);
  const unit = (m[2] ?? m[4] ?? m[6])!.toLowerCase().startsWith('h') ? 60 : 1;
  const standard = value * unit;
  const actual = readDurations(text).find(
    (d) => !d.clock && (d.index < m.index || d.index >= m.index + m[0].length),
  );
  if (!actual) return null;
  const figures = `${actual.surface} against a standard of ${value} ${unit === 60 ? 'hours' : 'minutes'}`;
  return { bearing: actual.minutes > standard ? 'against' : 'for', figures };
}

function weigh(kind: Kind, text: string): Weighed {
  if (kind === 'time') {
    const compared = timeAgainstStandard(text);
    if (compared) return compared;
  }
  const against = AGAINST[kind].exec(text);
  const forIt = FOR[kind].exec(text);
  // "no enemy contact": the threat word is negated in its scope, which is no threat found.
  if (against && kind === 'threat' && NEGATED_THREAT.test(text.slice(0, against.index))) {
    return { bearing: 'for', figures: null };
  }
  if (against && !forIt) return { bearing: 'against', figures: null };
  if (forIt && !against) return { bearing: 'for', figures: null };
  if (against && forIt) return { bearing: against.index <= forIt.index ? 'against' : 'for', figures: null };
  return { bearing: null, figures: null };
}

const MAX_PASSAGES = 3;

interface Found {
  readonly sentence: number;
  readonly weighed: Weighed;
  readonly score: number;
}

/** The library passages that speak of a factor: all its topic words first, one passage per document. */
function passagesOn(ac: AdviceContext, factor: NamedFactor, condition: readonly string[]): Found[] {
  const topic = new Set(factor.topic);
  const found: Found[] = [];
  for (const s of ac.ctx.corpus.sentences) {
    if (!isLibrary(ac, s.index) || !isPassage(s)) continue;
    const terms = new Set(contentTerms(s.text));
    const hits = [...topic].filter((t) => terms.has(t)).length;
    if (hits === 0) continue;
    const weighed = weigh(factor.kind, s.text);
    // A passage that also names the decision's condition (night) speaks to this very case.
    const alsoCondition = condition.some((t) => terms.has(t)) ? 1 : 0;
    const score =
      (hits / topic.size) * 4 + (weighed.bearing ? 2 : 0) + (weighed.figures ? 2 : 0) + alsoCondition;
    found.push({ sentence: s.index, weighed, score });
  }
  found.sort((a, b) => b.score - a.score || a.sentence - b.sentence);
  const perDoc = new Set<number>();
  const out: Found[] = [];
  for (const f of found) {
    const doc = ac.ctx.corpus.sentences[f.sentence]!.doc;
    if (perDoc.has(doc)) continue;
    perDoc.add(doc);
    out.push(f);
    if (out.length >= MAX_PASSAGES) break;
  }
  return out;
}

const KIND_NAMES: Readonly<Record<Kind, string>> = {
  time: 'a time against a standard',
  restriction: 'a restriction',
  threat: 'a threat',
  shortfall: 'a shortfall',
};

function findingOf(
  factor: NamedFactor,
  bearing: QuestionFactor['bearing'],
  first: Found | undefined,
  citation: Citation | undefined,
): string {
  const name = `${factor.text.charAt(0).toUpperCase()}${factor.text.slice(1)} (${KIND_NAMES[factor.kind]})`;
  if (!first || !citation) return `${name}: none of your documents speaks of it; find out before deciding.`;
  const quote = `${citation.title} says "${clip(citation.quote, 180).replace(/[.;:]+$/, '')}"`;
  const figures = first.weighed.figures ? ` (${first.weighed.figures})` : '';
  switch (bearing) {
    case 'against':
      return `${name} weighs against it: ${quote}${figures}.`;
    case 'for':
      return `${name} supports it: ${quote}${figures}.`;
    case 'mixed':
      return `${name} cuts both ways: ${quote}${figures}; other passages say otherwise.`;
    default:
      return `${name} is not evidenced either way: ${quote}, which does not settle it.`;
  }
}

/** Each factor the question names, weighed with the passages of the user's documents (cited). */
export function weighFactors(ac: AdviceContext, question: string): QuestionFactor[] {
  const factors = namedFactors(question);
  const condition = factors.filter((f) => f.kind === 'restriction').flatMap((f) => f.topic);
  return factors.map((factor) => {
    const passages = passagesOn(ac, factor, factor.kind === 'restriction' ? [] : condition);
    const bearings = new Set(passages.map((p) => p.weighed.bearing).filter((b) => b !== null));
    // Passages that speak of the factor without bearing either way leave it not evidenced (and say so).
    const bearing: QuestionFactor['bearing'] =
      bearings.size === 2
        ? 'mixed'
        : bearings.has('against')
          ? 'against'
          : bearings.has('for')
            ? 'for'
            : 'not-evidenced';
    // The passage that decided comes first: one that bears the way the factor was weighed.
    const ordered = [...passages].sort(
      (a, b) => Number(b.weighed.bearing === bearing) - Number(a.weighed.bearing === bearing),
    );
    const citations = ordered.map((p) => citeSentence(ac, p.sentence));
    return {
      text: factor.text,
      kind: factor.kind,
      bearing,
      finding: findingOf(factor, bearing, ordered[0], citations[0]),
      citations,
    };
  });
}
