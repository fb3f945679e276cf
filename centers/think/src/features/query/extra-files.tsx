import { useId } from 'react';
import styled from '@emotion/styled';
import { ADD_ATTACHMENTS_TO_LIBRARY_LABEL, ATTACHMENTS_KEPT_HINT } from '@csw/contracts';
import { Button, CheckboxField, Muted, controlStyle } from '@csw/ui';
import { AttachmentList } from '../../lib/attachment-list';
import { EXTRA_FILE_ACCEPT, isTextFile, sizeInKb } from '../../lib/files';

const FileInput = styled.input(({ theme }) => controlStyle(theme));

/** The optional files of the request, and whether its text files join the library too. */
export interface FileChoice {
  files: readonly File[];
  addFiles(files: File[]): void;
  removeFile(file: File): void;
  /** The explicit choice to add the text files to the library too (off by default). */
  addFilesToLibrary: boolean;
  setAddFilesToLibrary(on: boolean): void;
}

/**
 * The optional files of an analysis. Text files (.txt, .pdf, .docx) are read for this analysis and kept
 * with its saved result; they join the library only when the user ticks the box that says so (a file
 * attached to one question is not silently published to everyone's library). Images, video and audio are
 * listed with the run by name, type and size: their content is not read.
 */
export function ExtraFiles({ choice, disabled }: { choice: FileChoice; disabled: boolean }) {
  const {
    files,
    addFiles: onAdd,
    removeFile: onRemove,
    addFilesToLibrary: addToLibrary,
    setAddFilesToLibrary: onAddToLibrary,
  } = choice;
  const id = useId();
  return (
    <div>
      <label htmlFor={id}>Additional files (optional)</label>
      <FileInput
        id={id}
        type="file"
        multiple
        accept={EXTRA_FILE_ACCEPT}
        disabled={disabled}
        aria-describedby={`${id}-hint ${id}-kept`}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Muted id={`${id}-hint`}>
        .txt, .pdf, .docx and .md files are analysed; .jpg, .png, .mp4 and .mp3 files are listed with the
        analysis, their content is not read.
      </Muted>
      <CheckboxField
        label={ADD_ATTACHMENTS_TO_LIBRARY_LABEL}
        checked={addToLibrary}
        disabled={disabled}
        aria-describedby={`${id}-kept`}
        onChange={(event) => onAddToLibrary(event.target.checked)}
      />
      <Muted id={`${id}-kept`}>{ATTACHMENTS_KEPT_HINT}</Muted>
      {files.length > 0 ? (
        <AttachmentList aria-label="Additional files">
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              <span>
                {file.name} ({sizeInKb(file.size)}){isTextFile(file) ? '' : ' - listed only'}
              </span>
              <Button
                variant="borderless"
                aria-label={`Remove ${file.name}`}
                disabled={disabled}
                onClick={() => onRemove(file)}
              >
                Remove
              </Button>
            </li>
          ))}
        </AttachmentList>
      ) : null}
    </div>
  );
}
