import { useState } from 'react';
import styled from '@emotion/styled';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { TASK_PRIORITIES, TASK_PRIORITY_LABELS, type TaskDto, type UpdateTaskBody } from '@csw/contracts';
import { Muted, Row, SelectField, StatusSymbol, TextField } from '@csw/ui';
import { formatDtg, fromLocalInput, toLocalInput } from '../../lib/dates';

const Card = styled.li<{ dragging: boolean }>`
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surfaceHeader};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  opacity: ${({ dragging }) => (dragging ? 0.6 : 1)};
`;

const Handle = styled.button`
  all: unset;
  cursor: grab;
  font-weight: ${({ theme }) => theme.font.weight.medium};
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

const Fields = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
  gap: ${({ theme }) => theme.space.xs};
`;

const PRIORITY_STATUS = { critical: 'critical', high: 'serious', medium: 'caution', low: 'standby' } as const;
const PRIORITY_OPTIONS = TASK_PRIORITIES.map((p) => ({ value: p, label: TASK_PRIORITY_LABELS[p] }));

export interface TaskCardProps {
  task: TaskDto;
  /** 'Blocked by: Mission analysis' while an unfinished task blocks it, else null. */
  blocked: string | null;
  overdue: boolean;
  readOnly: boolean;
  onEdit(task: TaskDto, changes: UpdateTaskBody): void;
}

/**
 * A task on the board: its title is the drag handle (mouse, touch, or keyboard: Space picks it up, the
 * arrows move it, Space drops it), with its priority and due date editable in place.
 */
export function TaskCard({ task, blocked, overdue, readOnly, onEdit }: TaskCardProps) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: task.id,
    disabled: readOnly,
  });
  const [due, setDue] = useState(toLocalInput(task.dueDate));
  const [shownDue, setShownDue] = useState(task.dueDate);
  if (shownDue !== task.dueDate) {
    setShownDue(task.dueDate);
    setDue(toLocalInput(task.dueDate));
  }
  const titleId = `task-title-${task.id}`;
  const commitDue = () => {
    const value = fromLocalInput(due);
    if (value !== task.dueDate && (value !== null || due === '')) onEdit(task, { dueDate: value });
  };
  return (
    <Card
      ref={setNodeRef}
      dragging={isDragging}
      aria-labelledby={titleId}
      data-task-id={task.id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Handle id={titleId} {...attributes} {...listeners} aria-disabled={readOnly || undefined}>
        {task.title}
      </Handle>
      <Row gap="xs">
        <StatusSymbol status={PRIORITY_STATUS[task.priority]} label={TASK_PRIORITY_LABELS[task.priority]} />
        <Muted as="span">
          Due {formatDtg(task.dueDate)}
          {[task.owner, task.unit].filter(Boolean).length
            ? ` · ${[task.owner, task.unit].filter(Boolean).join(', ')}`
            : ''}
          {overdue ? ' · Overdue' : ''}
        </Muted>
      </Row>
      {blocked ? (
        <Row gap="xs" role="note">
          <StatusSymbol status="serious" label="Blocked" />
          <span>{blocked}</span>
        </Row>
      ) : null}
      {readOnly ? null : (
        <Fields>
          <SelectField
            label="Priority"
            value={task.priority}
            options={PRIORITY_OPTIONS}
            onValueChange={(priority) => onEdit(task, { priority })}
          />
          <TextField
            label="Due date"
            type="datetime-local"
            value={due}
            onChange={(event) => setDue(event.target.value)}
            onBlur={commitDue}
            onKeyDown={(event) => {
              if (event.key === 'Enter') commitDue();
            }}
          />
        </Fields>
      )}
    </Card>
  );
}
