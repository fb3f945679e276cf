import { useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import {
  CLASSIFICATION_LEVELS,
  UPLOAD_EXTENSIONS,
  type Classification,
  type DocumentDto,
  type FolderDto,
} from '@csw/contracts';
import { describeError, type ApiClient } from '@csw/storage';
import { Button, Card, FormMessage, Muted, SectionTitle, SelectField, controlStyle } from '@csw/ui';
import { libraryApi } from '../../api/library-api';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  label {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const FileInput = styled.input(({ theme }) => controlStyle(theme));

const Progress = styled.progress`
  width: 100%;
  accent-color: ${({ theme }) => theme.color.interactive};
`;

const ACCEPT = UPLOAD_EXTENSIONS.join(',');
const EXTENSION_WORDS = `${UPLOAD_EXTENSIONS.slice(0, -1).join(', ')} or ${UPLOAD_EXTENSIONS.at(-1)}`;

function allowed(file: File): boolean {
  const name = file.name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

type Upload = { state: 'idle' } | { state: 'sending'; name: string; fraction: number };

export interface UploadFormProps {
  api: ApiClient;
  /** The user's own folders, offered as where the upload goes. */
  folders: readonly FolderDto[];
  onUploaded: (document: DocumentDto) => void;
}

/**
 * Upload to the library: a .txt, .pdf or .docx file and its classification (UNCLASS by default). The
 * server extracts the text and indexes it; the form shows the upload's progress, then that the server is
 * reading the file, and the server's own words when it refuses one.
 */
export function UploadForm({ api, folders, onUploaded }: UploadFormProps) {
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [classification, setClassification] = useState<Classification>('UNCLASS');
  const [folderId, setFolderId] = useState('');
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const [message, setMessage] = useState<string | null>(null);
  const sending = upload.state === 'sending';

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!file || sending) return;
    if (!allowed(file)) {
      setMessage(`"${file.name}" cannot be uploaded: only ${EXTENSION_WORDS} files are accepted.`);
      return;
    }
    setMessage(null);
    setUpload({ state: 'sending', name: file.name, fraction: 0 });
    try {
      const document = await libraryApi(api).upload(
        { file, classification, folderId: folderId || null },
        (fraction) => setUpload({ state: 'sending', name: file.name, fraction }),
      );
      setMessage(`Uploaded "${document.title}" successfully.`);
      setFile(null);
      if (input.current) input.current.value = '';
      onUploaded(document);
    } catch (error) {
      console.error('The upload failed', error);
      setMessage(`"${file.name}" was not uploaded: ${describeError(error)}`);
    } finally {
      setUpload({ state: 'idle' });
    }
  }

  const percent = sending ? Math.round(upload.fraction * 100) : 0;
  return (
    <Card aria-labelledby="review-upload-title">
      <SectionTitle id="review-upload-title">Upload</SectionTitle>
      <Form onSubmit={submit} aria-label="Upload a document">
        <label htmlFor={fileId}>File</label>
        <FileInput
          ref={input}
          id={fileId}
          type="file"
          accept={ACCEPT}
          aria-describedby={`${fileId}-hint`}
          disabled={sending}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setMessage(null);
          }}
        />
        <Muted id={`${fileId}-hint`}>
          {EXTENSION_WORDS} files; the text is extracted and indexed for search.
        </Muted>
        <SelectField
          label="Classification"
          value={classification}
          disabled={sending}
          options={CLASSIFICATION_LEVELS.map((level) => ({ value: level, label: level }))}
          onChange={(event) => setClassification(event.target.value as Classification)}
        />
        {folders.length > 0 ? (
          <SelectField
            label="Folder"
            value={folderId}
            disabled={sending}
            options={[
              { value: '', label: 'No folder' },
              ...folders.map((f) => ({ value: f.id, label: f.name })),
            ]}
            onChange={(event) => setFolderId(event.target.value)}
          />
        ) : null}
        <Button type="submit" disabled={!file || sending}>
          {sending ? 'Uploading...' : 'Upload'}
        </Button>
        {sending ? (
          <>
            <Progress max={100} value={percent} aria-label="Upload progress" />
            <Muted role="status">
              {percent < 100
                ? `Uploading ${upload.name}: ${percent}%`
                : `Extracting and indexing the text of ${upload.name}...`}
            </Muted>
          </>
        ) : null}
        <FormMessage message={message} />
      </Form>
    </Card>
  );
}
