import { useState, type FormEvent } from 'react';
import { EMPTY_SCENARIO_MESSAGE, type FuturesResult } from '@csw/contracts';
import { Card, Muted, SectionTitle, Stack, SubmitButton, TextAreaField } from '@csw/ui';
import { FindingList } from '../../lib/citations';
import { ClassificationMarking } from '../../lib/classification-marking';
import { MethodForm } from './method-form';
import { UncertaintyPicker } from './uncertainty-picker';

/** Alternative futures as the screen holds them: the focus and the last run. */
export interface FuturesState {
  focus: string;
  setFocus(text: string): void;
  futures: { result: FuturesResult | null; busy: boolean; error: string | null };
  /** Builds the futures of `focus`, from the two drivers chosen or else from the two most named. */
  runFutures(focus: string, uncertainties?: [string, string]): void;
}

/** Alternative futures: two key uncertainties from the library's drivers, four futures with signposts. */
export function FuturesPanel({ scenarios }: { scenarios: FuturesState }) {
  const { focus, setFocus: onFocusChange, runFutures: onRun } = scenarios;
  const { result, busy, error } = scenarios.futures;
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!focus.trim()) return setProblem(EMPTY_SCENARIO_MESSAGE);
    setProblem(null);
    onRun(focus);
  }
  return (
    <Stack gap="md">
      <SectionTitle as="h3">Alternative futures</SectionTitle>
      <MethodForm
        onSubmit={submit}
        message={problem ?? error}
        actions={
          <SubmitButton busy={busy} busyLabel="Building futures...">
            Build futures
          </SubmitButton>
        }
      >
        <TextAreaField label="Focus" rows={3} value={focus} onChange={(e) => onFocusChange(e.target.value)} />
      </MethodForm>
      {result ? (
        <Stack gap="sm" role="region" aria-label="Alternative futures">
          <ClassificationMarking level={result.classification} />
          <p>{result.summary}</p>
          {result.uncertainties.map((u) => (
            <Muted key={u.driver}>{u.why}</Muted>
          ))}
          <UncertaintyPicker
            key={`${result.focus}\n${result.uncertainties.map((u) => u.driver).join('\n')}`}
            result={result}
            busy={busy}
            onPick={(pair) => onRun(result.focus, pair)}
          />
          {result.futures.map((f) => (
            <Card as="article" key={f.name} aria-label={f.name}>
              <Stack gap="xs">
                <SectionTitle as="h4">{f.name}</SectionTitle>
                <p>{f.narrative}</p>
                <FindingList label={`Signposts of ${f.name}`} findings={f.signposts} empty="No signpost." />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
