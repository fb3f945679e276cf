import { useId } from 'react';
import { ControlSelect, FieldStack, Muted } from '@csw/ui';
import type { ModelChoice } from './use-models';

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
    <FieldStack gap="xs">
      <label htmlFor={id}>AI model</label>
      <ControlSelect
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
      </ControlSelect>
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
    </FieldStack>
  );
}
