import type { AdviceEvidence, AdviceFinding, QuestionFactor } from '@csw/contracts';
import { contentTerms } from '../text/tokenize';

/**
 * How the factors a question names enter an analysis: as its first recommendations (each factor weighed,
 * cited), as evidence for or against, and as the test a recommendation must pass to be offered at all.
 */

/** The factors as findings: the ones against the course of action and the unsettled ones first. */
export function factorFindings(factors: readonly QuestionFactor[]): AdviceFinding[] {
  const rank = { against: 0, mixed: 1, 'not-evidenced': 2, for: 3 } as const;
  return [...factors]
    .sort((a, b) => rank[a.bearing] - rank[b.bearing])
    .map((f) => ({ text: f.finding, citations: f.citations.slice(0, 1) }));
}

/** The evidence with each weighed factor's deciding passage added, for or against. */
export function withFactorEvidence(
  evidence: { supporting: AdviceEvidence[]; contradicting: AdviceEvidence[] },
  factors: readonly QuestionFactor[],
): { supporting: AdviceEvidence[]; contradicting: AdviceEvidence[] } {
  const supporting = [...evidence.supporting];
  const contradicting = [...evidence.contradicting];
  for (const f of factors) {
    const citation = f.citations[0];
    if (!citation || (f.bearing !== 'against' && f.bearing !== 'for')) continue;
    const item: AdviceEvidence = {
      stance: f.bearing === 'for' ? 'supports' : 'contradicts',
      reason: `On ${f.text}: ${f.finding}`,
      citation,
    };
    (f.bearing === 'for' ? supporting : contradicting).push(item);
  }
  return { supporting, contradicting };
}

/**
 * Whether a finding speaks to the question: its words or the passages it cites share a content word with
 * it. A passage on a satellite is not advice on a river crossing, however well it scored elsewhere.
 */
export function speaksTo(question: string, finding: AdviceFinding): boolean {
  const asked = new Set(contentTerms(question));
  const said = [finding.text, ...finding.citations.map((c) => c.quote)].join(' ');
  return contentTerms(said).some((t) => asked.has(t));
}

const BEARING_WORDS: Readonly<Record<QuestionFactor['bearing'], string>> = {
  against: 'weighs against it',
  for: 'supports it',
  mixed: 'cuts both ways',
  'not-evidenced': 'is not evidenced',
};

/** One sentence naming each factor of the question and how it bears ("" when the question names none). */
export function factorsSentence(factors: readonly QuestionFactor[]): string {
  if (!factors.length) return '';
  const each = factors.map((f) => `${f.text} ${BEARING_WORDS[f.bearing]}`);
  const list = each.length > 1 ? `${each.slice(0, -1).join('; ')}; and ${each.at(-1)}` : each[0]!;
  return `On your question: ${list}.`;
}
