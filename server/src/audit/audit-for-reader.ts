import {
  CLASSIFICATION_LEVELS,
  clearedFor,
  highestClassification,
  type AuditEntry,
  type Classification,
} from '@csw/contracts';
import { findAuditSubjects, type AuditSubject, type AuditSubjects } from '../data/audit-subjects-repository';
import type { Db } from '../db/database';
import { WORDED_FIELDS, textChange } from './text-change';

/*
 * An audit log that leaks nothing. An entry names documents, plans and tasks by id with their marking at the
 * time (details.classification); their titles are not kept in it but read when the entry is read, and a
 * reader not cleared for the marking (the higher of the entry's and the subject's now) sees "[SECRET
 * document]" instead. Titles older releases stored in an entry are never shown: the title shown is always
 * the one read now, and a worded field's change (title, category, type) is shown by length and digest.
 */

type SubjectKind = 'document' | 'plan' | 'task';

/** What a reader not cleared for a subject's marking sees in place of its title. */
export const withheldTitle = (level: Classification, kind: SubjectKind): string => `[${level} ${kind}]`;

/** The title of a subject that no longer exists, whose marking no entry recorded. */
export const goneTitle = (kind: SubjectKind): string => `[deleted ${kind}]`;

const isLevel = (value: unknown): value is Classification =>
  (CLASSIFICATION_LEVELS as readonly unknown[]).includes(value);

const idOf = (details: Record<string, unknown>, key: string): string | null =>
  typeof details[key] === 'string' ? (details[key] as string) : null;

/** The title a reader cleared to `clearance` sees for a subject (`now`: as it is, absent when gone). */
function titleFor(
  clearance: Classification,
  kind: SubjectKind,
  recorded: Classification | null,
  now: AuditSubject | undefined,
): string {
  const levels = [recorded, now?.classification].filter(isLevel);
  if (levels.length === 0) return goneTitle(kind);
  const level = highestClassification(levels);
  if (!clearedFor(clearance, level)) return withheldTitle(level, kind);
  return now ? now.title : goneTitle(kind);
}

/** A stored `changes` object with the words of every worded field replaced by its length and digest. */
function wordlessChanges(changes: unknown): unknown {
  if (typeof changes !== 'object' || changes === null || Array.isArray(changes)) return changes;
  const out: Record<string, unknown> = {};
  for (const [field, change] of Object.entries(changes as Record<string, unknown>)) {
    const stored = change as { from?: unknown; to?: unknown } | null;
    out[field] =
      WORDED_FIELDS.has(field) && stored && typeof stored === 'object' && 'from' in stored
        ? textChange(stored.from, stored.to)
        : change;
  }
  return out;
}

/** One entry as the reader sees it. */
function present(entry: AuditEntry, subjects: AuditSubjects, clearance: Classification): AuditEntry {
  const { title: _stored, ...details } = entry.details;
  const recorded = isLevel(details.classification) ? details.classification : null;
  const out: Record<string, unknown> = { ...details };
  if ('changes' in details) out.changes = wordlessChanges(details.changes);
  const documentId = idOf(details, 'documentId');
  const planId = idOf(details, 'planId');
  const taskId = idOf(details, 'taskId');
  if (documentId) {
    out.title = titleFor(clearance, 'document', recorded, subjects.documents.get(documentId));
  } else if (taskId) {
    out.taskTitle = titleFor(clearance, 'task', recorded, subjects.tasks.get(taskId));
  } else if (planId) {
    out.title = titleFor(clearance, 'plan', recorded, subjects.plans.get(planId));
  }
  return { ...entry, details: out };
}

/**
 * Audit entries as a reader cleared to `clearance` may see them (the administrator's clearance on the
 * audit screen and its CSV, a user's own on their entries): titles read now, or withheld (see above).
 */
export async function auditForReader(
  db: Db,
  clearance: Classification,
  entries: readonly AuditEntry[],
): Promise<AuditEntry[]> {
  const wanted = { documents: [] as string[], plans: [] as string[], tasks: [] as string[] };
  for (const { details } of entries) {
    const documentId = idOf(details, 'documentId');
    const taskId = idOf(details, 'taskId');
    const planId = idOf(details, 'planId');
    if (documentId) wanted.documents.push(documentId);
    else if (taskId) wanted.tasks.push(taskId);
    else if (planId) wanted.plans.push(planId);
  }
  const subjects = await findAuditSubjects(db, wanted);
  return entries.map((entry) => present(entry, subjects, clearance));
}
