import type { CouncilMessage, PersonaAnalysis, PersonaId, QuestionFactor } from '@csw/contracts';
import { EMPTY_QUESTION_MESSAGE, NO_ADVISOR_MESSAGE, PERSONAS, PERSONA_IDS } from '@csw/contracts';
import type { SourceDocument } from '../analysis/types';
import { contentTerms } from '../text/tokenize';
import { buildAdviceContext, type AdviceContext } from './context';
import { clip, collectCitations, uniqueCitations } from './helpers';
import { PersonaMethods } from './personas';
import { weighFactors } from './question-factors';

export interface CouncilInput {
  readonly question: string;
  /** The checked advisors; they answer in the checklist's order whatever order they come in. */
  readonly advisorIds: readonly PersonaId[];
  /** Library documents the user may read. */
  readonly documents: readonly SourceDocument[];
  /** The clock (injected so that the same input gives the same transcript in tests). */
  readonly now: () => Date;
  /** Distinguishes this turn's message ids from earlier turns of the same council. */
  readonly turn?: number;
}

/** A point an earlier advisor made: its first risk, else its first recommendation. */
function pointOf(a: PersonaAnalysis): { text: string; terms: Set<string> } | undefined {
  const f = a.risks[0] ?? a.recommendations[0];
  return f ? { text: f.text, terms: new Set(contentTerms(f.text)) } : undefined;
}

/** This advisor's finding that speaks most to the point (most shared words), if any speaks to it. */
function answerTo(point: { terms: Set<string> }, mine: PersonaAnalysis): string | undefined {
  let best: { text: string; shared: number } | undefined;
  for (const f of [...mine.recommendations, ...mine.risks]) {
    const shared = new Set(contentTerms(f.text).filter((t) => point.terms.has(t))).size;
    if (shared >= 2 && (!best || shared > best.shared)) best = { text: f.text, shared };
  }
  return best?.text;
}

/**
 * The message of one advisor: its method's finding and bottom line; after the first advisor, it also
 * answers an earlier one: dissent with the latest advisor whose verdict differs (dissent is kept, not
 * smoothed over), otherwise agreement with the first, and, when one of its findings speaks to that
 * advisor's point, that finding.
 */
export function councilReply(
  mine: PersonaAnalysis,
  earlier: readonly PersonaAnalysis[],
  meta: {
    id: string;
    timestamp: string;
    /** What earlier advisors of this turn already said: an advisor never repeats it. */
    said?: Set<string>;
    /** The question's factors weighed, said by the first advisor to speak (each factor once). */
    factors?: readonly QuestionFactor[];
  },
): CouncilMessage {
  const other = [...earlier].reverse().find((e) => e.verdict !== mine.verdict) ?? earlier[0];
  const said = meta.said ?? new Set<string>();
  const parts = [
    ...(meta.factors?.length ? [`On your question: ${meta.factors.map((f) => f.finding).join(' ')}`] : []),
    ...(said.has(mine.analysis) ? [] : [mine.analysis]),
  ];
  let type: CouncilMessage['type'] = 'analysis';
  if (other) {
    type = other.verdict === mine.verdict ? 'agreement' : 'dissent';
    parts.unshift(
      type === 'dissent'
        ? `I disagree with ${other.name}, who says ${other.verdict} (${other.confidence}%): I say ${mine.verdict} (${mine.confidence}%).`
        : `I agree with ${other.name}: ${mine.verdict}.`,
    );
    const point = pointOf(other);
    const answer = point ? answerTo(point, mine) : undefined;
    if (point && answer) parts.push(`On ${other.name}'s point "${clip(point.text, 120)}": ${answer}`);
  }
  const top = mine.recommendations.find((r) => !said.has(r.text));
  if (top && !parts.some((p) => p.includes(top.text))) parts.push(`My recommendation: ${top.text}`);
  // An advisor that agrees and has found nothing the others have not said says so once, and no more.
  if (type === 'agreement' && parts.length === 1) parts.push('I have nothing to add.');
  parts.push(`Confidence ${mine.confidence}%: ${mine.confidenceBasis.explanation}`);
  said.add(mine.analysis);
  if (top) said.add(top.text);
  return {
    id: meta.id,
    personaId: mine.personaId,
    message: parts.join(' '),
    timestamp: meta.timestamp,
    type,
    verdict: mine.verdict,
    confidence: mine.confidence,
    respondsTo: other?.personaId ?? null,
    citations: uniqueCitations([
      ...(meta.factors ?? []).flatMap((f) => f.citations),
      ...collectCitations(mine),
    ]).slice(0, 8),
  };
}

/** The user's question as the first message of a council turn. */
export function councilQuestion(question: string, now: () => Date, turn = 0): CouncilMessage {
  return {
    id: `council-${turn}-question`,
    personaId: null,
    message: question.trim(),
    timestamp: now().toISOString(),
    type: 'question',
    verdict: null,
    confidence: null,
    respondsTo: null,
    citations: [],
  };
}

/**
 * One turn of the council: the replies of its advisors in turn, the factors the question names weighed
 * once and said by the first to speak, and what each has said kept so that no later advisor repeats it.
 */
export function councilTurn(
  ac: AdviceContext,
  question: string,
): (
  mine: PersonaAnalysis,
  earlier: readonly PersonaAnalysis[],
  meta: { id: string; timestamp: string },
) => CouncilMessage {
  const said = new Set<string>();
  const factors = weighFactors(ac, question);
  return (mine, earlier, meta) =>
    councilReply(mine, earlier, { ...meta, said, factors: earlier.length === 0 ? factors : [] });
}

/**
 * The council: each checked advisor answers the question in turn, in the checklist's order, each reply
 * computed by its method when it is asked for (iterate, and send each message as soon as it comes: no
 * advisor waits for a later one). A later advisor may answer an earlier one, and dissent stays.
 * @throws with the user's message when the question is empty or no advisor is checked.
 */
export function* councilReplies(input: CouncilInput): Generator<CouncilMessage, void, undefined> {
  const question = input.question.trim();
  if (!question) throw new Error(EMPTY_QUESTION_MESSAGE);
  const chosen = PERSONA_IDS.filter((id) => input.advisorIds.includes(id));
  if (chosen.length === 0) throw new Error(NO_ADVISOR_MESSAGE);
  const methods = new PersonaMethods(buildAdviceContext([question], input.documents));
  const reply = councilTurn(methods.ac, question);
  const earlier: PersonaAnalysis[] = [];
  for (const id of chosen) {
    const mine = methods.analyse(id);
    yield reply(mine, earlier, {
      id: `council-${input.turn ?? 0}-${id}`,
      timestamp: input.now().toISOString(),
    });
    earlier.push(mine);
  }
}

/** The advisors' display names in checklist order (for a transcript heading). */
export function advisorNames(ids: readonly PersonaId[]): string[] {
  return PERSONA_IDS.filter((id) => ids.includes(id)).map((id) => PERSONAS[id].name);
}
