import { currentLexicon, type Lexicon } from '../meaning/lexicon';
import { analyzeText, type TextToken } from '../text/nlp';
import { segmentText } from '../text/segment';
import { impliedAssumptions } from './implied-assumptions';
import {
  ACQUISITION_VERBS,
  ACTIVITY_VERBS,
  CONDITION,
  KEEP,
  MOVEMENT_NOUNS,
  MOVEMENT_VERBS,
  PLACE_TASKS,
  RELIANCE_VERBS,
  PRONOUN_ACTORS,
  PURPOSE,
  sentenceCase,
  timePhrases,
  verbBase,
} from './proposal-parts';
import type { CourseOfAction, Proposal } from './proposal-types';

// The reader's callers name these with it.
export type { AssumptionKind, CourseOfAction, ImpliedAssumption, Proposal } from './proposal-types';

const QUESTION = /^\s*(?:should|shall|can|could|must|would|will|do|may)\s+/i;
const RECOMMENDATION =
  /^\s*(?:(?:I|we)\s+)?(?:strongly\s+)?(?:(?:recommend|propose|suggest|advise)(?:s|ed)?|request(?:\s+(?:approval|permission|authority|authori[sz]ation))?\s+to|seek\s+approval\s+to)\s+(?:that\s+)?/i;
const INTENTION =
  /^(.{0,80}?)\b(?:will|shall|intends? to|plans? to|(?:is|are) going to|aims? to|(?:is|are) to)\s+/i;
// A sentence that states an assumption or accepts a risk is not the decision.
const NOT_A_DECISION =
  /\b(?:assum(?:e|es|ed|ing)|presum(?:e|es|ed)|expect(?:s|ed)?|anticipat(?:e|es|ed)|believe[sd]?|accept(?:s|ed)? (?:the |some |a )?risk)\b/i;
/** Base-form verbs of the plans the advisors read, whatever the tagger makes of them out of context. */
const ACTION_VERBS: ReadonlySet<string> = new Set([
  ...MOVEMENT_VERBS,
  ...PLACE_TASKS,
  ...RELIANCE_VERBS,
  ...ACQUISITION_VERBS,
  ...ACTIVITY_VERBS,
  ...KEEP,
]);

/** The tokens of a stretch of text with offsets relative to it. */
function tokensOf(text: string): TextToken[] {
  return analyzeText(text).tokens.filter((t) => t.kind !== 'punctuation' || /[-+]/.test(t.value));
}

/**
 * Splits "[actor] verb ..." at the verb: the first verb, or, after a run of names ("the SOC shift satellite
 * tasking", where the tagger reads "shift" as a noun), the word after the names.
 */
function splitActor(rest: string): { actor: string | null; verbAt: number } | null {
  const tokens = tokensOf(rest);
  if (tokens.length === 0) return null;
  // "lease commercial SATCOM": a rest that opens with no determiner, pronoun or name opens with its verb,
  // whatever the tagger made of it out of context.
  if (!['DET', 'PRON', 'PROPN', 'NUM', 'ADJ'].includes(tokens[0]!.pos) && tokens[0]!.kind !== 'ordinal') {
    return { actor: null, verbAt: tokens[0]!.start };
  }
  let firstVerb = tokens.findIndex((t) => t.pos === 'VERB');
  const namesEnd = (() => {
    let i = tokens[0]!.pos === 'DET' ? 1 : 0;
    const from = i;
    while (
      tokens[i] &&
      (tokens[i]!.pos === 'PROPN' ||
        tokens[i]!.pos === 'NUM' ||
        /^\d/.test(tokens[i]!.value) ||
        tokens[i]!.kind === 'ordinal')
    )
      i += 1;
    return i > from ? i : -1;
  })();
  if (namesEnd > 0 && tokens[namesEnd]?.pos === 'NOUN' && (firstVerb < 0 || firstVerb > namesEnd))
    firstVerb = namesEnd;
  // "Should the battalion drive ...", "Recommend that 1st Brigade secure ...": out of context the tagger may
  // read the base-form verb after the actor as a noun or an adjective; a verb the plan words know, right
  // after a name or a noun, is the verb (a noun of movement, "the resupply convoy", is not).
  const known = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      ACTION_VERBS.has(t.value.toLowerCase()) &&
      !MOVEMENT_NOUNS.has(t.value.toLowerCase()) &&
      ['NOUN', 'PROPN', 'NUM'].includes(tokens[i - 1]!.pos),
  );
  if (known > 0 && (firstVerb < 0 || known < firstVerb)) firstVerb = known;
  if (firstVerb < 0) return null;
  const actorText = rest.slice(0, tokens[firstVerb]!.start).trim();
  return { actor: actorText || null, verbAt: tokens[firstVerb]!.start };
}

