// Text of a .docx with mammoth, after checking that the archive inflates to what it declares.
import { inflateRawSync } from 'node:zlib';
import mammoth from 'mammoth';
import { Refusal } from './refusal.mjs';

const LOCAL_HEADER = 0x04034b50;

/**
 * The API side refused the archive on what its central directory declares; a hostile file can declare
 * small sizes and still inflate to gigabytes. Each entry is inflated here with its declared size as a
 * hard ceiling (zlib stops at maxOutputLength), from the same place the .docx reader will read it, so the
 * reader afterwards cannot inflate more than was declared and checked.
 * @param {Buffer} bytes
 * @param {{ name: string, method: number, compressedSize: number, uncompressedSize: number, localHeaderOffset: number }[]} entries
 */
export function verifyArchive(bytes, entries) {
  for (const entry of entries) {
    const at = entry.localHeaderOffset;
    if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER)
      throw new Refusal('CORRUPT', `${entry.name}: no local header`);
    const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
    const end = start + entry.compressedSize;
    if (end > bytes.length) throw new Refusal('CORRUPT', `${entry.name}: truncated`);
    if (entry.method === 0) continue; // stored: the size was checked against the compressed size
    let inflated;
    try {
      inflated = inflateRawSync(bytes.subarray(start, end), {
        maxOutputLength: Math.max(1, entry.uncompressedSize),
      });
    } catch (error) {
      if (error?.code === 'ERR_BUFFER_TOO_LARGE')
        throw new Refusal('ZIP_BOMB', `${entry.name} inflates beyond its declared size`);
      throw new Refusal('CORRUPT', `${entry.name}: ${error?.message}`);
    }
    if (inflated.length > entry.uncompressedSize)
      throw new Refusal('ZIP_BOMB', `${entry.name} inflates beyond its declared size`);
  }
}

/**
 * Writes the text of an element of mammoth's document model into `sink`, like its extractRawText (a
 * blank line after each paragraph) but keeping line breaks, and reporting page breaks and note references.
 */
function write(element, sink) {
  switch (element.type) {
    case 'text':
      sink.text += element.value;
      break;
    case 'tab':
      sink.text += '\t';
      break;
    case 'break':
      if (element.breakType === 'page') sink.pageBreak();
      else if (element.breakType === 'line') sink.text += '\n';
      break;
    case 'noteReference':
      sink.note(element);
      break;
    case 'table':
      // A table keeps its rows: one line per row, its cells separated, so a checklist's rule and its limit
      // stay together.
      for (const row of element.children ?? []) {
        if (row.type !== 'tableRow') continue;
        const cells = (row.children ?? []).map((cell) =>
          plainText(cell.children ?? [])
            .replace(/\s+/g, ' ')
            .trim(),
        );
        sink.text += `| ${cells.join(' | ')} |\n`;
      }
      sink.text += '\n';
      break;
    default:
      for (const child of element.children ?? []) write(child, sink);
      if (element.type === 'paragraph') sink.text += '\n\n';
  }
}

function plainText(elements) {
  const sink = { text: '', pageBreak() {}, note() {} };
  for (const element of elements) write(element, sink);
  return sink.text;
}

/** The text between explicit page breaks; the footnotes and endnotes referenced on a page close that page. */
function documentPages(document) {
  const pages = [];
  let notes = [];
  const sink = {
    text: '',
    pageBreak() {
      pages.push(sink.text + notes.map((note) => `\n\n${plainText(note.body).trim()}`).join(''));
      sink.text = '';
      notes = [];
    },
    note(reference) {
      const note = document.notes?.resolve(reference);
      if (note) notes.push(note);
    },
  };
  write(document, sink);
  sink.pageBreak();
  return pages;
}

/**
 * @param {Buffer} bytes
 * @param {Parameters<typeof verifyArchive>[1]} entries the central directory, as read by the API side
 * @returns {Promise<string[]>} the text between explicit page breaks (one page when there are none)
 */
export async function extractDocxPages(bytes, entries) {
  verifyArchive(bytes, entries);
  let document = null;
  try {
    // extractRawText drops page breaks, so the document model is taken from the conversion (its
    // documented transformDocument hook) and converted here; an empty body is handed on, so no HTML is built.
    await mammoth.convertToHtml(
      { buffer: bytes },
      {
        transformDocument(model) {
          document = model;
          return { ...model, children: [] };
        },
      },
    );
  } catch (error) {
    throw new Refusal('CORRUPT', error?.message);
  }
  if (!document) throw new Refusal('CORRUPT', 'no document body');
  return documentPages(document);
}
