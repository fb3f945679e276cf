import { DomainError, type Refusal } from '../platform/errors';
import { formatBytes } from './limits';
import type { DocumentKind } from './types';

export type IngestionErrorCode =
  | 'TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'TYPE_MISMATCH'
  | 'EMPTY_FILE'
  | 'NO_TEXT'
  | 'CORRUPT'
  | 'ENCRYPTED'
  | 'ZIP_BOMB'
  | 'TIMEOUT'
  | 'TOO_COMPLEX';

const KIND_NAME: Record<DocumentKind, string> = { pdf: 'a PDF', docx: 'a Word document', txt: 'a text file' };
const FILE_NAME: Record<DocumentKind, string> = { pdf: 'PDF', docx: '.docx file', txt: 'text file' };

type FileRefusal = Extract<Refusal, 'too-large' | 'unsupported' | 'unprocessable'>;

/**
 * A file that cannot be ingested, with a message the user understands: too large (413), of a type not
 * taken (415), or whose content cannot be used (422). A refusal like any other service's (DomainError).
 */
export class IngestionError extends DomainError {
  constructor(
    refusal: FileRefusal,
    message: string,
    readonly reason: IngestionErrorCode,
    /** What the parser reported, for the server log; never shown to the user. */
    readonly detail?: string,
  ) {
    super(refusal, message, reason);
    this.name = 'IngestionError';
  }

  /** The same refusal, carrying what the parser reported (for the server log). */
  withDetail(detail: string): IngestionError {
    return new IngestionError(this.refusal as FileRefusal, this.message, this.reason, detail);
  }

  static tooLarge(limit: number): IngestionError {
    return new IngestionError(
      'too-large',
      `The file is too large: the limit is ${formatBytes(limit)}.`,
      'TOO_LARGE',
    );
  }

  static unsupportedType(extension: string): IngestionError {
    const what = extension ? `${extension} files` : 'Files without an extension';
    return new IngestionError(
      'unsupported',
      `${what} cannot be uploaded. Upload a .txt, .pdf, .docx or .md file.`,
      'UNSUPPORTED_TYPE',
    );
  }

  static mismatch(kind: DocumentKind, detail?: string): IngestionError {
    const message = `This file is not ${KIND_NAME[kind]}: its content does not match the .${kind} extension.`;
    return new IngestionError('unsupported', detail ? `${message} ${detail}` : message, 'TYPE_MISMATCH');
  }

  static empty(): IngestionError {
    return new IngestionError('unprocessable', 'The file is empty.', 'EMPTY_FILE');
  }

  static noText(kind: DocumentKind): IngestionError {
    const message =
      kind === 'pdf'
        ? 'No text could be extracted from this PDF. Scanned documents are not supported; upload a text-based PDF.'
        : kind === 'docx'
          ? 'No text could be extracted from this .docx file: it contains no text.'
          : 'The file contains no text.';
    return new IngestionError('unprocessable', message, 'NO_TEXT');
  }

  static corrupt(kind: DocumentKind): IngestionError {
    return new IngestionError(
      'unprocessable',
      `This ${FILE_NAME[kind]} is damaged and could not be read.`,
      'CORRUPT',
    );
  }

  static encrypted(kind: DocumentKind): IngestionError {
    return new IngestionError(
      'unprocessable',
      `This ${FILE_NAME[kind]} is password-protected. Remove the password and upload it again.`,
      'ENCRYPTED',
    );
  }

  static docxTooLarge(limit: number): IngestionError {
    return new IngestionError(
      'unprocessable',
      `The .docx file expands to more than ${formatBytes(limit)} and was refused.`,
      'ZIP_BOMB',
    );
  }

  static docxTooManyParts(limit: number): IngestionError {
    return new IngestionError(
      'unprocessable',
      `The .docx file holds more than ${limit} parts and was refused.`,
      'ZIP_BOMB',
    );
  }

  static docxAbnormalCompression(): IngestionError {
    return new IngestionError(
      'unprocessable',
      'The .docx file is compressed abnormally (a possible zip bomb) and was refused.',
      'ZIP_BOMB',
    );
  }

  static timeout(timeoutMs: number): IngestionError {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Number((timeoutMs / 1000).toFixed(1))} s`;
    return new IngestionError(
      'unprocessable',
      `The file took too long to read (more than ${limit}) and was refused.`,
      'TIMEOUT',
    );
  }

  static tooComplex(): IngestionError {
    return new IngestionError(
      'unprocessable',
      'The file needs too much memory to read and was refused.',
      'TOO_COMPLEX',
    );
  }
}
