import { analyseMission } from './analyse-mission';
import { placeName } from './place-name';

describe('placeName', () => {
  it.each([
    ['Objective RAVEN, the bridge over the Lemon River at grid NK 123 456', 'OBJ RAVEN'],
    ['OBJ FOX', 'OBJ FOX'],
    ['Phase Line RED', 'PL RED'],
    ['ROUTE SOUTH DAKOTA', 'ROUTE SOUTH DAKOTA'],
    ['the bridge over the Lemon River at grid NK 123 456', 'the bridge over the Lemon River'],
    ['the objective', 'the objective'],
  ])('names "%s" as %s', (place, name) => {
    expect(placeName(place)).toBe(name);
  });
});

describe('implied tasks read like an order', () => {
  it('names the objective briefly and gives the stated task once as the reason', () => {
    const a = analyseMission(
      {
        description:
          '2nd Battalion seizes Objective RAVEN, the bridge over the Lemon River at grid NK 123 456, not later than 0600 on 15 May in order to allow the brigade to cross.',
      },
      { now: Date.UTC(2026, 4, 1) },
    );
    expect(a.where.text).toBe('Objective RAVEN, the bridge over the Lemon River at grid NK 123 456');
    const route = a.impliedTasks.find((t) => t.text.startsWith('Plan the route'))!;
    expect(route).toMatchObject({ text: 'Plan the route to OBJ RAVEN', because: 'Seize OBJ RAVEN' });
    for (const t of a.impliedTasks) expect(`${t.text} (${t.because})`).not.toMatch(/RAVEN.*RAVEN.*RAVEN/);
  });
});
