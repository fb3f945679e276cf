import { describeError, useClearance } from '@csw/storage';
import { useId, useRef, useState } from 'react';
import { type Classification, type DocumentDto } from '@csw/contracts';
import { useDisplayedClassification } from '@csw/event-bus';
import {
  Button,
  ClassificationTag,
  ControlInput,
  FieldStack,
  FormMessage,
  Muted,
  ClassificationField,
} from '@csw/ui';
import type { ThinkApi } from '../../api/think-api';
import { UPLOAD_ACCEPT, isTextFile } from '../../lib/files';
import { AttachmentList } from '../../lib/attachment-list';

/** The files uploaded for the analysis, and the classification the next one is uploaded at. */
export interface UploadChoice {
  classification: Classification;
  setClassification(level: Classification): void;
  attachments: readonly DocumentDto[];
  addAttachment(document: DocumentDto): void;
  removeAttachment(document: DocumentDto): void;
}

export interface UploadFilesProps {
  api: ThinkApi;
  signedIn: boolean;
  uploads: UploadChoice;
}

/**
 * Upload mode: a classification and one .txt, .pdf or .docx file, sent through the library's ingestion
 * (the server extracts the text, names the document after the file and marks it a user upload). Uploaded
 * files are listed, removable, and analysed.
 */
export function UploadFiles({ api, signedIn, uploads }: UploadFilesProps) {
  const clearance = useClearance();
  const {
    classification,
    setClassification: onClassification,
    attachments,
    addAttachment: onUploaded,
    removeAttachment: onRemove,
  } = uploads;
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  useDisplayedClassification(attachments.map((d) => d.classification));

  async function upload(file: File | undefined) {
    if (!file) return;
    setMessage(null);
    if (!isTextFile(file)) {
      setMessage(`"${file.name}" cannot be uploaded: only .txt, .pdf, .docx or .md files are accepted.`);
      return;
    }
    setProgress({ name: file.name, percent: 0 });
    try {
      const document = await api.upload(file, classification, (fraction) =>
        setProgress({ name: file.name, percent: Math.round(fraction * 100) }),
      );
      onUploaded(document);
    } catch (error) {
      console.error('The upload failed', error);
      setMessage(`"${file.name}" was not uploaded: ${describeError(error)}`);
    } finally {
      setProgress(null);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <FieldStack gap="sm">
      <ClassificationField
        clearance={clearance}
        value={classification}
        disabled={Boolean(progress)}
        onValueChange={onClassification}
      />
      <label htmlFor={inputId}>File</label>
      <ControlInput
        ref={input}
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        disabled={!signedIn || Boolean(progress)}
        aria-describedby={`${inputId}-hint`}
        onChange={(event) => void upload(event.target.files?.[0])}
      />
      <Muted id={`${inputId}-hint`}>
        {signedIn
          ? '.txt, .pdf, .docx or .md; the text is extracted by the server and added to the library.'
          : 'Sign in to upload files.'}
      </Muted>
      {progress ? (
        <Muted role="status">
          {progress.percent < 100
            ? `Uploading ${progress.name}: ${progress.percent}%`
            : `Extracting the text of ${progress.name}...`}
        </Muted>
      ) : null}
      <FormMessage message={message} />
      {attachments.length > 0 ? (
        <AttachmentList aria-label="Uploaded files">
          {attachments.map((document) => (
            <li key={document.id}>
              <span>
                {document.title} <ClassificationTag level={document.classification} />
              </span>
              <Button
                variant="borderless"
                aria-label={`Remove ${document.title}`}
                onClick={() => onRemove(document)}
              >
                Remove
              </Button>
            </li>
          ))}
        </AttachmentList>
      ) : (
        <Muted>No file uploaded yet.</Muted>
      )}
    </FieldStack>
  );
}
