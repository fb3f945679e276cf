import { useState, type FormEvent } from 'react';
import { EXECUTE_LABELS, type Timeline } from '@csw/contracts';
import { Button, FormMessage, Row, Stack, TextField } from '@csw/ui';
import { fromLocalInput } from '../../lib/dates';

/** The times a timeline may need that the description does not give, as instants (ISO). */
export interface TimelineTimes {
  dDay?: string;
  missionTime?: string;
  receivedAt?: string;
}

type Field = keyof TimelineTimes;

/** Which times a timeline that could not be drawn asks for, by why it could not. */
const FIELDS: Readonly<Record<Exclude<Timeline['status'], 'ok'>, readonly Field[]>> = {
  relative: ['dDay'],
  'no-mission-time': ['missionTime'],
  passed: ['receivedAt', 'missionTime'],
};

const LABELS: Readonly<Record<Field, string>> = {
  dDay: EXECUTE_LABELS.dDay,
  missionTime: EXECUTE_LABELS.missionTime,
  receivedAt: EXECUTE_LABELS.receivedAt,
};

const HINTS: Readonly<Record<Field, string>> = {
  dDay: 'When D-day, H-hour is: the times the order gives from it (D+1, H+3) are dated from it. Your local time.',
  missionTime: 'When the mission must be done. Your local time.',
  receivedAt:
    'When the order was received: the timeline is back-planned from it to the mission time the order gives. Your local time.',
};

export interface TimelineDatesProps {
  timeline: Timeline;
  busy: boolean;
  /** Called with the times given (at least one); the plan is orchestrated again with them. */
  onDate(times: TimelineTimes): void;
}

/**
 * The fields a timeline needs when the description leaves it undated: the date of D-day, H-hour for a
 * mission given relative to it, the mission time when none is stated, or, when the mission time has passed
 * (an exercise, an order of an earlier year), the receipt of mission to back-plan from or a later mission
 * time. Shown only when the timeline needs one of them.
 */
export function TimelineDates({ timeline, busy, onDate }: TimelineDatesProps) {
  const [values, setValues] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  if (timeline.status === 'ok') return null;
  const fields = FIELDS[timeline.status];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const times: TimelineTimes = {};
    for (const field of fields) {
      const iso = fromLocalInput(values[field] ?? '');
      if (iso) times[field] = iso;
    }
    if (!Object.keys(times).length) {
      setError(`Give the ${fields.map((f) => LABELS[f]).join(' or the ')} to date the timeline.`);
      return;
    }
    setError(null);
    onDate(times);
  };
  return (
    <form onSubmit={submit} aria-label="Timeline dates">
      <Stack gap="sm">
        {fields.map((field) => (
          <TextField
            key={field}
            label={LABELS[field]}
            hint={HINTS[field]}
            type="datetime-local"
            value={values[field] ?? ''}
            onChange={(event) => setValues((v) => ({ ...v, [field]: event.target.value }))}
          />
        ))}
        <Row>
          <Button type="submit" disabled={busy}>
            {busy ? 'Dating the timeline…' : EXECUTE_LABELS.dateTimeline}
          </Button>
        </Row>
        <FormMessage message={error} />
      </Stack>
    </form>
  );
}
