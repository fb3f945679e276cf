import {
  DEFAULT_MDMP_WEIGHTS,
  MDMP_STEPS,
  PLANNING_MESSAGES,
  PLANNING_SHARE,
  formatDate,
  formatDtg,
  missionTimePassedMessage,
  type MissionAnalysis,
  type Milestone,
  type Timeline,
} from '@csw/contracts';

export interface TimelineOptions {
  /** Now (milliseconds since the epoch): the receipt of mission unless `receivedAt` says otherwise. */
  readonly now: number;
  /**
   * When the order was received, given by the user: an order whose dates have passed (an exercise, an order
   * of an earlier year such as "22 0400 Aug 09") is back-planned from its own dates.
   */
  readonly receivedAt?: number;
  /** The mission time when the analysis has none, or to override it (milliseconds). */
  readonly missionTime?: number;
  /** This echelon's share of the available time (default one third). */
  readonly planningShare?: number;
  /** Share of the planning time per MDMP step, seven numbers (normalised to sum to 1). */
  readonly mdmpWeights?: readonly number[];
}

/** The warning orders and the MDMP step after which each goes out (index into MDMP_STEPS). */
const WARNING_ORDERS: ReadonlyArray<readonly [string, number]> = [
  ['WARNO 1: initial warning order to subordinates', 0],
  ['WARNO 2: restated mission and initial guidance', 1],
  ['WARNO 3: approved course of action', 5],
];

const MINUTE = 60_000;
const iso = (t: number): string => new Date(t).toISOString();
const floorMinute = (t: number): number => Math.floor(t / MINUTE) * MINUTE;

function weights(custom: readonly number[] | undefined): number[] {
  const w =
    custom && custom.length === MDMP_STEPS.length && custom.every((x) => x >= 0)
      ? custom
      : DEFAULT_MDMP_WEIGHTS;
  const sum = w.reduce((a, b) => a + b, 0) || 1;
  return w.map((x) => x / sum);
}

/**
 * Back-plans from the mission time: one third of the time from receipt of mission to the mission is this
 * echelon's (the MDMP steps in turn, each warning order at the end of the step that produces it, the
 * first as soon as the receipt of mission is done), two thirds are the subordinates'.
 */
export function backPlan(analysis: MissionAnalysis, options: TimelineOptions): Timeline {
  const receivedAt = options.receivedAt ?? options.now;
  const written = analysis.when.time ? Date.parse(analysis.when.time) : null;
  const missionTime = options.missionTime ?? written;
  const empty = (status: Timeline['status'], message: string): Timeline => ({
    status,
    message,
    receivedAt: iso(receivedAt),
    missionTime: missionTime === null ? null : iso(missionTime),
    availableMs: null,
    planningMs: null,
    subordinateMs: null,
    ordersDue: null,
    milestones: [],
  });
  if (missionTime === null) {
    return analysis.when.relative
      ? empty('relative', PLANNING_MESSAGES.relativeTime)
      : empty('no-mission-time', PLANNING_MESSAGES.noMissionTime);
  }
  if (missionTime <= receivedAt)
    return empty(
      'passed',
      missionTimePassedMessage(
        `${formatDtg(missionTime)} (${formatDate(missionTime, { utc: true })})`,
        options.receivedAt !== undefined,
      ),
    );

  const availableMs = missionTime - receivedAt;
  const share = Math.min(1, Math.max(0, options.planningShare ?? PLANNING_SHARE));
  const ordersDue = floorMinute(receivedAt + availableMs * share);
  const planningMs = ordersDue - receivedAt;
  const milestones: Milestone[] = [];
  const stepEnds: number[] = [];
  let at = receivedAt;
  const w = weights(options.mdmpWeights);
  MDMP_STEPS.forEach((label, i) => {
    const end = i === MDMP_STEPS.length - 1 ? ordersDue : floorMinute(at + planningMs * w[i]!);
    milestones.push({ key: `mdmp-${i + 1}`, label, kind: 'mdmp', start: iso(at), end: iso(end) });
    stepEnds.push(end);
    at = end;
  });
  WARNING_ORDERS.forEach(([label, step], i) => {
    const t = stepEnds[step]!;
    milestones.push({ key: `warno-${i + 1}`, label, kind: 'warno', start: iso(t), end: iso(t) });
  });
  milestones.push({
    key: 'opord',
    label: 'Operation order issued',
    kind: 'order',
    start: iso(ordersDue),
    end: iso(ordersDue),
  });
  milestones.push({
    key: 'subordinates',
    label: 'Subordinate planning and preparation',
    kind: 'subordinate',
    start: iso(ordersDue),
    end: iso(missionTime),
  });
  milestones.push({
    key: 'mission',
    label: analysis.what.text ? `Mission: ${analysis.what.text}` : 'Mission',
    kind: 'mission',
    start: iso(missionTime),
    end: iso(missionTime),
  });
  milestones.sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || order(a) - order(b));
  return {
    status: 'ok',
    message: null,
    receivedAt: iso(receivedAt),
    missionTime: iso(missionTime),
    availableMs,
    planningMs,
    subordinateMs: missionTime - ordersDue,
    ordersDue: iso(ordersDue),
    milestones,
  };
}

// At the same instant, a step's warning order reads after the step and before the next step.
function order(m: Milestone): number {
  return { warno: 0, order: 1, mdmp: 2, subordinate: 3, mission: 4 }[m.kind];
}
