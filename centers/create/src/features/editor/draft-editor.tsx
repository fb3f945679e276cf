import type { RefObject } from 'react';
import type { DraftExportFormat } from '@csw/contracts';
import { Button, Card, FormMessage, Muted, Row, SectionTitle, Stack, TextAreaField } from '@csw/ui';

/** What the editor is doing: one action at a time. */
export type EditorAction = 'bluf' | 'evidence' | 'save' | DraftExportFormat | null;

export interface DraftEditorProps {
  text: string;
  onText: (text: string) => void;
  editorRef: RefObject<HTMLTextAreaElement | null>;
  /** The writing checker's actual result on the text, in one sentence. */
  note: string;
  /** The draft's format name when it was generated. */
  formatName: string | null;
  busy: EditorAction;
  /** The outcome of the last action (an error, or a success). */
  message: string | null;
  /** Why the draft was saved above the default marking. */
  classificationNotice: string | null;
  streaming: boolean;
  onAddBluf: () => void;
  onAddEvidence: () => void;
  onSave: () => void;
  /**
   * Set when the last save was refused because the saved document changed since (someone else saved it):
   * the user keeps their text as a new document instead of losing it or the other writer's.
   */
  onSaveAsCopy?: (() => void) | null;
  /** With onSaveAsCopy: take the saved version into the editor instead (this draft's changes are dropped). */
  onReloadSaved?: (() => void) | null;
  onExport: (format: DraftExportFormat) => void;
}

/** The co-writing editor (12 rows) with Add BLUF, Add Evidence, Save and the exports. */
export function DraftEditor(props: DraftEditorProps) {
  const { text, busy, streaming } = props;
  const empty = text.trim().length === 0;
  const locked = busy !== null || streaming;
  return (
    <Card aria-labelledby="create-editor">
      <Stack gap="sm">
        <SectionTitle id="create-editor">Co-writing editor</SectionTitle>
        <TextAreaField
          ref={props.editorRef}
          label="Draft"
          rows={12}
          value={text}
          readOnly={streaming}
          hint={props.formatName ? `Format: ${props.formatName}` : undefined}
          onChange={(event) => props.onText(event.target.value)}
        />
        {empty ? null : <Muted role="status">{props.note}</Muted>}
        <Row>
          <Button variant="secondary" onClick={props.onAddBluf} disabled={locked || empty}>
            Add BLUF
          </Button>
          <Button variant="secondary" onClick={props.onAddEvidence} disabled={locked || empty}>
            Add Evidence
          </Button>
          <Button onClick={props.onSave} disabled={locked || empty}>
            {busy === 'save' ? 'Saving...' : 'Save'}
          </Button>
          <Button variant="secondary" onClick={() => props.onExport('docx')} disabled={locked || empty}>
            Export .docx
          </Button>
          <Button variant="secondary" onClick={() => props.onExport('markdown')} disabled={locked || empty}>
            Export Markdown
          </Button>
        </Row>
        {streaming ? <Muted role="status">The model is writing the draft...</Muted> : null}
        {props.classificationNotice ? <Muted role="status">{props.classificationNotice}</Muted> : null}
        <FormMessage message={props.message} />
        {props.onSaveAsCopy ? (
          <Row>
            <Button variant="secondary" onClick={props.onSaveAsCopy} disabled={locked || empty}>
              Keep my text as a copy
            </Button>
            {props.onReloadSaved ? (
              <Button variant="secondary" onClick={props.onReloadSaved} disabled={locked}>
                Reload the saved version
              </Button>
            ) : null}
          </Row>
        ) : null}
      </Stack>
    </Card>
  );
}
