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
  onBlankRefused(message: string): void;
}

/** The task description and Orchestrate Mission: nothing runs for an empty description. */
export function MissionForm({
  description,
  onDescription,
  busy,
  message,
  onOrchestrate,
  onBlankRefused,
}: MissionFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = description.trim();
    if (!text) onBlankRefused(PLANNING_MESSAGES.emptyDescription);
    else onOrchestrate(text);
  };
  return (
    <form onSubmit={submit} aria-label="Mission">
      <Stack gap="sm">
        <TextAreaField
          label={EXECUTE_LABELS.taskDescription}
          rows={5}
          value={description}
          placeholder="2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing."
          onChange={(event) => onDescription(event.target.value)}
        />
        <Row>
          <Button type="submit" disabled={busy}>
            {busy ? 'Orchestrating…' : EXECUTE_LABELS.orchestrate}
          </Button>
        </Row>
        <FormMessage message={message} />
      </Stack>
    </form>
  );
}
