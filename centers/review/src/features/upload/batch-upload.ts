import { DUPLICATE_FILE_CODE, UPLOAD_EXTENSIONS, type DocumentDto } from '@csw/contracts';
import { ApiError, describeError } from '@csw/storage';

export const EXTENSION_WORDS = `${UPLOAD_EXTENSIONS.slice(0, -1).join(', ')} or ${UPLOAD_EXTENSIONS.at(-1)}`;

export function allowedFile(file: File): boolean {
  const name = file.name.toLowerCase();
  return UPLOAD_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** What became of one file of a batch. */
export type FileOutcome =
  | { name: string; state: 'waiting' }
  | { name: string; state: 'sending' }
  | { name: string; state: 'uploaded'; document: DocumentDto }
  | { name: string; state: 'refused'; reason: string }
  /** The library holds this very file already: said, and stored again only if the user asks for a copy. */
  | { name: string; state: 'duplicate'; reason: string; file: File };

/** Whether the server refused a file because the library holds the same file (409 DUPLICATE_FILE). */
export function isDuplicateFile(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status === 409 &&
    (error.body as { code?: unknown } | null)?.code === DUPLICATE_FILE_CODE
  );
}

export interface BatchProgress {
  /** 0..1 of the batch's bytes sent (a file counts whole once the server has answered for it). */
  fraction: number;
  /** The file being sent, or null between files. */
  current: string | null;
  /** 0..1 of the current file sent (1: the server is reading it). */
  currentFraction: number;
  outcomes: FileOutcome[];
}

/**
 * Uploads the files one after another, each through the single-file route, which stores a file whole or
 * not at all: a refused file (wrong type, no text, too large, a network failure) is reported and the next
 * one goes on. Files of another type are refused before anything is sent.
 */
export async function uploadBatch(
  files: readonly File[],
  send: (file: File, onProgress: (fraction: number) => void) => Promise<DocumentDto>,
  report: (progress: BatchProgress) => void,
): Promise<FileOutcome[]> {
  const outcomes: FileOutcome[] = files.map((file) => ({ name: file.name, state: 'waiting' }));
  // An empty file still counts for something, so that the bar moves for it.
  const sizes = files.map((file) => Math.max(1, file.size));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  let done = 0;
  const emit = (current: string | null, partial = 0, size = 1) =>
    report({
      fraction: Math.min(1, (done + partial * size) / total),
      current,
      currentFraction: partial,
      outcomes: [...outcomes],
    });
  for (let i = 0; i < files.length; i += 1) {
    const file = files[i]!;
    if (!allowedFile(file)) {
      outcomes[i] = {
        name: file.name,
        state: 'refused',
        reason: `only ${EXTENSION_WORDS} files are accepted.`,
      };
    } else {
      outcomes[i] = { name: file.name, state: 'sending' };
      emit(file.name);
      try {
        const document = await send(file, (fraction) => emit(file.name, fraction, sizes[i]!));
        outcomes[i] = { name: file.name, state: 'uploaded', document };
      } catch (error) {
        if (isDuplicateFile(error))
          outcomes[i] = { name: file.name, state: 'duplicate', reason: error.message, file };
        else {
          console.error(`The upload of ${file.name} failed`, error);
          outcomes[i] = { name: file.name, state: 'refused', reason: describeError(error) };
        }
      }
    }
    done += sizes[i]!;
    emit(null);
  }
  return outcomes;
}
