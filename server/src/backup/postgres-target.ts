import type pg from 'pg';

/**
 * What a PostgreSQL database already holds, before a restore: the server's own objects (tables, views,
 * sequences and functions of the public schema that no extension owns, and drizzle's migrations schema),
 * and who else is connected to it.
 */
export interface TargetState {
  relations: number;
  routines: number;
  migrations: boolean;
  /** Other sessions on this database ("pid application"), e.g. a running server. */
  others: string[];
}

const STATE_SQL = `
  SELECT
    (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')) AS relations,
    (SELECT count(*)::int FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')) AS routines,
    EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') AS migrations,
    ARRAY(SELECT pid || ' ' || coalesce(nullif(application_name, ''), 'unnamed client')
            FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'
           ORDER BY pid) AS others`;

export async function inspectTarget(client: pg.ClientBase): Promise<TargetState> {
  const result = await client.query<TargetState>(STATE_SQL);
  return result.rows[0]!;
}

export const isEmpty = (state: TargetState): boolean =>
  state.relations === 0 && state.routines === 0 && !state.migrations;

/**
 * With --force, the server's objects are dropped in the restore's own transaction before the dump is
 * loaded: if the load fails, the drop is rolled back with it. Extensions stay (the dump creates pgvector
 * only if it is missing); so does anything outside the public and drizzle schemas.
 */
export const CLEAR_SQL = `
SET lock_timeout = '30s';
DO $clear$
DECLARE
  item record;
BEGIN
  FOR item IN
    SELECT c.oid::regclass::text AS name, c.relkind
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP %s IF EXISTS %s CASCADE',
      CASE item.relkind WHEN 'v' THEN 'VIEW' WHEN 'm' THEN 'MATERIALIZED VIEW' WHEN 'f' THEN 'FOREIGN TABLE' ELSE 'TABLE' END,
      item.name);
  END LOOP;
  FOR item IN
    SELECT c.oid::regclass::text AS name
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind = 'S'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP SEQUENCE IF EXISTS %s CASCADE', item.name);
  END LOOP;
  FOR item IN
    SELECT p.oid::regprocedure::text AS name
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     WHERE n.nspname = 'public'
       AND NOT EXISTS (SELECT 1 FROM pg_depend d
                        WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype = 'e')
  LOOP
    EXECUTE format('DROP ROUTINE IF EXISTS %s CASCADE', item.name);
  END LOOP;
END
$clear$;
DROP SCHEMA IF EXISTS drizzle CASCADE;
RESET lock_timeout;
`;

/** Appended after the dump, still inside its transaction: a dump that lost its migrations is rolled back. */
export function migrationsCheckSql(expected: number): string {
  if (expected === 0) return '';
  return `
DO $check$
DECLARE
  found int := (SELECT count(*) FROM drizzle.__drizzle_migrations);
BEGIN
  IF found <> ${Math.trunc(expected)} THEN
    RAISE EXCEPTION 'the restored database holds % migrations, the backup''s manifest says ${Math.trunc(expected)}', found;
  END IF;
END
$check$;
`;
}
