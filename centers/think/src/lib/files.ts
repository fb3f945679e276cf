import { THINK_MEDIA_EXTENSIONS, THINK_TEXT_EXTENSIONS } from '@csw/contracts';

/** Every extension the optional file input accepts (its `accept` attribute). */
export const EXTRA_FILE_ACCEPT = [...THINK_TEXT_EXTENSIONS, ...THINK_MEDIA_EXTENSIONS].join(',');
export const UPLOAD_ACCEPT = THINK_TEXT_EXTENSIONS.join(',');

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot).toLowerCase();
}

/** A .txt, .pdf or .docx file: its text is extracted by the server and analysed. */
export function isTextFile(file: File): boolean {
  return (THINK_TEXT_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

export function isMediaFile(file: File): boolean {
  return (THINK_MEDIA_EXTENSIONS as readonly string[]).includes(extensionOf(file.name));
}

/** The size as file lists show it: in KB, one decimal. */
export function sizeInKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
