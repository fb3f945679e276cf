// Decoding of uploaded text files: the encoding is detected, and content that is not text is refused.
import { Refusal } from './refusal.mjs';

/** Above this share of control characters the "text" is binary data (logs with colour codes stay well below). */
const MAX_CONTROL_SHARE = 0.1;

const hasPrefix = (bytes, prefix) => prefix.every((byte, i) => bytes[i] === byte);

/** Characters that do not occur in text: C0 controls except the whitespace ones (tab, line and page breaks), DEL, C1 controls, U+FFFD. */
function isControl(code) {
  if (code < 0x20) return code !== 0x09 && code !== 0x0a && code !== 0x0c && code !== 0x0d && code !== 0x0b;
  return (code >= 0x7f && code <= 0x9f) || code === 0xfffd;
}

function refuseBinary(text) {
  let controls = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code === 0) throw new Refusal('BINARY', 'NUL character');
    if (isControl(code)) controls += 1;
  }
  if (controls > text.length * MAX_CONTROL_SHARE)
    throw new Refusal('BINARY', `${controls} control characters`);
}

/**
 * Reads the bytes of a text file. A byte order mark decides (UTF-8, UTF-16 LE or BE); without one, valid
 * UTF-8 is UTF-8 and anything else is read as windows-1252 (the superset of latin1 that Windows writes).
 * @param {Uint8Array} bytes
 * @returns {{ text: string, encoding: string }}
 */
export function decodeText(bytes) {
  let encoding;
  let text;
  if (hasPrefix(bytes, [0xef, 0xbb, 0xbf])) {
    encoding = 'utf-8';
    text = new TextDecoder('utf-8', { ignoreBOM: false }).decode(bytes);
  } else if (hasPrefix(bytes, [0xff, 0xfe])) {
    encoding = 'utf-16le';
    text = new TextDecoder('utf-16le').decode(bytes);
  } else if (hasPrefix(bytes, [0xfe, 0xff])) {
    encoding = 'utf-16be';
    text = new TextDecoder('utf-16be').decode(bytes);
  } else {
    // NUL bytes do not occur in 8-bit text; in UTF-16 without a byte order mark they do, but writers of
    // UTF-16 text files put the mark.
    if (bytes.includes(0)) throw new Refusal('BINARY', 'NUL byte');
    try {
      encoding = 'utf-8';
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      encoding = 'windows-1252';
      text = new TextDecoder('windows-1252').decode(bytes);
    }
  }
  refuseBinary(text);
  return { text, encoding };
}
