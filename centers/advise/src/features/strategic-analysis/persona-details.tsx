import type { AdviceFinding, PersonaDetails as Details } from '@csw/contracts';
import { Muted, Stack } from '@csw/ui';
import { FindingList } from '../../lib/citations';

const RATING_WORDS = { supported: 'Supported', caveated: 'Caveated', unsupported: 'Unsupported' } as const;

/** Each method's own findings as claims with the passages they rest on, so every card shows its sources. */
function findingsOf(details: Details): { label: string; findings: AdviceFinding[]; empty: string }[] {
  switch (details.method) {
    case 'key-assumptions-check':
      return [
        {
          label: 'Assumptions checked',
          findings: details.assumptions.map((a) => ({
            text: `${RATING_WORDS[a.rating]} (${a.impactLevel} impact): "${a.statement}". ${a.ratingReason}`,
            citations: a.evidence.map((e) => e.citation),
          })),
          empty: 'The scenario states no assumption to check.',
        },
        {
          label: "Devil's advocacy",
          findings: details.devilsAdvocacy,
          empty: 'No passage of the library argues against the scenario.',
        },
      ];
    case 'opportunities':
      return [
        {
          label: 'Opportunities',
          findings: details.opportunities.map((o) => ({
            text: `${o.variableLabel}${o.instrument ? ` (${o.instrument})` : ''}: ${o.text}`,
            citations: [o.citation],
          })),
          empty: details.uncovered.length
            ? `No opportunity found; the library says nothing of: ${details.uncovered.join(', ')}.`
            : 'No opportunity found.',
        },
      ];
    case 'precedents':
      return [
        {
          label: 'Precedents',
          findings: details.precedents.map((p) => ({
            text: `${p.year ? `${p.year}, ` : ''}${p.outcome}: ${p.lesson}`,
            citations: [p.citation],
          })),
          empty: 'No precedent found in the library.',
        },
      ];
    case 'premortem':
      return [
        {
          label: 'Why it failed',
          findings: details.failureModes.map((f) => ({
            text: `${f.cause} (likelihood ${f.likelihood} x severity ${f.severity} = ${f.score}, ${f.level}). ${f.reason}`,
            citations: f.citations,
          })),
          empty: 'The premortem found no cause of failure.',
        },
      ];
    case 'what-if':
      return [
        {
          label: 'What if',
          findings: details.whatIfs.map((w) => ({
            text: `${w.whatIf} ${w.consequence} ${w.alternative}`,
            citations: w.citations,
          })),
          empty: 'No assumption to change.',
        },
      ];
    case 'intent-critique':
      return [
        {
          label: 'Intent critique',
          findings: details.checks.map((c) => ({
            text: `${c.element}: ${c.present ? 'stated' : 'missing'}. ${c.note}`,
            citations: [],
          })),
          empty: 'Nothing to critique.',
        },
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
