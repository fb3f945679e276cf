import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { FolderDto } from '@csw/contracts';
import { describeError, type ApiClient } from '@csw/storage';
import { Button, FormMessage, Row, Stack, SubmitButton, TextField } from '@csw/ui';
import { libraryApi } from '../../api/library-api';

const Form = Stack.withComponent('form');

/** The contract's own words for a blank name (createFolderBodySchema). */
export const FOLDER_NAME_REQUIRED = 'Folder name is required.';

export interface NewFolderFormProps {
  api: ApiClient;
  onCreated: (folder: FolderDto) => void;
}

/** New Folder: an inline form with Create and Cancel. The name is required once trimmed. */
export function NewFolderForm({ api, onCreated }: NewFolderFormProps) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  // When the form closes, the focus goes back to New Folder rather than to the page's start.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    opener.current?.focus();
  }, [open]);

  function close() {
    returnFocus.current = true;
    setOpen(false);
    setName('');
    setError(null);
  }

  async function create(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(FOLDER_NAME_REQUIRED);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const folder = await libraryApi(api).createFolder(trimmed);
      close();
      setCreated(`Folder "${folder.name}" created successfully.`);
      onCreated(folder);
    } catch (failure) {
      console.error('Creating the folder failed', failure);
      setError(describeError(failure));
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <div>
        <Button
          ref={opener}
          variant="secondary"
          onClick={() => {
            setCreated(null);
            setOpen(true);
          }}
        >
          New Folder
        </Button>
        <FormMessage message={created} />
      </div>
    );
  }
  return (
    <Form gap="sm" aria-label="New folder" onSubmit={create} noValidate>
      <TextField
        label="Folder name"
        value={name}
        maxLength={100}
        autoFocus
        error={error}
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
        }}
      />
      <Row wrap={false} align="stretch">
        <SubmitButton busy={saving} busyLabel="Creating...">
          Create
        </SubmitButton>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
      </Row>
    </Form>
  );
}
