import { IngestionError } from './errors';
import type { DocumentKind } from './types';

// Markdown is plain text to read: it is decoded and checked as a .txt file is.
const KINDS: Record<string, DocumentKind> = { '.pdf': 'pdf', '.docx': 'docx', '.txt': 'txt', '.md': 'txt' };

/** The file name without any folder (browsers on Windows may send "C:\fakepath\name.pdf"). */
function baseName(fileName: string): string {
  return fileName.split(/[\\/]/).pop()?.trim() ?? '';
}

/** ".pdf" for "Report.PDF"; "" when there is no extension. */
export function fileExtension(fileName: string): string {
  const name = baseName(fileName);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** The kind a file name announces; anything but .txt, .pdf, .docx and .md is refused with 415. */
export function documentKindOf(fileName: string): DocumentKind {
  const extension = fileExtension(fileName);
  const kind = KINDS[extension];
  if (!kind) throw IngestionError.unsupportedType(extension);
  return kind;
}

/** The title a document gets from its file name: no folder, no extension. */
export function titleOf(fileName: string): string {
  const name = baseName(fileName);
  const extension = fileExtension(name);
  const title = (extension ? name.slice(0, -extension.length) : name).trim();
  return title || 'Untitled';
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string): number[] => [...text].map((ch) => ch.charCodeAt(0));

const PDF = ascii('%PDF-');
const ZIP_LOCAL_HEADER = [0x50, 0x4b, 0x03, 0x04];
/** OLE compound file: Word 97-2003 documents, and .docx files encrypted with a password. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** Readers accept a PDF header anywhere in the first kilobyte (some writers put bytes before it). */
const PDF_HEADER_WINDOW = 1024;

/**
 * Formats that are certainly not text, recognised by their first bytes. Each signature holds a byte that
 * plain text does not start with (or is a whole format header), so no real text file is mistaken.
 */
const BINARY_SIGNATURES: readonly (readonly number[])[] = [
  PDF,
  ZIP_LOCAL_HEADER,
  OLE,
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  ascii('GIF87a'),
  ascii('GIF89a'),
  [0x7f, 0x45, 0x4c, 0x46], // ELF
  [0x1f, 0x8b], // gzip
  [0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c], // 7z
  [0x52, 0x61, 0x72, 0x21, 0x1a, 0x07], // RAR
];

function findPdfHeader(bytes: Uint8Array): boolean {
  const window = Math.min(bytes.length, PDF_HEADER_WINDOW);
  for (let at = 0; at + PDF.length <= window; at += 1) {
    if (startsWith(bytes, PDF, at)) return true;
  }
  return false;
}

/**
 * Refuses (415) a file whose first bytes do not match its extension. The content of a .docx is checked
 * further by the archive guard, and a .txt by the text decoder (binary content is refused there).
 */
export function checkSignature(kind: DocumentKind, bytes: Uint8Array): void {
  if (kind === 'pdf' && !findPdfHeader(bytes)) throw IngestionError.mismatch('pdf');
  if (kind === 'docx' && !startsWith(bytes, ZIP_LOCAL_HEADER)) {
    if (startsWith(bytes, OLE)) {
      throw IngestionError.mismatch(
        'docx',
        'It is an older Word (.doc) file or a password-protected document: save it as .docx without a password and upload it again.',
      );
    }
    throw IngestionError.mismatch('docx');
  }
  if (kind === 'txt' && BINARY_SIGNATURES.some((signature) => startsWith(bytes, signature))) {
    throw IngestionError.mismatch('txt');
  }
}
