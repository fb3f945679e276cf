import { IngestionError } from './errors';
import type { IngestionLimits } from './limits';
import { MB } from './limits';

/** One archive member as the central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated: the only methods Word writes and the .docx reader understands. */
  method: 0 | 8;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_HEADER = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const EOCD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
/** The compression ratio is only judged for entries this large: tiny parts compress oddly and harmlessly. */
const RATIO_MIN_SIZE = MB;

type ZipLimits = Pick<
  IngestionLimits,
  'maxDocxUncompressedBytes' | 'maxDocxEntries' | 'maxDocxCompressionRatio'
>;

const corrupt = () => IngestionError.corrupt('docx');

/** 64-bit field as a number; values past 2^53 only occur in hostile files and are refused by the caps. */
const readU64 = (bytes: Buffer, at: number): number => Number(bytes.readBigUInt64LE(at));

/**
 * The end of the central directory. Like the .docx reader (JSZip), take the last signature in the
 * file, so that both see the same directory.
 */
function findEndOfDirectory(bytes: Buffer): number {
  for (let at = bytes.length - 4; at >= 0; at -= 1) {
    if (bytes[at] !== 0x50 || bytes.readUInt32LE(at) !== EOCD) continue;
    if (at + EOCD_SIZE > bytes.length) break;
    return at;
  }
  throw corrupt();
}

interface Directory {
  entryCount: number;
  offset: number;
}

function readDirectoryLocation(bytes: Buffer): Directory {
  const eocd = findEndOfDirectory(bytes);
  let entryCount = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (entryCount === 0xffff || offset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_LOCATOR) throw corrupt();
    const record = readU64(bytes, locator + 8);
    if (record + 56 > bytes.length || bytes.readUInt32LE(record) !== ZIP64_EOCD) throw corrupt();
    entryCount = readU64(bytes, record + 32);
    offset = readU64(bytes, record + 48);
  }
  return { entryCount, offset };
}

/** Sizes and offset saturated at 0xFFFFFFFF are given again, in this order, by the ZIP64 extra field. */
function applyZip64(bytes: Buffer, extraStart: number, extraEnd: number, entry: ZipEntry): void {
  const needed = (['uncompressedSize', 'compressedSize', 'localHeaderOffset'] as const).filter(
    (key) => entry[key] === 0xffffffff,
  );
  if (needed.length === 0) return;
  for (let at = extraStart; at + 4 <= extraEnd;) {
    const id = bytes.readUInt16LE(at);
    const size = bytes.readUInt16LE(at + 2);
    if (id === ZIP64_EXTRA) {
      if (size < needed.length * 8 || at + 4 + size > extraEnd) throw corrupt();
      needed.forEach((key, i) => (entry[key] = readU64(bytes, at + 4 + i * 8)));
      return;
    }
    at += 4 + size;
  }
  throw corrupt();
}

function checkEntry(entry: ZipEntry, fileSize: number, limits: ZipLimits): void {
  if (entry.localHeaderOffset + 30 + entry.compressedSize > fileSize) throw corrupt();
  if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw corrupt();
  const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
  if (entry.uncompressedSize > RATIO_MIN_SIZE && ratio > limits.maxDocxCompressionRatio) {
    throw IngestionError.docxAbnormalCompression();
  }
}

/**
 * Reads the central directory of a .docx (a ZIP archive) without inflating anything, and refuses a
 * zip bomb before any parser touches it: too many entries, a declared total beyond the cap, or an
 * absurd compression ratio. It also refuses encrypted entries, unknown methods and a ZIP that is not a
 * Word document. What the directory declares is then verified while inflating, in the worker.
 */
export function guardDocxArchive(bytes: Buffer, limits: ZipLimits): ZipEntry[] {
  const directory = readDirectoryLocation(bytes);
  if (directory.entryCount > limits.maxDocxEntries)
    throw IngestionError.docxTooManyParts(limits.maxDocxEntries);
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = directory.offset;
  // Walk every consecutive header, as the reader does, rather than trusting the declared count.
  while (at + 4 <= bytes.length && bytes.readUInt32LE(at) === CENTRAL_HEADER) {
    if (entries.length === limits.maxDocxEntries)
      throw IngestionError.docxTooManyParts(limits.maxDocxEntries);
    if (at + CENTRAL_HEADER_SIZE > bytes.length) throw corrupt();
    const flags = bytes.readUInt16LE(at + 8);
    const method = bytes.readUInt16LE(at + 10);
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const end = at + CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
    if (end > bytes.length) throw corrupt();
    if (flags & 0x1) throw IngestionError.encrypted('docx');
    if (method !== 0 && method !== 8) throw corrupt();
    const nameStart = at + CENTRAL_HEADER_SIZE;
    const entry: ZipEntry = {
      name: bytes.toString('utf8', nameStart, nameStart + nameLength),
      method,
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
    };
    applyZip64(bytes, nameStart + nameLength, nameStart + nameLength + extraLength, entry);
    total += entry.uncompressedSize;
    if (total > limits.maxDocxUncompressedBytes)
      throw IngestionError.docxTooLarge(limits.maxDocxUncompressedBytes);
    checkEntry(entry, bytes.length, limits);
    entries.push(entry);
    at = end;
  }
  if (entries.length === 0 || entries.length !== directory.entryCount) throw corrupt();
  if (!isWordDocument(entries)) throw IngestionError.mismatch('docx');
  return entries;
}

/** Word's main part; other writers may name it otherwise, but always under word/ with a content-type list. */
function isWordDocument(entries: readonly ZipEntry[]): boolean {
  const names = new Set(entries.map((entry) => entry.name));
  if (names.has('word/document.xml')) return true;
  return names.has('[Content_Types].xml') && entries.some((entry) => /^word\/[^/]+\.xml$/.test(entry.name));
}
