import { useState, type FormEvent } from 'react';
import {
  ACH_RATING_LABELS,
  ACH_RATINGS,
  ADVISE_LIMITS,
  HYPOTHESES_COUNT_MESSAGE,
  type AchOverride,
  type AchRating,
  type AchResult,
} from '@csw/contracts';
import { Button, Card, Muted, SectionTitle, Stack, SubmitButton, TextField } from '@csw/ui';
import { Citations } from '../../lib/citations';
import { ClassificationMarking } from '../../lib/classification-marking';
import { MethodForm } from './method-form';

/** Competing hypotheses as the screen holds them: the hypotheses, the ratings overridden, the last run. */
export interface AchState {
  hypotheses: string[];
  setHypotheses(list: string[]): void;
  overrides: AchOverride[];
  ach: { result: AchResult | null; busy: boolean; error: string | null };
  runAch(hypotheses: string[], overrides: AchOverride[]): void;
}

/** Analysis of Competing Hypotheses: hypotheses, the matrix with overridable ratings, ranking, diagnosticity. */
export function AchPanel({ scenarios }: { scenarios: AchState }) {
  const { hypotheses, setHypotheses: onHypothesesChange, overrides, runAch: onRun } = scenarios;
  const { result, busy, error } = scenarios.ach;
  const [problem, setProblem] = useState<string | null>(null);
  const stated = hypotheses.map((h) => h.trim()).filter(Boolean);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (stated.length < ADVISE_LIMITS.minHypotheses || stated.length > ADVISE_LIMITS.maxHypotheses)
      return setProblem(HYPOTHESES_COUNT_MESSAGE);
    setProblem(null);
    onRun(stated, []);
  }
  function override(evidenceId: string, hypothesis: number, rating: AchRating) {
    const rest = overrides.filter((o) => !(o.evidenceId === evidenceId && o.hypothesis === hypothesis));
    onRun(result ? result.hypotheses.map((h) => h.text) : stated, [
      ...rest,
      { evidenceId, hypothesis, rating },
    ]);
  }
  return (
    <Stack gap="md">
      <SectionTitle as="h3">Analysis of Competing Hypotheses</SectionTitle>
      <MethodForm
        onSubmit={submit}
        message={problem ?? error}
        actions={
          <>
            <Button
              type="button"
              variant="secondary"
              disabled={hypotheses.length >= ADVISE_LIMITS.maxHypotheses}
              onClick={() => onHypothesesChange([...hypotheses, ''])}
            >
              Add hypothesis
            </Button>
            <Button
              type="button"
              variant="secondary"
              disabled={hypotheses.length <= ADVISE_LIMITS.minHypotheses}
              onClick={() => onHypothesesChange(hypotheses.slice(0, -1))}
            >
              Remove last hypothesis
            </Button>
            <SubmitButton busy={busy} busyLabel="Weighing evidence...">
              Build matrix
            </SubmitButton>
          </>
        }
      >
        {hypotheses.map((h, i) => (
          <TextField
            key={i}
            label={`Hypothesis ${i + 1}`}
            value={h}
            onChange={(event) =>
              onHypothesesChange(hypotheses.map((x, j) => (j === i ? event.target.value : x)))
            }
          />
        ))}
      </MethodForm>
      {result ? (
        <Card>
          <Stack gap="sm">
            <ClassificationMarking level={result.classification} />
            <p>{result.summary}</p>
            {result.evidence.length === 0 ? (
              <Muted>No passage of the library speaks to these hypotheses.</Muted>
            ) : (
              <table aria-label="Hypotheses matrix">
                <thead>
                  <tr>
                    <th scope="col">Evidence</th>
                    {result.hypotheses.map((h) => (
                      <th key={h.index} scope="col">
                        H{h.index + 1}: {h.text}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {result.evidence.map((e, row) => (
                    <tr key={e.id}>
                      <th scope="row">
                        <Citations citations={[e.citation]} />
                      </th>
                      {e.cells.map((c, h) => (
                        <td key={h}>
                          <select
                            aria-label={`Evidence ${row + 1}, hypothesis ${h + 1}`}
                            value={c.rating}
                            title={c.reason}
                            onChange={(event) => override(e.id, h, event.target.value as AchRating)}
                          >
                            {ACH_RATINGS.map((r) => (
                              <option key={r} value={r}>
                                {r} ({ACH_RATING_LABELS[r]})
                              </option>
                            ))}
                          </select>
                          {c.overridden ? <Muted> (set by you)</Muted> : null}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <SectionTitle as="h4">Ranking (least inconsistent first)</SectionTitle>
            <ol aria-label="Hypotheses ranking">
              {result.ranking.map((i) => {
                const h = result.hypotheses[i]!;
                return (
                  <li key={i}>
                    {h.text}{' '}
                    <Muted>
                      (inconsistency {h.inconsistency}, consistent {h.consistent})
                    </Muted>
                  </li>
                );
              })}
            </ol>
            <SectionTitle as="h4">Most diagnostic evidence</SectionTitle>
            {result.mostDiagnostic.length === 0 ? (
              <Muted>No evidence tells these hypotheses apart.</Muted>
            ) : (
              <ol aria-label="Most diagnostic evidence">
                {result.mostDiagnostic.slice(0, 5).map((id) => {
                  const e = result.evidence.find((x) => x.id === id)!;
                  return (
                    <li key={id}>
                      <Citations citations={[e.citation]} />
                    </li>
                  );
                })}
              </ol>
            )}
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
