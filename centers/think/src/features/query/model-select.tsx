import { useId } from 'react';
import styled from '@emotion/styled';
import { Muted, Stack, controlStyle } from '@csw/ui';
import type { ModelChoice } from './use-models';

const Field = styled(Stack)`
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Select = styled.select(({ theme }) => controlStyle(theme));

export interface ModelSelectProps {
  choice: ModelChoice;
  /** Hides the description and best-for lines (simplified view). */
  brief: boolean;
}

/** The model catalogue as 'name - category'; models this server cannot reach are listed but cannot be chosen. */
export function ModelSelect({ choice, brief }: ModelSelectProps) {
  const { models, modelId: value, setModelId: onChange, error } = choice;
  const id = useId();
  const chosen = models?.find((m) => m.id === value);
  return (
    <Field gap="xs">
      <label htmlFor={id}>AI model</label>
      <Select
        id={id}
        value={value}
        disabled={!models}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.target.value)}
      >
        {(models ?? []).map((model) => (
          <option key={model.id} value={model.id} disabled={!model.available}>
            {`${model.name} - ${model.category}${model.available ? '' : ` (${model.reason ?? 'unavailable'})`}`}
          </option>
        ))}
      </Select>
      <div id={`${id}-hint`}>
        {error ? <Muted>{error}</Muted> : null}
        {!models && !error ? <Muted>Loading models...</Muted> : null}
        {chosen && !brief ? (
          <>
            <Muted>{chosen.description}</Muted>
            {chosen.strengths.length > 0 ? <Muted>Best for: {chosen.strengths.join(', ')}</Muted> : null}
          </>
        ) : null}
      </div>
    </Field>
  );
}
