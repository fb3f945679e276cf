import type { DownloadedFile } from './api-client';

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
