import { sql } from 'drizzle-orm';
import type { Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { rowsOf } from './rows';

/** What an audit entry names, as it is now: its title and marking (a task: its plan's marking). */
export interface AuditSubject {
  title: string;
  classification: Classification;
}

/** The ids audit entries name, by kind. */
export interface AuditSubjectIds {
  documents: readonly string[];
  plans: readonly string[];
  tasks: readonly string[];
}

export interface AuditSubjects {
  documents: Map<string, AuditSubject>;
  plans: Map<string, AuditSubject>;
  tasks: Map<string, AuditSubject>;
}

const ids = (list: readonly string[]) => sql.param([...new Set(list)]);

/**
 * The documents, plans and tasks that audit entries name, with their titles and markings now (one statement
 * each): the log stores ids, never titles. Whoever reads the log is the caller's to check: an administrator
 * reads every entry, a user their own.
 */
export async function findAuditSubjects(db: Db, wanted: AuditSubjectIds): Promise<AuditSubjects> {
  const read = async (list: readonly string[], query: ReturnType<typeof sql>) => {
    if (list.length === 0) return new Map<string, AuditSubject>();
    const rows = await rowsOf<AuditSubject & { id: string }>(db, query);
    return new Map(rows.map((row) => [row.id, { title: row.title, classification: row.classification }]));
  };
  return {
    documents: await read(
      wanted.documents,
      sql`SELECT id, title, classification FROM documents WHERE id = ANY(${ids(wanted.documents)}::text[])`,
    ),
    plans: await read(
      wanted.plans,
      sql`SELECT id, title, classification FROM plans WHERE id = ANY(${ids(wanted.plans)}::text[])`,
    ),
    tasks: await read(
      wanted.tasks,
      sql`SELECT t.id, t.title, p.classification FROM tasks t JOIN plans p ON p.id = t.plan_id
           WHERE t.id = ANY(${ids(wanted.tasks)}::text[])`,
    ),
  };
}
