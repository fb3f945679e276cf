import {
  MDMP_STEPS,
  type MissionAnalysis,
  type OrchestrateResult,
  type PlannedTask,
  type PlanningRisk,
  type TaskPriority,
  type Timeline,
} from '@csw/contracts';
import { riskLevel, scoreRisk } from '../analysis/sections/risk';
import { analyseMission, type MissionAnalysisInput, type MissionAnalysisOptions } from './analyse-mission';
import { formatDuration } from './mission-time';
import { orderDateNotice } from './order-date';
import { backPlan, type TimelineOptions } from './timeline';

export type OrchestrateOptions = MissionAnalysisOptions & Omit<TimelineOptions, 'now'>;

/** Owner of this echelon's planning tasks (the staff) and of the subordinates' window. */
export const STAFF_OWNER = 'Staff';
export const SUBORDINATES_OWNER = 'Subordinate units';

/** Below this, subordinates' time to plan and prepare is flagged as a risk. */
const SHORT_SUBORDINATE_MS = 24 * 3_600_000;

const STEP_PRIORITY: readonly TaskPriority[] = [
  'high',
  'critical',
  'medium',
  'medium',
  'medium',
  'high',
  'critical',
];

function window(timeline: Timeline, key: string): { start: string | null; end: string | null } {
  const m = timeline.milestones.find((x) => x.key === key);
  return { start: m?.start ?? null, end: m?.end ?? null };
}

/**
 * The tasks of a plan, linked by key: the MDMP steps in turn, the warning orders and the order, the
 * subordinates' window, then each specified task (due at the mission time, after the order) and each
 * implied task (worked out between mission analysis and the end of COA development). Dates are null
 * when the timeline has none.
 */
export function planTasks(analysis: MissionAnalysis, timeline: Timeline): PlannedTask[] {
  const unit = analysis.who.text;
  const tasks: PlannedTask[] = [];
  const add = (task: Omit<PlannedTask, 'status'>): void => {
    tasks.push({ ...task, status: 'planning' });
  };
  for (let i = 1; i <= MDMP_STEPS.length; i += 1) {
    const key = `mdmp-${i}`;
    const { start, end } = window(timeline, key);
    add({
      key,
      title: MDMP_STEPS[i - 1]!,
      kind: 'planning',
      priority: STEP_PRIORITY[i - 1]!,
      startDate: start,
      dueDate: end,
      owner: STAFF_OWNER,
      unit: null,
      blockedBy: i > 1 ? [`mdmp-${i - 1}`] : [],
      detail: null,
    });
  }
  const warnoAfter = ['mdmp-1', 'mdmp-2', 'mdmp-6'];
  warnoAfter.forEach((after, i) => {
    const key = `warno-${i + 1}`;
    const { end } = window(timeline, key);
    add({
      key,
      title: timeline.milestones.find((m) => m.key === key)?.label ?? `Issue WARNO ${i + 1}`,
      kind: 'order',
      priority: 'high',
      startDate: end,
      dueDate: end,
      owner: STAFF_OWNER,
      unit: null,
      blockedBy: [after],
      detail: null,
    });
  });
  add({
    key: 'opord',
    title: 'Issue the operation order',
    kind: 'order',
    priority: 'critical',
    startDate: window(timeline, 'opord').start,
    dueDate: window(timeline, 'opord').end,
    owner: STAFF_OWNER,
    unit: null,
    blockedBy: ['mdmp-7'],
    detail: analysis.restatedMission,
  });
  const subordinates = window(timeline, 'subordinates');
  add({
    key: 'subordinates',
    title: 'Subordinate planning and preparation',
    kind: 'subordinate',
    priority: 'high',
    startDate: subordinates.start,
    dueDate: subordinates.end,
    owner: SUBORDINATES_OWNER,
    unit: null,
    blockedBy: ['opord'],
    detail: null,
  });
  analysis.specifiedTasks.forEach((task, i) => {
    add({
      key: `specified-${i + 1}`,
      title: task.text,
      kind: 'specified',
      priority: task.essential ? 'critical' : 'high',
      startDate: subordinates.end,
      dueDate: subordinates.end,
      owner: null,
      unit,
      blockedBy: ['opord'],
      detail: task.essential ? 'Essential task' : null,
    });
  });
  const analysisDone = window(timeline, 'mdmp-2').end;
  const coaDone = window(timeline, 'mdmp-3').end;
  const essential = analysis.specifiedTasks.findIndex((t) => t.essential);
  analysis.impliedTasks.forEach((task, i) => {
    add({
      key: `implied-${i + 1}`,
      title: task.text,
      kind: 'implied',
      priority: task.fromTask !== null && task.fromTask === essential ? 'high' : 'medium',
      startDate: analysisDone,
      dueDate: coaDone,
      owner: null,
      unit: null,
      blockedBy: ['mdmp-2'],
      detail: task.because,
    });
  });
  return tasks;
}

function timelineRisks(timeline: Timeline): PlanningRisk[] {
  if (timeline.subordinateMs === null || timeline.subordinateMs >= SHORT_SUBORDINATE_MS) return [];
  const text = `Subordinates have only ${formatDuration(timeline.subordinateMs)} to plan and prepare: preparation could be incomplete and rehearsals cut short.`;
  const { likelihood, impact } = scoreRisk(text);
  return [
    { text, level: riskLevel(likelihood, impact), likelihood, impact, source: 'timeline', citation: null },
  ];
}

/**
 * Orchestrate Mission: mission analysis, the back-planned timeline and the tasks for the board, in one
 * deterministic call. The caller checks that the description is not blank before calling.
 */
export function orchestrateMission(
  input: MissionAnalysisInput,
  options: OrchestrateOptions,
): OrchestrateResult {
  const base = analyseMission(input, options);
  const timeline = backPlan(base, options);
  const dated = orderDateNotice(input.description, options);
  const analysis = {
    ...base,
    risks: [...timelineRisks(timeline), ...base.risks],
    notices: dated ? [...base.notices, dated] : base.notices,
  };
  return { analysis, timeline, tasks: planTasks(analysis, timeline) };
}
