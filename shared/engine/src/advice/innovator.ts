import type { AdviceFinding, PersonaAnalysis, WhatIf } from '@csw/contracts';
import { claimTerms } from '../analysis/corroboration';
import { citeSentence, isLibrary, type AdviceContext } from './context';
import { claimOf } from '../meaning/corpus-readings';
import { aboutAny, isPassage } from './evidence';
import { clip, count, evidenceConfidence, personaAnalysis, sourceOf } from './helpers';
import type { CheckedAssumption } from './skeptic';

/** Wording of a way round: a branch, a backup, another route or means. */
export const ALTERNATIVE =
  /\b(?:alternat(?:e|ive|ives|ively)|instead|backups?|back-up|contingenc(?:y|ies)|redundan(?:t|cy)|fall ?back|secondary|branch(?:es)?|sequels?|options?|workarounds?|re-?route|substitut(?:e|es|ed)|manual(?:ly)?|PACE|reserve|spare|other means)\b/i;

const MAX_WHAT_IFS = 4;
const RATING_ORDER = { unsupported: 0, caveated: 1, supported: 2 } as const;

/** The most relevant library sentence that describes a way round the assumption, if any. */
function fallbackFor(ac: AdviceContext, a: CheckedAssumption): number | undefined {
  const terms = claimTerms(a.terms);
  if (terms.length === 0) return undefined;
  const scores = ac.ctx.sentenceIndex.scores(terms);
  const claim = claimOf(a);
  const core = new Set(claim.core.map((t) => t.word.index));
  const doing = new Set(
    claim.reading.words
      .filter((w) => w.content && !w.named && !core.has(w.index) && (w.pos === 'VERB' || w.pos === 'NOUN'))
      .map((w) => w.stem),
  );
  // A way round speaks of what the assumption is about, or else of what it does ("carry"), not merely of
  // its setting (the names of places and exercises); one about the thing itself is preferred.
  let about: number | undefined;
  let doingOnly: number | undefined;
  for (let i = 0; i < scores.length; i += 1) {
    if (scores[i]! <= 0 || !isLibrary(ac, i)) continue;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!isPassage(s) || !ALTERNATIVE.test(s.text)) continue;
    if (aboutAny(ac, i, [a])) {
      if (about === undefined || scores[i]! > scores[about]!) about = i;
    } else if (s.terms.some((t) => doing.has(t))) {
      if (doingOnly === undefined || scores[i]! > scores[doingOnly]!) doingOnly = i;
    }
  }
  return about ?? doingOnly;
}

/**
 * What-if alternatives: for the weakest assumptions of the scenario, one each, suppose it is false,
 * say what follows, and give the alternative course the library describes (a backup, a branch,
 * another route) or, when it describes none, the branch plan still to be written.
 */
export function whatIfs(ac: AdviceContext, assumptions: readonly CheckedAssumption[]): WhatIf[] {
  return [...assumptions]
    .sort(
      (a, b) =>
        RATING_ORDER[a.rating] - RATING_ORDER[b.rating] ||
        b.evidence.filter((e) => e.stance === 'contradicts').length -
          a.evidence.filter((e) => e.stance === 'contradicts').length ||
        a.sentence - b.sentence,
    )
    .slice(0, MAX_WHAT_IFS)
    .map((a) => {
      const against = a.evidence.find((e) => e.stance === 'contradicts');
      const fallback = fallbackFor(ac, a);
      const fallbackCitation = fallback === undefined ? undefined : citeSentence(ac, fallback);
      const statement = clip(a.statement, 120).replace(/[.]+$/, '');
      return {
        changedAssumption: a.statement,
        whatIf: statement.startsWith('not: ')
          ? `What if ${statement.slice(5)} after all?`
          : `What if it is not true that ${statement.replace(/^(\p{Lu})(?=\p{Ll})/u, (c) => c.toLowerCase())}?`,
        consequence: against
          ? `${sourceOf(against.citation)} already points that way: ${against.reason}.`
          : a.impactLevel === 'high'
            ? 'Several parts of the scenario build on it and would have to change together.'
            : 'The part of the scenario built on it would have to change.',
        alternative: fallbackCitation
          ? `The library describes a way round it: "${clip(fallbackCitation.quote, 200)}"`
          : 'No document describes a way round it: write a branch plan that does not depend on it.',
        citations: [...(against ? [against.citation] : []), ...(fallbackCitation ? [fallbackCitation] : [])],
      };
    });
}

/** The innovator: what-if alternatives, one changed assumption each. */
export function innovatorAnalysis(alternatives: readonly WhatIf[]): PersonaAnalysis {
  const documented = alternatives.filter((w) => !w.alternative.startsWith('No document')).length;
  const { confidence, basis } = evidenceConfidence(documented, alternatives.length - documented, {
    supporting: 'changed assumptions with a documented way round',
    contradicting: 'without one',
  });
  const analysis =
    alternatives.length === 0
      ? 'The scenario states no assumption I could change: state what it takes for granted and I will build the alternatives.'
      : `I changed ${count(alternatives.length, 'assumption')}, one at a time; the library describes a way round ${documented} of them. First: ${alternatives[0]!.whatIf} ${alternatives[0]!.alternative}`;
  const recommendations: AdviceFinding[] = alternatives.map((w) => ({
    text: `${w.whatIf} ${w.alternative}`,
    citations: w.citations,
  }));
  const risks: AdviceFinding[] = alternatives
    .filter((w) => w.alternative.startsWith('No document'))
    .map((w) => ({
      text: `No branch exists if this fails: ${clip(w.changedAssumption, 140)}`,
      citations: [],
    }));
  return personaAnalysis('innovator', {
    analysis,
    confidence,
    basis,
    risks,
    recommendations,
    details: { method: 'what-if', whatIfs: [...alternatives] },
  });
}
