import { randomUUID } from 'node:crypto';
import {
  DEFAULT_WIP_LIMITS,
  PLANNING_LIMITS,
  PLANNING_MESSAGES,
  REPORT_TITLES,
  TITLE_MAX,
  wholeTitle,
  type AutomationState,
  type BoardMetricsDto,
  type BoardResponseDto,
  type CreateTaskBody,
  type OrchestrateResult,
  type PlanDto,
  type ReportKind,
  type ReportResponseDto,
  type TaskDto,
  type TaskStatus,
  type UpdateTaskBody,
} from '@csw/contracts';
import {
  buildMissionBrief,
  buildStatusReport,
  checkBlockedBy,
  checkWipLimits,
  computeMetrics,
  moveTimestamps,
  nextRunAt,
  orchestrateMission,
} from '@csw/engine';
import { loadAnalysisSources } from '../analysis/analysis-sources';
import {
  findVisiblePlan,
  insertPlan,
  planMarkingOf,
  raisePlanClassification,
  replacePlanResult,
  setPlanAutomation,
  touchPlan,
  type PlanView,
} from '../data/plans-repository';
import {
  deletePlanTasks,
  deleteTask,
  endOfColumn,
  freePosition,
  insertTasks,
  lockPlan,
  taskVersion,
  listPlanTasks,
  updateTask,
  type NewTask,
  type TaskChanges,
  type TaskView,
} from '../data/tasks-repository';
import type { Db } from '../db/database';
import { invalid, notFound, staleVersion } from '../platform/errors';
import { withholdRecorded } from '../platform/recorded-sources';
import { citedDocumentIds } from '../platform/withheld-sources';
import type { LibraryService } from '../library/library-service';
import { summaryOffsetAt, type PlanningSettings } from '../settings/planning-settings';
import { planMarking, raisedByTask } from './plan-marking';
import { storeReportDocument } from './report-document';

/** Milliseconds since the epoch: the service's clock (a test injects its own). */
export type Clock = () => number;

/** Writes the audit entry of a change in the change's own transaction. */
export type AuditStep = (tx: Db, details: Record<string, unknown>) => Promise<void>;

export interface OrchestrateInput {
  description: string;
  title?: string;
  missionTime?: string;
  dDay?: string;
  receivedAt?: string;
  documentIds: string[];
  utcOffsetMinutes?: number;
  /** Workflow automation ticked before the plan existed: on from the start. */
  automation?: boolean;
}

export const docxPathOf = (planId: string, documentId: string): string =>
  `/api/plans/${encodeURIComponent(planId)}/reports/${encodeURIComponent(documentId)}/docx`;

function instant(value: string | undefined | null, field: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) throw invalid(`${field} is not a date and time.`);
  return ms;
}

function checkDate(value: string | null | undefined, field: string): void {
  if (value) instant(value, field);
}

/** Room in a title for the plan's: a report's title is '{report}: {plan title}' and must stay whole. */
const PLAN_TITLE_ROOM =
  TITLE_MAX - Math.max(...Object.values(REPORT_TITLES).map((name) => `${name}: `.length));

/**
 * A title for a plan named by nobody: the first sentence of the mission, whole (a list wraps it; a title
 * cut with '…' loses the words a reader searches for), so that the reports saved from it keep it whole too.
 */
export function planTitleOf(description: string): string {
  const first = description
    .trim()
    .split(/(?<=[.!?])\s|\n/)[0]!
    .trim();
  return wholeTitle(first, PLAN_TITLE_ROOM);
}

/**
 * EXECUTE on the server: Orchestrate stores a plan with its analysis, timeline and tasks; the board's tasks
 * change through here with the engine's checks; metrics and reports are computed from the tasks as stored.
 * Object-level access (who may read or change a plan) is the guard's, before any of this runs.
 */
export class PlanningService {
  constructor(
    private readonly db: Db,
    private readonly library: Pick<LibraryService, 'prepare' | 'fingerprints' | 'indexDocument'>,
    readonly settings: PlanningSettings,
    readonly clock: Clock = Date.now,
  ) {}

