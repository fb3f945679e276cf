import { BackupError, BackupFileError } from './backup-error';

/**
 * The 512-byte header of a POSIX ustar archive entry, so that a backup is an ordinary .tar.gz that
 * `tar tzf` can list. Only what backups need: regular files and directories, names up to 255 bytes
 * (name plus prefix), sizes past 8 GiB in GNU's base-256 form (a PostgreSQL dump can exceed that).
 */
export const BLOCK = 512;

export type TarEntryType = 'file' | 'directory';

export interface TarEntry {
  /** Relative, with '/' between folders; a directory's name ends without a slash here. */
  name: string;
  type: TarEntryType;
  size: number;
  mode: number;
  /** Seconds since 1970. */
  mtime: number;
}

const NAME = { at: 0, length: 100 };
const MODE = { at: 100, length: 8 };
const UID = { at: 108, length: 8 };
const GID = { at: 116, length: 8 };
const SIZE = { at: 124, length: 12 };
const MTIME = { at: 136, length: 12 };
const CHECKSUM = { at: 148, length: 8 };
const TYPEFLAG = 156;
const MAGIC = { at: 257, length: 6 };
const VERSION = { at: 263, length: 2 };
const PREFIX = { at: 345, length: 155 };

/** The largest size the 11 octal digits of ustar can hold; larger sizes use base 256. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

function writeOctal(block: Buffer, field: { at: number; length: number }, value: number): void {
  const digits = value.toString(8).padStart(field.length - 1, '0');
  block.write(`${digits}\0`, field.at, field.length, 'ascii');
}

function writeBase256(block: Buffer, field: { at: number; length: number }, value: number): void {
  let rest = BigInt(value);
  for (let i = field.at + field.length - 1; i > field.at; i -= 1) {
    block[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  block[field.at] = 0x80;
}

function readNumber(block: Buffer, field: { at: number; length: number }): number {
  const bytes = block.subarray(field.at, field.at + field.length);
  if (bytes[0]! & 0x80) {
    let value = 0n;
    for (let i = 1; i < bytes.length; i += 1) value = (value << 8n) | BigInt(bytes[i]!);
    return Number(value);
  }
  const text = bytes
    .toString('ascii')
    .replace(/[\0 ]+$/, '')
    .trim();
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw notABackup();
  return parseInt(text, 8);
}

function readString(block: Buffer, field: { at: number; length: number }): string {
  const bytes = block.subarray(field.at, field.at + field.length);
  const end = bytes.indexOf(0);
  return bytes.subarray(0, end === -1 ? bytes.length : end).toString('utf8');
}

function checksumOf(block: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1)
    sum += i >= CHECKSUM.at && i < CHECKSUM.at + CHECKSUM.length ? 0x20 : block[i]!;
  return sum;
}

function notABackup(): BackupFileError {
  return new BackupFileError('the file holds something other than a backup archive (a damaged tar header).');
}

/** Splits a long name into ustar's prefix (folders) and name, or fails for a name too long for both. */
function splitName(fullName: string): { prefix: string; name: string } {
  if (Buffer.byteLength(fullName) <= NAME.length) return { prefix: '', name: fullName };
  for (let cut = fullName.indexOf('/'); cut !== -1; cut = fullName.indexOf('/', cut + 1)) {
    const prefix = fullName.slice(0, cut);
    const name = fullName.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= PREFIX.length && Buffer.byteLength(name) <= NAME.length)
      return { prefix, name };
  }
  throw new BackupError(`A file name is too long to archive (over 255 bytes): ${fullName}`);
}

export function encodeHeader(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const { prefix, name } = splitName(entry.type === 'directory' ? `${entry.name}/` : entry.name);
  block.write(name, NAME.at, NAME.length, 'utf8');
  writeOctal(block, MODE, entry.mode & 0o7777);
  writeOctal(block, UID, 0);
  writeOctal(block, GID, 0);
  if (entry.size > MAX_OCTAL_SIZE) writeBase256(block, SIZE, entry.size);
  else writeOctal(block, SIZE, entry.size);
  writeOctal(block, MTIME, Math.max(0, Math.floor(entry.mtime)));
  block.write(entry.type === 'directory' ? '5' : '0', TYPEFLAG, 1, 'ascii');
  block.write('ustar\0', MAGIC.at, MAGIC.length, 'ascii');
  block.write('00', VERSION.at, VERSION.length, 'ascii');
  block.write(prefix, PREFIX.at, PREFIX.length, 'utf8');
  block.write(`${checksumOf(block).toString(8).padStart(6, '0')}\0 `, CHECKSUM.at, CHECKSUM.length, 'ascii');
  return block;
}

/** True for the all-zero blocks that end an archive. */
export function isEndBlock(block: Buffer): boolean {
  for (let i = 0; i < BLOCK; i += 1) if (block[i] !== 0) return false;
  return true;
}

/**
 * Reads a header, refusing what a backup never holds: a bad checksum, links and devices, and names that
 * would land outside the folder being restored (absolute, or with '..').
 */
export function decodeHeader(block: Buffer): TarEntry {
  if (readNumber(block, CHECKSUM) !== checksumOf(block)) throw notABackup();
  if (!readString(block, MAGIC).startsWith('ustar')) throw notABackup();
  const prefix = readString(block, PREFIX);
  const rawName = prefix ? `${prefix}/${readString(block, NAME)}` : readString(block, NAME);
  const flag = String.fromCharCode(block[TYPEFLAG]!);
  const type: TarEntryType | null =
    flag === '0' || flag === '\0' ? 'file' : flag === '5' ? 'directory' : null;
  if (!type) throw new BackupFileError(`the backup holds an entry of a kind backups never hold: ${rawName}`);
  const name = rawName.replace(/\/+$/, '');
  const parts = name.split('/');
  if (
    name === '' ||
    name.startsWith('/') ||
    parts.some((part) => part === '..' || part === '' || part === '.')
  )
    throw new BackupFileError(`the backup holds an unsafe name: ${rawName}`);
  return {
    name,
    type,
    size: type === 'directory' ? 0 : readNumber(block, SIZE),
    mode: readNumber(block, MODE),
    mtime: readNumber(block, MTIME),
  };
}

/** Zero bytes after an entry's data up to the next block. */
export const paddingOf = (size: number): number => (BLOCK - (size % BLOCK)) % BLOCK;
