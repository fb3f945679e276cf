import { useId, useRef, useState, type FormEvent } from 'react';
import styled from '@emotion/styled';
import { UPLOAD_EXTENSIONS, type Classification, type DocumentDto, type FolderDto } from '@csw/contracts';
import { useClearance, type ApiClient } from '@csw/storage';
import {
  Button,
  Card,
  FormMessage,
  Muted,
  Row,
  SectionTitle,
  ClassificationField,
  SelectField,
  Stack,
  controlStyle,
} from '@csw/ui';
import { libraryApi } from '../../api/library-api';
import {
  EXTENSION_WORDS,
  allowedFile,
  uploadBatch,
  type BatchProgress,
  type FileOutcome,
} from './batch-upload';
import { UploadOutcomes } from './upload-outcomes';

const Form = styled(Stack.withComponent('form'))`
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

/** The summary of a batch of several files (a single file keeps its own message). */
function batchMessage(outcomes: readonly FileOutcome[]): string {
  const uploaded = outcomes.filter((o) => o.state === 'uploaded').length;
  if (uploaded === outcomes.length) return `Uploaded all ${uploaded} files successfully.`;
  const refused = outcomes.length - uploaded;
  return `${uploaded} of ${outcomes.length} files uploaded; ${refused} ${refused === 1 ? 'was' : 'were'} not (see the list).`;
}

export interface UploadFormProps {
  api: ApiClient;
  /** The user's own folders, offered as where the upload goes. */
  folders: readonly FolderDto[];
  onUploaded: (document: DocumentDto) => void;
}

/**
 * Upload to the library: one or many .txt, .pdf or .docx files and their classification (UNCLASS by
 * default). The server extracts the text and indexes it, file by file; the form shows one progress bar for
 * the whole batch, then what became of each file, with the server's own words for a file it refuses. A
 * refused file stores nothing and never stops the others.
 */
export function UploadForm({ api, folders, onUploaded }: UploadFormProps) {
  const clearance = useClearance();
  const fileId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [classification, setClassification] = useState<Classification>('UNCLASS');
  const [folderId, setFolderId] = useState('');
  const [progress, setProgress] = useState<BatchProgress | null>(null);
  const [outcomes, setOutcomes] = useState<FileOutcome[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const sending = progress !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (files.length === 0 || sending) return;
    const single = files.length === 1 ? files[0]! : null;
    if (single && !allowedFile(single)) {
      setMessage(`"${single.name}" cannot be uploaded: only ${EXTENSION_WORDS} files are accepted.`);
      return;
    }
    setMessage(null);
    setOutcomes([]);
    await send(files, false);
  }

  /** Uploads `batch`; `secondCopy`: the user asked to keep a second copy of files the library holds. */
  async function send(batch: readonly File[], secondCopy: boolean) {
    const done = await uploadBatch(
      batch,
      async (file, onProgress) => {
        const document = await libraryApi(api).upload(
          { file, classification, folderId: folderId || null, secondCopy },
          onProgress,
        );
        onUploaded(document);
        return document;
      },
      setProgress,
    );
    setProgress(null);
    const only = done.length === 1 ? done[0]! : null;
    if (only) {
      setOutcomes(only.state === 'duplicate' ? done : []);
      setMessage(
        only.state === 'uploaded'
          ? `Uploaded "${only.document.title}" successfully.`
          : `"${only.name}" was not uploaded: ${only.state === 'refused' || only.state === 'duplicate' ? only.reason : ''}`,
      );
    } else {
      setOutcomes(done);
      setMessage(batchMessage(done));
    }
    if (done.every((o) => o.state === 'uploaded')) {
      setFiles([]);
      if (input.current) input.current.value = '';
    }
  }

  const duplicates = outcomes.flatMap((o) => (o.state === 'duplicate' ? [o] : []));

  const percent = progress ? Math.round(progress.fraction * 100) : 0;
  const current = progress?.current ?? null;
  const position = progress && current ? progress.outcomes.findIndex((o) => o.state === 'sending') + 1 : 0;
  const label =
    files.length > 1 && current ? `${current} (file ${position} of ${files.length})` : (current ?? '');
  return (
    <Card aria-labelledby="review-upload-title">
      <SectionTitle id="review-upload-title">Upload</SectionTitle>
      <Form gap="sm" onSubmit={submit} aria-label="Upload a document">
        <label htmlFor={fileId}>Files</label>
        <FileInput
          ref={input}
          id={fileId}
          type="file"
          multiple
          accept={ACCEPT}
          aria-describedby={`${fileId}-hint`}
          disabled={sending}
          onChange={(event) => {
            setFiles([...(event.target.files ?? [])]);
            setMessage(null);
            setOutcomes([]);
          }}
        />
        <Muted id={`${fileId}-hint`}>
          One or more {EXTENSION_WORDS} files; the text of each is extracted and indexed for search.
        </Muted>
        <ClassificationField
          clearance={clearance}
          value={classification}
          disabled={sending}
          onValueChange={setClassification}
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
        <Button type="submit" disabled={files.length === 0 || sending}>
          {sending ? 'Uploading...' : files.length > 1 ? `Upload ${files.length} files` : 'Upload'}
        </Button>
        {sending ? (
          <>
            <Progress max={100} value={percent} aria-label="Upload progress" />
            <Muted role="status">
              {current === null
                ? `Uploading: ${percent}%`
                : progress.currentFraction < 1
                  ? `Uploading ${label}: ${files.length > 1 ? `${percent}% of the batch` : `${percent}%`}`
                  : `Extracting and indexing the text of ${label}...`}
            </Muted>
          </>
        ) : null}
        <FormMessage message={message} />
        {outcomes.length > 1 ? <UploadOutcomes outcomes={outcomes} /> : null}
        {!sending && duplicates.length > 0 ? (
          <Row>
            <Button
              variant="secondary"
              onClick={() =>
                void send(
                  duplicates.map((d) => d.file),
                  true,
                )
              }
            >
              {duplicates.length === 1
                ? `Upload a second copy of ${duplicates[0]!.name}`
                : `Upload second copies of ${duplicates.length} files`}
            </Button>
          </Row>
        ) : null}
      </Form>
    </Card>
  );
}
