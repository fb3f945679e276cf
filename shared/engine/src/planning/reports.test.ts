import { orchestrateMission } from './orchestrate';
import { computeMetrics, type BoardTask } from './board';
import { buildMissionBrief, buildStatusReport } from './reports';
import { isRunDue, nextRunAt, parseClockTime } from './schedule';

const now = Date.UTC(2027, 2, 12, 6, 0);
const result = orchestrateMission(
  { description: '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.' },
  { now },
);
const tasks: BoardTask[] = result.tasks.map((t, i) => ({
  ...t,
  id: t.key,
  startedAt: i === 0 ? new Date(now).toISOString() : null,
  completedAt: i === 0 ? new Date(now + 3_600_000).toISOString() : null,
  status: i === 0 ? 'done' : t.status,
}));

describe('reports', () => {
  it('writes the mission brief: restated mission, tasks, timeline, risks', () => {
    const brief = buildMissionBrief({ title: 'OBJ FOX', result, tasks }, { now });
    expect(brief.title).toBe('Mission Brief: OBJ FOX');
    expect(brief.sections.map((s) => s.heading)).toEqual([
      'Restated mission',
      'Mission analysis',
      'Specified and implied tasks',
      'Constraints',
      'Timeline',
      'Phases',
      'Tasks',
      'Risks',
    ]);
    expect(brief.text).toContain(
      '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.',
    );
    expect(brief.text).toContain('130600Z MAR 27  Operation order issued');
    expect(brief.text).toContain('Specified (essential): Seize OBJ FOX');
    expect(brief.text).toMatch(/CRITICAL: Enemy forces defending OBJ FOX/);
    expect(brief.text).toContain('As of 120600Z MAR 27');
  });

  it('names missing elements in the brief', () => {
    const partial = orchestrateMission({ description: 'Seize OBJ FOX.' }, { now });
    const brief = buildMissionBrief({ title: 'Partial', result: partial, tasks: [] }, { now });
    expect(brief.text).toContain('Who: Who is not stated');
    expect(brief.text).toContain('When: When is not stated');
    expect(brief.text).toContain('The timeline needs the mission time: When is not stated.');
    expect(brief.text).toContain('No tasks on the board.');
  });

  it('writes the status report from the board as it stands', () => {
    const later = now + 30 * 3_600_000;
    const report = buildStatusReport({ title: 'OBJ FOX', result, tasks }, { now: later });
    const metrics = computeMetrics(tasks, {
      now: later,
      missionTime: result.timeline.missionTime,
      planningBudgetMs: result.timeline.planningMs,
    });
    expect(report.title).toBe('Status Report: OBJ FOX');
    expect(report.text).toContain(
      `Completion: ${metrics.completion.percent}% (1 of ${tasks.length} tasks done).`,
    );
    expect(report.text).toContain(`Overdue: ${metrics.overdue.count}.`);
    expect(metrics.overdue.count).toBeGreaterThan(0);
    expect(report.text).toContain('Time to the mission: 1 d 18 h.');
    expect(report.text).toContain('Planning time spent: 1 h of 1 d allowed (4%).');
    expect(report.text).toContain('Blocked by: Mission analysis');
  });
});

describe('the 0600 schedule', () => {
  it('finds the next 0600 of local time', () => {
    expect(new Date(nextRunAt(Date.UTC(2027, 2, 12, 5, 59), '0600')).toISOString()).toBe(
      '2027-03-12T06:00:00.000Z',
    );
    expect(new Date(nextRunAt(Date.UTC(2027, 2, 12, 6, 0), '0600')).toISOString()).toBe(
      '2027-03-13T06:00:00.000Z',
    );
    // Local time UTC+2: 0600 local is 0400Z.
    expect(new Date(nextRunAt(Date.UTC(2027, 2, 12, 5, 0), '0600', 120)).toISOString()).toBe(
      '2027-03-13T04:00:00.000Z',
    );
    expect(() => nextRunAt(0, '6:00')).toThrow('Not a four-digit time');
    expect(parseClockTime('2400')).toBeUndefined();
  });

  it('owes one run once the time has come since the last', () => {
    const on = Date.UTC(2027, 2, 12, 12, 0);
    expect(isRunDue(Date.UTC(2027, 2, 13, 5, 59), '0600', null, on)).toBe(false);
    expect(isRunDue(Date.UTC(2027, 2, 13, 6, 0), '0600', null, on)).toBe(true);
    const ran = Date.UTC(2027, 2, 13, 6, 0);
    expect(isRunDue(Date.UTC(2027, 2, 13, 18, 0), '0600', ran, on)).toBe(false);
    expect(isRunDue(Date.UTC(2027, 2, 20, 18, 0), '0600', ran, on)).toBe(true);
  });
});
