import { findUnits } from './unit-designation';
import { analyseMission } from './analyse-mission';

const units = (text: string) => findUnits(text).map((u) => u.text);

describe('unit designations as orders write them', () => {
  it.each([
    ['2-7 IN conducts a patrol', '2-7 IN'],
    ['resupply A/2-7 IN with Class I', 'A/2-7 IN'],
    ['1/A/2-7 IN occupies OP 3', '1/A/2-7 IN'],
    ['1-505 PIR seizes DZ FALCON', '1-505 PIR'],
    ['2BCT conducts a relief in place', '2BCT'],
    ['3/1 CD clears AO BRONCO', '3/1 CD'],
    ['82nd ABN DIV seizes the airfield', '82nd ABN DIV'],
    ['TF 1-41 IN defends BP 7', 'TF 1-41 IN'],
    ['TF EAGLE escorts the convoy', 'TF EAGLE'],
    ['B Co, 2-7 IN establishes a TCP', 'B Co, 2-7 IN'],
    ['E Co (FSC), 2-7 IN conducts resupply', 'E Co (FSC), 2-7 IN'],
    ['2nd Battalion, 7th Infantry Regiment defends', '2nd Battalion, 7th Infantry Regiment'],
    ['1st Sustainment Brigade delivers Class V', '1st Sustainment Brigade'],
  ])('reads "%s" as naming %s', (text, unit) => {
    expect(units(text)[0]).toBe(unit);
  });

  it('keeps units of the same echelon apart in a list', () => {
    expect(units('2-7 IN, 1-64 AR and 3-69 AR attack')).toEqual(['2-7 IN', '1-64 AR', '3-69 AR']);
  });

  it('reads no unit in times, grids and references', () => {
    expect(units('NLT 150600Z MAR 27 at grid NK 1234 5678 (FM 5-0, para 2-90), for 3 days')).toEqual([]);
  });

  it('knows a brigade by its last echelon word', () => {
    expect(findUnits('The 101st Division Sustainment Brigade recovers')[0]!.echelon).toBe(4);
  });
});

describe('the area an operation names', () => {
  it('reads "of MSR TAMPA" as where a route clearance is done, not "of the battalion"', () => {
    const clearance = analyseMission(
      {
        description: 'B Co, 2-7 IN conducts a route clearance of MSR TAMPA NLT 280600ZFEB27 to open the MSR.',
      },
      { now: Date.UTC(2026, 10, 27) },
    );
    expect(clearance.where.text).toBe('of MSR TAMPA');
    expect(clearance.impliedTasks.map((t) => t.text)).toContain(
      'Task engineers and equipment for the clearance of MSR TAMPA',
    );
    const resupply = analyseMission(
      { description: 'E Co (FSC), 2-7 IN conducts resupply of the battalion at LRP 1 NLT 220200ZAUG27.' },
      { now: Date.UTC(2026, 10, 27) },
    );
    expect(resupply.what.text).toBe('conducts resupply of the battalion');
    expect(resupply.where.text).toBe('at LRP 1');
  });
});