  /** Orchestrate Mission: a new plan, or (with `existing`) the plan's board replaced by the new tasks. */
  async orchestrate(
    userId: string,
    input: OrchestrateInput,
    existing: PlanView | null,
    audit: AuditStep,
  ): Promise<BoardResponseDto> {
    const sources = await loadAnalysisSources(this.db, userId, input.documentIds);
    if (sources.missing.length > 0) throw notFound('Document not found.');
    const now = this.clock();
    const result = orchestrateMission(
      { description: input.description, documents: sources.documents },
      {
        now,
        utcOffsetMinutes: input.utcOffsetMinutes,
        dDay: instant(input.dDay, 'dDay'),
        missionTime: instant(input.missionTime, 'missionTime'),
        receivedAt: instant(input.receivedAt, 'receivedAt'),
      },
    );
    const id = existing?.id ?? randomUUID();
    const title = input.title?.trim() || planTitleOf(input.description);
    const planned = result.tasks.slice(0, PLANNING_LIMITS.maxTasksPerPlan);
    const ids = new Map(planned.map((t) => [t.key, randomUUID()]));
    const next: Record<TaskStatus, number> = { planning: 0, 'in-progress': 0, done: 0 };
    const rows: NewTask[] = planned.map((t) => ({
      id: ids.get(t.key)!,
      planId: id,
      title: t.title.slice(0, PLANNING_LIMITS.maxTitleChars),
      kind: t.kind,
      status: t.status,
      priority: t.priority,
      startDate: t.startDate,
      dueDate: t.dueDate,
      owner: t.owner,
      unit: t.unit,
      blockedBy: t.blockedBy.flatMap((key) => ids.get(key) ?? []),
      detail: t.detail,
      position: (next[t.status] += 1),
    }));
    const plan = {
      id,
      title,
      description: input.description,
      missionTime: result.timeline.missionTime,
      result,
      classification: await planMarking(
        { db: this.db, library: this.library },
        userId,
        { title, description: input.description },
        sources.documents.map((d) => d.classification),
      ),
      // The record withholding checks: what it was built from, and whatever its analysis cites.
      sourceIds: [...new Set([...sources.documents.map((d) => d.id), ...citedDocumentIds(result)])],
    };
    await this.db.transaction(async (tx) => {
      if (existing) {
        await replacePlanResult(tx, plan);
        await deletePlanTasks(tx, id);
      } else {
        await insertPlan(tx, { ...plan, ownerId: userId });
      }
      await insertTasks(tx, rows);
      if (input.automation && !existing?.automationEnabled)
        await setPlanAutomation(tx, id, true, new Date(now));
      // By id and marking: the title (the mission's first sentence, often) is read when the entry is.
      await audit(tx, {
        planId: id,
        classification: plan.classification,
        tasks: rows.length,
        missing: result.analysis.missing,
        replaced: existing !== null,
        ...(input.automation ? { automation: true, time: this.settings.summaryTime } : {}),
      });
    });
    return this.board((await findVisiblePlan(this.db, userId, id))!, userId);
  }

  /**
   * The board of a plan as `readerId` may see it now: the plan, its tasks (the words of a recorded source
   * the reader can no longer read withheld from both), the metrics and work-in-progress checks of the tasks.
   */
  async board(plan: PlanView, readerId: string): Promise<BoardResponseDto> {
    const { result, tasks } = await this.forReader(plan, readerId);
    return { plan: this.planDto({ ...plan, result }), tasks, ...this.metricsOf(result, tasks) };
  }

  /** A plan's analysis and tasks as `readerId` may see them now (platform/recorded-sources). */
  async forReader(
    plan: PlanView,
    readerId: string,
  ): Promise<{ result: OrchestrateResult; tasks: TaskDto[]; withheld: string[] }> {
    const tasks = await listPlanTasks(this.db, plan.id);
    const { value, withheld } = await withholdRecorded(this.db, readerId, plan.sourceIds, {
      result: plan.result,
      tasks,
    });
    return { ...value, withheld };
  }

  /**
   * A report of the plan as `readerId` may read it now: written when its sources were readable, it may quote
   * one the reader has lost access to since; those words are withheld from it as from the plan.
   */
  async reportForReader<R extends { title: string; content: string }>(
    plan: PlanView,
    report: R,
    readerId: string,
  ): Promise<R> {
    const { value } = await withholdRecorded(this.db, readerId, plan.sourceIds, {
      result: plan.result,
      report,
    });
    return value.report;
  }

