import type { AdvisorVerdict, Consensus, PersonaAnalysis, PersonaId } from '@csw/contracts';
import { ADVISOR_VERDICTS, PERSONAS } from '@csw/contracts';
import type { Citation } from '../analysis/types';
import { citationKey, collectCitations, sourceOf } from './helpers';

/**
 * Where the advisors agree and where they do not. Agreement: advisors who reach the same verdict, and
 * passages that two or more advisors rest on. Disagreement, kept as its own section: when the verdicts
 * split, each side's position and the reason it gives (its confidence and how it was computed).
 */
export function buildConsensus(analyses: readonly PersonaAnalysis[]): Consensus {
  const byVerdict = new Map<AdvisorVerdict, PersonaAnalysis[]>();
  for (const a of analyses) byVerdict.set(a.verdict, [...(byVerdict.get(a.verdict) ?? []), a]);
  const agreement: Consensus['agreement'] = [];
  for (const verdict of ADVISOR_VERDICTS) {
    const group = byVerdict.get(verdict) ?? [];
    if (group.length < 2) continue;
    agreement.push({
      text: `${group.map((a) => a.name).join(', ')} agree: ${verdict}.`,
      personaIds: group.map((a) => a.personaId),
      citations: [],
    });
  }
  // Passages that several methods rest on: independent methods reading the same evidence.
  const users = new Map<string, { citation: Citation; personas: Set<PersonaId> }>();
  for (const a of analyses) {
    for (const c of collectCitations(a)) {
      const entry = users.get(citationKey(c)) ?? { citation: c, personas: new Set<PersonaId>() };
      entry.personas.add(a.personaId);
      users.set(citationKey(c), entry);
    }
  }
  const shared = [...users.values()]
    .filter((u) => u.personas.size >= 2)
    .sort((a, b) => b.personas.size - a.personas.size)
    .slice(0, 3);
  for (const u of shared) {
    const ids = [...u.personas];
    agreement.push({
      text: `${ids.map((id) => PERSONAS[id].name).join(' and ')} all rest on ${sourceOf(u.citation)}.`,
      personaIds: ids,
      citations: [u.citation],
    });
  }
  const disagreement: Consensus['disagreement'] =
    byVerdict.size > 1
      ? [
          {
            topic: 'Whether to proceed',
            positions: analyses.map((a) => ({
              personaId: a.personaId,
              verdict: a.verdict,
              reason: `${a.confidence}%: ${a.confidenceBasis.explanation}`,
            })),
          },
        ]
      : [];
  const counts = ADVISOR_VERDICTS.map((v) => [v, byVerdict.get(v)?.length ?? 0] as const).filter(
    ([, n]) => n > 0,
  );
  const summary =
    analyses.length === 0
      ? 'No advisor has spoken.'
      : analyses.length === 1
        ? `Only ${analyses[0]!.name} was consulted: ${analyses[0]!.verdict}.`
        : byVerdict.size === 1
          ? `All ${analyses.length} advisors agree: ${analyses[0]!.verdict}.`
          : `The advisors are split: ${counts.map(([v, n]) => `${n} ${v}`).join(', ')}. The dissent is kept below.`;
  return { summary, agreement, disagreement };
}
