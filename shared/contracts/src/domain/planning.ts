// Plain constants and types of EXECUTE planning (no zod): the browser, the server and the engine read them.
import { titleCaseLabels } from './title-case-labels';

/** The board's three columns, in order. */
export const TASK_STATUSES = ['planning', 'in-progress', 'done'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** The column headings: 'in-progress' reads 'In Progress'. */
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = titleCaseLabels(TASK_STATUSES);

/** Task priorities, highest first. */
export const TASK_PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export type TaskPriority = (typeof TASK_PRIORITIES)[number];

export const TASK_PRIORITY_LABELS: Readonly<Record<TaskPriority, string>> = titleCaseLabels(TASK_PRIORITIES);

/**
 * Where a task of a plan comes from: an MDMP step or order of this echelon's planning, a task stated in the
 * mission, a task implied by a stated one, the subordinates' planning window, or one the user added.
 */
export const TASK_KINDS = ['planning', 'order', 'specified', 'implied', 'subordinate', 'user'] as const;
export type TaskKind = (typeof TASK_KINDS)[number];

/** The five elements of a mission statement (who, what, when, where, why). */
export const MISSION_ELEMENTS = ['who', 'what', 'when', 'where', 'why'] as const;
export type MissionElement = (typeof MISSION_ELEMENTS)[number];

export const MISSION_ELEMENT_LABELS: Readonly<Record<MissionElement, string>> =
  titleCaseLabels(MISSION_ELEMENTS);

/** What the analysis says for an element the text does not give ('When is not stated'). */
export function missingElementMessage(element: MissionElement): string {
  return `${MISSION_ELEMENT_LABELS[element]} is not stated`;
}

/** The seven steps of the military decision-making process, in order. */
export const MDMP_STEPS = [
  'Receipt of mission',
  'Mission analysis',
  'Course of action (COA) development',
  'COA analysis (war game)',
  'COA comparison',
  'COA approval',
  'Orders production, dissemination, and transition',
] as const;

/**
 * Share of this echelon's planning time given to each MDMP step (sums to 1). Mission analysis gets the
 * largest share because every later step depends on it; a user may pass other weights.
 */
export const DEFAULT_MDMP_WEIGHTS: readonly number[] = [0.05, 0.3, 0.2, 0.2, 0.1, 0.05, 0.1];

/** One third of the available time for this echelon's planning, two thirds for its subordinates. */
export const PLANNING_SHARE = 1 / 3;

/** The screen's labels, word for word. */
export const EXECUTE_LABELS = {
  taskDescription: 'Task Description',
  orchestrate: 'Orchestrate Mission',
  /** The times a timeline may need that the description does not give (asked for only when needed). */
  dDay: 'D-day, H-hour',
  missionTime: 'Mission time',
  receivedAt: 'Receipt of mission',
  dateTimeline: 'Date the Timeline',
  timeline: 'Timeline',
  workflowAutomation: 'Workflow Automation',
  scheduleBrief: 'Schedule Brief',
  autoReport: 'Auto-Report',
  board: 'Mission Control Board',
  metrics: 'Execution Metrics',
} as const;

/** When the automated summary is generated (local time of the server unless configured otherwise). */
export const SUMMARY_TIME = '0600';

/** The notice shown when workflow automation is turned on. */
export const AUTOMATION_NOTICE = `Workflow automation is on: a summary is generated at ${SUMMARY_TIME}.`;

/** The notice for a server configured with another daily time than 0600. */
export function automationNotice(time: string): string {
  return time === SUMMARY_TIME
    ? AUTOMATION_NOTICE
    : `Workflow automation is on: a summary is generated at ${time}.`;
}

export const PLANNING_MESSAGES = {
  emptyDescription: 'Enter a mission description to orchestrate.',
  noTaskVerb:
    'No tactical task was found in the description. State the task with a verb such as seize, secure, clear or defend.',
  noMissionTime: 'The timeline needs the mission time: When is not stated.',
  relativeTime:
    'The mission time is relative (D-day or H-hour): give the date of D-day to date the timeline.',
  missionTimePassed: 'The mission time has already passed: the timeline cannot be back-planned.',
  noTasks: 'No tasks yet. Orchestrate a mission or add a task.',
  planNotFound: 'Plan not found.',
  taskNotFound: 'Task not found.',
  blockedByItself: 'A task cannot be blocked by itself.',
  blockedCycle: 'That link would make the tasks block each other in a circle.',
  taskVersionRequired:
    'Send the version of the task your change was made on (version), so that a newer change is not lost.',
  taskStale: 'This task was changed by someone else. Reload the board and apply your change again.',
} as const;

/**
 * Why a timeline whose mission time has passed is not drawn, and what to give: the receipt of mission
 * back-plans an order from its own dates (an exercise, an order of an earlier year); a later mission time
 * plans it again from now. `dtg` is the mission time as read, so the user sees which year was taken.
 */
export function missionTimePassedMessage(dtg: string, receiptGiven: boolean): string {
  return receiptGiven
    ? `The mission time (${dtg}) is not after the receipt of mission: give an earlier receipt of mission or a later mission time.`
    : `${PLANNING_MESSAGES.missionTimePassed} The mission time reads ${dtg}: give the receipt of mission to back-plan from the order's own dates, or a later mission time.`;
}

/** Work-in-progress limits per column; null means no limit. */
export type WipLimits = Readonly<Record<TaskStatus, number | null>>;

export const DEFAULT_WIP_LIMITS: WipLimits = { planning: null, 'in-progress': 5, done: null };

export const PLANNING_LIMITS = {
  /** Characters of a mission description. */
  maxDescriptionChars: 20_000,
  maxTitleChars: 300,
  maxTasksPerPlan: 1_000,
  maxBlockedBy: 50,
} as const;

/** Kinds of report EXECUTE writes to the library. */
export const REPORT_KINDS = ['mission-brief', 'status-report'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export const REPORT_TITLES: Readonly<Record<ReportKind, string>> = titleCaseLabels(REPORT_KINDS);
