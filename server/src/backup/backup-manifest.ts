import { BackupError, BackupFileError } from './backup-error';
import type { SchemaState } from './schema-state';

/** The first entry of every backup archive: what the file is, so a restore can refuse the wrong one. */
export const MANIFEST_NAME = 'manifest.json';
export const BACKUP_FORMAT = 'csw-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** The PostgreSQL dump inside a backup of a PostgreSQL database (plain SQL from pg_dump). */
export const POSTGRES_DUMP_NAME = 'database.sql';
/** The folder inside a backup of the embedded database that holds the data directory's files. */
export const EMBEDDED_DATA_PREFIX = 'data';

export type DatabaseKind = 'embedded' | 'postgres';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  kind: DatabaseKind;
  createdAt: string;
  /** `SELECT version()` of the database backed up. */
  databaseVersion: string;
  schema: SchemaState;
  /** What follows the manifest, checked after a restore has read it all. */
  content: { entries: number; bytes: number };
}

/** The manifest of a backup made now of a database of `kind`, whose content follows it. */
export function newManifest(
  kind: DatabaseKind,
  facts: { version: string; schema: SchemaState },
  content: BackupManifest['content'],
): BackupManifest {
  return {
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    kind,
    createdAt: new Date().toISOString(),
    databaseVersion: facts.version,
    schema: facts.schema,
    content,
  };
}

export const KIND_NAMES: Record<DatabaseKind, string> = {
  embedded: 'the embedded database (DATA_DIR)',
  postgres: 'a PostgreSQL database (DATABASE_URL)',
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses and checks a manifest; anything else is "not a backup" (or a backup format this code does not read). */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BackupFileError('the file is a tar archive but not a backup: its manifest is not JSON.');
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT)
    throw new BackupFileError('the file is a tar archive but not a backup made by `npm run backup`.');
  if (value.formatVersion !== BACKUP_FORMAT_VERSION)
    throw new BackupFileError(
      `the backup is in format version ${String(value.formatVersion)}, this code reads version ${BACKUP_FORMAT_VERSION}.`,
    );
  const { kind, schema, content } = value;
  if (
    (kind !== 'embedded' && kind !== 'postgres') ||
    typeof value.createdAt !== 'string' ||
    typeof value.databaseVersion !== 'string' ||
    !isRecord(schema) ||
    typeof schema.migrations !== 'number' ||
    !isRecord(content) ||
    typeof content.entries !== 'number' ||
    typeof content.bytes !== 'number'
  )
    throw new BackupFileError('the backup manifest is incomplete: the file is damaged.');
  return value as unknown as BackupManifest;
}

/** Refuses a backup of the other kind of database, saying how to restore it instead. */
export function assertKind(manifest: BackupManifest, configured: DatabaseKind, target: string): void {
  if (manifest.kind === configured) return;
  const how =
    manifest.kind === 'postgres'
      ? 'Set DATABASE_URL to the PostgreSQL database to restore it into.'
      : 'Unset DATABASE_URL and set DATA_DIR to the folder to restore it into.';
  throw new BackupError(
    `This backup is of ${KIND_NAMES[manifest.kind]}, but the server is configured for ${KIND_NAMES[configured]} ` +
      `(${target}). ${how} Nothing was changed.`,
  );
}

/** The manifest read again with the content must be the one checked before: the file did not change. */
export function assertSameManifest(read: BackupManifest, checked: BackupManifest): void {
  if (JSON.stringify(read) !== JSON.stringify(checked))
    throw new BackupError('The backup file changed while it was being restored. Nothing was changed.');
}

/** What was read after the manifest must be what the manifest announced: nothing lost on the way. */
export function assertContentComplete(
  manifest: BackupManifest,
  read: { entries: number; bytes: number },
): void {
  if (read.entries !== manifest.content.entries || read.bytes !== manifest.content.bytes)
    throw new BackupFileError(
      `the archive holds ${read.entries} entries of ${read.bytes} bytes, its manifest announces ` +
        `${manifest.content.entries} of ${manifest.content.bytes}.`,
    );
}
