import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/database';

/**
 * The rows of one SQL statement, as the row type declared beside it. The driver types every row as a
 * record of unknowns: this is the one place where a statement's result takes its row type, so a
 * repository declares each row type once and never casts a result itself.
 */
export async function rowsOf<Row>(db: Db, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  return result.rows as Row[];
}

/** The first row of a statement, or undefined. */
export async function firstRow<Row>(db: Db, statement: SQL): Promise<Row | undefined> {
  return (await rowsOf<Row>(db, statement))[0];
}

/** A timestamp column as the API writes it (ISO 8601): the driver gives a Date, or a string from JSON. */
export const iso = (value: Date | string): string =>
  (value instanceof Date ? value : new Date(value)).toISOString();

/** A timestamp column that may be empty, as the API writes it; null when empty. */
export const isoOrNull = (value: Date | string | null | undefined): string | null => (value ? iso(value) : null);
