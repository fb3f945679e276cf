import { type FormEvent } from 'react';
import { EXECUTE_LABELS, PLANNING_MESSAGES } from '@csw/contracts';
import { Button, FormMessage, Row, Stack, TextAreaField } from '@csw/ui';

export interface MissionFormProps {
  description: string;
  onDescription(text: string): void;
  busy: boolean;
  message: string | null;
  /** Called with the trimmed description; never for an empty one. */
  onOrchestrate(description: string): void;
}

/**
 * The task description and Orchestrate Mission. Like Quick Create and Analyze, the button stays off while
 * the description is blank, and the field says what it needs.
 */
export function MissionForm({ description, onDescription, busy, message, onOrchestrate }: MissionFormProps) {
  const text = description.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text && !busy) onOrchestrate(text);
  };
  return (
    <form onSubmit={submit} aria-label="Mission">
      <Stack gap="sm">
        <TextAreaField
          label={EXECUTE_LABELS.taskDescription}
          rows={5}
          value={description}
          hint={text ? undefined : PLANNING_MESSAGES.emptyDescription}
          placeholder="2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing."
          onChange={(event) => onDescription(event.target.value)}
        />
        <Row>
          <Button type="submit" disabled={busy || !text}>
            {busy ? 'Orchestrating…' : EXECUTE_LABELS.orchestrate}
          </Button>
        </Row>
        <FormMessage message={message} />
      </Stack>
    </form>
  );
}
