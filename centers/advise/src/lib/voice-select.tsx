import { BUILTIN_ANALYST_ID } from '@csw/contracts';
import { Muted, SelectField, Stack } from '@csw/ui';
import type { useVoices } from './use-voices';

export const BUILT_IN_VOICE_LABEL = 'Built-in methods (offline)';

/** The choice of who speaks for the advisors; the built-in methods unless a configured model is picked. */
export function VoiceSelect({ voices }: { voices: ReturnType<typeof useVoices> }) {
  const { models, error, voiceId } = voices;
  return (
    <Stack gap="xs">
      <SelectField
        label="Advisors' voice"
        value={voiceId}
        hint="A configured model speaks for each advisor from its method's findings and cited passages."
        options={[
          { value: BUILTIN_ANALYST_ID, label: BUILT_IN_VOICE_LABEL },
          ...models.map((m) => ({ value: m.id, label: `${m.name} - ${m.category}` })),
        ]}
        onChange={(event) => voices.setVoiceId(event.target.value)}
      />
      {error ? <Muted>{error}</Muted> : null}
    </Stack>
  );
}