  async metrics(plan: PlanView): Promise<BoardMetricsDto> {
    return this.metricsOf(plan.result, await listPlanTasks(this.db, plan.id));
  }

  metricsOf(result: OrchestrateResult, tasks: readonly TaskDto[]): BoardMetricsDto {
    return {
      metrics: computeMetrics(tasks, {
        now: this.clock(),
        missionTime: result.timeline.missionTime,
        planningBudgetMs: result.timeline.planningMs,
      }),
      wip: checkWipLimits(tasks, DEFAULT_WIP_LIMITS),
    };
  }

  planDto(plan: PlanView): PlanDto {
    return {
      id: plan.id,
      ownerId: plan.ownerId,
      title: plan.title,
      description: plan.description,
      missionTime: plan.missionTime,
      taskCount: plan.taskCount,
      classification: plan.classification,
      createdAt: plan.createdAt,
      updatedAt: plan.updatedAt,
      result: plan.result,
      access: plan.access,
      automation: this.automationOf(plan),
      reports: plan.reports.map((r) => ({
        kind: r.kind as ReportKind,
        documentId: r.documentId,
        createdAt: r.createdAt,
        automated: r.automated,
        docxPath: docxPathOf(plan.id, r.documentId),
      })),
    };
  }

  automationOf(plan: Pick<PlanView, 'automationEnabled' | 'lastSummaryAt'>): AutomationState {
    const now = this.clock();
    const time = this.settings.summaryTime;
    return {
      enabled: plan.automationEnabled,
      time,
      nextRunAt: plan.automationEnabled
        ? new Date(nextRunAt(now, time, summaryOffsetAt(this.settings, now))).toISOString()
        : null,
      lastSummaryAt: plan.lastSummaryAt,
    };
  }

  async setAutomation(plan: PlanView, enabled: boolean, audit: AuditStep): Promise<AutomationState> {
    await this.db.transaction(async (tx) => {
      await setPlanAutomation(tx, plan.id, enabled, new Date(this.clock()));
      await audit(tx, { planId: plan.id, enabled, time: this.settings.summaryTime });
    });
    return this.automationOf({ ...plan, automationEnabled: enabled });
  }

  async createTask(plan: PlanView, body: CreateTaskBody, audit: AuditStep): Promise<TaskDto> {
    const tasks = await listPlanTasks(this.db, plan.id);
    if (tasks.length >= PLANNING_LIMITS.maxTasksPerPlan)
      throw invalid(`A plan holds at most ${PLANNING_LIMITS.maxTasksPerPlan} tasks.`);
    const id = randomUUID();
    const blockedBy = [...new Set(body.blockedBy ?? [])];
    const refusal = checkBlockedBy(id, blockedBy, tasks);
    if (refusal) throw invalid(refusal);
    checkDate(body.startDate, 'startDate');
    checkDate(body.dueDate, 'dueDate');
    const status = body.status ?? 'planning';
    const stamps = moveTimestamps(
      { status: 'planning', startedAt: null, completedAt: null },
      status,
      this.clock(),
    );
    const row: NewTask = {
      id,
      planId: plan.id,
      title: body.title.trim(),
      kind: 'user',
      status,
      priority: body.priority ?? 'medium',
      startDate: body.startDate ?? null,
      dueDate: body.dueDate ?? null,
      owner: body.owner || null,
      unit: body.unit || null,
      blockedBy,
      detail: body.detail || null,
      position: await endOfColumn(this.db, plan.id, status),
    };
    const raised = await raisedByTask({ db: this.db, library: this.library }, plan, row);
    await this.db.transaction(async (tx) => {
      await insertTasks(tx, [row]);
      if (raised) await raisePlanClassification(tx, plan.id, raised);
      if (stamps.startedAt || stamps.completedAt)
        await updateTask(tx, id, { startedAt: stamps.startedAt, completedAt: stamps.completedAt });
      await touchPlan(tx, plan.id);
      await audit(tx, { planId: plan.id, taskId: id, classification: plan.classification, status });
    });
    return (await listPlanTasks(this.db, plan.id)).find((t) => t.id === id)!;
  }

