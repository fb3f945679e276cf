import { EXECUTE_LABELS, type ExecutionMetrics, type TaskDto } from '@csw/contracts';
import { FigureGrid, FormMessage, Muted, SectionTitle, Stack, type Figure } from '@csw/ui';
import { formatHours } from '../../lib/dates';

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
  const figures: Figure[] = [
    {
      label: 'Completion',
      value:
        completion.percent === null
          ? 'No tasks'
          : `${completion.percent}% (${completion.done} of ${completion.total})`,
    },
    { label: 'Overdue', value: metrics.overdue.count },
    { label: 'Time to mission', value: metrics.timeToMission.label },
    { label: 'Blocked', value: metrics.blocked.length },
    { label: 'Resource conflicts', value: metrics.resourceConflictCount },
    {
      label: 'Planning time spent',
      value: planningTime.budgetMs
        ? `${formatHours(planningTime.spentMs)} of ${formatHours(planningTime.budgetMs)}`
        : formatHours(planningTime.spentMs),
    },
  ];
  return (
    <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.metrics}>
      <SectionTitle>{EXECUTE_LABELS.metrics}</SectionTitle>
      <FigureGrid look="tinted" figures={figures} />
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
