import {
  MISSION_ELEMENTS,
  REPORT_TITLES,
  TASK_PRIORITIES,
  TASK_PRIORITY_LABELS,
  TASK_STATUSES,
  TASK_STATUS_LABELS,
  type OrchestrateResult,
  type PlanningReport,
  type ReportKind,
} from '@csw/contracts';
import { blockedLabel, checkWipLimits, computeMetrics, type BoardTask } from './board';
import { formatDtg, formatDuration } from './mission-time';
import type { WipLimits } from '@csw/contracts';

export interface BriefInput {
  readonly title: string;
  readonly result: OrchestrateResult;
  /** The board's current tasks (the plan's tasks as stored, possibly moved and edited since). */
  readonly tasks: readonly BoardTask[];
}

export interface StatusInput extends BriefInput {
  readonly wipLimits?: WipLimits;
}

/** Milliseconds since the epoch: the report's "as of". */
export interface ReportOptions {
  readonly now: number;
}

const when = (iso: string | null): string => (iso ? formatDtg(Date.parse(iso)) : 'no date');

function taskLine(t: BoardTask, tasks: readonly BoardTask[]): string {
  const parts = [
    `${t.title} (${TASK_PRIORITY_LABELS[t.priority]}, ${TASK_STATUS_LABELS[t.status]}, due ${when(t.dueDate)}`,
  ];
  const owner = [t.owner, t.unit].filter(Boolean).join(', ');
  if (owner) parts.push(`, ${owner}`);
  parts.push(')');
  const blocked = t.status === 'done' ? null : blockedLabel(t, tasks);
  return parts.join('') + (blocked ? ` - ${blocked}` : '');
}

const byPriority = (a: BoardTask, b: BoardTask): number =>
  TASK_PRIORITIES.indexOf(a.priority) - TASK_PRIORITIES.indexOf(b.priority) ||
  (Date.parse(a.dueDate ?? '') || Infinity) - (Date.parse(b.dueDate ?? '') || Infinity);

function render(
  kind: ReportKind,
  title: string,
  sections: PlanningReport['sections'],
  now: number,
): PlanningReport {
  const heading = `${REPORT_TITLES[kind]}: ${title}`;
  const body = sections
    .map((s, i) => [`${i + 1}. ${s.heading.toUpperCase()}`, ...s.lines.map((l) => `   ${l}`)].join('\n'))
    .join('\n\n');
  return { kind, title: heading, sections, text: `${heading}\nAs of ${formatDtg(now)}\n\n${body}\n` };
}

/** The mission brief: restated mission, mission analysis, tasks, timeline and risks, as plain text. */
export function buildMissionBrief(input: BriefInput, options: ReportOptions): PlanningReport {
  const { analysis, timeline } = input.result;
  const none = (lines: string[], empty: string): string[] => (lines.length ? lines : [empty]);
  const sections: PlanningReport['sections'] = [
    {
      heading: 'Restated mission',
      lines: [analysis.restatedMission ?? 'The mission cannot be restated: who or what is not stated.'],
    },
    {
      heading: 'Mission analysis',
      lines: [
        ...MISSION_ELEMENTS.map((e) => {
          const f = analysis[e];
          return f.stated ? `${f.label}: ${f.text}` : `${f.label}: ${f.message}`;
        }),
        ...(analysis.what.definition ? [`Task (${analysis.what.verb}): ${analysis.what.definition}`] : []),
      ],
    },
    {
      heading: 'Specified and implied tasks',
      lines: none(
        [
          ...analysis.specifiedTasks.map((t) => `Specified${t.essential ? ' (essential)' : ''}: ${t.text}`),
          ...analysis.impliedTasks.map((t) => `Implied: ${t.text} - ${t.because}`),
        ],
        'No task was found in the mission description.',
      ),
    },
    {
      heading: 'Constraints',
      lines: none(
        analysis.constraints.map(
          (c) => `${c.kind === 'cannot' ? 'Cannot' : c.kind === 'must' ? 'Must' : 'Time'}: ${c.text}`,
        ),
        'No constraint stated.',
      ),
    },
    {
      heading: 'Timeline',
      lines:
        timeline.status === 'ok'
          ? [
              `Available: ${formatDuration(timeline.availableMs!)}; this echelon ${formatDuration(timeline.planningMs!)}, subordinates ${formatDuration(timeline.subordinateMs!)}.`,
              ...timeline.milestones.map((m) =>
                m.start === m.end
                  ? `${when(m.start)}  ${m.label}`
                  : `${when(m.start)} to ${when(m.end)}  ${m.label}`,
              ),
            ]
          : [timeline.message ?? ''],
    },
    {
      heading: 'Phases',
      lines: none(
        analysis.phases.map(
          (p) => `${p.name}${p.text ? `: ${p.text}` : ''}${p.source === 'derived' ? ' (proposed)' : ''}`,
        ),
        'No phase.',
      ),
    },
    {
      heading: 'Tasks',
      lines: none(
        [...input.tasks].sort(byPriority).map((t) => taskLine(t, input.tasks)),
        'No tasks on the board.',
      ),
    },
    {
      heading: 'Risks',
      lines: none(
        analysis.risks.map(
          (r) =>
            `${r.level}: ${r.text}${r.citation ? ` (${r.citation.title}, ${r.citation.classification}, p. ${r.citation.page})` : ''}`,
        ),
        'No risk identified.',
      ),
    },
  ];
  return render('mission-brief', input.title, sections, options.now);
}

