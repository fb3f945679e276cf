import type {
  AdviceFinding,
  AdvisorVerdict,
  ConfidenceBasis,
  PersonaAnalysis,
  PersonaDetails,
  PersonaId,
} from '@csw/contracts';
import { PERSONAS } from '@csw/contracts';
import type { Citation } from '../analysis/types';

/**
 * Confidence in percent from corroborating and contradicting evidence: the mean of a Beta(1, 1) prior
 * updated with the counts, (s + 1) / (s + c + 2). No evidence either way gives 50%; each piece of
 * evidence moves it, less and less as evidence accumulates.
 */
export function evidenceConfidence(
  supporting: number,
  contradicting: number,
  what: { supporting: string; contradicting: string },
): { confidence: number; basis: ConfidenceBasis } {
  const confidence = Math.round((100 * (supporting + 1)) / (supporting + contradicting + 2));
  const explanation =
    supporting + contradicting === 0
      ? `No ${what.supporting} and no ${what.contradicting} were found, so confidence stays at the neutral 50%.`
      : `${supporting} ${what.supporting} against ${contradicting} ${what.contradicting}: (${supporting} + 1) / (${supporting} + ${contradicting} + 2) = ${confidence}%.`;
  return { confidence, basis: { supporting, contradicting, explanation } };
}

/** An advisor's bottom line from its confidence. */
export function verdictOf(confidence: number): AdvisorVerdict {
  return confidence >= 60 ? 'proceed' : confidence >= 40 ? 'proceed with caution' : 'reconsider';
}

/** What one advisor found, before it is put in the contract's shape. */
export interface PersonaFindings {
  analysis: string;
  confidence: number;
  basis: ConfidenceBasis;
  risks: AdviceFinding[];
  recommendations: AdviceFinding[];
  details: PersonaDetails;
}

/** An advisor's analysis as the contract has it: its name and method from the catalogue, its verdict from its confidence. */
export function personaAnalysis(personaId: PersonaId, found: PersonaFindings): PersonaAnalysis {
  return {
    personaId,
    name: PERSONAS[personaId].name,
    method: PERSONAS[personaId].method,
    analysis: found.analysis,
    confidence: found.confidence,
    confidenceBasis: found.basis,
    verdict: verdictOf(found.confidence),
    risks: found.risks,
    recommendations: found.recommendations,
    details: found.details,
  };
}

/** Identifies a quoted span: the same passage cited twice has the same key. */
export function citationKey(c: Pick<Citation, 'documentId' | 'page' | 'start'>): string {
  return `${c.documentId}:${c.page}:${c.start}`;
}

/** Citations without repeats, in first-seen order. */
export function uniqueCitations(citations: Iterable<Citation>): Citation[] {
  const seen = new Set<string>();
  const out: Citation[] = [];
  for (const c of citations) {
    const key = citationKey(c);
    if (!seen.has(key)) {
      seen.add(key);
      out.push(c);
    }
  }
  return out;
}

/** Every citation inside a result, wherever it sits (for the marking and the source list). */
export function collectCitations(value: unknown, out: Citation[] = []): Citation[] {
  if (Array.isArray(value)) {
    for (const v of value) collectCitations(v, out);
  } else if (value && typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.documentId === 'string' && typeof o.quote === 'string' && typeof o.page === 'number') {
      out.push(o as unknown as Citation);
    } else {
      for (const v of Object.values(o)) collectCitations(v, out);
    }
  }
  return out;
}

/** "1 assumption" / "3 assumptions". */
export function count(n: number, word: string, pluralWord = `${word}s`): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}

/** Text cut at a word boundary to at most `max` characters. */
export function clip(text: string, max = 160): string {
  const one = text.replace(/\s+/g, ' ').trim();
  if (one.length <= max) return one;
  const cut = one.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}\u2026`;
}

/** "Title, p. 2". */
export function sourceOf(c: Citation): string {
  return `${c.title}, p. ${c.page}`;
}
