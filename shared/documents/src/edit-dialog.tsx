import { useEffect, useState, type FormEvent } from 'react';
import { classificationRank, type Classification, type DocumentDto } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import { ApiError, describeError, documentsApi, refusalMessage, useApi, useClearance } from '@csw/storage';
import {
  Button,
  Dialog,
  DialogForm,
  DialogFormFooter,
  FormMessage,
  Muted,
  ClassificationField,
  TextAreaField,
  TextField,
  useCloseAfterSuccess,
  useDialogSubmit,
} from '@csw/ui';

export const EDIT_MESSAGES = {
  success: 'Document updated successfully!',
  failure: 'Failed to update document. Please try again.',
  loading: 'Loading the document...',
  conflict:
    'Someone else saved this document after you opened it. Reload it to see their version (your changes here are discarded), or keep your text as a new document.',
  copied: (title: string) => `Your text was saved as a new document: ${title}.`,
} as const;

/** The title of a copy kept after a conflict. */
export const copyTitle = (title: string) => `${title.trim()} (my copy)`;

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
  const clearance = useClearance();
  const api = useApi();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [title, setTitle] = useState(document.title);
  const [classification, setClassification] = useState<Classification>('UNCLASS');
  /** The marking the document was read with: its text stays that secret until a lower marking is saved. */
  const [readAs, setReadAs] = useState<Classification>('UNCLASS');
  const [content, setContent] = useState('');
  const [reason, setReason] = useState('');
  /** What the server said of a refused save (a conflict, a marking it may not lower), shown with the spec's message. */
  const [problem, setProblem] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  /** Reloads the document from the server (after a conflict, the other writer's version). */
  const [reloads, setReloads] = useState(0);
  const {
    busy: saving,
    message,
    succeeded,
    submit,
  } = useDialogSubmit(EDIT_MESSAGES, 'Updating the document failed', (error) =>
    // A conflict has its own choices below (reload or keep a copy); other refusals say why, not "try again".
    error instanceof ApiError && error.status === 409 ? null : refusalMessage(error),
  );

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
          setReadAs(full.classification);
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
  }, [api, document.id, reloads]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (saving || loaded.status !== 'ready' || !title.trim()) return;
    setProblem(null);
    setConflict(false);
    const lowering = classificationRank(classification) < classificationRank(readAs);
    await submit(
      () =>
        documentsApi(api)
          .update(document.id, {
            title,
            classification,
            content,
            version,
            ...(lowering ? { classificationReason: reason } : {}),
          })
          .catch((error: unknown) => {
            if (error instanceof ApiError && error.status === 409) {
              setConflict(true);
              setProblem(EDIT_MESSAGES.conflict);
            }
            throw error;
          }),
      (saved) => onSaved?.(saved),
    );
  }

  function reload() {
    setConflict(false);
    setProblem(null);
    setLoaded({ status: 'loading' });
    setReloads((n) => n + 1);
  }

  async function keepCopy() {
    const copy = copyTitle(title);
    try {
      const saved = await documentsApi(api).create({ title: copy, content, classification });
      setConflict(false);
      setProblem(EDIT_MESSAGES.copied(saved.title));
    } catch (error) {
      setProblem(`Your text could not be kept as a copy: ${describeError(error)}`);
    }
  }

  const lowering = classificationRank(classification) < classificationRank(readAs);

  const locked = succeeded || loaded.status !== 'ready';
  useDisplayedClassification(loaded.status === 'ready' ? [readAs, classification] : []);
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
        <ClassificationField
          clearance={clearance}
          value={classification}
          onValueChange={setClassification}
          disabled={locked}
        />
        {lowering ? (
          <TextField
            label="Reason for lowering the classification"
            hint="Only the owner or an administrator can lower a marking; the reason is kept in the audit log."
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            required
            disabled={locked}
          />
        ) : null}
        <TextAreaField
          label="Content"
          rows={EDIT_CONTENT_ROWS}
          value={content}
          onChange={(event) => setContent(event.target.value)}
          disabled={locked}
        />
        {problem ? <Muted role="alert">{problem}</Muted> : null}
        {conflict ? (
          <div>
            <Button variant="secondary" onClick={reload}>
              Reload the latest version
            </Button>{' '}
            <Button variant="secondary" onClick={() => void keepCopy()}>
              Keep my text as a copy
            </Button>
          </div>
        ) : null}
        <DialogFormFooter
          message={message}
          onCancel={onClose}
          label="Save"
          busyLabel="Saving..."
          busy={saving}
          disabled={saving || locked || !title.trim() || (lowering && !reason.trim())}
        />
      </DialogForm>
    </Dialog>
  );
}
