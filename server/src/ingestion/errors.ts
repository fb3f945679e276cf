import { HttpError } from '../http/http-error';
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

/**
 * A file that cannot be ingested, with the HTTP status and a message the user understands. It is an
 * HttpError, so the API's error handler answers it as it is.
 */
export class IngestionError extends HttpError {
  constructor(
    status: 413 | 415 | 422,
    message: string,
    readonly reason: IngestionErrorCode,
    /** What the parser reported, for the server log; never shown to the user. */
    readonly detail?: string,
  ) {
    super(status, message, reason);
    this.name = 'IngestionError';
  }

  get status(): number {
    return this.statusCode;
  }

  /** The same refusal, carrying what the parser reported (for the server log). */
  withDetail(detail: string): IngestionError {
    return new IngestionError(this.statusCode as 413 | 415 | 422, this.message, this.reason, detail);
  }

  static tooLarge(limit: number): IngestionError {
    return new IngestionError(413, `The file is too large: the limit is ${formatBytes(limit)}.`, 'TOO_LARGE');
  }

  static unsupportedType(extension: string): IngestionError {
    const what = extension ? `${extension} files` : 'Files without an extension';
    return new IngestionError(
      415,
      `${what} cannot be uploaded. Upload a .txt, .pdf or .docx file.`,
      'UNSUPPORTED_TYPE',
    );
  }

  static mismatch(kind: DocumentKind, detail?: string): IngestionError {
    const message = `This file is not ${KIND_NAME[kind]}: its content does not match the .${kind} extension.`;
    return new IngestionError(415, detail ? `${message} ${detail}` : message, 'TYPE_MISMATCH');
  }

  static empty(): IngestionError {
    return new IngestionError(422, 'The file is empty.', 'EMPTY_FILE');
  }

  static noText(kind: DocumentKind): IngestionError {
    const message =
      kind === 'pdf'
        ? 'No text could be extracted from this PDF. Scanned documents are not supported; upload a text-based PDF.'
        : kind === 'docx'
          ? 'No text could be extracted from this .docx file: it contains no text.'
          : 'The file contains no text.';
    return new IngestionError(422, message, 'NO_TEXT');
  }

  static corrupt(kind: DocumentKind): IngestionError {
    return new IngestionError(422, `This ${FILE_NAME[kind]} is damaged and could not be read.`, 'CORRUPT');
  }

  static encrypted(kind: DocumentKind): IngestionError {
    return new IngestionError(
      422,
      `This ${FILE_NAME[kind]} is password-protected. Remove the password and upload it again.`,
      'ENCRYPTED',
    );
  }

  static docxTooLarge(limit: number): IngestionError {
    return new IngestionError(
      422,
      `The .docx file expands to more than ${formatBytes(limit)} and was refused.`,
      'ZIP_BOMB',
    );
  }

  static docxTooManyParts(limit: number): IngestionError {
    return new IngestionError(
      422,
      `The .docx file holds more than ${limit} parts and was refused.`,
      'ZIP_BOMB',
    );
  }

  static docxAbnormalCompression(): IngestionError {
    return new IngestionError(
      422,
      'The .docx file is compressed abnormally (a possible zip bomb) and was refused.',
      'ZIP_BOMB',
    );
  }

  static timeout(timeoutMs: number): IngestionError {
    const limit = timeoutMs < 1000 ? `${timeoutMs} ms` : `${Number((timeoutMs / 1000).toFixed(1))} s`;
    return new IngestionError(
      422,
      `The file took too long to read (more than ${limit}) and was refused.`,
      'TIMEOUT',
    );
  }

  static tooComplex(): IngestionError {
    return new IngestionError(422, 'The file needs too much memory to read and was refused.', 'TOO_COMPLEX');
  }
}