/** Reads the decision sentence of a scenario: its form, actor, verb, means, places, time and purpose. */
function readDecision(sentence: string, offset: number, lexicon: Lexicon): CourseOfAction | null {
  const trimmed = sentence.replace(/[\s.?!]+$/, '');
  let form: CourseOfAction['form'];
  let rest: string;
  let restAt: number;
  let actor: string | null = null;
  const recommendation = RECOMMENDATION.exec(trimmed);
  const question = sentence.trim().endsWith('?') ? QUESTION.exec(trimmed) : null;
  const intention = INTENTION.exec(trimmed);
  if (question) {
    form = 'question';
    restAt = question[0].length;
  } else if (recommendation) {
    form = 'recommendation';
    restAt = recommendation[0].length;
    const lead = /^\s*(I|we)\b/i.exec(trimmed);
    if (lead && !/^(?:request|seek)/i.test(trimmed.slice(lead[0].length).trim())) actor = lead[1]!;
  } else if (
    intention &&
    !/[,;]/.test(intention[1]!) &&
    intention[1]!.trim().split(/\s+/).length <= 8 &&
    !tokensOf(intention[1]!).some((t) => t.pos === 'VERB')
  ) {
    form = 'intention';
    actor = intention[1]!.trim() || null;
    restAt = intention[0].length;
  } else {
    form = 'statement';
    restAt = 0;
  }
  rest = trimmed.slice(restAt);
  // A mission statement may open with its time ("Not later than 22 0400 Aug 09, 1st Brigade secures ...").
  const opening = form === 'statement' ? /^[^,]{0,60},\s*/.exec(rest) : null;
  if (opening && timePhrases(opening[0]).length > 0) {
    restAt += opening[0].length;
    rest = rest.slice(opening[0].length);
  }
  const imperative = form === 'statement' && tokensOf(rest)[0]?.pos === 'VERB';
  const split =
    imperative || (form === 'intention' && actor !== null) ? { actor: null, verbAt: 0 } : splitActor(rest);
  if (!split) return null;
  if (split.actor) actor = split.actor.replace(/^that\s+/i, '');
  if (form === 'statement' && !imperative) {
    // A mission statement: a unit (no pronoun, no verb before) and a verb in the present ("secures").
    const verbWord = rest.slice(split.verbAt).split(/\s+/)[0] ?? '';
    if (!actor || PRONOUN_ACTORS.has(actor.toLowerCase()) || !/s$/i.test(verbWord)) return null;
    if (tokensOf(actor).some((t) => t.pos === 'VERB' || t.pos === 'AUX' || t.pos === 'PART')) return null;
  }
  if (imperative) form = 'intention';
  let vp = rest.slice(split.verbAt);
  const vpAt = offset + restAt + split.verbAt;
  const words = vp.split(/\s+/);
  let verb = verbBase(words[0] ?? '', lexicon);
  // "keep relying on GPS": the verb that carries the meaning is the second one.
  if (KEEP.has(verb) && words[1] && /ing$/i.test(words[1])) verb = verbBase(words[1], lexicon);
  if (!verb) return null;
  const time = timePhrases(trimmed)[0] ?? null;
  vp = vp.trim();
  const purpose =
    PURPOSE.exec(vp)?.[0]
      .replace(/^\s*,?\s*/, '')
      .replace(CONDITION, '')
      .trim() ?? null;
  return {
    form,
    text: vp,
    decision: sentenceCase(`${actor ? `${actor} ` : ''}${vp}`.trim()),
    start: vpAt,
    end: vpAt + vp.length,
    actor,
    verb,
    time,
    purpose: purpose ? purpose.replace(/^(?:in order|so as)\s+/i, '') : null,
    means: [],
    sentence,
  };
}

/**
 * Reads a scenario as a course of action: "Should we X?", "We will X", "Recommend X", "Request approval
 * to X", or a mission statement ("1st Brigade secures ROUTE SOUTH DAKOTA ..."). Returns the first such
 * decision and the assumptions it rests on, so that every advisor has something specific to check; no
 * course of action when the text states none.
 */
export function readProposal(text: string, lexicon: Lexicon = currentLexicon()): Proposal {
  if (!text.trim()) return { coa: null, assumptions: [] };
  for (const s of segmentText(text).sentences) {
    if (NOT_A_DECISION.test(s.text)) continue;
    const coa = readDecision(s.text, s.start, lexicon);
    if (!coa) continue;
    const { means, assumptions } = impliedAssumptions(coa, lexicon);
    return { coa: { ...coa, means }, assumptions };
  }
  return { coa: null, assumptions: [] };
}
