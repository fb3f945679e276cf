import type { MoveDocumentsResult } from '@csw/contracts';

/** "1 document", "3 documents". */
export const documentCount = (n: number) => `${n} ${n === 1 ? 'document' : 'documents'}`;

/**
 * What a move did, in a user's words: how many moved and where, how many were already there, and each one
 * left where it was with the server's reason (titled when the user may see it).
 */
export function moveOutcome(
  result: MoveDocumentsResult,
  folderName: string | null,
): { summary: string; failures: string[] } {
  const where = folderName === null ? 'out of their folder' : `to "${folderName}"`;
  const parts: string[] = [];
  if (result.moved.length > 0) parts.push(`Moved ${documentCount(result.moved.length)} ${where}.`);
  if (result.unchanged.length > 0)
    parts.push(
      folderName === null
        ? `${documentCount(result.unchanged.length)} already outside any folder.`
        : `${documentCount(result.unchanged.length)} already in "${folderName}".`,
    );
  if (result.failed.length > 0) parts.push(`${documentCount(result.failed.length)} not moved:`);
  return {
    summary: parts.join(' '),
    failures: result.failed.map((f) => `${f.title === null ? 'A document' : `"${f.title}"`}: ${f.message}`),
  };
}
