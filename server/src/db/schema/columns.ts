import { customType, jsonb, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** A point in time with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When a row was made or changed: required, the database's now unless given. */
export const stamp = (name: string) => moment(name).notNull().defaultNow();

/** Raw bytes (an uploaded file), read as a Buffer. */
export const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** A JSON object of the row's own shape, which the code that writes it checks. */
export const jsonObject = (name: string) => jsonb(name).$type<Record<string, unknown>>();

/** When a row was made and when it last changed (`created_at`, `updated_at`). */
export const timestamps = () => ({ createdAt: stamp('created_at'), updatedAt: stamp('updated_at') });

/**
 * The text id of the row this one belongs to: required, and this row goes when that one does. Chain
 * `.primaryKey()` for a row that is one-to-one with its parent.
 */
export const belongsTo = (name: string, parent: () => AnyPgColumn) =>
  text(name).notNull().references(parent, { onDelete: 'cascade' });
