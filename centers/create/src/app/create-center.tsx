import { useMemo, useRef } from 'react';
import styled from '@emotion/styled';
import { DRAFT_RESTORED_MESSAGE, type CenterProps } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';
import { useApi } from '@csw/storage';
import { Button, CenterLayout, Card, Row, Stack } from '@csw/ui';
import { createApi } from '../api/create-api';
import { CheckerPanel } from '../features/checker/checker-panel';
import { DraftEditor } from '../features/editor/draft-editor';
import { GuidanceCards } from '../features/guidance/guidance-cards';
import { IntentForm } from '../features/intent/intent-form';
import { TemplateLibrary } from '../features/templates/template-library';
import { formatNameOf, useCreateWorkspace } from './use-create-workspace';

const Layout = styled.div<{ simplified: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ simplified }) =>
    simplified ? 'minmax(0, 1fr) minmax(0, 2fr)' : 'minmax(15rem, 1fr) minmax(0, 2fr) minmax(14rem, 1fr)'};
  align-items: start;
  @media (max-width: 70rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The CREATE screen: an intent and a tone, Quick Create from the library, the template prompts and
 * categories that fill the intent, the co-writing editor with Add BLUF, Add Evidence, Save and export,
 * and the writing checker live as the user types. The command bar's text (and THINK's 'Draft a brief
 * from this') lands in the intent. The simplified view (Fatigued) hides the prompts, the categories and
 * the guidance.
 */
export function CreateCenter({ user, simplified }: CenterProps) {
  const client = useApi();
  const api = useMemo(() => createApi(client), [client]);
  const w = useCreateWorkspace(api, user?.id ?? null);
  const { draft, update } = w;
  const intentRef = useRef<HTMLTextAreaElement>(null);

  useBusEvent('command/routed', (event) => {
    if (event.payload.centerId !== 'create') return;
    update({ intent: event.payload.text });
    intentRef.current?.focus();
  });
  const fillIntent = (text: string) => update({ intent: text });

  return (
    <CenterLayout centerId="create">
      {w.restored ? (
        <Card role="status" aria-label="Restored draft">
          <Row>
            <span>{DRAFT_RESTORED_MESSAGE}</span>
            <Button variant="borderless" onClick={w.dismissRestored}>
              Dismiss
            </Button>
          </Row>
        </Card>
      ) : null}
      <Layout simplified={simplified}>
        <Stack>
          <IntentForm
            intent={draft.intent}
            intentRef={intentRef}
            onIntent={fillIntent}
            tone={draft.tone}
            onTone={(tone) => update({ tone })}
            models={w.models}
            modelId={w.modelId}
            onModel={w.setModelId}
            generating={w.generating || w.streaming}
            error={w.generateError}
            onQuickCreate={() => void w.quickCreate()}
          />
          {simplified ? null : <TemplateLibrary onIntent={fillIntent} />}
        </Stack>
        <Stack>
          <DraftEditor
            text={draft.text}
            onText={(text) => update({ text, dirty: true })}
            editorRef={w.editorRef}
            note={w.checked.check.note}
            formatName={formatNameOf(draft.format)}
            busy={w.busy}
            message={w.message}
            classificationNotice={w.notice}
            streaming={w.streaming}
            onAddBluf={() => void w.addBluf()}
            onAddEvidence={() => void w.addEvidence()}
            onSave={() => void w.save()}
            onExport={(format) => void w.exportAs(format)}
          />
          {draft.text.trim() ? (
            <CheckerPanel check={w.checked.check} brief={simplified} onSelect={w.selectFinding} />
          ) : null}
        </Stack>
        {simplified ? null : (
          <Stack>
            <GuidanceCards />
          </Stack>
        )}
      </Layout>
    </CenterLayout>
  );
}
