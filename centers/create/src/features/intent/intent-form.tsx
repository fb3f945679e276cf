import type { RefObject } from 'react';
import { DRAFT_TONE_IDS, DRAFT_TONE_LABELS, type DraftToneId, type ModelDto } from '@csw/contracts';
import { Button, Card, FormMessage, Muted, Row, SelectField, Stack, TextAreaField } from '@csw/ui';

export interface IntentFormProps {
  intent: string;
  onIntent: (text: string) => void;
  intentRef: RefObject<HTMLTextAreaElement | null>;
  tone: DraftToneId;
  onTone: (tone: DraftToneId) => void;
  /** Available models (the built-in writer first); null while loading. */
  models: readonly ModelDto[] | null;
  modelId: string;
  onModel: (id: string) => void;
  generating: boolean;
  error: string | null;
  onQuickCreate: () => void;
}

const TONE_OPTIONS = DRAFT_TONE_IDS.map((id) => ({ value: id, label: DRAFT_TONE_LABELS[id] }));

/** What to draft: the intent, the tone, the model, and Quick Create. */
export function IntentForm(props: IntentFormProps) {
  const { intent, generating, models } = props;
  const usable = (models ?? []).filter((m) => m.available);
  return (
    <Card aria-label="Intent">
      <Stack>
        <TextAreaField
          ref={props.intentRef}
          label="Intent"
          rows={4}
          value={intent}
          placeholder="What do you need to write? For example: Draft an OPORD for a convoy resupply operation"
          onChange={(event) => props.onIntent(event.target.value)}
        />
        <SelectField label="Tone" value={props.tone} options={TONE_OPTIONS} onValueChange={props.onTone} />
        {usable.length > 1 ? (
          <SelectField
            label="AI model"
            value={props.modelId}
            options={usable.map((m) => ({ value: m.id, label: `${m.name} - ${m.category}` }))}
            onChange={(event) => props.onModel(event.target.value)}
          />
        ) : null}
        <Row>
          <Button
            onClick={props.onQuickCreate}
            disabled={generating || intent.trim().length === 0}
            aria-busy={generating}
          >
            Quick Create
          </Button>
          {generating ? <Muted role="status">Generating the draft from the library...</Muted> : null}
        </Row>
        <FormMessage message={props.error} />
      </Stack>
    </Card>
  );
}
