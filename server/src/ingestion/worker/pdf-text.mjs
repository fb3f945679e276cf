// Text of a PDF, page by page, with pdf.js (the legacy build is the one meant for Node).
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { Refusal } from './refusal.mjs';

/** pdf.js's data files, read from disk: character maps (needed for the text of CJK fonts) and standard fonts. */
const PDFJS_DIR = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const dataDir = (name) => path.join(PDFJS_DIR, name) + path.sep;

const PDF_OPTIONS = {
  // Nothing is rendered: no fonts to load, no script evaluation (pdf.js compiles font glyphs with eval
  // when allowed, the path of a known exploit), no network or system resources.
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  useWorkerFetch: false,
  isOffscreenCanvasSupported: false,
  disableAutoFetch: true,
  disableStream: true,
  stopAtErrors: false,
  cMapUrl: dataDir('cmaps'),
  cMapPacked: true,
  standardFontDataUrl: dataDir('standard_fonts'),
  verbosity: 0,
};

/** A line break when the baseline moves by more than half the text height; a blank line for a wide gap. */
const LINE_SHIFT = 0.5;
const PARAGRAPH_GAP = 1.8;
/** A space between two pieces of one line when they are further apart than this share of the height. */
const WORD_GAP = 0.15;

/**
 * Joins the text items of a page. pdf.js gives pieces of text with their position; a change of baseline
 * starts a new line (a wide one a new paragraph), and a horizontal gap between pieces is a space.
 */
export function joinTextItems(items) {
  let out = '';
  let previous = null;
  for (const item of items) {
    if (typeof item.str !== 'string') continue; // marked-content boundaries carry no text
    const x = item.transform[4];
    const y = item.transform[5];
    const height = item.height || Math.hypot(item.transform[2], item.transform[3]) || 10;
    if (previous && out) {
      const shift = Math.abs(y - previous.y);
      if (out.endsWith('\n') || shift > height * LINE_SHIFT) {
        if (!out.endsWith('\n')) out += '\n';
        if (shift > Math.max(height, previous.height) * PARAGRAPH_GAP && !out.endsWith('\n\n')) out += '\n';
      } else if (x - previous.endX > height * WORD_GAP && !/\s$/.test(out) && !/^\s/.test(item.str)) {
        out += ' ';
      }
    }
    out += item.str;
    if (item.hasEOL) out += '\n';
    if (item.str || item.hasEOL) previous = { y, height, endX: x + (item.width || 0) };
  }
  return out;
}

/**
 * @param {Uint8Array} bytes
 * @returns {Promise<string[]>} the text of each page
 */
export async function extractPdfPages(bytes) {
  let document;
  try {
    document = await getDocument({ ...PDF_OPTIONS, data: bytes }).promise;
  } catch (error) {
    if (error?.name === 'PasswordException') throw new Refusal('ENCRYPTED', error.message);
    throw new Refusal('CORRUPT', error?.message);
  }
  try {
    const pages = [];
    let unreadable = 0;
    for (let number = 1; number <= document.numPages; number += 1) {
      // A damaged page costs its own text only; the file is refused when no page can be read.
      try {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        pages.push(joinTextItems(content.items));
        page.cleanup();
      } catch {
        unreadable += 1;
        pages.push('');
      }
    }
    if (unreadable === document.numPages) throw new Refusal('CORRUPT', 'no page could be read');
    return pages;
  } finally {
    await document.destroy();
  }
}
