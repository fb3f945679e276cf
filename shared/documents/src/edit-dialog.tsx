import { useEffect, useState, type FormEvent } from 'react';
import { CLASSIFICATION_LEVELS, type Classification, type DocumentDto } from '@csw/contracts';
import { describeError, documentsApi, useApi } from '@csw/storage';
import {
  Dialog,
  DialogForm,
  DialogFormFooter,
  FormMessage,
  Muted,
  SelectField,
  TextAreaField,
  TextField,
  useCloseAfterSuccess,
  useDialogSubmit,
} from '@csw/ui';

export const EDIT_MESSAGES = {
  success: 'Document updated successfully!',
  failure: 'Failed to update document. Please try again.',
  loading: 'Loading the document...',
} as const;

/** The content box is 20 rows tall. */
export const EDIT_CONTENT_ROWS = 20;

export interface EditDialogProps {
  /** The document as a list shows it; the dialog reads its full text (GET /api/documents/:id) itself. */
  document: Pick<DocumentDto, 'id' | 'title'>;
  onClose: () => void;
  /** Called with the saved document as soon as the server accepted it. */
  onSaved?: (document: DocumentDto) => void;
}

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready' };

/**
 * Edits a document's title, classification and content. Lists carry only an excerpt, so the dialog first
 * reads the whole document; the version it read goes with the change, so the server refuses it instead
 * of overwriting someone else's newer save.
 */
export function EditDialog({ document, onClose, onSaved }: EditDialogProps) {
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [title, setTitle] = useState(document.title);
  const [classification, setClassification] = useState<Classification>('UNCLASS');
  const [content, setContent] = useState('');
  const {
    busy: saving,
    message,
    succeeded,
    submit,
  } = useDialogSubmit(EDIT_MESSAGES, 'Updating the document failed');

  useCloseAfterSuccess(succeeded, onClose);

  useEffect(() => {
    let live = true;
    documentsApi(api)
      .get(document.id)
      .then(
        (full) => {
          if (!live) return;
          setTitle(full.title);
          setClassification(full.classification);
          setContent(full.content);
          setVersion(full.version);
          setLoaded({ status: 'ready' });
        },
        (error: unknown) => {
          console.error('Loading the document failed', error);
          if (live)
            setLoaded({
              status: 'failed',
              message: `The document could not be loaded: ${describeError(error)}`,
            });
        },
      );
    return () => {
      live = false;
    };
  }, [api, document.id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || loaded.status !== 'ready' || !title.trim()) return;
    await submit(
      () => documentsApi(api).update(document.id, { title, classification, content, version }),
      (saved) => onSaved?.(saved),
    );
  }

  const locked = succeeded || loaded.status !== 'ready';
  return (
    <Dialog title="Edit Document" onClose={onClose} wide>
      <DialogForm onSubmit={save}>
        {loaded.status === 'loading' ? <Muted role="status">{EDIT_MESSAGES.loading}</Muted> : null}
        {loaded.status === 'failed' ? <FormMessage message={loaded.message} /> : null}
        <TextField
          label="Title"
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          required
          disabled={locked}
        />
        <SelectField
          label="Classification"
          value={classification}
          onValueChange={setClassification}
          disabled={locked}
          options={CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: level }))}
        />
        <TextAreaField
          label="Content"
          rows={EDIT_CONTENT_ROWS}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          disabled={locked}
        />
        <DialogFormFooter
          message={message}
          onCancel={onClose}
          label="Save"
          busyLabel="Saving..."
          busy={saving}
          disabled={saving || locked || !title.trim()}
        />
      </DialogForm>
    </Dialog>
  );
}
