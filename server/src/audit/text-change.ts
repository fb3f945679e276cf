import { createHash } from 'node:crypto';

/**
 * The fields of a document whose words an audit entry never keeps: its text, and what names it (title,
 * category, document type), which can hold the words of a restricted document as well as its text can.
 */
export const WORDED_FIELDS: ReadonlySet<string> = new Set(['content', 'title', 'category', 'documentType']);

const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A worded field's change as the audit log keeps it: its length and digest before and after, never its words. */
export function textChange(from: unknown, to: unknown): Record<string, unknown> {
  return {
    fromChars: String(from).length,
    toChars: String(to).length,
    fromSha256: digest(String(from)),
    toSha256: digest(String(to)),
  };
}
