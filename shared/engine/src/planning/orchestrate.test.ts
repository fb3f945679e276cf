import { orchestrateMission } from './orchestrate';

const HOUR = 3_600_000;
const now = Date.UTC(2027, 2, 12, 6, 0);
const description = '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.';

describe('orchestrateMission', () => {
  const result = orchestrateMission({ description }, { now });
  const { timeline, tasks } = result;

  it('back-plans with the one-third / two-thirds rule', () => {
    expect(timeline.status).toBe('ok');
    expect(timeline.availableMs).toBe(72 * HOUR);
    expect(timeline.planningMs).toBe(24 * HOUR);
    expect(timeline.subordinateMs).toBe(48 * HOUR);
    expect(timeline.ordersDue).toBe('2027-03-13T06:00:00.000Z');
  });

  it('gives the MDMP steps in turn, the first warning order when receipt of mission ends', () => {
    const steps = timeline.milestones.filter((m) => m.kind === 'mdmp');
    expect(steps).toHaveLength(7);
    expect(steps[0]!.start).toBe(timeline.receivedAt);
    expect(steps[6]!.end).toBe(timeline.ordersDue);
    for (let i = 1; i < steps.length; i += 1) expect(steps[i]!.start).toBe(steps[i - 1]!.end);
    const warno1 = timeline.milestones.find((m) => m.key === 'warno-1')!;
    expect(warno1.start).toBe(steps[0]!.end);
    expect(Date.parse(warno1.start) - now).toBeLessThanOrEqual(0.05 * 24 * HOUR);
    expect(timeline.milestones.at(-1)).toMatchObject({ kind: 'mission', start: '2027-03-15T06:00:00.000Z' });
  });

  it('creates linked tasks with priorities and due dates', () => {
    const byKey = new Map(tasks.map((t) => [t.key, t]));
    expect(byKey.get('mdmp-2')).toMatchObject({
      title: 'Mission analysis',
      blockedBy: ['mdmp-1'],
      owner: 'Staff',
    });
    expect(byKey.get('opord')).toMatchObject({ priority: 'critical', dueDate: timeline.ordersDue });
    const essential = tasks.find((t) => t.kind === 'specified')!;
    expect(essential).toMatchObject({
      title: 'Seize OBJ FOX',
      priority: 'critical',
      dueDate: '2027-03-15T06:00:00.000Z',
      unit: '2nd Battalion',
      blockedBy: ['opord'],
    });
    const implied = tasks.filter((t) => t.kind === 'implied');
    expect(implied.map((t) => t.title)).toContain('Plan casualty evacuation from OBJ FOX');
    expect(implied.every((t) => t.blockedBy[0] === 'mdmp-2' && t.dueDate !== null)).toBe(true);
    for (const t of tasks) for (const b of t.blockedBy) expect(byKey.has(b)).toBe(true);
    expect(tasks.every((t) => t.status === 'planning')).toBe(true);
  });

  it('is deterministic', () => {
    expect(orchestrateMission({ description }, { now })).toEqual(result);
  });

  it('flags short subordinate time as a risk', () => {
    const short = orchestrateMission({ description }, { now: Date.UTC(2027, 2, 15, 0, 0) });
    expect(short.analysis.risks[0]).toMatchObject({ source: 'timeline' });
    expect(short.analysis.risks[0]!.text).toContain('Subordinates have only 4 h');
  });

  it('explains why there is no timeline, and still lists the tasks undated', () => {
    const noTime = orchestrateMission(
      { description: '2nd Battalion seizes OBJ FOX to deny the crossing.' },
      { now },
    );
    expect(noTime.timeline).toMatchObject({
      status: 'no-mission-time',
      message: 'The timeline needs the mission time: When is not stated.',
      milestones: [],
    });
    expect(noTime.tasks.length).toBeGreaterThan(0);
    expect(noTime.tasks.every((t) => t.dueDate === null)).toBe(true);
    const passed = orchestrateMission({ description }, { now: Date.UTC(2027, 3, 1) });
    expect(passed.timeline.status).toBe('passed');
    const relative = orchestrateMission(
      { description: 'A Company seizes HILL 402 NLT D+2 to protect the pass.' },
      { now },
    );
    expect(relative.timeline.status).toBe('relative');
    const withDDay = orchestrateMission(
      { description: 'A Company seizes HILL 402 NLT D+2 to protect the pass.' },
      { now, dDay: Date.UTC(2027, 2, 14) },
    );
    expect(withDDay.timeline.missionTime).toBe('2027-03-16T00:00:00.000Z');
  });

  it('accepts a mission time given apart from the text', () => {
    const r = orchestrateMission(
      { description: '2nd Battalion seizes OBJ FOX to deny the crossing.' },
      { now, missionTime: now + 30 * HOUR },
    );
    expect(r.timeline.planningMs).toBe(10 * HOUR);
  });
});
