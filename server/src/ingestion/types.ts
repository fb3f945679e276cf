/** The file types that can be uploaded. */
export type DocumentKind = 'pdf' | 'docx' | 'txt';

export interface ExtractedPage {
  /** 1-based: for PDFs the real page number, for text and .docx files the number of the form feed or page break section. */
  page: number;
  text: string;
}

export interface ExtractedDocument {
  /** The whole text: the non-empty pages separated by a blank line. Never empty. */
  text: string;
  /** Every page, empty ones included, so that page numbers stay true to the file. */
  pages: ExtractedPage[];
  kind: DocumentKind;
  /** For text files: the encoding the bytes were read with ('utf-8', 'utf-16le', 'utf-16be', 'windows-1252'). */
  encoding?: string;
  wordCount: number;
  /** The file name without its folder and extension. */
  title: string;
}

export interface IngestionInput {
  bytes: Buffer;
  fileName: string;
  /**
   * The media type the client declared (multipart Content-Type). Advisory only: clients derive it from
   * the extension or send application/octet-stream, so the extension and the content decide.
   */
  declaredType?: string;
}
