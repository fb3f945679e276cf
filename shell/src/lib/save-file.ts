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

/** A size for people: bytes, KB or MB with one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
