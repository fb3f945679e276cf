import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { PlanningService } from './planning-service';
import { SummarySchedule } from './summary-schedule';
import { mission } from './testing/missions';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const at = (iso: string) => Date.parse(iso);

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  // The server's own schedule looks only once a day here: this test drives a schedule with its own clock.
  server = await startTestServer({ SUMMARY_CHECK_SECONDS: '86400' });
  user = await server.user('schedule.user');
});
afterAll(() => server?.close());

/** A plan with automation turned on at `since`. */
async function automatedPlan(since: string): Promise<string> {
  const reply = await user.client.post('/api/plans/orchestrate', {
    description: mission('150600Z MAR 27'),
    title: `Automated ${since}`,
  });
  const id = reply.body.plan.id as string;
  expect((await user.client.put(`/api/plans/${id}/automation`, { enabled: true })).status).toBe(200);
  await server.db.database.pool.query('UPDATE plans SET automation_since = $2 WHERE id = $1', [id, since]);
  return id;
}

function scheduleAt(clock: { now: number }, utcOffsetMinutes: number | null = 0): SummarySchedule {
  const db = server.db.database.db;
  const planning = new PlanningService(
    db,
    server.app.services.library,
    { summaryTime: '0600', utcOffsetMinutes, checkIntervalMs: 60_000 },
    () => clock.now,
  );
  return new SummarySchedule(db, planning, quiet);
}

async function summariesOf(planId: string): Promise<{ content: string; owner_id: string }[]> {
  const rows = await server.db.database.pool.query(
    `SELECT d.content, d.owner_id FROM plans p, jsonb_array_elements(p.reports) r
       JOIN documents d ON d.id = r.value->>'documentId'
      WHERE p.id = $1 AND (r.value->>'automated')::boolean`,
    [planId],
  );
  return rows.rows;
}

describe('the daily summary at 0600', () => {
  it('writes the status report at 0600, once a day, to the library of the plan owner', async () => {
    const planId = await automatedPlan('2027-03-13T20:00:00Z');
    const clock = { now: at('2027-03-14T05:59:00Z') };
    const schedule = scheduleAt(clock);
    expect(await schedule.runDue()).toBe(0);

    clock.now = at('2027-03-14T06:00:00Z');
    expect(await schedule.runDue()).toBe(1);
    const [summary] = await summariesOf(planId);
    expect(summary!.owner_id).toBe(user.id);
    expect(summary!.content).toMatch(/^Status Report: Automated/);
    expect(summary!.content).toContain('As of 140600Z MAR 27');

    clock.now = at('2027-03-14T18:00:00Z');
    expect(await schedule.runDue()).toBe(0);
    clock.now = at('2027-03-15T06:01:00Z');
    expect(await schedule.runDue()).toBe(1);
    expect(await summariesOf(planId)).toHaveLength(2);

    // The assistant learns of them through the summaries route.
    const notices = await user.client.get('/api/plans/summaries?since=2027-03-14T00:00:00Z');
    expect(notices.body.items.map((n: { planId: string }) => n.planId)).toEqual([planId, planId]);
    const later = await user.client.get('/api/plans/summaries?since=2027-03-14T12:00:00Z');
    expect(later.body.items).toHaveLength(1);
    const stranger = await server.user('schedule.stranger');
    expect((await stranger.client.get('/api/plans/summaries?since=2027-03-14T00:00:00Z')).body.items).toEqual(
      [],
    );

    const audited = await server.db.database.pool.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'TASK_REPORT' AND user_id = $1 AND details->>'planId' = $2`,
      [user.id, planId],
    );
    expect(audited.rows[0].n).toBe(2);
    await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
  });

  it('owes one summary, not one per missed day, after the server was down', async () => {
    const planId = await automatedPlan('2027-04-01T12:00:00Z');
    const clock = { now: at('2027-04-05T09:00:00Z') };
    const schedule = scheduleAt(clock);
    expect(await schedule.runDue()).toBe(1);
    expect(await schedule.runDue()).toBe(0);
    expect(await summariesOf(planId)).toHaveLength(1);
    await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
  });

  it('reads 0600 in the server local time', async () => {
    const planId = await automatedPlan('2027-05-01T12:00:00Z');
    // Two hours east of UTC: 0600 local is 0400Z.
    const clock = { now: at('2027-05-02T03:59:00Z') };
    const schedule = scheduleAt(clock, 120);
    expect(await schedule.runDue()).toBe(0);
    clock.now = at('2027-05-02T04:00:00Z');
    expect(await schedule.runDue()).toBe(1);
    await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
  });

  it('writes nothing for a plan whose automation is off', async () => {
    const planId = await automatedPlan('2027-06-01T12:00:00Z');
    await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
    const schedule = scheduleAt({ now: at('2027-06-03T07:00:00Z') });
    expect(await schedule.runDue()).toBe(0);
    expect(await summariesOf(planId)).toEqual([]);
  });

  it('lets only one of two schedules (two server processes) write a due summary', async () => {
    const planId = await automatedPlan('2027-07-01T12:00:00Z');
    const clock = { now: at('2027-07-02T06:00:00Z') };
    const [a, b] = [scheduleAt(clock), scheduleAt(clock)];
    const written = await Promise.all([a.runDue(), b.runDue()]);
    expect(written[0] + written[1]).toBe(1);
    expect(await summariesOf(planId)).toHaveLength(1);
    await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
  });
});
