import { PLANNING_MESSAGES } from '@csw/contracts';
import { analyseMission } from './analyse-mission';
import { backPlan } from './timeline';

const NOW = Date.UTC(2026, 10, 27, 12, 0);
const ORDER =
  'Not later than 22 0400 Aug 09, 1st Brigade secures ROUTE SOUTH DAKOTA to enable the movement of humanitarian assistance materials.';

describe('backPlan of an order whose dates have passed', () => {
  const analysis = analyseMission({ description: ORDER }, { now: NOW });

  it('reads the DTG year as written and says which date it read, and what to give', () => {
    expect(analysis.when.time).toBe('2009-08-22T04:00:00.000Z');
    const t = backPlan(analysis, { now: NOW });
    expect(t.status).toBe('passed');
    expect(t.message).toContain(PLANNING_MESSAGES.missionTimePassed);
    expect(t.message).toContain('220400Z AUG 09 (22 Aug 2009)');
    expect(t.message).toContain('receipt of mission');
  });

  it("back-plans from the receipt of mission the user gives, on the order's own dates", () => {
    const receivedAt = Date.UTC(2009, 7, 19, 4, 0);
    const t = backPlan(analysis, { now: NOW, receivedAt });
    expect(t.status).toBe('ok');
    expect(t.receivedAt).toBe('2009-08-19T04:00:00.000Z');
    expect(t.missionTime).toBe('2009-08-22T04:00:00.000Z');
    // One third of the 72 hours for this echelon: orders are due 24 hours after receipt.
    expect(t.ordersDue).toBe('2009-08-20T04:00:00.000Z');
  });

  it('says so when the receipt given is after the mission time', () => {
    const t = backPlan(analysis, { now: NOW, receivedAt: Date.UTC(2009, 7, 23) });
    expect(t.status).toBe('passed');
    expect(t.message).toContain('not after the receipt of mission');
  });
});
