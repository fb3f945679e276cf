import { orderDate, orderDateNotice } from './order-date';
import { orchestrateMission } from './orchestrate';

const FRAGO = [
  'COPY 2 OF 5 COPIES',
  'TF SABRE',
  '021400CMAR31',
  'FRAGO 9 TO OPORD 31-02',
  'TIME ZONE USED THROUGHOUT THE ORDER: CHARLIE.',
  '1. SITUATION. NO CHANGE. BE PREPARED TO MOVE NLT 051200CMAR31.',
  '2. MISSION. 2-14 CAV SCREENS ALONG PL IRON FROM 061800CMAR31 IN ORDER TO PROTECT THE DIVISION FLANK.',
].join('\n');
const NOW = Date.UTC(2031, 1, 20);

describe("an order's own date", () => {
  it('is the DTG on a line of its own above the first paragraph, in the zone the order states', () => {
    expect(new Date(orderDate(FRAGO, { now: NOW })!).toISOString()).toBe('2031-03-02T11:00:00.000Z');
    expect(orderDate('2-14 CAV screens along PL IRON from 061800ZMAR31.', { now: NOW })).toBeNull();
  });

  it('asks for the receipt of mission when the order is dated away from now, and not once it is given', () => {
    expect(orderDateNotice(FRAGO, { now: NOW })).toBe(
      'The order is dated 021100Z MAR 31, and the timeline runs from now: give the Receipt of mission to plan from when it was received.',
    );
    expect(orderDateNotice(FRAGO, { now: NOW, receivedAt: Date.UTC(2031, 2, 2, 12) })).toBeNull();
    expect(orderDateNotice(FRAGO, { now: Date.UTC(2031, 2, 2, 15) })).toBeNull();
  });

  it('plans a FRAGO from its receipt when given: the timeline starts there, not today', () => {
    const receivedAt = Date.UTC(2031, 2, 2, 12);
    const planned = orchestrateMission({ description: FRAGO }, { now: NOW, receivedAt });
    expect(planned.timeline.receivedAt).toBe(new Date(receivedAt).toISOString());
    expect(planned.timeline.missionTime).toBe('2031-03-06T15:00:00.000Z');
    expect(planned.timeline.availableMs).toBe(Date.parse('2031-03-06T15:00:00.000Z') - receivedAt);
    expect(planned.analysis.notices.some((n) => n.startsWith('The order is dated'))).toBe(false);
    const fromNow = orchestrateMission({ description: FRAGO }, { now: NOW });
    expect(fromNow.analysis.notices).toContain(orderDateNotice(FRAGO, { now: NOW }));
  });
});
