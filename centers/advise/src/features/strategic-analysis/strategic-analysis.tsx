import { useState, type FormEvent } from 'react';
import {
  ADVISE_MODE_DESCRIPTIONS,
  ADVISE_MODES,
  EMPTY_SCENARIO_MESSAGE,
  type AdviseMode,
  type PersonaId,
  type StrategicAnalysis,
} from '@csw/contracts';
import { Button, FormMessage, Row, SelectField, Stack, TextAreaField } from '@csw/ui';
import { VoiceSelect } from '../../lib/voice-select';
import type { useVoices } from '../../lib/use-voices';
import { AnalysisResult } from './analysis-result';
import { PersonaCards } from './persona-cards';
import type { AnalysisVoices } from './use-analysis-voices';

export interface StrategicAnalysisProps {
  scenario: string;
  onScenarioChange(text: string): void;
  mode: AdviseMode;
  onModeChange(mode: AdviseMode): void;
  /** The advisors switched on: only these are consulted. */
  personaIds: readonly PersonaId[];
  onPersonaIdsChange(ids: PersonaId[]): void;
  result: StrategicAnalysis | null;
  busy: boolean;
  error: string | null;
  onGenerate(scenario: string, mode: AdviseMode, personaIds: readonly PersonaId[]): void;
  voices: ReturnType<typeof useVoices>;
  spoken: AnalysisVoices;
}

/** The Strategic Analysis tab: scenario, mode, the advisors to consult, generate, and the result. */
export function StrategicAnalysisTab(props: StrategicAnalysisProps) {
  const [problem, setProblem] = useState<string | null>(null);
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!props.scenario.trim()) {
      setProblem(EMPTY_SCENARIO_MESSAGE);
      return;
    }
    setProblem(null);
    if (props.personaIds.length === 0) return;
    props.onGenerate(props.scenario, props.mode, props.personaIds);
  }
  return (
    <Stack gap="md">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <TextAreaField
            label="Scenario"
            rows={5}
            value={props.scenario}
            error={problem ?? undefined}
            onChange={(event) => props.onScenarioChange(event.target.value)}
          />
          <SelectField
            label="Mode"
            value={props.mode}
            hint={ADVISE_MODE_DESCRIPTIONS[props.mode]}
            options={ADVISE_MODES.map((m) => ({ value: m, label: m }))}
            onChange={(event) => props.onModeChange(event.target.value as AdviseMode)}
          />
          <VoiceSelect
            models={props.voices.models}
            error={props.voices.error}
            value={props.voices.voiceId}
            onChange={props.voices.setVoiceId}
          />
          <PersonaCards personaIds={props.personaIds} mode={props.mode} onChange={props.onPersonaIdsChange} />
          <Row>
            {/* With every advisor off there is nothing to run: the cards say why the button is off. */}
            <Button type="submit" disabled={props.busy || props.personaIds.length === 0}>
              {props.busy ? 'Generating...' : 'Generate Analysis'}
            </Button>
          </Row>
        </Stack>
      </form>
      <FormMessage message={props.error} />
      {props.result ? <AnalysisResult result={props.result} spoken={props.spoken} /> : null}
    </Stack>
  );
}
