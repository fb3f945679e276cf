import { z } from 'zod';
import {
  MISSION_ELEMENTS,
  PLANNING_LIMITS,
  PLANNING_MESSAGES,
  REPORT_KINDS,
  TASK_KINDS,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from '../domain/planning';
import { CLASSIFICATION_LEVELS } from '../domain/documents';
import { citationSchema } from './citation';
import { idParamsSchema, idSchema, isoDateSchema, nameTextSchema, textSpanSchema } from './common';

/**
 * EXECUTE: mission analysis, plans, the task board, metrics and reports.
 *
 * POST /api/plans/orchestrate          orchestrateBodySchema -> orchestrateResponseSchema; audits TASK_ORCHESTRATE.
 * GET  /api/plans                      -> planListSchema: the user's plans (team mode: the team's too)
 * GET  /api/plans/:id                  -> boardResponseSchema (plan, tasks, metrics, work-in-progress checks)
 * GET  /api/plans/:id/metrics          -> boardMetricsSchema (metrics and work-in-progress checks only)
 * POST /api/plans/:id/tasks            createTaskBodySchema -> taskSchema; audits TASK_CREATE
 * PUT  /api/tasks/:id                  updateTaskBodySchema -> taskSchema; a change of column or position is
 *                                      TASK_MOVE (moves set startedAt/completedAt), anything else TASK_UPDATE
 * DELETE /api/tasks/:id                -> ok; audits TASK_DELETE
 * POST /api/plans/:id/reports          reportBodySchema -> reportResponseSchema (a library document and a .docx)
 * GET  /api/plans/:id/reports/:documentId/docx   the report as a Word document
 * PUT  /api/plans/:id/automation       automationBodySchema -> automationStateSchema; audits TASK_AUTOMATION
 * GET  /api/plans/summaries?since=     summariesQuerySchema -> summaryListSchema: summaries the schedule wrote
 * Every call is checked like documents: a plan or task the user may not read is answered 404 like one that
 * does not exist; a team peer reads a board but only its owner changes it (403).
 */

/**
 * One of who, what, when, where, why: the words of the text, or the message naming it as missing. The spans
 * of mission analysis are ranges of the mission description.
 */
export const missionElementSchema = z.object({
  element: z.enum(MISSION_ELEMENTS),
  label: z.string(),
  stated: z.boolean(),
  text: z.string().nullable(),
  span: textSpanSchema.nullable(),
  /** 'When is not stated' when missing, otherwise null. */
  message: z.string().nullable(),
});
export type MissionElementFinding = z.infer<typeof missionElementSchema>;

export const TIME_QUALIFIERS = ['nlt', 'at', 'not-before', 'on-order'] as const;

/** When: the written time, its kind, and the instant it means when the text (or D-day) fixes one. */
export const missionWhenSchema = missionElementSchema.extend({
  qualifier: z.enum(TIME_QUALIFIERS).nullable(),
  /** ISO instant in UTC; null when the time is relative and D-day is unknown, or on order. */
  time: isoDateSchema.nullable(),
  /** The relative form as written ('D+2', 'D-day, H+3'), null for an absolute time. */
  relative: z.string().nullable(),
  /**
   * The same instant in the time zone the order writes it in, ISO 8601 with that offset
   * ('2027-06-04T14:00+01:00' for an order in ALPHA): the order's stated zone for times without a letter.
   * Absent in plans made before it was read.
   */
  zoned: z.string().nullable().optional(),
});
export type MissionWhen = z.infer<typeof missionWhenSchema>;

/** One task of the mission statement: "air assaults 1-63 IN (-) from PZ BRAMBLE to LZ WREN". */
export const missionTaskSchema = z.object({
  /** The task as written: its verb and everything it acts on, times left out. */
  text: z.string(),
  verb: z.string(),
  definition: z.string(),
  /** Where this task is done, as written; null when the task names no place. */
  where: z.string().nullable(),
  span: textSpanSchema,
});
export type MissionTask = z.infer<typeof missionTaskSchema>;

/**
 * What: the tactical task verb, its doctrinal meaning, and the object it acts on. A mission of several
 * tasks ("... air assaults 1-63 IN (-) ... and screens the brigade's northern flank ...") lists each in
 * `tasks`; verb and definition are the first task's.
 */
export const missionWhatSchema = missionElementSchema.extend({
  verb: z.string().nullable(),
  definition: z.string().nullable(),
  /** Every task of the mission sentence in order (absent in plans made before tasks were listed). */
  tasks: z.array(missionTaskSchema).optional(),
});
export type MissionWhat = z.infer<typeof missionWhatSchema>;

export const specifiedTaskSchema = z.object({
  text: z.string(),
  verb: z.string(),
  span: textSpanSchema,
  /** The mission's essential task (the one that accomplishes its purpose). */
  essential: z.boolean(),
});
export type SpecifiedTask = z.infer<typeof specifiedTaskSchema>;

export const impliedTaskSchema = z.object({
  text: z.string(),
  /** Why it is implied: the stated task (or the words) it follows from. */
  because: z.string(),
  verb: z.string(),
  /** Index in specifiedTasks of the task it follows from, null when it follows from other words. */
  fromTask: z.number().int().nullable(),
});
export type ImpliedTask = z.infer<typeof impliedTaskSchema>;

export const constraintSchema = z.object({
  text: z.string(),
  /** must: a required action; cannot: a prohibition; time: a deadline or time window. */
  kind: z.enum(['must', 'cannot', 'time']),
  span: textSpanSchema,
});
export type PlanningConstraint = z.infer<typeof constraintSchema>;

export const phaseSchema = z.object({
  name: z.string(),
  text: z.string().nullable(),
  /** stated: written in the description; derived: the usual phases of the task type, for the planner to adjust. */
  source: z.enum(['stated', 'derived']),
  span: textSpanSchema.nullable(),
});
export type PlanningPhase = z.infer<typeof phaseSchema>;

export const planningRiskSchema = z.object({
  text: z.string(),
  level: z.enum(['LOW', 'MEDIUM', 'HIGH', 'CRITICAL']),
  likelihood: z.number().int(),
  impact: z.number().int(),
  /** Where the risk was found: the mission text, the timeline, or a library document (then cited). */
  source: z.enum(['mission', 'timeline', 'document']),
  citation: citationSchema.nullable(),
});
export type PlanningRisk = z.infer<typeof planningRiskSchema>;

export const missionAnalysisSchema = z.object({
  description: z.string(),
  /** Who, what, where, when, why in one sentence when who and what are stated (missing parts are left out, never invented); null otherwise. */
  restatedMission: z.string().nullable(),
  who: missionElementSchema,
  what: missionWhatSchema,
  when: missionWhenSchema,
  where: missionElementSchema,
  why: missionElementSchema,
  /** One message per missing element, in who-what-when-where-why order. */
  missing: z.array(z.string()),
  specifiedTasks: z.array(specifiedTaskSchema),
  impliedTasks: z.array(impliedTaskSchema),
  constraints: z.array(constraintSchema),
  phases: z.array(phaseSchema),
  risks: z.array(planningRiskSchema),
  /** Library passages related to the mission (only documents the user may read reach the engine). */
  references: z.array(citationSchema),
  notices: z.array(z.string()),
});
export type MissionAnalysis = z.infer<typeof missionAnalysisSchema>;

export const MILESTONE_KINDS = ['mdmp', 'warno', 'order', 'subordinate', 'mission'] as const;

export const milestoneSchema = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(MILESTONE_KINDS),
  start: isoDateSchema,
  end: isoDateSchema,
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const timelineSchema = z.object({
  status: z.enum(['ok', 'no-mission-time', 'relative', 'passed']),
  /** Why there is no timeline; null when status is ok. */
  message: z.string().nullable(),
  receivedAt: isoDateSchema,
  missionTime: isoDateSchema.nullable(),
  availableMs: z.number().nullable(),
  /** This echelon's share (one third) and the subordinates' (two thirds). */
  planningMs: z.number().nullable(),
  subordinateMs: z.number().nullable(),
  /** When this echelon's order must be issued. */
  ordersDue: isoDateSchema.nullable(),
  milestones: z.array(milestoneSchema),
});
export type Timeline = z.infer<typeof timelineSchema>;

/** What a task says, whether Orchestrate proposes it or a board stores it. */
const taskContentShape = {
  title: z.string(),
  kind: z.enum(TASK_KINDS),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  startDate: isoDateSchema.nullable(),
  dueDate: isoDateSchema.nullable(),
  owner: z.string().nullable(),
  unit: z.string().nullable(),
  blockedBy: z.array(z.string()),
  detail: z.string().nullable(),
};

/** A task Orchestrate proposes, before the server stores it (links by key, not yet by id). */
export const plannedTaskSchema = z.object({
  key: z.string(),
  ...taskContentShape,
});
export type PlannedTask = z.infer<typeof plannedTaskSchema>;

export const orchestrateResultSchema = z.object({
  analysis: missionAnalysisSchema,
  timeline: timelineSchema,
  tasks: z.array(plannedTaskSchema),
});
export type OrchestrateResult = z.infer<typeof orchestrateResultSchema>;

/** A task stored on a board. */
export const taskSchema = z.object({
  id: z.string(),
  planId: z.string(),
  ...taskContentShape,
  /** Order within its column. */
  position: z.number(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** Set when the task first moves to In Progress, and when it reaches Done (cleared if it leaves Done). */
  startedAt: isoDateSchema.nullable(),
  completedAt: isoDateSchema.nullable(),
  version: z.number().int(),
});
export type TaskDto = z.infer<typeof taskSchema>;

const titleSchema = nameTextSchema().min(1, 'Title is required.').max(PLANNING_LIMITS.maxTitleChars);

/** The editable fields of a task, without defaults (an update changes only what it names). */
const taskFieldsSchema = z.object({
  title: titleSchema,
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  startDate: isoDateSchema.nullable(),
  dueDate: isoDateSchema.nullable(),
  owner: nameTextSchema().max(100).nullable(),
  unit: nameTextSchema().max(100).nullable(),
  blockedBy: z.array(idSchema).max(PLANNING_LIMITS.maxBlockedBy),
  detail: z.string().max(2_000).nullable(),
});

export const createTaskBodySchema = taskFieldsSchema.partial().extend({
  title: titleSchema,
  status: taskFieldsSchema.shape.status.default('planning'),
  priority: taskFieldsSchema.shape.priority.default('medium'),
  blockedBy: taskFieldsSchema.shape.blockedBy.default([]),
});
export type CreateTaskBody = z.input<typeof createTaskBodySchema>;

/** Any subset of the editable fields; `position` places it in its column; `version` guards lost updates. */
export const updateTaskBodySchema = taskFieldsSchema
  .partial()
  .extend({ position: z.number().optional(), version: z.number().int().optional() });
export type UpdateTaskBody = z.input<typeof updateTaskBodySchema>;

export const taskParamsSchema = idParamsSchema;

export const orchestrateBodySchema = z.object({
  description: z
    .string()
    .trim()
    .min(1, PLANNING_MESSAGES.emptyDescription)
    .max(PLANNING_LIMITS.maxDescriptionChars),
  /** Re-orchestrate into an existing plan (its board is replaced by the new tasks); omitted: a new plan. */
  planId: idSchema.optional(),
  title: nameTextSchema().max(PLANNING_LIMITS.maxTitleChars).optional(),
  /**
   * Turn workflow automation on with the plan: the checkbox can be ticked before any plan exists, and the
   * daily summary then starts with the plan orchestrated next. Omitted or false: automation stays as it is.
   */
  automation: z.boolean().optional(),
  /** The mission time when the text does not give one, or gives it relative to D-day. */
  missionTime: isoDateSchema.optional(),
  /** The date and time of D-day, H-hour, to resolve 'D+2' or 'D-day, H+3'. */
  dDay: isoDateSchema.optional(),
  /**
   * The receipt of mission, when it is not now: an order whose dates have passed (an exercise, an order of an
   * earlier year) is back-planned from its own dates.
   */
  receivedAt: isoDateSchema.optional(),
  /** Library documents to read for related passages and risks (checked like any document read). */
  documentIds: z.array(idSchema).max(20).default([]),
  /** The writer's offset from UTC in minutes (east positive), for times written without a zone letter. */
  utcOffsetMinutes: z.number().int().min(-840).max(840).optional(),
});
export type OrchestrateBody = z.input<typeof orchestrateBodySchema>;

export const planSummarySchema = z.object({
  id: z.string(),
  ownerId: z.string(),
  title: z.string(),
  description: z.string(),
  missionTime: isoDateSchema.nullable(),
  taskCount: z.number().int(),
  /** The highest marking of the documents the plan was built from: its reports and summaries carry it. */
  classification: z.enum(CLASSIFICATION_LEVELS),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
});
export type PlanSummaryDto = z.infer<typeof planSummarySchema>;

export const planSchema = planSummarySchema.extend({
  result: orchestrateResultSchema,
  /** owner: the user's own plan; team: a team peer's, read-only. */
  access: z.enum(['owner', 'team']),
  automation: z.lazy(() => automationStateSchema),
  reports: z.array(z.lazy(() => planReportRefSchema)),
});
export type PlanDto = z.infer<typeof planSchema>;

export const resourceConflictSchema = z.object({
  kind: z.enum(['owner', 'unit']),
  resource: z.string(),
  taskIds: z.tuple([z.string(), z.string()]),
  overlapStart: isoDateSchema,
  overlapEnd: isoDateSchema,
});
export type ResourceConflict = z.infer<typeof resourceConflictSchema>;

export const executionMetricsSchema = z.object({
  taskCount: z.number().int(),
  byStatus: z.object({ planning: z.number(), 'in-progress': z.number(), done: z.number() }),
  /** Done over all tasks; percent is null for an empty board. */
  completion: z.object({ done: z.number(), total: z.number(), percent: z.number().nullable() }),
  overdue: z.object({ count: z.number(), taskIds: z.array(z.string()) }),
  timeToMission: z.object({ ms: z.number().nullable(), label: z.string() }),
  /** The longest chain of unfinished tasks through blocked-by links; cycle lists tasks that block each other. */
  criticalPath: z.object({
    taskIds: z.array(z.string()),
    hours: z.number(),
    cycle: z.array(z.string()).nullable(),
  }),
  blocked: z.array(z.object({ taskId: z.string(), blockedBy: z.array(z.string()) })),
  /** The first hundred conflicts; resourceConflictCount counts them all. */
  resourceConflicts: z.array(resourceConflictSchema),
  resourceConflictCount: z.number().int(),
  /** Time spent on this echelon's planning tasks (started to completed), against the one-third budget. */
  planningTime: z.object({
    spentMs: z.number(),
    budgetMs: z.number().nullable(),
    percentOfBudget: z.number().nullable(),
  }),
});
export type ExecutionMetrics = z.infer<typeof executionMetricsSchema>;

export const wipCheckSchema = z.object({
  status: z.enum(TASK_STATUSES),
  label: z.string(),
  count: z.number().int(),
  limit: z.number().int().nullable(),
  exceeded: z.boolean(),
  message: z.string().nullable(),
});
export type WipCheck = z.infer<typeof wipCheckSchema>;

export const boardResponseSchema = z.object({
  plan: planSchema,
  tasks: z.array(taskSchema),
  metrics: executionMetricsSchema,
  wip: z.array(wipCheckSchema),
});
export type BoardResponseDto = z.infer<typeof boardResponseSchema>;

export const orchestrateResponseSchema = boardResponseSchema;
export type OrchestrateResponseDto = BoardResponseDto;

export const reportSectionSchema = z.object({ heading: z.string(), lines: z.array(z.string()) });

export const planningReportSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  sections: z.array(reportSectionSchema),
  /** Plain text of the whole report (never HTML). */
  text: z.string(),
});
export type PlanningReport = z.infer<typeof planningReportSchema>;

