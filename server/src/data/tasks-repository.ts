import { sql } from 'drizzle-orm';
import type { TaskDto, TaskKind, TaskPriority, TaskStatus } from '@csw/contracts';
import type { Db } from '../db/database';
import { firstRow, iso, isoOrNull, rowsOf } from './rows';
import type { PlanAccess } from './plans-repository';
import { planAccess } from './visibility';

/** A task as a user reaches it: the task and how they reach its plan. */
export interface TaskView extends TaskDto {
  access: PlanAccess;
}

interface TaskRow {
  id: string;
  plan_id: string;
  title: string;
  kind: TaskKind;
  status: TaskStatus;
  priority: TaskPriority;
  start_date: Date | string | null;
  due_date: Date | string | null;
  owner: string | null;
  unit: string | null;
  blocked_by: string[];
  detail: string | null;
  position: number | string;
  created_at: Date | string;
  updated_at: Date | string;
  started_at: Date | string | null;
  completed_at: Date | string | null;
  version: number | string;
  access?: PlanAccess;
}

function toDto(row: TaskRow): TaskDto {
  return {
    id: row.id,
    planId: row.plan_id,
    title: row.title,
    kind: row.kind,
    status: row.status,
    priority: row.priority,
    startDate: isoOrNull(row.start_date),
    dueDate: isoOrNull(row.due_date),
    owner: row.owner,
    unit: row.unit,
    blockedBy: row.blocked_by ?? [],
    detail: row.detail,
    position: Number(row.position),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    startedAt: isoOrNull(row.started_at),
    completedAt: isoOrNull(row.completed_at),
    version: Number(row.version),
  };
}

const COLUMNS = sql`t.id, t.plan_id, t.title, t.kind, t.status, t.priority, t.start_date, t.due_date, t.owner,
  t.unit, t.blocked_by, t.detail, t.position, t.created_at, t.updated_at, t.started_at, t.completed_at, t.version`;

/** The tasks of a plan, column by column in board order. The caller has checked the plan is visible. */
export async function listPlanTasks(db: Db, planId: string): Promise<TaskDto[]> {
  const rows = await rowsOf<TaskRow>(
    db,
    sql`
    SELECT ${COLUMNS} FROM tasks t WHERE t.plan_id = ${planId}
     ORDER BY array_position(ARRAY['planning', 'in-progress', 'done'], t.status), t.position, t.id`,
  );
  return rows.map(toDto);
}

/** One task the user may read (through its plan's visibility), with how they reach it; null otherwise. */
export async function findVisibleTask(db: Db, userId: string, id: string): Promise<TaskView | null> {
  const row = await firstRow<TaskRow>(
    db,
    sql`
    SELECT * FROM (
      SELECT ${COLUMNS}, ${planAccess(userId)} AS access
        FROM tasks t JOIN plans p ON p.id = t.plan_id WHERE t.id = ${id}) x
     WHERE x.access IS NOT NULL`,
  );
  return row ? { ...toDto(row), access: row.access! } : null;
}

export interface NewTask {
  id: string;
  planId: string;
  title: string;
  kind: TaskKind;
  status: TaskStatus;
  priority: TaskPriority;
  startDate: string | null;
  dueDate: string | null;
  owner: string | null;
  unit: string | null;
  blockedBy: string[];
  detail: string | null;
  position: number;
}

/** Inserts tasks in one statement (a plan's whole board at once). */
export async function insertTasks(db: Db, tasks: readonly NewTask[]): Promise<void> {
  if (tasks.length === 0) return;
  const col = (pick: (t: NewTask) => unknown) => sql.param(tasks.map(pick));
  await db.execute(sql`
    INSERT INTO tasks (id, plan_id, title, kind, status, priority, start_date, due_date, owner, unit, blocked_by, detail, position)
    SELECT u.id, u.plan_id, u.title, u.kind, u.status, u.priority, u.start_date, u.due_date, u.owner, u.unit,
           CASE WHEN u.blocked_by = '' THEN '{}'::text[] ELSE string_to_array(u.blocked_by, ',') END, u.detail, u.position
      FROM unnest(${col((t) => t.id)}::text[], ${col((t) => t.planId)}::text[], ${col((t) => t.title)}::text[],
                  ${col((t) => t.kind)}::text[], ${col((t) => t.status)}::text[], ${col((t) => t.priority)}::text[],
                  ${col((t) => t.startDate)}::timestamptz[], ${col((t) => t.dueDate)}::timestamptz[],
                  ${col((t) => t.owner)}::text[], ${col((t) => t.unit)}::text[], ${col((t) => t.blockedBy.join(','))}::text[],
                  ${col((t) => t.detail)}::text[], ${col((t) => t.position)}::float8[])
        AS u(id, plan_id, title, kind, status, priority, start_date, due_date, owner, unit, blocked_by, detail, position)`);
}

