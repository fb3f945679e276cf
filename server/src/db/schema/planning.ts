import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { belongsTo, jsonObject, moment, timestamps } from './columns';
import { belongsToUser } from './users';

/** A report of a plan written to the library: which kind, which document, when. */
export interface PlanReportRef {
  kind: string;
  documentId: string;
  createdAt: string;
  /** True when the daily schedule wrote it rather than a user. */
  automated: boolean;
}

/**
 * An EXECUTE plan: the mission as written, what Orchestrate made of it (analysis and timeline, as JSON), and
 * its workflow automation. Its owner changes it; in team mode the owner's team peers read it.
 */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    ownerId: belongsToUser('owner_id'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    missionTime: moment('mission_time'),
    result: jsonObject('result').notNull(),
    automationEnabled: boolean('automation_enabled').notNull().default(false),
    /** When automation was last turned on: the first summary is owed at the first scheduled time after it. */
    automationSince: moment('automation_since'),
    lastSummaryAt: moment('last_summary_at'),
    reports: jsonb('reports').$type<PlanReportRef[]>().notNull().default([]),
    /** The highest marking of the documents the plan was built from: its reports carry it. */
    classification: text('classification').notNull().default('UNCLASS'),
    /**
     * The library documents the plan was built from and quotes, as the server recorded them (never fewer:
     * orchestrating again adds): what withholding checks again when the plan is shown, reported or exported.
     */
    sourceIds: text('source_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (t) => [
    index('plans_owner_idx').on(t.ownerId, t.updatedAt),
    check('plans_classification_check', sql`${t.classification} in ('UNCLASS', 'SECRET')`),
    index('plans_automation_idx')
      .on(t.automationEnabled)
      .where(sql`${t.automationEnabled}`),
  ],
);

/** A task on a plan's board. */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    planId: belongsTo('plan_id', () => plans.id),
    title: text('title').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull(),
    priority: text('priority').notNull(),
    startDate: moment('start_date'),
    dueDate: moment('due_date'),
    owner: text('owner'),
    unit: text('unit'),
    blockedBy: text('blocked_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    detail: text('detail'),
    position: doublePrecision('position').notNull(),
    ...timestamps(),
    startedAt: moment('started_at'),
    completedAt: moment('completed_at'),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('tasks_plan_idx').on(t.planId, t.status, t.position),
    check('tasks_status_check', sql`${t.status} in ('planning', 'in-progress', 'done')`),
    check('tasks_priority_check', sql`${t.priority} in ('critical', 'high', 'medium', 'low')`),
    check(
      'tasks_kind_check',
      sql`${t.kind} in ('planning', 'order', 'specified', 'implied', 'subordinate', 'user')`,
    ),
  ],
);
