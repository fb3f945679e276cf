import { useMemo } from 'react';
import { DRAFT_RESTORED_MESSAGE, type CenterProps } from '@csw/contracts';
import { Button, CenterGrid, CenterLayout, Card, Row, Stack } from '@csw/ui';
import { CheckerPanel } from '../features/checker/checker-panel';
import { DraftEditor } from '../features/editor/draft-editor';
import { DraftSources } from '../features/editor/draft-sources';
import { GuidanceCards } from '../features/guidance/guidance-cards';
import { IntentForm } from '../features/intent/intent-form';
import { SourceChooser } from '../features/sources/source-chooser';
import { useDraftSources } from '../features/sources/use-draft-sources';
import { TemplateLibrary } from '../features/templates/template-library';
import { formatNameOf, useCreate } from './use-create';

const COLUMNS = 'minmax(15rem, 1fr) minmax(0, 2fr) minmax(14rem, 1fr)';
const SIMPLIFIED_COLUMNS = 'minmax(0, 1fr) minmax(0, 2fr)';

/**
 * The CREATE screen: an intent and a tone, Quick Create from the library, the template prompts and
 * categories that fill the intent, the co-writing editor with Add BLUF, Add Evidence, Save and export,
 * and the writing checker live as the user types. The command bar's text (and THINK's 'Draft a brief
 * from this') lands in the intent. The simplified view (Fatigued) hides the prompts, the categories and
 * the guidance.
 */
export function CreateCenter({ user, simplified }: CenterProps) {
  const sources = useDraftSources();
  const sourceIds = useMemo(() => sources.chosen.map((s) => s.id), [sources.chosen]);
  const w = useCreate(user, sourceIds);
  const { draft, update, fillIntent } = w;

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
      <CenterGrid columns={COLUMNS} simplifiedColumns={SIMPLIFIED_COLUMNS} simplified={simplified}>
        <Stack>
          <IntentForm
            intent={draft.intent}
            intentRef={w.intentRef}
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
          <SourceChooser sources={sources} />
          {simplified ? null : <TemplateLibrary onIntent={fillIntent} />}
        </Stack>
        <Stack>
          <DraftEditor
            text={draft.text}
            onText={(text) => update({ text, dirty: true })}
            editorRef={w.editorRef}
            note={w.checked.check.note}
            formatName={formatNameOf(w.checked.format)}
            busy={w.busy}
            message={w.message}
            classificationNotice={w.notice}
            streaming={w.streaming}
            onAddBluf={() => void w.addBluf()}
            onAddEvidence={() => void w.addEvidence()}
            onSave={() => void w.save()}
            onSaveAsCopy={w.conflict ? () => void w.save({ asCopy: true }) : null}
            onReloadSaved={w.conflict ? () => void w.reloadSaved() : null}
            onExport={(format) => void w.exportAs(format)}
          />
          <DraftSources citations={draft.citations} />
          {draft.text.trim() ? (
            <CheckerPanel check={w.checked.check} brief={simplified} onSelect={w.selectFinding} />
          ) : null}
        </Stack>
        {simplified ? null : (
          <Stack>
            <GuidanceCards />
          </Stack>
        )}
      </CenterGrid>
    </CenterLayout>
  );
}
