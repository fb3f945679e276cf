import { useState, type FormEvent } from 'react';
import { EXECUTE_LABELS, PLANNING_MESSAGES } from '@csw/contracts';
import { Button, FormMessage, Row, Stack, TextAreaField, TextField } from '@csw/ui';
import { fromLocalInput } from '../../lib/dates';

/** What Orchestrate Mission sends besides the description. */
export interface MissionTimes {
  /** The receipt of mission (ISO), when it is not now: an order received earlier is back-planned from it. */
  receivedAt?: string;
}

export interface MissionFormProps {
  description: string;
  onDescription(text: string): void;
  busy: boolean;
  message: string | null;
  /** Called with the trimmed description and the receipt of mission when given; never for an empty one. */
  onOrchestrate(description: string, times: MissionTimes): void;
}

const RECEIPT_HINT =
  'When the order (an OPORD, a FRAGO) was received: the timeline is back-planned from it to the mission time. Leave it empty for now. Your local time.';

/**
 * The task description, the receipt of mission and Orchestrate Mission. Like Quick Create and Analyze, the
 * button stays off while the description is blank, and the field says what it needs. The receipt of
 * mission is always there: an order received yesterday is not planned as if it came now.
 */
export function MissionForm({ description, onDescription, busy, message, onOrchestrate }: MissionFormProps) {
  const [receipt, setReceipt] = useState('');
  const text = description.trim();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text || busy) return;
    const receivedAt = fromLocalInput(receipt);
    onOrchestrate(text, receivedAt ? { receivedAt } : {});
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
        <TextField
          label={EXECUTE_LABELS.receivedAt}
          hint={RECEIPT_HINT}
          type="datetime-local"
          value={receipt}
          onChange={(event) => setReceipt(event.target.value)}
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