/** The status report: the board as it stands at `now`, with its metrics. */
export function buildStatusReport(input: StatusInput, options: ReportOptions): PlanningReport {
  const { tasks, result } = input;
  const metrics = computeMetrics(tasks, {
    now: options.now,
    missionTime: result.timeline.missionTime,
    planningBudgetMs: result.timeline.planningMs,
  });
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const title = (id: string): string => byId.get(id)?.title ?? id;
  const list = (ids: readonly string[], empty: string): string[] =>
    ids.length ? ids.map((id) => taskLine(byId.get(id)!, tasks)) : [empty];
  const upcoming = tasks
    .filter((t) => t.status !== 'done' && t.dueDate && Date.parse(t.dueDate) >= options.now)
    .sort((a, b) => Date.parse(a.dueDate!) - Date.parse(b.dueDate!))
    .slice(0, 5);
  const sections: PlanningReport['sections'] = [
    {
      heading: 'Summary',
      lines: [
        metrics.completion.percent === null
          ? 'No tasks on the board.'
          : `Completion: ${metrics.completion.percent}% (${metrics.completion.done} of ${metrics.completion.total} tasks done).`,
        `Time to the mission: ${metrics.timeToMission.label}.`,
        `Overdue: ${metrics.overdue.count}. Blocked: ${metrics.blocked.length}. Resource conflicts: ${metrics.resourceConflictCount}.`,
        `Planning time spent: ${formatDuration(metrics.planningTime.spentMs)}${metrics.planningTime.budgetMs ? ` of ${formatDuration(metrics.planningTime.budgetMs)} allowed (${metrics.planningTime.percentOfBudget}%)` : ''}.`,
      ],
    },
    {
      heading: 'Board',
      lines: TASK_STATUSES.map((s) => `${TASK_STATUS_LABELS[s]}: ${metrics.byStatus[s]}`),
    },
    { heading: 'Overdue', lines: list(metrics.overdue.taskIds, 'No task is overdue.') },
    {
      heading: 'Blocked',
      lines: list(
        metrics.blocked.map((b) => b.taskId),
        'No task is blocked.',
      ),
    },
    {
      heading: 'Critical path',
      lines: metrics.criticalPath.taskIds.length
        ? [
            `${metrics.criticalPath.hours} h: ${metrics.criticalPath.taskIds.map(title).join(' -> ')}`,
            ...(metrics.criticalPath.cycle
              ? [`These tasks block each other: ${metrics.criticalPath.cycle.map(title).join(', ')}`]
              : []),
          ]
        : ['No unfinished task.'],
    },
    {
      heading: 'Resource conflicts',
      lines: metrics.resourceConflicts.length
        ? [
            ...metrics.resourceConflicts.map(
              (c) =>
                `${c.resource}: ${title(c.taskIds[0])} and ${title(c.taskIds[1])} overlap from ${when(c.overlapStart)} to ${when(c.overlapEnd)}`,
            ),
            ...(metrics.resourceConflictCount > metrics.resourceConflicts.length
              ? [`and ${metrics.resourceConflictCount - metrics.resourceConflicts.length} more`]
              : []),
          ]
        : ['No resource conflict.'],
    },
    {
      heading: 'Work in progress',
      lines: checkWipLimits(tasks, input.wipLimits).map(
        (w) => w.message ?? `${w.label}: ${w.count}${w.limit === null ? '' : ` of ${w.limit}`}`,
      ),
    },
    {
      heading: 'Due next',
      lines: list(
        upcoming.map((t) => t.id),
        'Nothing due.',
      ),
    },
  ];
  return render('status-report', input.title, sections, options.now);
}
