import type { PlanSummaryDto } from '@csw/contracts';
import { Button, FormMessage, Muted, Row, SelectField } from '@csw/ui';
import { formatDtg } from '../../lib/dates';

export interface PlanPickerProps {
  plans: readonly PlanSummaryDto[] | undefined;
  error: string | null;
  currentId: string | null;
  onOpen(planId: string): void;
  onNew(): void;
  onRetry(): void;
}

/** A plan as the list names it: its title, when it was made, its size and its mission time. */
function planLabel(p: PlanSummaryDto): string {
  const tasks = `${p.taskCount} ${p.taskCount === 1 ? 'task' : 'tasks'}`;
  const mission = p.missionTime ? `mission ${formatDtg(p.missionTime)}` : 'no mission time';
  return `${p.title} (made ${formatDtg(p.createdAt)}, ${tasks}, ${mission})`;
}

/**
 * The user's plans (and in team mode their team's), newest first as the server lists them: reopen one with
 * its board, or start a new one.
 */
export function PlanPicker({ plans, error, currentId, onOpen, onNew, onRetry }: PlanPickerProps) {
  if (error)
    return (
      <Row>
        <FormMessage message={error} />
        <Button variant="secondary" onClick={onRetry}>
          Retry
        </Button>
      </Row>
    );
  if (!plans) return <Muted role="status">Loading your plans…</Muted>;
  if (plans.length === 0) return <Muted>No plans yet. Describe a mission and orchestrate it.</Muted>;
  return (
    <Row align="flex-end">
      <SelectField
        label="Plans"
        value={currentId ?? ''}
        onChange={(event) => event.target.value && onOpen(event.target.value)}
        options={[
          { value: '', label: 'New plan' },
          ...plans.map((p) => ({ value: p.id, label: planLabel(p) })),
        ]}
      />
      <Button variant="secondary" onClick={onNew} disabled={currentId === null}>
        New plan
      </Button>
    </Row>
  );
}
