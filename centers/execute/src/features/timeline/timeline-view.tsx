import styled from '@emotion/styled';
import { EXECUTE_LABELS, type Milestone, type Timeline } from '@csw/contracts';
import { Muted, SectionTitle, Stack } from '@csw/ui';
import { formatDtg, formatHours } from '../../lib/dates';

const Rows = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: minmax(10rem, 16rem) 8.5rem minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Track = styled.div`
  position: relative;
  height: 0.75rem;
  background: ${({ theme }) => theme.color.background};
  border-radius: ${({ theme }) => theme.radius};
`;

const COLOURS = {
  mdmp: 'normal',
  warno: 'caution',
  order: 'serious',
  subordinate: 'standby',
  mission: 'critical',
} as const;

const Bar = styled.span<{ kind: Milestone['kind'] }>`
  position: absolute;
  top: 0;
  bottom: 0;
  min-width: 3px;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, kind }) => theme.status[COLOURS[kind]]};
`;

/**
 * The back-planned timeline at a glance: each milestone on one line with its date-time group and a bar
 * placed on the span from receipt of mission to the mission itself.
 */
export function TimelineView({ timeline }: { timeline: Timeline | null }) {
  if (!timeline)
    return (
      <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.timeline}>
        <SectionTitle>{EXECUTE_LABELS.timeline}</SectionTitle>
        <Muted>
          The mission&apos;s timeline appears here once it is orchestrated: planned back from the mission
          time, with one third of the time for this echelon, orders due and two thirds left to subordinates.
        </Muted>
      </Stack>
    );
  const start = Date.parse(timeline.receivedAt);
  const end = timeline.missionTime ? Date.parse(timeline.missionTime) : NaN;
  return (
    <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.timeline}>
      <SectionTitle>{EXECUTE_LABELS.timeline}</SectionTitle>
      {timeline.status !== 'ok' || !(end > start) ? (
        <Muted role="status">{timeline.message ?? 'No timeline.'}</Muted>
      ) : (
        <>
          <Muted>
            {formatDtg(timeline.receivedAt)} to {formatDtg(timeline.missionTime)}: {formatHours(end - start)}.
            This echelon plans for {formatHours(timeline.planningMs ?? 0)} (one third); subordinates get{' '}
            {formatHours(timeline.subordinateMs ?? 0)}. Orders due {formatDtg(timeline.ordersDue)}.
          </Muted>
          <Rows aria-label="Milestones">
            {timeline.milestones.map((m) => {
              const from = Date.parse(m.start);
              const to = Date.parse(m.end);
              const left = ((from - start) / (end - start)) * 100;
              const width = ((to - from) / (end - start)) * 100;
              return (
                <Item key={m.key}>
                  <span>{m.label}</span>
                  <time dateTime={m.start}>{formatDtg(m.start)}</time>
                  <Track aria-hidden="true">
                    <Bar
                      kind={m.kind}
                      style={{
                        left: `${Math.max(0, Math.min(100, left))}%`,
                        width: `${Math.max(0, width)}%`,
                      }}
                    />
                  </Track>
                </Item>
              );
            })}
          </Rows>
        </>
      )}
    </Stack>
  );
}
