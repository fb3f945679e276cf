import { timestamp } from 'drizzle-orm/pg-core';

/** A point in time with its time zone, read as a Date. */
export const moment = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** When a row was made or changed: required, the database's now unless given. */
export const stamp = (name: string) => moment(name).notNull().defaultNow();
