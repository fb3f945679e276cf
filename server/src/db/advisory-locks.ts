/**
 * Keys of the PostgreSQL advisory locks the server takes, kept in one table so that two unrelated uses never
 * share a key by accident. 7_412_004_118 (library vector schema) and 7_412_004_119 (library seed) are taken
 * by the library module.
 */
export const ADVISORY_LOCKS = {
  /** One process at a time applies the migrations of a shared database. */
  migrations: 7_412_004_117,
  /** Registrations one at a time, so that only the very first account of an installation becomes admin. */
  registration: 7_412_004_120,
} as const;
