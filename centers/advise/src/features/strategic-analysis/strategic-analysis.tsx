import { useState, type FormEvent } from 'react';
import {
  ADVISE_MODE_DESCRIPTIONS,
  ADVISE_MODES,
  EMPTY_SCENARIO_MESSAGE,
  type AdviseMode,
  type PersonaId,
  type StrategicAnalysis,
} from '@csw/contracts';
import { FormMessage, Row, SelectField, Stack, SubmitButton, TextAreaField } from '@csw/ui';
import { VoiceSelect } from '../../lib/voice-select';
import type { useVoices } from '../../lib/use-voices';
import { AnalysisResult } from './analysis-result';
import { PersonaCards } from './persona-cards';
import type { AnalysisVoices } from './use-analysis-voices';

/** The strategic analysis as the screen holds it: what the user chose, and the last run. */
export interface StrategicAnalysisState {
  scenario: string;
  setScenario(text: string): void;
  mode: AdviseMode;
  setMode(mode: AdviseMode): void;
  /** The advisors switched on: only these are consulted. */
  personaIds: readonly PersonaId[];
  setPersonaIds(ids: PersonaId[]): void;
  analysis: { result: StrategicAnalysis | null; busy: boolean; error: string | null };
  generate(scenario: string, mode: AdviseMode, personaIds: readonly PersonaId[]): void;
}

export interface StrategicAnalysisProps {
  strategic: StrategicAnalysisState;
  voices: ReturnType<typeof useVoices>;
  spoken: AnalysisVoices;
}

/** The Strategic Analysis tab: scenario, mode, the advisors to consult, generate, and the result. */
export function StrategicAnalysisTab({ strategic, voices, spoken }: StrategicAnalysisProps) {
  const { analysis } = strategic;
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!strategic.scenario.trim()) {
      setProblem(EMPTY_SCENARIO_MESSAGE);
      return;
    }
    setProblem(null);
    if (strategic.personaIds.length === 0) return;
    strategic.generate(strategic.scenario, strategic.mode, strategic.personaIds);
  }
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextAreaField
            label="Scenario"
            rows={5}
            value={strategic.scenario}
            error={problem ?? undefined}
            onChange={(event) => strategic.setScenario(event.target.value)}
          />
          <SelectField
            label="Mode"
            value={strategic.mode}
            hint={ADVISE_MODE_DESCRIPTIONS[strategic.mode]}
            options={ADVISE_MODES.map((m) => ({ value: m, label: m }))}
            onValueChange={strategic.setMode}
          />
          <VoiceSelect voices={voices} />
          <PersonaCards
            personaIds={strategic.personaIds}
            mode={strategic.mode}
            onChange={strategic.setPersonaIds}
          />
          <Row>
            {/* With every advisor off there is nothing to run: the cards say why the button is off. */}
            <SubmitButton
              busy={analysis.busy}
              busyLabel="Generating..."
              disabled={analysis.busy || strategic.personaIds.length === 0}
            >
              Generate Analysis
            </SubmitButton>
          </Row>
        </Stack>
      </form>
      <FormMessage message={analysis.error} />
      {analysis.result ? <AnalysisResult result={analysis.result} spoken={spoken} /> : null}
    </Stack>
  );
}
