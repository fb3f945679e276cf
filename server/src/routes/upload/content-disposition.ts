import { stripBidiControls } from '@csw/contracts';

/**
 * The Content-Disposition of a download: always an attachment (never shown inline by the browser), with an
 * ASCII file name for old clients and the exact name in RFC 5987 form. Quotes, backslashes, control
 * characters, bidirectional-text controls (whatever an older row holds) and path separators never reach the
 * header.
 */
export function attachmentDisposition(fileName: string): string {
  const base = stripBidiControls(fileName).split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/\p{Cc}/gu, '').trim() || 'document';
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
