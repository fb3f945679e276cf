import { BUILTIN_ANALYST_ID, type ModelDto } from '@csw/contracts';
import { Muted, SelectField, Stack } from '@csw/ui';

export const BUILT_IN_VOICE_LABEL = 'Built-in methods (offline)';

/** The choice of who speaks for the advisors; the built-in methods unless a configured model is picked. */
export function VoiceSelect({
  models,
  error,
  value,
  onChange,
}: {
  models: readonly ModelDto[];
  error: string | null;
  value: string;
  onChange(id: string): void;
}) {
  return (
    <Stack gap="xs">
      <SelectField
        label="Advisors' voice"
        value={value}
        hint="A configured model speaks for each advisor from its method's findings and cited passages."
        options={[
          { value: BUILTIN_ANALYST_ID, label: BUILT_IN_VOICE_LABEL },
          ...models.map((m) => ({ value: m.id, label: `${m.name} - ${m.category}` })),
        ]}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? <Muted>{error}</Muted> : null}
    </Stack>
  );
}