  /**
   * Changes a task. A new column or position is a move (TASK_MOVE): the engine sets the start and completion
   * times, and a task moved to another column without a position goes to its end. `version` refuses a lost
   * update (409).
   */
  async updateTask(
    task: TaskView,
    body: UpdateTaskBody,
    audit: (tx: Db, moved: boolean, details: Record<string, unknown>) => Promise<void>,
  ): Promise<TaskDto> {
    const { version, ...fields } = body;
    // As documents: a change names the version it was made on, so that it never overwrites a newer one.
    if (version === undefined) throw invalid(PLANNING_MESSAGES.taskVersionRequired, 'VERSION_REQUIRED');
    const changes: TaskChanges = {};
    for (const [key, value] of Object.entries(fields) as [keyof TaskChanges, unknown][])
      if (value !== undefined) (changes as Record<string, unknown>)[key] = value;
    if (changes.title !== undefined) changes.title = changes.title.trim();
    checkDate(changes.startDate, 'startDate');
    checkDate(changes.dueDate, 'dueDate');
    if (changes.blockedBy !== undefined) {
      changes.blockedBy = [...new Set(changes.blockedBy)];
      const refusal = checkBlockedBy(task.id, changes.blockedBy, await listPlanTasks(this.db, task.planId));
      if (refusal) throw invalid(refusal);
    }
    const toStatus = changes.status ?? task.status;
    const moved = toStatus !== task.status || changes.position !== undefined;
    if (toStatus !== task.status) {
      Object.assign(changes, moveTimestamps(task, toStatus, this.clock()));
      if (changes.position === undefined)
        changes.position = await endOfColumn(this.db, task.planId, toStatus);
    }
    const plan = await planMarkingOf(this.db, task.planId);
    const raised = plan ? await raisedByTask({ db: this.db, library: this.library }, plan, changes) : null;
    const updated = await this.db.transaction(async (tx) => {
      await lockPlan(tx, task.planId);
      if (changes.position !== undefined)
        changes.position = await freePosition(tx, task.planId, toStatus, changes.position, task.id);
      const row = await updateTask(tx, task.id, changes, version);
      if (!row) return null;
      if (raised) await raisePlanClassification(tx, task.planId, raised);
      await touchPlan(tx, task.planId);
      await audit(tx, moved, {
        planId: task.planId,
        taskId: task.id,
        fields: Object.keys(fields).filter((k) => fields[k as keyof typeof fields] !== undefined),
        ...(moved ? { from: task.status, to: toStatus, position: row.position } : {}),
      });
      return row;
    });
    if (!updated)
      throw staleVersion(PLANNING_MESSAGES.taskStale, (await taskVersion(this.db, task.id)) ?? task.version);
    return updated;
  }

  async deleteTask(task: TaskView, audit: AuditStep): Promise<void> {
    await this.db.transaction(async (tx) => {
      await deleteTask(tx, task.planId, task.id);
      await touchPlan(tx, task.planId);
      await audit(tx, { planId: task.planId, taskId: task.id });
    });
  }

  /**
   * Schedule Brief (the mission brief) or Auto-Report (the status report), from the board as it is now,
   * written to the library through the one write path of new documents and listed with the plan.
   */
  async writeReport(
    plan: PlanView,
    kind: ReportKind,
    authorId: string,
    automated: boolean,
    audit: AuditStep,
  ): Promise<ReportResponseDto> {
    const now = this.clock();
    // Written from what its author may read now: a source they lost access to is not quoted again.
    const { result, tasks } = await this.forReader(plan, authorId);
    const input = { title: plan.title, result, tasks };
    const report =
      kind === 'mission-brief'
        ? buildMissionBrief(input, { now })
        : buildStatusReport({ ...input, wipLimits: DEFAULT_WIP_LIMITS }, { now });
    const { id } = await storeReportDocument(
      { db: this.db, library: this.library },
      {
        plan,
        kind,
        authorId,
        title: report.title,
        text: report.text,
        createdAt: new Date(now).toISOString(),
        automated,
      },
      audit,
    );
    return { report, documentId: id, docxPath: docxPathOf(plan.id, id) };
  }
}
