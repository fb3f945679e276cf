import type { AdviceFinding, IntentCheck, PersonaAnalysis } from '@csw/contracts';
import { oneLine } from '../text/normalize';
import { citeSentence, isLibrary, userSentences, type AdviceContext } from './context';
import { isPassage } from './evidence';
import { count, evidenceConfidence, personaAnalysis } from './helpers';
import type { Proposal } from './proposal';

type Element = IntentCheck['element'];

/** What each element of a clear decision looks like in a sentence, and what to add when it is missing. */
const ELEMENTS: ReadonlyArray<{ element: Element; pattern: RegExp; missing: string; doctrine: RegExp }> = [
  {
    element: 'decision',
    pattern:
      /\b(?:will|shall|must|decid(?:e|es|ed)|decision|intends? to|(?:we|I) (?:plan|propose|recommend) to|recommend(?:s|ed)?|conducts?|deploys?|seizes?|secures?|establish(?:es)?|executes?|launch(?:es)?|moves?|attacks?|defends?|delivers?)\b/i,
    missing: 'State the decision: who does what.',
    doctrine: /\b(?:decision|decide|course of action|COA)\b/i,
  },
  {
    element: 'purpose',
    pattern:
      /\b(?:in order to|so that|purpose|to (?:enable|ensure|prevent|deny|protect|support|allow|preserve|maintain|restore))\b/i,
    missing: 'State the purpose: why, so that subordinates can act when the plan no longer fits.',
    doctrine: /\b(?:purpose|intent)\b/i,
  },
  {
    element: 'end state',
    pattern:
      /\b(?:end ?state|desired (?:outcome|effects?|conditions?)|objectives?|until|achiev(?:e|es|ed|ing)|conditions? (?:are|is) set|result in|success (?:is|means))\b/i,
    missing: 'State the end state: what must be true when it is over.',
    doctrine: /\b(?:end ?state|objective|desired (?:outcome|effect))\b/i,
  },
  {
    element: 'accepted risk',
    pattern:
      /\b(?:accept(?:s|ed|ing)? (?:the |some |a |prudent )?(?:risk|loss|losses|delay)|risk (?:is |will be )?accepted|prudent risk|acceptable (?:risk|loss)|at (?:the )?risk of|risk to (?:mission|force))\b/i,
    missing: 'State the risk accepted: what could go wrong that the commander is willing to bear.',
    doctrine: /\b(?:accept(?:s|ed)? (?:the )?risk|risk acceptance|acceptable risk|prudent risk)\b/i,
  },
  {
    element: 'timing',
    pattern:
      /\b(?:by|NLT|no later than|before|within|until|from|on) (?:\d|D[- ]?Day|H[- ]?Hour|the end of|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*|mon|tue|wed|thu|fri|sat|sun)|\b\d{4}Z\b|\bD[+-]\d+\b/i,
    missing: 'State when: the time or event by which it must be done.',
    doctrine: /\b(?:timeline|no later than|NLT|deadline)\b/i,
  },
];

// Guidance is cited only when it tells how to state the element, not whenever it uses the element's word
// ("Production decision: August 2027" says nothing of how to state a decision).
const NORMATIVE = /\b(?:should|must|shall|includes?|specif(?:y|ies))\b/i;

/** The span of a phrase of the scenario, found in the sentence that holds it. */
function spanOf(ac: AdviceContext, phrase: string): IntentCheck['span'] {
  for (const s of userSentences(ac, 0)) {
    const at = s.text.indexOf(phrase);
    if (at >= 0) return { text: phrase, start: s.start + at, end: s.start + at + phrase.length };
  }
  return null;
}

/**
 * Decision and intent critique: is the decision stated, its purpose, the end state, the risk the
 * commander accepts and the timing? Each element present is quoted from the scenario; each missing
 * one gets what to add and, when the library says how, the passage that says it. A question or a
 * recommendation states the decision to be made ("Should we keep relying on GPS ...?") and, when it says
 * when, its timing.
 */
export function intentCritique(
  ac: AdviceContext,
  proposal?: Proposal,
): { checks: IntentCheck[]; guidance: Map<Element, number> } {
  const sentences = userSentences(ac, 0).filter((s) => s.tokens.length >= 3);
  const guidance = new Map<Element, number>();
  const coa = proposal?.coa ?? null;
  const checks = ELEMENTS.map(({ element, pattern, missing, doctrine }): IntentCheck => {
    if (coa && element === 'decision' && coa.form !== 'statement') {
      const span = spanOf(ac, coa.text);
      if (span) {
        const note =
          coa.form === 'question'
            ? `Put as a question, the decision to make: "${coa.text}".`
            : `Proposed: "${coa.decision}".`;
        return { element, present: true, span, note };
      }
    }
    if (coa?.time && element === 'timing') {
      const span = spanOf(ac, coa.time.text);
      if (span) return { element, present: true, span, note: `Stated: "${coa.time.text}"` };
    }
    const hit = sentences.find((s) => pattern.test(s.text));
    if (hit) {
      const text = oneLine(hit.text);
      return {
        element,
        present: true,
        span: { text, start: hit.start, end: hit.end },
        note: `Stated: "${text}"`,
      };
    }
    const isGuidance = (i: number) => {
      const s = ac.ctx.corpus.sentences[i]!;
      return doctrine.test(s.text) && NORMATIVE.test(s.text) && isLibrary(ac, i) && isPassage(s);
    };
    const source = ac.relevant.find(isGuidance);
    const fallback =
      source ?? ac.ctx.corpus.sentences.find((s) => s.doc >= ac.userTexts && isGuidance(s.index))?.index;
    if (fallback !== undefined) guidance.set(element, fallback);
    return { element, present: false, span: null, note: missing };
  });
  return { checks, guidance };
}

/** The commander: decision and intent critique. */
export function commanderAnalysis(ac: AdviceContext, proposal?: Proposal): PersonaAnalysis {
  const { checks, guidance } = intentCritique(ac, proposal);
  const present = checks.filter((c) => c.present);
  const missing = checks.filter((c) => !c.present);
  const { confidence, basis } = evidenceConfidence(present.length, missing.length, {
    supporting: 'elements of a clear decision stated',
    contradicting: 'missing',
  });
  const analysis =
    missing.length === 0
      ? 'The decision, its purpose, the end state, the risk accepted and the timing are all stated: clear enough to act on.'
      : `${count(present.length, 'element')} of a clear decision ${present.length === 1 ? 'is' : 'are'} stated (${present.map((c) => c.element).join(', ') || 'none'}); missing: ${missing.map((c) => c.element).join(', ')}. ${missing[0]!.note}`;
  const recommendations: AdviceFinding[] = missing.map((c) => {
    const source = guidance.get(c.element);
    return { text: c.note, citations: source === undefined ? [] : [citeSentence(ac, source)] };
  });
  const risks: AdviceFinding[] = missing
    .filter((c) => c.element === 'end state' || c.element === 'accepted risk' || c.element === 'decision')
    .map((c) => ({
      text: `Without a stated ${c.element}, subordinates cannot tell ${c.element === 'decision' ? 'what to do' : c.element === 'end state' ? 'when they are done' : 'which losses are acceptable'}.`,
      citations: [],
    }));
  return personaAnalysis('commander', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: { method: 'intent-critique', checks },
  });
}
