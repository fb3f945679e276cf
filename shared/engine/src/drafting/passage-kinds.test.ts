import { lowerFirst, readPassage, readPassages } from './passage-kinds';

// Sentences written for these tests in the manner of staff writing (not taken from the evaluation).
const kindOf = (quote: string) => readPassage(quote).kind;

describe('passage kinds', () => {
  it('reads judgements, assumptions, requirements and recommendations from their cues', () => {
    expect(kindOf('We assess with moderate confidence that the enemy will reinforce the bridge.')).toBe(
      'judgement',
    );
    expect(kindOf('The militia is likely to mine the northern road before the harvest.')).toBe('judgement');
    expect(kindOf('We assume that host nation police keep the market open.')).toBe('assumption');
    expect(kindOf('Each battalion shall report its ammunition state by 1800 daily.')).toBe('requirement');
    expect(kindOf('Convoys should avoid the river road after dark.')).toBe('recommendation');
    expect(kindOf('Issue night vision devices to every driver before the move.')).toBe('recommendation');
  });

  it('reads causes, events, findings and evaluations', () => {
    expect(kindOf('The generator failed because the fuel filter was clogged.')).toBe('cause');
    expect(kindOf('The battalion crossed the line of departure on 4 May 2025.')).toBe('event');
    expect(kindOf('Vehicle readiness stands at 82 percent across the brigade.')).toBe('finding');
    const short = readPassage(
      'The gunnery pass rate was 70 percent against a goal of 90 percent, so the goal was not met.',
    );
    expect(short).toMatchObject({ kind: 'evaluation', polarity: 'negative' });
    const met = readPassage('Recovery took 40 minutes, which meets the standard.');
    expect(met).toMatchObject({ kind: 'evaluation', polarity: 'positive' });
  });

  it('never takes a heading, a title line, a label or a fragment for a fact', () => {
    expect(kindOf('4. CONCEPT OF SUPPORT')).toBe('heading');
    expect(kindOf('Annex C - Fires and Effects Coordination')).toBe('heading');
    expect(kindOf('Objective 3 - Border security.')).toBe('heading');
    expect(kindOf('It stays open for most of the year.')).toBe('fragment');
    expect(kindOf('Each carried about 40 litres.')).toBe('fragment');
    expect(kindOf('The following units take part:')).toBe('fragment');
    expect(kindOf('PIR 4: Will the militia move south of the river?')).toBe('fragment');
    expect(kindOf('- Loss of contact with the forward company during the storm.')).toBe('fragment');
    expect(kindOf('ROE: rules of engagement.')).toBe('fragment');
    expect(kindOf('ORGANIZATION_NAME = 2nd Battalion, 5th Infantry')).toBe('heading');
  });

  it('keeps the body prose is written from: markers, labels and the closing stop taken away', () => {
    const r = readPassage('3.2 Each company must hold two days of water.');
    expect(r).toMatchObject({
      kind: 'requirement',
      body: 'Each company must hold two days of water',
      label: null,
    });
    expect(readPassage('Target: 95 percent of vehicles mission capable by June.')).toMatchObject({
      kind: 'requirement',
      label: 'Target',
    });
    expect(readPassage('We expect the river to flood in March.').firstPerson).toBe('plural');
    expect(readPassage('This plan sets out the movement tables.').selfReference).toBe(true);
  });

  it('reads a batch as it reads each passage alone', () => {
    const quotes = [
      'We expect the river to flood in March.',
      'Each battalion shall report its ammunition state by 1800 daily.',
      '4. CONCEPT OF SUPPORT',
    ];
    expect(readPassages(quotes).map((r) => r.kind)).toEqual(quotes.map(kindOf));
  });
});

describe('lowerFirst', () => {
  it('lowers an article, never a lettered unit or a name', () => {
    expect(lowerFirst('The convoy departed at 2215.')).toBe('the convoy departed at 2215.');
    expect(lowerFirst('A Company was to move 18 vehicles.')).toBe('A Company was to move 18 vehicles.');
    expect(lowerFirst('Harrow Point keeps fuel.')).toBe('Harrow Point keeps fuel.');
  });
});
