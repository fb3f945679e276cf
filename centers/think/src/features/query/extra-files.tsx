import { useId } from 'react';
import styled from '@emotion/styled';
import { Button, Muted, controlStyle } from '@csw/ui';
import { AttachmentList } from '../../components/attachment-list';
import { EXTRA_FILE_ACCEPT, isTextFile, sizeInKb } from '../../lib/files';

const FileInput = styled.input(({ theme }) => controlStyle(theme));

export interface ExtraFilesProps {
  files: readonly File[];
  onAdd: (files: File[]) => void;
  onRemove: (file: File) => void;
  disabled: boolean;
}

/**
 * The optional files of an analysis. Text files (.txt, .pdf, .docx) are uploaded and analysed with the
 * documents; images, video and audio are listed with the run by name, type and size: their content is
 * not read, and nothing is said about it.
 */
export function ExtraFiles({ files, onAdd, onRemove, disabled }: ExtraFilesProps) {
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
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          onAdd([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Muted id={`${id}-hint`}>
        .txt, .pdf and .docx files are uploaded and analysed; .jpg, .png, .mp4 and .mp3 files are listed with
        the analysis, their content is not read.
      </Muted>
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
