import type {
  BoardResponseDto,
  ExecutionMetrics,
  MissionAnalysis,
  TaskDto,
  Timeline,
  WipCheck,
} from '@csw/contracts';
import { apiFailure, type FakeHandler } from '@csw/storage/testing';

const element = (label: string, text: string | null) => ({
  label,
  stated: text !== null,
  text,
  span: text === null ? null : { start: 0, end: text.length },
  message: text === null ? `${label} is not stated` : null,
});

/** A mission analysis as the server sends it: who and what stated, when missing. */
export const analysis: MissionAnalysis = {
  description: '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
  restatedMission: '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
  who: { element: 'who', ...element('Who', '2nd Battalion') },
  what: {
    element: 'what',
    ...element('What', 'seizes OBJ FOX'),
    verb: 'seize',
    definition: 'Take possession.',
  },
  when: { element: 'when', ...element('When', null), qualifier: null, time: null, relative: null },
  where: { element: 'where', ...element('Where', 'OBJ FOX') },
  why: { element: 'why', ...element('Why', 'to deny the enemy the river crossing') },
  missing: ['When is not stated'],
  specifiedTasks: [{ text: 'Seize OBJ FOX', verb: 'seize', span: { start: 14, end: 28 }, essential: true }],
  impliedTasks: [{ text: 'Plan the route to OBJ FOX', because: 'Seize OBJ FOX', verb: 'seize', fromTask: 0 }],
  constraints: [],
  phases: [],
  risks: [],
  references: [],
  notices: [],
};

export const timeline: Timeline = {
  status: 'ok',
  message: null,
  receivedAt: '2027-03-12T06:00:00.000Z',
  missionTime: '2027-03-15T06:00:00.000Z',
  availableMs: 72 * 3_600_000,
  planningMs: 24 * 3_600_000,
  subordinateMs: 48 * 3_600_000,
  ordersDue: '2027-03-13T06:00:00.000Z',
  milestones: [
    {
      key: 'mdmp-1',
      label: 'Receipt of mission',
      kind: 'mdmp',
      start: '2027-03-12T06:00:00.000Z',
      end: '2027-03-12T07:12:00.000Z',
    },
    {
      key: 'mission',
      label: 'Mission',
      kind: 'mission',
      start: '2027-03-15T06:00:00.000Z',
      end: '2027-03-15T06:00:00.000Z',
    },
  ],
};

export function task(
  id: string,
  title: string,
  status: TaskDto['status'],
  position: number,
  extra: Partial<TaskDto> = {},
): TaskDto {
  return {
    id,
    planId: 'plan-1',
    title,
    kind: 'planning',
    status,
    priority: 'medium',
    startDate: null,
    dueDate: '2027-03-13T06:00:00.000Z',
    owner: 'Staff',
    unit: null,
    blockedBy: [],
    detail: null,
    position,
    createdAt: '2027-03-12T06:00:00.000Z',
    updatedAt: '2027-03-12T06:00:00.000Z',
    startedAt: null,
    completedAt: null,
    version: 1,
    ...extra,
  };
}

/** Metrics as the server computes them, from what the test's board holds (only what the screen reads). */
export function metricsOf(tasks: readonly TaskDto[]): { metrics: ExecutionMetrics; wip: WipCheck[] } {
  const count = (s: TaskDto['status']) => tasks.filter((t) => t.status === s).length;
  const done = count('done');
  return {
    metrics: {
      taskCount: tasks.length,
      byStatus: { planning: count('planning'), 'in-progress': count('in-progress'), done },
      completion: {
        done,
        total: tasks.length,
        percent: tasks.length ? Math.round((done / tasks.length) * 100) : null,
      },
      overdue: { count: 0, taskIds: [] },
      timeToMission: { ms: 1, label: '2 d 23 h' },
      criticalPath: {
        taskIds: tasks.filter((t) => t.status !== 'done').map((t) => t.id),
        hours: 24,
        cycle: null,
      },
      blocked: [],
      resourceConflicts: [],
      resourceConflictCount: 0,
      planningTime: { spentMs: 0, budgetMs: 24 * 3_600_000, percentOfBudget: 0 },
    },
    wip: (['planning', 'in-progress', 'done'] as const).map((status) => ({
      status,
      label: { planning: 'Planning', 'in-progress': 'In Progress', done: 'Done' }[status],
      count: count(status),
      limit: status === 'in-progress' ? 1 : null,
      exceeded: status === 'in-progress' && count(status) > 1,
      message:
        status === 'in-progress' && count(status) > 1
          ? `In Progress has ${count(status)} tasks; the limit is 1.`
          : null,
    })),
  };
}

