import { useState, type FormEvent } from 'react';
import { CLASSIFICATION_LEVELS, type Classification, type DocumentDto } from '@csw/contracts';
import { documentsApi, platformApi, type ApiClient } from '@csw/storage';
import { Button } from '../components/button';
import { SelectField, TextAreaField, TextField } from '../components/form-fields';
import { FormMessage } from '../components/form-message';
import { Dialog, DialogActions, DialogForm } from './dialog';
import { useCloseAfterSuccess } from './use-close-after-success';

export const EDIT_MESSAGES = {
  success: 'Document updated successfully!',
  failure: 'Failed to update document. Please try again.',
} as const;

/** The content box is 20 rows tall, as the original's. */
export const EDIT_CONTENT_ROWS = 20;

export interface EditDialogProps {
  document: Pick<DocumentDto, 'id' | 'title' | 'classification' | 'content' | 'version'>;
  api?: ApiClient;
  onClose: () => void;
  /** Called with the saved document as soon as the server accepted it. */
  onSaved?: (document: DocumentDto) => void;
}

/**
 * Edits a document's title, classification and content. The version the user started from goes with
 * the change, so the server refuses it instead of overwriting someone else's newer save.
 */
export function EditDialog({ document, api = platformApi(), onClose, onSaved }: EditDialogProps) {
  const [title, setTitle] = useState(document.title);
  const [classification, setClassification] = useState<Classification>(document.classification);
  const [content, setContent] = useState(document.content);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const succeeded = message === EDIT_MESSAGES.success;

  useCloseAfterSuccess(succeeded, onClose);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || !title.trim()) return;
    setSaving(true);
    setMessage(null);
    try {
      const saved = await documentsApi(api).update(document.id, {
        title,
        classification,
        content,
        version: document.version,
      });
      setMessage(EDIT_MESSAGES.success);
      onSaved?.(saved);
    } catch (error) {
      console.error('Updating the document failed', error);
      setMessage(EDIT_MESSAGES.failure);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog title="Edit Document" onClose={onClose} wide>
      <DialogForm onSubmit={save}>
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          disabled={succeeded}
        />
        <SelectField
          label="Classification"
          value={classification}
          onChange={(event) => setClassification(event.target.value as Classification)}
          disabled={succeeded}
          options={CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        <TextAreaField
          label="Content"
          rows={EDIT_CONTENT_ROWS}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          disabled={succeeded}
        />
        <FormMessage message={message} />
        <DialogActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving || succeeded || !title.trim()}>
            {saving ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </DialogForm>
    </Dialog>
  );
}
