import { useId } from 'react';
import styled from '@emotion/styled';
import type { ModelDto } from '@csw/contracts';
import { Muted, Stack, controlStyle } from '@csw/ui';

const Field = styled(Stack)`
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Select = styled.select(({ theme }) => controlStyle(theme));

export interface ModelSelectProps {
  models: readonly ModelDto[] | null;
  value: string;
  onChange: (id: string) => void;
  /** Hides the description and best-for lines (simplified view). */
  brief: boolean;
  error: string | null;
}

/** The model catalogue as 'name - category'; models this server cannot reach are listed but cannot be chosen. */
export function ModelSelect({ models, value, onChange, brief, error }: ModelSelectProps) {
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