/** A small server of plans for screen tests: one plan at a time, tasks changed as the routes do. */
export function planRoutes(initialTasks: TaskDto[] = defaultTasks()) {
  let tasks = initialTasks.map((t) => ({ ...t }));
  let automation = { enabled: false, time: '0600', nextRunAt: null as string | null, lastSummaryAt: null };
  let reports: BoardResponseDto['plan']['reports'] = [];
  let created = false;
  const board = (): BoardResponseDto => ({
    plan: {
      id: 'plan-1',
      ownerId: 'u1',
      title: '2nd Battalion seizes OBJ FOX',
      description: analysis.description,
      missionTime: timeline.missionTime,
      taskCount: tasks.length,
      classification: 'UNCLASS',
      createdAt: '2027-03-12T06:00:00.000Z',
      updatedAt: '2027-03-12T06:00:00.000Z',
      result: { analysis, timeline, tasks: [] },
      access: 'owner',
      automation,
      reports,
    },
    tasks,
    ...metricsOf(tasks),
  });
  const routes: Record<string, FakeHandler> = {
    'GET /api/plans': () => (created ? [{ ...board().plan }] : []),
    'POST /api/plans/orchestrate': ({ body }) => {
      if (!(body as { description: string }).description.trim())
        throw apiFailure(400, 'Enter a mission description to orchestrate.');
      created = true;
      // Like the server: automation ticked before the plan existed is on from the start.
      if ((body as { automation?: boolean }).automation)
        automation = { ...automation, enabled: true, nextRunAt: '2027-03-13T06:00:00.000Z' };
      return board();
    },
    'GET /api/plans/plan-1': () => board(),
    'GET /api/plans/plan-1/metrics': () => metricsOf(tasks),
    'PUT /api/plans/plan-1/automation': ({ body }) => {
      const enabled = (body as { enabled: boolean }).enabled;
      automation = { ...automation, enabled, nextRunAt: enabled ? '2027-03-13T06:00:00.000Z' : null };
      return automation;
    },
    'POST /api/plans/plan-1/reports': ({ body }) => {
      const kind = (body as { kind: 'mission-brief' | 'status-report' }).kind;
      const documentId = `doc-${reports.length + 1}`;
      const docxPath = `/api/plans/plan-1/reports/${documentId}/docx`;
      reports = [
        ...reports,
        { kind, documentId, createdAt: '2027-03-12T07:00:00.000Z', automated: false, docxPath },
      ];
      return { report: { kind, title: kind, sections: [], text: '' }, documentId, docxPath };
    },
  };
  for (const t of tasks) {
    routes[`PUT /api/tasks/${t.id}`] = ({ body }) => {
      const current = tasks.find((x) => x.id === t.id)!;
      const next = { ...current, ...(body as Partial<TaskDto>), version: current.version + 1 };
      tasks = tasks.map((x) => (x.id === t.id ? next : x));
      return next;
    };
  }
  return { routes, tasks: () => tasks };
}

export function defaultTasks(): TaskDto[] {
  return [
    task('t1', 'Receipt of mission', 'planning', 1),
    task('t2', 'Mission analysis', 'planning', 2, { blockedBy: ['t1'], priority: 'critical' }),
    task('t3', 'Issue WARNO 1', 'in-progress', 1),
  ];
}
