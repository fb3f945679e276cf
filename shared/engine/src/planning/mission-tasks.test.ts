import { analyseMission } from './analyse-mission';

const NOW = Date.UTC(2031, 0, 5);
const analyse = (description: string, utcOffsetMinutes?: number) =>
  analyseMission({ description }, { now: NOW, utcOffsetMinutes });

describe('a mission of several tasks', () => {
  it('keeps every task, each with its place, and the purpose that closes the statement', () => {
    const a = analyse(
      '3-12 CAV conducts a wet-gap crossing of the Varda River at crossing site ECHO and seizes OBJ GARNET NLT 160500Z APR 31 in order to establish a far-side bridgehead for the division.',
    );
    expect(a.who.text).toBe('3-12 CAV');
    expect(a.what.tasks?.map((t) => [t.verb, t.text, t.where])).toEqual([
      [
        'gap crossing',
        'conducts a wet-gap crossing of the Varda River at crossing site ECHO',
        'at crossing site ECHO',
      ],
      ['seize', 'seizes OBJ GARNET', 'OBJ GARNET'],
    ]);
    expect(a.what.text).toBe('conducts a wet-gap crossing of the Varda River and seizes');
    expect(a.where.text).toBe('at crossing site ECHO; OBJ GARNET');
    expect(a.why.text).toBe('in order to establish a far-side bridgehead for the division');
    expect(a.missing).toEqual([]);
    expect(a.restatedMission).toBe(
      '3-12 CAV conducts a wet-gap crossing of the Varda River at crossing site ECHO and seizes OBJ GARNET NLT 160500Z APR 31 in order to establish a far-side bridgehead for the division.',
    );
  });

  it('reads "on order attacks to seize": the infinitive is the task, the explicit marker the purpose', () => {
    const a = analyse(
      '2-9 AR conducts a tactical road march from TAA PINE to AA CEDAR, closing NLT 1800 on 3 May 2031, and on order attacks to seize OBJ ASH in order to open the corridor for the brigade.',
    );
    expect(a.what.tasks?.map((t) => t.text)).toEqual([
      'conducts a tactical road march from TAA PINE to AA CEDAR',
      'attacks to seize OBJ ASH',
    ]);
    expect(a.where.text).toBe('from TAA PINE to AA CEDAR; OBJ ASH');
    expect(a.why.text).toBe('in order to open the corridor for the brigade');
  });

  it('reads an air assault written as a verb and leaves a bare clock time out of the place', () => {
    const a = analyse(
      'TF FALCON air assaults 2-5 IN from PZ ROOK to LZ KITE at 0300 on 2 June 2031 and screens the western flank along PL AMBER until 0900 in order to protect the division crossing.',
    );
    expect(a.who.text).toBe('TF FALCON');
    expect(a.what.tasks?.map((t) => t.where)).toEqual(['from PZ ROOK to LZ KITE', 'along PL AMBER']);
    expect(a.when.time).toBe('2031-06-02T03:00:00.000Z');
  });

  it('does not take another unit after a semicolon as a task of the mission', () => {
    const a = analyse('A Co seizes OBJ PLUM to deny the enemy the ford; B Co secures the ford.');
    expect(a.what.tasks?.map((t) => t.text)).toEqual(['seizes OBJ PLUM']);
    expect(a.specifiedTasks.map((t) => t.text)).toEqual(['Seize OBJ PLUM', 'Secure the ford']);
  });

  it('keeps one task as before: what, where and why apart', () => {
    const a = analyse('1-22 IN secures MSR LIME NLT 101200Z MAR 31 to enable the movement of fuel.');
    expect(a.what.tasks).toHaveLength(1);
    expect(a.what.text).toBe('secures');
    expect(a.where.text).toBe('MSR LIME');
    expect(a.why.text).toBe('to enable the movement of fuel');
  });
});

describe('orders as they are written', () => {
  it('reads an ALL-CAPS message: the purpose after IN ORDER TO is the why, not the place', () => {
    const a = analyse(
      'FRAGO 3. 2. MISSION. 88TH EN CO CLEARS ROUTE TIN FROM CP 2 TO CP 7 NLT 091400CJUN31 IN ORDER TO REOPEN THE SUPPLY ROUTE TO FOB OPAL.',
    );
    expect(a.who.text).toBe('88TH EN CO');
    expect(a.where.text).toBe('ROUTE TIN FROM CP 2 TO CP 7');
    expect(a.why.text).toBe('IN ORDER TO REOPEN THE SUPPLY ROUTE TO FOB OPAL');
    // C is ZULU+3.
    expect(a.when.time).toBe('2031-06-09T11:00:00.000Z');
    expect(a.when.zoned).toBe('2031-06-09T14:00+03:00');
  });

  it('finds a mission restated for reference under "No change", without the label as its actor', () => {
    const a = analyse(
      '2. Mission. No change. For reference: 31st Signal Battalion establishes the division network in AO SLATE from 120600ZMAY31 in order to enable mission command of the attack.\n3. Execution. Changes effective 13 0600Z May 31.',
    );
    expect(a.who.text).toBe('31st Signal Battalion');
    expect(a.when.time).toBe('2031-05-12T06:00:00.000Z');
  });

  it("dates times without a letter in the order's stated zone, not the reader's, and skips header and decoy DTGs", () => {
    const order = [
      '1-40 AR',
      '021500BAUG31',
      'Time zone used throughout the order: BRAVO (ZULU+2).',
      '1. SITUATION. Be prepared to move NLT 061200BAUG31.',
      '2. MISSION. 1-40 AR defends BP 7 from 0500 on 5 August 2031 in order to deny the enemy the valley.',
    ].join('\n');
    const a = analyse(order, -300);
    expect(a.when.text).toBe('from 0500 on 5 August 2031');
    expect(a.when.time).toBe('2031-08-05T03:00:00.000Z');
    expect(a.when.zoned).toBe('2031-08-05T05:00+02:00');
    expect(a.who.text).toBe('1-40 AR');
  });

  it("uses the reader's offset when the order states no zone", () => {
    const a = analyse(
      '1-22 IN secures MSR LIME at 0600 on 10 March 2031 to enable the movement of fuel.',
      60,
    );
    expect(a.when.time).toBe('2031-03-10T05:00:00.000Z');
    expect(a.when.zoned).toBe('2031-03-10T06:00+01:00');
  });
});
