import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { analyseMission } from './analyse-mission';
import { sharedMaterial } from '../test/shared-material';

// The doctrinal mission statements live beside the repository (never copied into it).
const CORPUS = sharedMaterial('corpus/staff-writing');
const mission = (prefix: string): string => {
  const file = readdirSync(CORPUS).find((f) => f.startsWith(prefix))!;
  return readFileSync(path.join(CORPUS, file), 'utf8');
};
const NOW = Date.UTC(2009, 7, 20, 12, 0);

describe('analyseMission on doctrinal mission statements', () => {
  it('reads the five elements of the 1st Brigade example', () => {
    const a = analyseMission({ description: mission('mission-01') }, { now: NOW });
    expect(a.who.text).toBe('1st Brigade');
    expect(a.what.verb).toBe('secure');
    expect(a.what.text).toBe('secures');
    expect(a.where.text).toBe('ROUTE SOUTH DAKOTA');
    expect(a.when.text).toBe('Not later than 22 0400 Aug 09');
    expect(a.when.qualifier).toBe('nlt');
    expect(a.when.time).toBe('2009-08-22T04:00:00.000Z');
    expect(a.why.text).toBe('to enable the movement of humanitarian assistance materials');
    expect(a.missing).toEqual([]);
    expect(a.restatedMission).toBe(
      '1st Brigade secures ROUTE SOUTH DAKOTA not later than 22 0400 Aug 09 to enable the movement of humanitarian assistance materials.',
    );
    expect(a.specifiedTasks).toEqual([
      expect.objectContaining({ text: 'Secure ROUTE SOUTH DAKOTA', verb: 'secure', essential: true }),
    ]);
    expect(a.impliedTasks.map((t) => t.text)).toEqual(
      expect.arrayContaining([
        'Plan casualty evacuation from ROUTE SOUTH DAKOTA',
        'Coordinate with civil authorities and aid organizations',
      ]),
    );
    expect(a.constraints).toContainEqual(expect.objectContaining({ kind: 'time' }));
  });

  it('reads the 1-505th PIR example and keeps D-day relative until its date is given', () => {
    const text = mission('mission-02');
    const a = analyseMission({ description: text }, { now: NOW });
    expect(a.who.text).toBe('1-505th Parachute Infantry Regiment');
    expect(a.what.verb).toBe('seize');
    expect(a.where.text).toBe('JACKSON INTERNATIONAL AIRPORT');
    expect(a.why.text).toBe('to allow follow-on forces to air-land into AO SPARTAN');
    expect(a.when).toMatchObject({ stated: true, relative: 'D-day, H+3', time: null, qualifier: 'nlt' });
    expect(a.notices).toContain(
      'The mission time is relative (D-day or H-hour): give the date of D-day to date the timeline.',
    );
    // Seize implies a route, a crossing plan and casualty evacuation.
    const implied = a.impliedTasks.map((t) => t.text);
    expect(implied).toContain('Plan the route to JACKSON INTERNATIONAL AIRPORT');
    expect(implied).toContain(
      'Plan the crossing of gaps and obstacles on the route to JACKSON INTERNATIONAL AIRPORT',
    );
    expect(implied).toContain('Plan casualty evacuation from JACKSON INTERNATIONAL AIRPORT');
    expect(a.risks[0]).toMatchObject({ source: 'mission', level: 'CRITICAL' });

    const dDay = Date.UTC(2009, 8, 1, 2, 0);
    const dated = analyseMission({ description: text }, { now: NOW, dDay });
    expect(dated.when.time).toBe(new Date(dDay + 3 * 3_600_000).toISOString());
    expect(dated.notices).toEqual([]);
  });

  it('gives spans that point at the words of the description', () => {
    const text = mission('mission-01');
    const a = analyseMission({ description: text }, { now: NOW });
    for (const e of [a.who, a.where, a.when, a.why]) {
      expect(text.slice(e.span!.start, e.span!.end)).toBe(e.text);
    }
  });
});

