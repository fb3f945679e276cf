import { useState, type FormEvent } from 'react';
import type { FuturesResult } from '@csw/contracts';
import { Button, FormMessage, Row, SelectField, Stack } from '@csw/ui';

export const SAME_DRIVER_MESSAGE = 'Choose two different drivers.';

export interface UncertaintyPickerProps {
  result: FuturesResult;
  busy: boolean;
  onPick(uncertainties: [string, string]): void;
}

/** The two drivers in use, else the two the library names most (the list comes most named first). */
function initial(result: FuturesResult): [string, string] {
  const used = result.uncertainties.map((u) => u.driver);
  const labels = result.drivers.map((d) => d.label);
  return [used[0] ?? labels[0] ?? '', used[1] ?? labels.find((l) => l !== (used[0] ?? labels[0])) ?? ''];
}

/**
 * The two key uncertainties, chosen from the drivers the library names for this focus; the futures are
 * built again from the pair chosen. Remounted (by key) for every new result, so it starts from its pair.
 */
export function UncertaintyPicker({ result, busy, onPick }: UncertaintyPickerProps) {
  const [picked, setPicked] = useState<[string, string]>(() => initial(result));
  const [problem, setProblem] = useState<string | null>(null);
  const options = result.drivers.map((d) => ({
    value: d.label,
    label: `${d.label} (named ${d.mentions} times in ${d.documentCount} documents, ${d.uncertainMentions} uncertain)`,
  }));
  const choose = (slot: 0 | 1, label: string) => {
    setProblem(null);
    setPicked((p) => (slot === 0 ? [label, p[1]] : [p[0], label]));
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    if (picked[0] === picked[1]) return setProblem(SAME_DRIVER_MESSAGE);
    setProblem(null);
    onPick(picked);
  }
  if (result.drivers.length < 2) return null;
  return (
    <form onSubmit={submit} noValidate aria-label="Key uncertainties">
      <fieldset>
        <legend>Key uncertainties</legend>
        <Stack gap="sm">
          <SelectField
            label="First key uncertainty"
            value={picked[0]}
            options={options}
            onChange={(event) => choose(0, event.target.value)}
          />
          <SelectField
            label="Second key uncertainty"
            value={picked[1]}
            options={options}
            onChange={(event) => choose(1, event.target.value)}
          />
          <Row>
            <Button type="submit" variant="secondary" disabled={busy}>
              Build futures from these uncertainties
            </Button>
          </Row>
          <FormMessage message={problem} />
        </Stack>
      </fieldset>
    </form>
  );
}
