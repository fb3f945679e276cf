import { sql } from 'drizzle-orm';
import type { Classification, OrchestrateResult, PlanSummaryDto, ReportKind } from '@csw/contracts';
import type { Db } from '../db/database';
import { firstRow, iso, isoOrNull, rowsOf } from './rows';
import type { PlanReportRef } from '../db/schema/planning';
import { planAccess } from './visibility';

export type PlanAccess = 'owner' | 'team';

/** A plan as a user reaches it: its summary, what Orchestrate made of it, its automation and reports. */
export interface PlanView extends PlanSummaryDto {
  result: OrchestrateResult;
  access: PlanAccess;
  automationEnabled: boolean;
  automationSince: string | null;
  lastSummaryAt: string | null;
  reports: PlanReportRef[];
  /** The server's record of the documents the plan quotes (platform/recorded-sources): never sent as is. */
  sourceIds: string[];
}

export interface PlanRow {
  id: string;
  owner_id: string;
  title: string;
  description: string;
  mission_time: Date | string | null;
  task_count: number | string;
  classification: Classification;
  created_at: Date | string;
  updated_at: Date | string;
  access: PlanAccess;
  result?: OrchestrateResult;
  automation_enabled?: boolean;
  automation_since?: Date | string | null;
  last_summary_at?: Date | string | null;
  reports?: PlanReportRef[];
  source_ids?: string[];
}