describe('analyseMission names each missing element instead of inventing it', () => {
  const now = Date.UTC(2027, 0, 10);
  const FULL = '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.';
  const cases: Array<[string, string, string]> = [
    ['who', 'Seize OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.', 'Who is not stated'],
    [
      'what',
      '2nd Battalion at OBJ FOX NLT 150600Z MAR 27 to deny the enemy the river crossing.',
      'What is not stated',
    ],
    ['when', '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.', 'When is not stated'],
    [
      'where',
      '2nd Battalion seizes NLT 150600Z MAR 27 to deny the enemy the river crossing.',
      'Where is not stated',
    ],
    ['why', '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27.', 'Why is not stated'],
  ];

  it('finds all five in the full statement', () => {
    const a = analyseMission({ description: FULL }, { now });
    expect(a.missing).toEqual([]);
    expect(a.when.time).toBe('2027-03-15T06:00:00.000Z');
  });

  it.each(cases)('without %s', (element, description, message) => {
    const a = analyseMission({ description }, { now });
    expect(a.missing).toEqual([message]);
    const finding = a[element as 'who'];
    expect(finding).toMatchObject({ stated: false, text: null, span: null, message });
  });

  it('says when no task verb is found, and restates nothing', () => {
    const a = analyseMission({ description: 'Move the convoy tomorrow.' }, { now });
    expect(a.notices).toContain(
      'No tactical task was found in the description. State the task with a verb such as seize, secure, clear or defend.',
    );
    expect(a.restatedMission).toBeNull();
    expect(a.specifiedTasks).toEqual([]);
  });

  it('returns an empty analysis for a blank description', () => {
    const a = analyseMission({ description: '   ' }, { now });
    expect(a.missing).toHaveLength(5);
    expect(a.notices).toEqual([]);
  });
});

describe('analyseMission: tasks, constraints, phases, force-oriented tasks', () => {
  const now = Date.UTC(2027, 0, 1);

  it('splits a force-oriented object into target and place, and reads NLT 0600 15 March', () => {
    const a = analyseMission(
      {
        description:
          'NLT 0600 15 March, TF 2-7 destroys the 3rd Tank Regiment in AO BLUE in order to protect the division flank. ' +
          'On order, clear OBJ GOLD and establish a checkpoint at PL RED; B Company secures ROUTE IRON. Do not fire into the village; maintain contact with 1st Brigade. ' +
          'Phase I: movement to PL RED. Phase II: attack.',
      },
      { now },
    );
    expect(a.who.text).toBe('TF 2-7');
    expect(a.what.text).toBe('destroys the 3rd Tank Regiment');
    expect(a.where.text).toBe('in AO BLUE');
    expect(a.why.text).toBe('in order to protect the division flank');
    expect(a.when.time).toBe('2027-03-15T06:00:00.000Z');
    expect(a.specifiedTasks.map((t) => t.text)).toEqual([
      'Destroy the 3rd Tank Regiment in AO BLUE',
      'Clear OBJ GOLD',
      'Establish a checkpoint at PL RED',
      'Secure ROUTE IRON',
    ]);
    expect(a.specifiedTasks.filter((t) => t.essential)).toHaveLength(1);
    expect(a.constraints.map((c) => [c.kind, c.text])).toEqual(
      expect.arrayContaining([
        ['cannot', 'Do not fire into the village'],
        ['must', 'maintain contact with 1st Brigade.'],
      ]),
    );
    expect(a.phases).toEqual([
      expect.objectContaining({ name: 'Phase I', text: 'movement to PL RED', source: 'stated' }),
      expect.objectContaining({ name: 'Phase II', text: 'attack', source: 'stated' }),
    ]);
    expect(a.impliedTasks.map((t) => t.text)).toContain('Plan the handling of detainees');
  });

  it('proposes the usual phases of the task type when none is stated, marked derived', () => {
    const a = analyseMission(
      { description: 'A Company defends HILL 402 NLT 201800Z JUN 27 to retain the pass.' },
      { now },
    );
    expect(a.phases.every((p) => p.source === 'derived')).toBe(true);
    expect(a.phases[0]!.name).toBe('Preparation of the defense');
  });

  it('cites related library passages and their risk statements', () => {
    const a = analyseMission(
      {
        description: '2nd Battalion seizes OBJ FOX NLT 150600Z MAR 27 to secure the river crossing.',
        documents: [
          {
            id: 'doc-1',
            title: 'Engineer estimate',
            classification: 'UNCLASS',
            createdAt: '2027-01-01T00:00:00Z',
            pages: [
              { page: 1, text: 'The bridge at OBJ FOX is intact.' },
              { page: 2, text: 'Enemy mines near the river crossing could delay the assault on OBJ FOX.' },
            ],
          },
        ],
      },
      { now },
    );
    expect(a.references.length).toBeGreaterThan(0);
    const fromDocument = a.risks.find((r) => r.source === 'document');
    expect(fromDocument?.citation).toMatchObject({ documentId: 'doc-1', page: 2, start: 0 });
    expect(fromDocument?.citation?.quote).toContain('mines');
  });
});

