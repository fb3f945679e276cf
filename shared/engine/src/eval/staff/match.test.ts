import {
  bareName,
  carries,
  comparable,
  comparableBody,
  partOfRule,
  sameElement,
  sameName,
  sameSentence,
  sameTask,
} from './match';

describe('staff evaluation matching', () => {
  it('compares texts without layout: case, quotes, pipes, bullets, line breaks, end punctuation', () => {
    expect(comparable('- The “Gate”  guard\nchecked  IDs.')).toBe('the "gate" guard checked ids');
    expect(comparable('| ROM-09 | Tanks topped | 2 hr |')).toBe('rom-09 tanks topped 2 hr');
    expect(comparableBody('3.b.(5) The gate is locked.')).toBe('the gate is locked');
    expect(comparableBody('KP-12 Knives are counted.')).toBe('knives are counted');
    expect(comparableBody('7. Radios are signed out.')).toBe('radios are signed out');
    expect(comparableBody('(4) Radios are signed out.')).toBe('radios are signed out');
  });

  it('takes a sentence with its bullet or broken across lines as the labelled one, never a fragment', () => {
    const label = 'The night shift logged every vehicle that entered the motor pool.';
    expect(sameSentence('- The night shift logged every vehicle\nthat entered the motor pool.', label)).toBe(
      true,
    );
    expect(sameSentence('2. The night shift logged every vehicle that entered the motor pool', label)).toBe(
      true,
    );
    expect(sameSentence('The night shift logged', label)).toBe(false);
    expect(sameSentence('SUSTAIN', 'SUSTAIN: the night shift logged every vehicle.')).toBe(false);
    expect(sameSentence('', label)).toBe(false);
  });

  it('places a sentence in the rule that holds it, a rule of two sentences or a joined table row', () => {
    const rule = 'The cook checks the cooler at 0600. No food is served above 41 F.';
    expect(partOfRule('No food is served above 41 F.', rule)).toBe(true);
    expect(partOfRule('The cook checks the cooler at 0600.', rule)).toBe(true);
    expect(
      partOfRule('KP-3 The cook checks the cooler at 0600. No food is served above 41 F. 0600', rule),
    ).toBe(true);
    expect(partOfRule('at 0600', rule)).toBe(false);
    expect(partOfRule('The cook checks the freezer at 0600.', rule)).toBe(false);
  });

  it('names an actor by its name or an alias, never by one generic word', () => {
    const names = ['9th Mountain Rifle Regiment', 'the 9th'];
    expect(sameName('the 9th Mountain Rifle Regiment', names)).toBe(true);
    expect(sameName('9th', names)).toBe(true);
    expect(sameName('Regiment', names)).toBe(false);
    expect(sameName('9th Mountain Rifle Regiment headquarters', names)).toBe(true);
    expect(bareName('2nd Platoon (of the 9th Mountain Rifle Regiment)')).toBe('2nd platoon');
    expect(sameName('2nd Platoon', ['2nd Platoon (of the 9th Mountain Rifle Regiment)'])).toBe(true);
  });

  it("reads a task by its verb and words, whatever the verb's form, not by a bare verb", () => {
    const label = 'secures the ford at GRID 1234 until relieved';
    expect(sameTask('Secure the ford', label)).toBe(true);
    expect(sameTask('secures the ford at GRID 1234', label)).toBe(true);
    expect(sameTask('secures', label)).toBe(false);
    expect(sameTask('Screen the ford', label)).toBe(false);
    expect(sameTask('secure the bridge', label)).toBe(false);
  });

  it('reads where and why with or without their lead-in, either place of two', () => {
    expect(sameElement('in order to keep the road open', 'to keep the road open')).toBe(true);
    expect(sameElement('along ROUTE OAK', 'from FOB ASH to COP ELM; along ROUTE OAK')).toBe(true);
    expect(sameElement('from FOB ASH to COP ELM', 'from FOB ASH to COP ELM; along ROUTE OAK')).toBe(true);
    expect(sameElement('ASH', 'from FOB ASH to COP ELM')).toBe(false);
  });

  it('finds a fact in a draft whatever its line breaks and capitals', () => {
    expect(carries('Sustainment. Each team\ncarries TWO days of water.', 'carries two days of water')).toBe(
      true,
    );
    expect(carries('Each team carries water.', 'carries two days of water')).toBe(false);
  });
});
