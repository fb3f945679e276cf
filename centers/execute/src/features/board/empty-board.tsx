import { DEFAULT_WIP_LIMITS, TASK_STATUSES, TASK_STATUS_LABELS, type TaskStatus } from '@csw/contracts';
import { Muted } from '@csw/ui';
import { ColumnFrame, Columns } from './board-frames';

/** What each column will hold, said before there is a plan. */
const WHAT_APPEARS: Record<TaskStatus, string> = {
  planning: 'The tasks of an orchestrated mission start here, each with its due time and owner.',
  'in-progress': `Tasks move here when work on them starts (at most ${DEFAULT_WIP_LIMITS['in-progress']} at once).`,
  done: 'Finished tasks end here and count towards completion.',
};

/** The Mission Control Board before any plan: its three columns, each saying what will appear in it. */
export function EmptyBoard() {
  return (
    <Columns>
      {TASK_STATUSES.map((status) => (
        <ColumnFrame key={status} over={false} aria-label={TASK_STATUS_LABELS[status]}>
          <h3>{TASK_STATUS_LABELS[status]} (0)</h3>
          <Muted>{WHAT_APPEARS[status]}</Muted>
        </ColumnFrame>
      ))}
    </Columns>
  );
}