describe('analyseMission on real orders: unit designations, sustainment missions, date-time groups', () => {
  const NOW_2026 = Date.UTC(2026, 10, 27, 12, 0);
  const CLP =
    '2-7 IN conducts a night combat logistics patrol from FOB HAMMER to COP KEYSTONE NLT 220400ZAUG09 to resupply A/2-7 IN with Class I and Class V.';

  it('reads a combat logistics patrol: the unit whole, its own task, the place and the DTG as written', () => {
    const a = analyseMission({ description: CLP }, { now: NOW_2026 });
    expect(a.who.text).toBe('2-7 IN');
    expect(a.what.text).toBe('conducts a night combat logistics patrol');
    expect(a.what.verb).toBe('combat logistics patrol');
    expect(a.where.text).toBe('from FOB HAMMER to COP KEYSTONE');
    expect(a.when.time).toBe('2009-08-22T04:00:00.000Z');
    expect(a.why.text).toBe('to resupply A/2-7 IN with Class I and Class V');
    expect(a.notices).not.toContain(
      'No tactical task was found in the description. State the task with a verb such as seize, secure, clear or defend.',
    );
    expect(a.specifiedTasks[0]!.text).toBe(
      'Conduct a night combat logistics patrol from FOB HAMMER to COP KEYSTONE',
    );
    expect(a.impliedTasks.map((t) => t.text)).toContain(
      'Plan the load plan and the transfer of supplies at COP KEYSTONE',
    );
    expect(a.phases.map((p) => p.name)).toEqual(['Preparation', 'Movement', 'Delivery', 'Return']);
  });

  it('reads a relief in place and a resupply as missions with their own tasks', () => {
    const rip = analyseMission(
      {
        description:
          '2BCT conducts a relief in place with 1BCT in AO LION NLT 251800ZSEP27 to maintain security of MSR TAMPA.',
      },
      { now: NOW_2026 },
    );
    expect(rip.who.text).toBe('2BCT');
    expect(rip.what.verb).toBe('relief in place');
    expect(rip.impliedTasks.map((t) => t.text)).toContain('Plan the transfer of authority');
    const resupply = analyseMission(
      {
        description:
          '299th BSB resupplies 2-7 IN with Class III (bulk) at LRP 2 NLT 230200ZAUG27 to sustain the attack.',
      },
      { now: NOW_2026 },
    );
    expect(resupply.who.text).toBe('299th BSB');
    expect(resupply.what.text).toBe('resupplies 2-7 IN with Class III (bulk)');
    expect(resupply.where.text).toBe('at LRP 2');
  });

  it('names the unit without its article and keeps a spelled designation whole', () => {
    const a = analyseMission(
      {
        description:
          'The 1st Battalion, 505th Parachute Infantry Regiment secures LZ HAWK at H-hour to allow the air assault.',
      },
      { now: NOW_2026 },
    );
    expect(a.who.text).toBe('1st Battalion, 505th Parachute Infantry Regiment');
    expect(a.when.relative).toBe('H-hour');
  });
});
