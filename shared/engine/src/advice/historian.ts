import type { AdviceFinding, PersonaAnalysis, Precedent } from '@csw/contracts';
import { PERSONAS } from '@csw/contracts';
import { IMPROVE, LESSON, OPPOSITION, SUSTAIN } from '../analysis/cues';
import { citeSentence, type AdviceContext } from './context';
import { clip, count, evidenceConfidence, sourceOf, verdictOf } from './helpers';

/** Wording of something that already happened, or of what it taught. */
export const PRECEDENT =
  /\b(?:in (?:19|20)\d{2}|during (?:the )?(?:last|previous|past|earlier)|previous(?:ly)?|last (?:year|exercise|rotation|deployment|cycle)|in the past|past (?:exercises?|operations?|deployments?|events?)|histor(?:y|ical(?:ly)?)|precedents?|lessons? (?:learned|identified)|after[- ]action|AARs?|demonstrated|proved|experienced|occurred|was (?:tested|used|attempted|tried|conducted)|were (?:tested|used|attempted|tried|conducted))\b/i;

// A precedent is told in the past tense.
const PAST = /\b(?:was|were|had|did|\w{3,}ed)\b/i;

const YEAR = /\b(?:19|20)\d{2}\b/;
const MAX_PRECEDENTS = 6;

/**
 * Precedents: the passages most relevant to the scenario that tell what happened before (an exercise,
 * an operation, a lesson learned), each judged a success, a failure or mixed by its wording.
 */
export function findPrecedents(ac: AdviceContext): Precedent[] {
  const out: Precedent[] = [];
  const perDocument = new Map<number, number>();
  for (const i of ac.relevant) {
    if (out.length >= MAX_PRECEDENTS) break;
    const s = ac.ctx.corpus.sentences[i]!;
    if (!(PRECEDENT.test(s.text) && PAST.test(s.text)) && !LESSON.test(s.text)) continue;
    // At most two per document, so that one after-action report does not speak for all history.
    if ((perDocument.get(s.doc) ?? 0) >= 2) continue;
    perDocument.set(s.doc, (perDocument.get(s.doc) ?? 0) + 1);
    const good = SUSTAIN.test(s.text);
    const bad = IMPROVE.test(s.text);
    const outcome =
      good && !bad
        ? 'success'
        : bad && !good
          ? 'failure'
          : good && bad
            ? 'mixed'
            : OPPOSITION.test(s.text)
              ? 'failure'
              : 'success';
    const citation = citeSentence(ac, i);
    out.push({
      text: clip(citation.quote, 240),
      outcome,
      year: YEAR.exec(s.text)?.[0] ?? null,
      lesson:
        outcome === 'success'
          ? 'It worked before: build on it.'
          : outcome === 'failure'
            ? 'It went wrong before: plan against a repeat.'
            : 'The record is mixed: keep what worked and guard against what did not.',
      citation,
    });
  }
  return out;
}

/** The historian: precedents retrieved from the library and cited. */
export function historianAnalysis(ac: AdviceContext): PersonaAnalysis {
  const precedents = findPrecedents(ac);
  const successes = precedents.filter((p) => p.outcome === 'success');
  const failures = precedents.filter((p) => p.outcome === 'failure');
  const { confidence, basis } = evidenceConfidence(successes.length, failures.length, {
    supporting: 'precedents that went well',
    contradicting: 'precedents that went wrong',
  });
  const first = precedents[0];
  const analysis = !first
    ? 'The library holds no precedent for this scenario: it would be tried for the first time here, so rehearse it.'
    : `I found ${count(precedents.length, 'precedent')}: ${successes.length} went well, ${failures.length} went wrong, ${precedents.length - successes.length - failures.length} mixed. The closest, in ${sourceOf(first.citation)}${first.year ? ` (${first.year})` : ''}: "${clip(first.text, 150)}"`;
  const risks: AdviceFinding[] = failures.map((p) => ({
    text: `It went wrong before: ${clip(p.text, 160)}`,
    citations: [p.citation],
  }));
  const recommendations: AdviceFinding[] = precedents.slice(0, 4).map((p) => ({
    text: `${p.lesson} (${sourceOf(p.citation)}${p.year ? `, ${p.year}` : ''})`,
    citations: [p.citation],
  }));
  if (!first) {
    recommendations.push({
      text: 'With no precedent, rehearse the critical events before execution.',
      citations: [],
    });
  }
  return {
    personaId: 'historian',
    name: PERSONAS.historian.name,
    method: PERSONAS.historian.method,
    analysis,
    confidence,
    confidenceBasis: basis,
    verdict: verdictOf(confidence),
    risks,
    recommendations,
    details: { method: 'precedents', precedents },
  };
}
