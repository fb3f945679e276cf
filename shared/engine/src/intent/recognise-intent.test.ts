import { lightStem } from './light-stem';
import { recogniseIntent } from './recognise-intent';

describe('light stemmer', () => {
  it('brings inflections and British and American spellings together', () => {
    expect(new Set(['plan', 'plans', 'planning', 'planned'].map(lightStem))).toEqual(new Set(['plan']));
    expect(new Set(['analyse', 'analyze', 'analysing', 'analyzed', 'analyses'].map(lightStem))).toEqual(
      new Set(['analyz']),
    );
    expect(lightStem('analysis')).toBe('analysis');
    expect(lightStem('letter')).not.toBe(lightStem('let'));
    expect(lightStem('SSA')).toBe('ssa');
    expect(lightStem('F35s')).toBe('f35s');
  });
});

describe('recogniseIntent', () => {
  it.each([
    ['Analyze threat patterns in the SSA report', 'think'],
    ['assess the assumptions behind the logistics estimate', 'think'],
    ['Generate an OPORD', 'create'],
    ['Draft a memo to the battalion commander about leave policy', 'create'],
    ['please write a point paper on counter-UAS', 'create'],
    ['Find documents about GPS jamming', 'review'],
    ['search the library for space weather references', 'review'],
    ['Red team our course of action for the river crossing', 'advise'],
    ['What do you recommend: should we delay the launch?', 'advise'],
    ['Plan the convoy movement to FOB Alpha next Tuesday', 'execute'],
    ['Orchestrate the satellite handover mission', 'execute'],
    ['can you schedule the rehearsal and assign tasks', 'execute'],
  ])('routes "%s" to %s', (sentence, center) => {
    const result = recogniseIntent(sentence);
    expect(result.best?.centerId).toBe(center);
    expect(result.unclear).toBeUndefined();
  });

  it('gives the verb of the command more weight than a noun elsewhere', () => {
    const result = recogniseIntent('Plan the review of the draft order');
    expect(result.best?.centerId).toBe('execute');
    expect(result.ranked[0]?.cues).toContain('plan');
  });

  it('counts a repeated word once', () => {
    const once = recogniseIntent('plan').ranked[0]?.score;
    expect(recogniseIntent('plan plan plan plan').ranked[0]?.score).toBe(once);
  });

  it('says when nothing is there to read, when no cue is found, and when two centers are too close', () => {
    expect(recogniseIntent('   ')).toEqual({ best: null, ranked: [], unclear: 'empty' });
    expect(recogniseIntent('hello there')).toMatchObject({ best: null, unclear: 'no-cue' });
    const close = recogniseIntent('threat plan');
    expect(close.best).toBeNull();
    expect(close.unclear).toBe('ambiguous');
    expect(close.ranked.map((r) => r.centerId).sort()).toEqual(['execute', 'think']);
  });

  it('uses the keywords of the commands the centers contributed', () => {
    const sentence = 'Build a sync matrix for phase two';
    const without = recogniseIntent(sentence);
    const withCommands = recogniseIntent(sentence, {
      commands: {
        execute: [
          { id: 'sync-matrix', label: 'Build a synchronization matrix', keywords: ['sync matrix', 'sync'] },
        ],
      },
    });
    expect(withCommands.best).toMatchObject({
      centerId: 'execute',
      command: { id: 'sync-matrix', label: 'Build a synchronization matrix' },
    });
    expect(withCommands.ranked[0]!.score).toBeGreaterThan(without.ranked[0]?.score ?? 0);
  });

  it('is deterministic and ranks every center with a cue', () => {
    const sentence = 'Analyze the plan and find gaps in the draft';
    expect(recogniseIntent(sentence)).toEqual(recogniseIntent(sentence));
    expect(recogniseIntent(sentence).ranked.map((r) => r.centerId)).toEqual(
      expect.arrayContaining(['think', 'execute', 'review', 'create']),
    );
  });
});
