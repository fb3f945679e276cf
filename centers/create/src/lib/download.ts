import type { DownloadedFile } from '@csw/storage';

/** Hands a file the server sent to the browser's download, under the server's name or `fallback`. */
export function saveFile(file: DownloadedFile, fallback: string): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName ?? fallback;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has handed the data to the download: the URL can go once this task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The title a draft is saved and exported under: its subject and format, else its first line. */
export function draftTitle(text: string, subject: string | null, formatName: string | null): string {
  if (subject) {
    const s = subject.charAt(0).toUpperCase() + subject.slice(1);
    return (formatName ? `${s} (${formatName})` : s).slice(0, 200);
  }
  const first = text.split('\n').find((line) => line.trim().length > 0) ?? 'Draft';
  return first.trim().slice(0, 200);
}
