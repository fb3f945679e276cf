import type { AdvisorVerdict, Consensus, PersonaAnalysis, PersonaId } from '@csw/contracts';
import { ADVISOR_VERDICTS, PERSONAS } from '@csw/contracts';
import type { Citation } from '../analysis/types';
import { getOrCreate } from '../cache/get-or-create';
import { citationKey, clip, collectCitations, sourceOf } from './helpers';

/** An advisor's main point in a line: its first risk, else its first recommendation, else its analysis. */
export function keyPoint(a: PersonaAnalysis): string {
  const text = a.risks[0]?.text ?? a.recommendations[0]?.text ?? a.analysis;
  return clip(text.replace(/[.\s]+$/, ''), 160);
}

interface SharedPassage {
  readonly citation: Citation;
  readonly personas: ReadonlySet<PersonaId>;
}

/** The passages that two or more of these advisors rest on, the most shared first. */
function sharedPassages(group: readonly PersonaAnalysis[]): SharedPassage[] {
  const users = new Map<string, { citation: Citation; personas: Set<PersonaId> }>();
  for (const a of group) {
    for (const c of collectCitations(a)) {
      const entry = getOrCreate(users, citationKey(c), () => ({
        citation: c,
        personas: new Set<PersonaId>(),
      }));
      entry.personas.add(a.personaId);
    }
  }
  return [...users.values()]
    .filter((u) => u.personas.size >= 2)
    .sort((x, y) => y.personas.size - x.personas.size);
}

/** Why a group holds its verdict: the passage its members share, else its first member's main point. */
function groupReason(group: readonly PersonaAnalysis[]): { text: string; citations: Citation[] } {
  const [shared] = sharedPassages(group);
  if (shared) {
    return {
      text: `on ${sourceOf(shared.citation)}: "${clip(shared.citation.quote, 120)}"`,
      citations: [shared.citation],
    };
  }
  return { text: `${group[0]!.name}: ${keyPoint(group[0]!)}`, citations: [] };
}

const names = (group: readonly PersonaAnalysis[]) => group.map((a) => a.name).join(', ');
// When as many advisors say one thing as another, the more cautious view is the one to answer first.
const CAUTION: Readonly<Record<AdvisorVerdict, number>> = {
  reconsider: 2,
  'proceed with caution': 1,
  proceed: 0,
};

/**
 * Where the advisors agree and where they do not, and why. Agreement: advisors who reach the same verdict,
 * with the passage they rest on, and passages that two or more advisors rest on. Disagreement, kept as its
 * own section: when the verdicts split, each advisor's position and its reason (its main point, its
 * confidence and how it was computed). The summary says what the larger group holds and on what, and why
 * each dissenting advisor differs.
 */
export function buildConsensus(analyses: readonly PersonaAnalysis[]): Consensus {
  const byVerdict = new Map<AdvisorVerdict, PersonaAnalysis[]>();
  for (const a of analyses) byVerdict.set(a.verdict, [...(byVerdict.get(a.verdict) ?? []), a]);
  const agreement: Consensus['agreement'] = [];
  for (const verdict of ADVISOR_VERDICTS) {
    const group = byVerdict.get(verdict) ?? [];
    if (group.length < 2) continue;
    const why = groupReason(group);
    agreement.push({
      text: `${names(group)} agree: ${verdict}, ${why.text}.`,
      personaIds: group.map((a) => a.personaId),
      citations: why.citations,
    });
  }
  // Passages that several methods rest on: independent methods reading the same evidence.
  const shared = sharedPassages(analyses);
  const said = new Set<string>();
  for (const u of shared) {
    const ids = [...u.personas];
    const text = `${ids.map((id) => PERSONAS[id].name).join(' and ')} all rest on ${sourceOf(u.citation)}: "${clip(u.citation.quote, 100)}"`;
    // The same advisors on the same document once: the first (most shared) passage speaks for it.
    const key = `${ids.join(',')}|${sourceOf(u.citation)}`;
    if (said.has(key)) continue;
    said.add(key);
    agreement.push({ text, personaIds: ids, citations: [u.citation] });
    if (said.size >= 3) break;
  }
  const disagreement: Consensus['disagreement'] =
    byVerdict.size > 1
      ? [
          {
            topic: 'Whether to proceed',
            positions: analyses.map((a) => ({
              personaId: a.personaId,
              verdict: a.verdict,
              reason: `${keyPoint(a)}. Confidence ${a.confidence}%: ${a.confidenceBasis.explanation}`,
            })),
          },
        ]
      : [];
  return { summary: summaryOf(analyses, byVerdict), agreement, disagreement };
}

function summaryOf(
  analyses: readonly PersonaAnalysis[],
  byVerdict: ReadonlyMap<AdvisorVerdict, PersonaAnalysis[]>,
): string {
  if (analyses.length === 0) return 'No advisor has spoken.';
  if (analyses.length === 1) return `Only ${analyses[0]!.name} was consulted: ${analyses[0]!.verdict}.`;
  if (byVerdict.size === 1) {
    return `All ${analyses.length} advisors agree: ${analyses[0]!.verdict}, ${groupReason(analyses).text}.`;
  }
  const [verdict, group] = [...byVerdict.entries()].sort(
    ([va, a], [vb, b]) => b.length - a.length || CAUTION[vb] - CAUTION[va],
  )[0]!;
  const dissent = analyses.filter((a) => a.verdict !== verdict);
  const lead =
    group.length === 1
      ? `The advisors are split; ${group[0]!.name} says ${verdict}: ${keyPoint(group[0]!)}.`
      : `${group.length} of ${analyses.length} advisors (${names(group)}) say ${verdict}, ${groupReason(group).text}.`;
  const others = dissent.map((a) => `${a.name} says ${a.verdict} (${a.confidence}%): ${keyPoint(a)}.`);
  return [lead, 'The dissent:', ...others].join(' ');
}