export async function deletePlanTasks(db: Db, planId: string): Promise<void> {
  await db.execute(sql`DELETE FROM tasks WHERE plan_id = ${planId}`);
}

export async function countPlanTasks(db: Db, planId: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM tasks WHERE plan_id = ${planId}`,
  );
  return Number(row!.n);
}

/** The position after the last task of a column. */
export async function endOfColumn(db: Db, planId: string, status: TaskStatus): Promise<number> {
  const row = await firstRow<{ p: number | string }>(
    db,
    sql`SELECT coalesce(max(position), 0) + 1 AS p FROM tasks WHERE plan_id = ${planId} AND status = ${status}`,
  );
  return Number(row!.p);
}

/**
 * A free place in a column at `position` for the task `id`: the position itself when no other task of the
 * column holds it, else half-way to the next one, so that two moves into the same place keep both tasks in
 * a defined order. Run after lockPlan, in the same transaction.
 */
export async function freePosition(
  db: Db,
  planId: string,
  status: TaskStatus,
  position: number,
  id: string,
): Promise<number> {
  const row = await firstRow<{ taken: boolean; next: number | string | null }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM tasks WHERE plan_id = ${planId} AND status = ${status}
                        AND position = ${position}::float8 AND id <> ${id}) AS taken,
               (SELECT min(position) FROM tasks WHERE plan_id = ${planId} AND status = ${status}
                        AND position > ${position}::float8 AND id <> ${id}) AS next`,
  );
  if (!row?.taken) return position;
  return row.next === null ? position + 1 : (position + Number(row.next)) / 2;
}

/** Serialises the writes of one plan's board until the transaction ends (two moves into one column). */
export async function lockPlan(db: Db, planId: string): Promise<void> {
  await db.execute(sql`SELECT 1 FROM plans WHERE id = ${planId} FOR UPDATE`);
}

/** The version a task is at now (null when it is gone). */
export async function taskVersion(db: Db, id: string): Promise<number | null> {
  const row = await firstRow<{ version: number | string }>(db, sql`SELECT version FROM tasks WHERE id = ${id}`);
  return row ? Number(row.version) : null;
}

/** The column of each field a task update may change. */
const COLUMN_OF = {
  title: 'title',
  status: 'status',
  priority: 'priority',
  startDate: 'start_date',
  dueDate: 'due_date',
  owner: 'owner',
  unit: 'unit',
  blockedBy: 'blocked_by',
  detail: 'detail',
  position: 'position',
  startedAt: 'started_at',
  completedAt: 'completed_at',
} as const satisfies Partial<Record<keyof TaskDto, string>>;

/** What a task update may change: the fields of COLUMN_OF. */
export type TaskChanges = Partial<Pick<TaskDto, keyof typeof COLUMN_OF>>;

/**
 * Applies changes to a task and bumps its version; with `version`, only if the task is still at that version
 * (a lost update is refused). Returns the task as changed, or null when the version did not match.
 */
export async function updateTask(
  db: Db,
  id: string,
  changes: TaskChanges,
  version?: number,
): Promise<TaskDto | null> {
  const sets = (Object.keys(changes) as (keyof TaskChanges)[])
    .filter((key) => changes[key] !== undefined)
    .map((key) => {
      const value = changes[key];
      const column = sql.raw(COLUMN_OF[key]);
      if (key === 'blockedBy') return sql`${column} = ${sql.param(value)}::text[]`;
      if (key === 'position') return sql`${column} = ${value}::float8`;
      if (['startDate', 'dueDate', 'startedAt', 'completedAt'].includes(key))
        return sql`${column} = ${value}::timestamptz`;
      return sql`${column} = ${value}`;
    });
  const row = await firstRow<TaskRow>(
    db,
    sql`
    UPDATE tasks t SET ${sql.join([...sets, sql`version = t.version + 1`, sql`updated_at = now()`], sql`, `)}
     WHERE t.id = ${id} ${version === undefined ? sql`` : sql`AND t.version = ${version}`}
    RETURNING ${COLUMNS}`,
  );
  return row ? toDto(row) : null;
}

/** Deletes a task and takes it out of the blocked-by lists of its plan's other tasks. */
export async function deleteTask(db: Db, planId: string, id: string): Promise<void> {
  await db.execute(sql`DELETE FROM tasks WHERE id = ${id}`);
  await db.execute(sql`
    UPDATE tasks SET blocked_by = array_remove(blocked_by, ${id}), version = version + 1, updated_at = now()
     WHERE plan_id = ${planId} AND ${id} = ANY(blocked_by)`);
}