function toSummary(row: PlanRow): PlanSummaryDto {
  return {
    id: row.id,
    ownerId: row.owner_id,
    title: row.title,
    description: row.description,
    missionTime: isoOrNull(row.mission_time),
    taskCount: Number(row.task_count),
    classification: row.classification,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

const taskCount = sql`(SELECT count(*) FROM tasks t WHERE t.plan_id = p.id) AS task_count`;

/** One plan the user may read, with how they reach it; null when it does not exist for them. */
export async function findVisiblePlan(db: Db, userId: string, id: string): Promise<PlanView | null> {
  const row = await firstRow<PlanRow>(
    db,
    sql`
    SELECT * FROM (
      SELECT p.id, p.owner_id, p.title, p.description, p.mission_time, p.classification, p.created_at, p.updated_at, p.result,
             p.automation_enabled, p.automation_since, p.last_summary_at, p.reports, p.source_ids, ${taskCount},
             ${planAccess(userId)} AS access
        FROM plans p WHERE p.id = ${id}) x
     WHERE x.access IS NOT NULL`,
  );
  if (!row) return null;
  return {
    ...toSummary(row),
    result: row.result!,
    access: row.access,
    automationEnabled: Boolean(row.automation_enabled),
    automationSince: isoOrNull(row.automation_since),
    lastSummaryAt: isoOrNull(row.last_summary_at),
    reports: row.reports ?? [],
    sourceIds: row.source_ids ?? [],
  };
}

/**
 * The plans a user may read (their own, and in team mode their team peers'), newest first: by when each was
 * made, so that working on an old plan does not move it (EXECUTE reopens the one last worked on by itself).
 */
export async function listVisiblePlans(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<PlanSummaryDto[]> {
  const rows = await rowsOf<PlanRow>(
    db,
    sql`
    SELECT * FROM (
      SELECT p.id, p.owner_id, p.title, p.description, p.mission_time, p.classification, p.created_at, p.updated_at, ${taskCount},
             ${planAccess(userId)} AS access
        FROM plans p) x
     WHERE x.access IS NOT NULL
     ORDER BY x.created_at DESC, x.id DESC
     LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return rows.map(toSummary);
}

export interface NewPlan {
  id: string;
  ownerId: string;
  title: string;
  description: string;
  missionTime: string | null;
  result: OrchestrateResult;
  /** The highest marking of the documents it was built from. */
  classification: Classification;
  /** The documents it was built from and quotes: the server's record, which withholding checks. */
  sourceIds: readonly string[];
}

export async function insertPlan(db: Db, plan: NewPlan): Promise<void> {
  await db.execute(sql`
    INSERT INTO plans (id, owner_id, title, description, mission_time, result, classification, source_ids)
    VALUES (${plan.id}, ${plan.ownerId}, ${plan.title}, ${plan.description}, ${plan.missionTime},
            ${JSON.stringify(plan.result)}::jsonb, ${plan.classification},
            ${sql.param([...new Set(plan.sourceIds)])}::text[])`);
}

/**
 * Orchestrate again into an existing plan: its mission and result are replaced. Its marking never goes down
 * and its record of sources never shrinks: the board and reports already written may carry the earlier
 * sources' words.
 */
export async function replacePlanResult(db: Db, plan: Omit<NewPlan, 'ownerId'>): Promise<void> {
  await db.execute(sql`
    UPDATE plans SET title = ${plan.title}, description = ${plan.description}, mission_time = ${plan.missionTime},
           result = ${JSON.stringify(plan.result)}::jsonb, updated_at = now(),
           classification = CASE WHEN classification = 'SECRET' THEN 'SECRET' ELSE ${plan.classification} END,
           source_ids = ARRAY(SELECT DISTINCT s FROM unnest(source_ids || ${sql.param([...plan.sourceIds])}::text[]) s)
     WHERE id = ${plan.id}`);
}

/** A plan's owner and marking (null: no such plan). */
export async function planMarkingOf(
  db: Db,
  id: string,
): Promise<{ id: string; ownerId: string; classification: Classification } | null> {
  const row = await firstRow<{ id: string; owner_id: string; classification: Classification }>(
    db,
    sql`SELECT id, owner_id, classification FROM plans WHERE id = ${id}`,
  );
  return row ? { id: row.id, ownerId: row.owner_id, classification: row.classification } : null;
}

/** Raises a plan's marking (words of a restricted document written on its board); never lowers it. */
export async function raisePlanClassification(db: Db, id: string, classification: Classification): Promise<void> {
  await db.execute(sql`
    UPDATE plans SET classification = ${classification}
     WHERE id = ${id} AND classification = 'UNCLASS' AND ${classification} <> 'UNCLASS'`);
}

/** A change on the board counts as a change of the plan (its updatedAt says when it was last worked on). */
export async function touchPlan(db: Db, id: string): Promise<void> {
  await db.execute(sql`UPDATE plans SET updated_at = now() WHERE id = ${id}`);
}

/** Turns automation on (from `now`: the first summary is owed at the next scheduled time) or off. */
export async function setPlanAutomation(db: Db, id: string, enabled: boolean, now: Date): Promise<void> {
  await db.execute(sql`
    UPDATE plans SET automation_enabled = ${enabled},
           automation_since = CASE WHEN ${enabled} AND NOT automation_enabled THEN ${now.toISOString()}::timestamptz
                                   WHEN ${enabled} THEN automation_since ELSE NULL END
     WHERE id = ${id}`);
}

/** Records a report written to the library; an automated one also counts as the plan's last summary. */
export async function addPlanReport(db: Db, id: string, report: PlanReportRef): Promise<void> {
  await db.execute(sql`
    UPDATE plans SET reports = reports || ${JSON.stringify([report])}::jsonb,
           last_summary_at = CASE WHEN ${report.automated} THEN ${report.createdAt}::timestamptz ELSE last_summary_at END
     WHERE id = ${id}`);
}

/** The plan a report was written from (its analysis and record of sources), null for any other document. */
export async function findPlanOfReport(
  db: Db,
  documentId: string,
): Promise<{ result: OrchestrateResult; sourceIds: string[] } | null> {
  const row = await firstRow<{ result: OrchestrateResult; source_ids: string[] }>(
    db,
    sql`SELECT result, source_ids FROM plans
         WHERE reports @> ${JSON.stringify([{ documentId }])}::jsonb LIMIT 1`,
  );
  return row ? { result: row.result, sourceIds: row.source_ids } : null;
}

/** A plan whose daily summary may be due. */
export interface AutomatedPlan {
  id: string;
  ownerId: string;
  automationSince: number;
  lastSummaryAt: number | null;
}

export async function listAutomatedPlans(db: Db): Promise<AutomatedPlan[]> {
  const rows = await rowsOf<{
    id: string;
    owner_id: string;
    automation_since: Date | string;
    last_summary_at: Date | string | null;
  }>(
    db,
    sql`
    SELECT id, owner_id, automation_since, last_summary_at FROM plans
     WHERE automation_enabled AND automation_since IS NOT NULL`,
  );
  return rows.map((row) => ({
    id: row.id,
    ownerId: row.owner_id,
    automationSince: Date.parse(iso(row.automation_since)),
    lastSummaryAt: row.last_summary_at ? Date.parse(iso(row.last_summary_at)) : null,
  }));
}

/** Summaries the schedule wrote for the user's own plans after `since` (oldest first). */
export async function listSummariesSince(
  db: Db,
  userId: string,
  since: string,
): Promise<{ planId: string; planTitle: string; documentId: string; createdAt: string; kind: ReportKind }[]> {
  const rows = await rowsOf<{
    plan_id: string;
    plan_title: string;
    document_id: string;
    created_at: string;
    kind: ReportKind;
  }>(
    db,
    sql`
    SELECT p.id AS plan_id, p.title AS plan_title, r.value->>'documentId' AS document_id,
           r.value->>'createdAt' AS created_at, r.value->>'kind' AS kind
      FROM plans p, jsonb_array_elements(p.reports) r
     WHERE p.owner_id = ${userId} AND (r.value->>'automated')::boolean
       AND (r.value->>'createdAt')::timestamptz > ${since}::timestamptz
     ORDER BY (r.value->>'createdAt')::timestamptz
     LIMIT 50`,
  );
  return rows.map((row) => ({
    planId: row.plan_id,
    planTitle: row.plan_title,
    documentId: row.document_id,
    createdAt: iso(row.created_at),
    kind: row.kind,
  }));
}

/**
 * Claims a plan's due summary: sets its last summary time only if no one else has since `previous`, so that
 * of several server processes exactly one writes it. True when this caller won the claim.
 */
export async function claimSummary(
  db: Db,
  id: string,
  previous: number | null,
  now: number,
): Promise<boolean> {
  const before = previous === null ? null : new Date(previous).toISOString();
  const result = await db.execute(sql`
    UPDATE plans SET last_summary_at = ${new Date(now).toISOString()}::timestamptz
     WHERE id = ${id} AND automation_enabled
       AND last_summary_at IS NOT DISTINCT FROM ${before}::timestamptz
    RETURNING id`);
  return result.rows.length === 1;
}
