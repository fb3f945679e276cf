import { useState } from 'react';
import styled from '@emotion/styled';
import { COGNITIVE_STATES, type Preferences, type Role } from '@csw/contracts';
import { CheckboxField, FormMessage, SelectField, Stack, StatusLabel } from '@csw/ui';
import { SIMPLIFIED_MESSAGE, isSimplified } from '../../lib/cognitive';

const Fieldset = styled(Stack)`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  margin: 0;
  padding: ${({ theme }) => theme.space.sm};
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding: 0 ${({ theme }) => theme.space.xs};
  }
`;

export interface CognitiveControlsProps {
  preferences: Preferences;
  role: Role;
  /** Saves a change for the user; resolves false when the server refused it. */
  onChange: (changes: Partial<Preferences>) => Promise<boolean>;
}

/** The Cognitive State select and the Team Cognition checkbox, both saved with the user's account. */
export function CognitiveControls({ preferences, role, onChange }: CognitiveControlsProps) {
  const [error, setError] = useState<string | null>(null);
  const save = async (changes: Partial<Preferences>) =>
    setError((await onChange(changes)) ? null : 'Your choice could not be saved. Please try again.');

  return (
    <Stack gap="sm">
      <SelectField
        label="Cognitive State"
        value={preferences.cognitiveState}
        onValueChange={(cognitiveState) => void save({ cognitiveState })}
        options={COGNITIVE_STATES.map((state) => ({ value: state, label: state }))}
      />
      {isSimplified(preferences.cognitiveState) ? (
        <p role="status">
          <StatusLabel status="standby">{SIMPLIFIED_MESSAGE}</StatusLabel>
        </p>
      ) : null}
      <Fieldset as="fieldset" gap="xs">
        <legend>Team Cognition</legend>
        <CheckboxField
          label="Shared workspace"
          checked={preferences.teamMode}
          onChange={(event) => void save({ teamMode: event.target.checked })}
        />
        {preferences.teamMode && role === 'team_lead' ? (
          <StatusLabel status="normal">Collective insights active</StatusLabel>
        ) : null}
      </Fieldset>
      <FormMessage message={error} />
    </Stack>
  );
}