export const reportBodySchema = z.object({ kind: z.enum(REPORT_KINDS) });

export const reportResponseSchema = z.object({
  report: planningReportSchema,
  /** The library document the report was saved as. */
  documentId: z.string(),
  /** Where the .docx of the report downloads from. */
  docxPath: z.string(),
});
export type ReportResponseDto = z.infer<typeof reportResponseSchema>;

/** PUT /api/plans/:id/automation: turn the daily summary of a plan on or off. */
export const automationBodySchema = z.object({ enabled: z.boolean() });
export type AutomationBody = z.infer<typeof automationBodySchema>;

/** A plan's workflow automation: on or off, the server's daily time, and the next and last summaries. */
export const automationStateSchema = z.object({
  enabled: z.boolean(),
  /** Local time of the server, four digits (0600). */
  time: z.string().regex(/^([01]\d|2[0-3])[0-5]\d$/),
  nextRunAt: isoDateSchema.nullable(),
  lastSummaryAt: isoDateSchema.nullable(),
});
export type AutomationState = z.infer<typeof automationStateSchema>;

/** A report of a plan kept in the library. */
export const planReportRefSchema = z.object({
  kind: z.enum(REPORT_KINDS),
  documentId: z.string(),
  createdAt: isoDateSchema,
  /** Written by the daily schedule rather than a user. */
  automated: z.boolean(),
  docxPath: z.string(),
});
export type PlanReportRefDto = z.infer<typeof planReportRefSchema>;

/** GET /api/plans/:id/metrics */
export const boardMetricsSchema = z.object({
  metrics: executionMetricsSchema,
  wip: z.array(wipCheckSchema),
});
export type BoardMetricsDto = z.infer<typeof boardMetricsSchema>;

export const planListSchema = z.array(planSummarySchema);

export const summariesQuerySchema = z.object({ since: z.iso.datetime({ offset: true }).optional() });

/** A summary the schedule wrote, for the assistant to announce. */
export const summaryNoticeSchema = z.object({
  planId: z.string(),
  planTitle: z.string(),
  documentId: z.string(),
  createdAt: isoDateSchema,
});
export type SummaryNoticeDto = z.infer<typeof summaryNoticeSchema>;

export const summaryListSchema = z.object({
  items: z.array(summaryNoticeSchema),
  /** The server's clock: the next call passes it as `since`. */
  now: isoDateSchema,
});
export type SummaryListDto = z.infer<typeof summaryListSchema>;
