import styled from '@emotion/styled';
import { EXECUTE_LABELS, type ExecutionMetrics, type TaskDto } from '@csw/contracts';
import { FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import { formatHours } from '../../lib/dates';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surfaceHeader};
    border-radius: ${({ theme }) => theme.radius};
  }
  dt {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Execution metrics, every figure computed by the server from the board's tasks as they are. */
export function MetricsPanel({
  metrics,
  tasks,
}: {
  metrics: ExecutionMetrics | null;
  tasks: readonly TaskDto[];
}) {
  if (!metrics)
    return (
      <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.metrics}>
        <SectionTitle>{EXECUTE_LABELS.metrics}</SectionTitle>
        <Muted>
          Computed from the board once a plan exists: completion, overdue and blocked tasks, time to mission,
          resource conflicts, planning time spent and the critical path.
        </Muted>
      </Stack>
    );
  const titles = new Map(tasks.map((t) => [t.id, t.title]));
  const { completion, planningTime, criticalPath } = metrics;
  const figures: [string, string][] = [
    [
      'Completion',
      completion.percent === null
        ? 'No tasks'
        : `${completion.percent}% (${completion.done} of ${completion.total})`,
    ],
    ['Overdue', String(metrics.overdue.count)],
    ['Time to mission', metrics.timeToMission.label],
    ['Blocked', String(metrics.blocked.length)],
    ['Resource conflicts', String(metrics.resourceConflictCount)],
    [
      'Planning time spent',
      planningTime.budgetMs
        ? `${formatHours(planningTime.spentMs)} of ${formatHours(planningTime.budgetMs)}`
        : formatHours(planningTime.spentMs),
    ],
  ];
  return (
    <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.metrics}>
      <SectionTitle>{EXECUTE_LABELS.metrics}</SectionTitle>
      <Figures>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Figures>
      <Muted>
        Critical path ({criticalPath.hours} h):{' '}
        {criticalPath.taskIds.length
          ? criticalPath.taskIds.map((id) => titles.get(id) ?? id).join(' → ')
          : 'no open tasks'}
        .
      </Muted>
      {criticalPath.cycle ? (
        <FormMessage
          message={`These tasks block each other in a circle: ${criticalPath.cycle.map((id) => titles.get(id) ?? id).join(', ')}.`}
          hint="Change what one of these tasks waits for, so that the circle is broken."
        />
      ) : null}
    </Stack>
  );
}
