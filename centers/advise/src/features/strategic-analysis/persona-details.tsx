import type { AdviceFinding, PersonaDetails as Details, ScenarioAssumption } from '@csw/contracts';
import { Muted, Stack } from '@csw/ui';
import { FindingList } from '../../lib/citations';

const RATING_WORDS = { supported: 'Supported', caveated: 'Caveated', unsupported: 'Unsupported' } as const;

/**
 * Where an assumption came from, in the scenario's own words: the words that imply it ("implied by "at
 * night" (its timings)"), the sentence that states it, or the statement taken as given.
 */
export function provenanceOf(a: ScenarioAssumption): string {
  if (a.cue.startsWith('implied by')) return a.cue;
  if (a.explicit) return `stated in your scenario ("${a.span.text}")`;
  return 'taken as given in your scenario';
}

interface FindingGroup {
  label: string;
  findings: AdviceFinding[];
  empty: string;
}

/** A group of findings read from a method's items: each item's claim and the passages it rests on. */
function groupOf<T>(
  label: string,
  items: readonly T[],
  finding: (item: T) => AdviceFinding,
  empty: string,
): FindingGroup {
  return { label, findings: items.map(finding), empty };
}

/** Each method's own findings as claims with the passages they rest on, so every card shows its sources. */
function findingsOf(details: Details): FindingGroup[] {
  switch (details.method) {
    case 'key-assumptions-check':
      return [
        groupOf(
          'Assumptions checked',
          details.assumptions,
          (a) => ({
            text: `${RATING_WORDS[a.rating]} (${a.impactLevel} impact): "${a.statement}", ${provenanceOf(a)}. ${a.ratingReason}`,
            citations: a.evidence.map((e) => e.citation),
          }),
          'The scenario states no assumption to check.',
        ),
        {
          label: "Devil's advocacy",
          findings: details.devilsAdvocacy,
          empty: 'No passage of the library argues against the scenario.',
        },
      ];
    case 'opportunities':
      return [
        groupOf(
          'Opportunities',
          details.opportunities,
          (o) => ({
            text: `${o.variableLabel}${o.instrument ? ` (${o.instrument})` : ''}: ${o.text}`,
            citations: [o.citation],
          }),
          details.uncovered.length
            ? `No opportunity found; the library says nothing of: ${details.uncovered.join(', ')}.`
            : 'No opportunity found.',
        ),
      ];
    case 'precedents':
      return [
        groupOf(
          'Precedents',
          details.precedents,
          (p) => ({
            text: `${p.year ? `${p.year}, ` : ''}${p.outcome}: ${p.lesson}`,
            citations: [p.citation],
          }),
          'No precedent found in the library.',
        ),
      ];
    case 'premortem':
      return [
        groupOf(
          'Why it failed',
          details.failureModes,
          (f) => ({
            text: `${f.cause} (likelihood ${f.likelihood} x severity ${f.severity} = ${f.score}, ${f.level}). ${f.reason}`,
            citations: f.citations,
          }),
          'The premortem found no cause of failure.',
        ),
      ];
    case 'what-if':
      return [
        groupOf(
          'What if',
          details.whatIfs,
          (w) => ({ text: `${w.whatIf} ${w.consequence} ${w.alternative}`, citations: w.citations }),
          'No assumption to change.',
        ),
      ];
    case 'intent-critique':
      return [
        groupOf(
          'Intent critique',
          details.checks,
          (c) => ({ text: `${c.element}: ${c.present ? 'stated' : 'missing'}. ${c.note}`, citations: [] }),
          'Nothing to critique.',
        ),
      ];
  }
}

/** What a persona's method found, beyond its risks and recommendations. */
export function PersonaDetails({ name, details }: { name: string; details: Details }) {
  return (
    <Stack gap="xs">
      {findingsOf(details).map((group) => (
        <Stack gap="xs" key={group.label}>
          <Muted as="h5" style={{ margin: 0 }}>
            {group.label}
          </Muted>
          <FindingList label={`${group.label} (${name})`} findings={group.findings} empty={group.empty} />
        </Stack>
      ))}
    </Stack>
  );
}
