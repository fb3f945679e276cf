import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { dtgIn, mission } from '../../planning/testing/missions';

let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('plan.user');
});
afterAll(() => server?.close());

async function auditCount(action: string, userId = user.id): Promise<number> {
  const rows = await server.db.database.pool.query(
    'SELECT count(*)::int AS n FROM audit_log WHERE action = $1 AND user_id = $2',
    [action, userId],
  );
  return rows.rows[0].n;
}

describe('Orchestrate Mission', () => {
  it('refuses an empty description and stores nothing', async () => {
    const reply = await user.client.post('/api/plans/orchestrate', { description: '   ' });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('Enter a mission description to orchestrate.');
    expect((await user.client.get('/api/plans')).body).toEqual([]);
  });

  it('stores the plan with its analysis, timeline and tasks, and audits TASK_ORCHESTRATE', async () => {
    const { dtg, iso } = dtgIn(3);
    const reply = await user.client.post('/api/plans/orchestrate', { description: mission(dtg) });
    expect(reply.status).toBe(201);
    const { plan, tasks, metrics, wip } = reply.body;
    expect(plan.access).toBe('owner');
    expect(plan.missionTime).toBe(iso);
    expect(plan.result.analysis.who.text).toBe('2nd Battalion');
    expect(plan.result.analysis.what.verb).toBe('seize');
    expect(plan.result.analysis.when.stated).toBe(true);
    expect(plan.result.timeline.status).toBe('ok');
    expect(tasks.length).toBe(plan.result.tasks.length);
    expect(plan.taskCount).toBe(tasks.length);
    // Blocked-by links point at the stored ids of the plan's own tasks.
    const ids = new Set(tasks.map((t: { id: string }) => t.id));
    const analysis = tasks.find((t: { title: string }) => t.title === 'Mission analysis');
    expect(analysis.blockedBy).toHaveLength(1);
    expect(ids.has(analysis.blockedBy[0])).toBe(true);
    expect(metrics.taskCount).toBe(tasks.length);
    expect(metrics.completion).toEqual({ done: 0, total: tasks.length, percent: 0 });
    expect(metrics.timeToMission.ms).toBeGreaterThan(0);
    expect(wip.map((w: { label: string }) => w.label)).toEqual(['Planning', 'In Progress', 'Done']);
    expect(await auditCount('TASK_ORCHESTRATE')).toBe(1);
  });

  it('names each missing element instead of inventing it', async () => {
    const reply = await user.client.post('/api/plans/orchestrate', {
      description: 'Seize the bridge at GRID 1234 5678.',
      title: 'No time given',
    });
    expect(reply.status).toBe(201);
    const { analysis, timeline } = reply.body.plan.result;
    expect(analysis.missing).toEqual(expect.arrayContaining(['Who is not stated', 'When is not stated']));
    expect(analysis.when).toMatchObject({ stated: false, text: null, message: 'When is not stated' });
    expect(timeline.status).toBe('no-mission-time');
    expect(reply.body.plan.title).toBe('No time given');
  });

  it('keeps several plans, reopens each with its board, and re-orchestrates into one', async () => {
    const list = await user.client.get('/api/plans');
    expect(list.status).toBe(200);
    expect(list.body.length).toBe(2);
    const [latest, first] = list.body;
    expect(latest.title).toBe('No time given');
    const reopened = await user.client.get(`/api/plans/${first.id}`);
    expect(reopened.status).toBe(200);
    expect(reopened.body.tasks.length).toBe(first.taskCount);

    const { dtg } = dtgIn(5);
    const again = await user.client.post('/api/plans/orchestrate', {
      description: mission(dtg),
      planId: latest.id,
    });
    expect(again.status).toBe(201);
    expect(again.body.plan.id).toBe(latest.id);
    expect(again.body.plan.result.timeline.status).toBe('ok');
    expect((await user.client.get('/api/plans')).body.length).toBe(2);
  });

  it('lists the plans newest first by when each was made, however recently an older one was changed', async () => {
    const planner = await server.user('plan.order');
    const make = async (title: string) => {
      const reply = await planner.client.post('/api/plans/orchestrate', {
        description: mission(dtgIn(3).dtg),
        title,
      });
      expect(reply.status).toBe(201);
      return reply.body as { plan: { id: string }; tasks: { id: string }[] };
    };
    const older = await make('Older plan');
    const newer = await make('Newer plan');
    // Working on the older plan changes it, but it was still made first.
    const moved = await planner.client.put(`/api/tasks/${older.tasks[0]!.id}`, {
      status: 'in-progress',
      version: 1,
    });
    expect(moved.status).toBe(200);
    const list = (await planner.client.get('/api/plans')).body as {
      id: string;
      createdAt: string;
      updatedAt: string;
    }[];
    expect(list.map((p) => p.id)).toEqual([newer.plan.id, older.plan.id]);
    expect(Date.parse(list[0]!.createdAt)).toBeGreaterThan(Date.parse(list[1]!.createdAt));
    expect(Date.parse(list[1]!.updatedAt)).toBeGreaterThan(Date.parse(list[0]!.updatedAt));
  });

  it('reads only documents the user may read, and refuses the others as unknown', async () => {
    const other = await server.user('plan.other');
    const doc = await other.client.post('/api/documents', {
      title: 'Private estimate',
      content: 'The river crossing is mined.',
    });
    const reply = await user.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      documentIds: [doc.body.id],
    });
    expect(reply.status).toBe(404);
    const own = await user.client.post('/api/documents', {
      title: 'Engineer estimate',
      content: 'The river crossing at OBJ FOX is mined; bridging assets are short.',
    });
    const ok = await user.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      documentIds: [own.body.id],
    });
    expect(ok.status).toBe(201);
  });

  it('back-plans an order of an earlier year from the receipt of mission given, and dates D-day when given', async () => {
    const order =
      '2-7 IN conducts a night combat logistics patrol from FOB HAMMER to COP KEYSTONE NLT 220400ZAUG09 to resupply A/2-7 IN with Class I and Class V.';
    const first = await user.client.post('/api/plans/orchestrate', { description: order });
    expect(first.status).toBe(201);
    const { analysis, timeline } = first.body.plan.result;
    expect(analysis.who.text).toBe('2-7 IN');
    expect(analysis.what.verb).toBe('combat logistics patrol');
    expect(timeline.status).toBe('passed');
    expect(timeline.message).toContain('220400Z AUG 09');
    const dated = await user.client.post('/api/plans/orchestrate', {
      description: order,
      planId: first.body.plan.id,
      receivedAt: '2009-08-19T04:00:00.000Z',
    });
    expect(dated.status).toBe(201);
    expect(dated.body.plan.id).toBe(first.body.plan.id);
    expect(dated.body.plan.result.timeline).toMatchObject({
      status: 'ok',
      receivedAt: '2009-08-19T04:00:00.000Z',
      ordersDue: '2009-08-20T04:00:00.000Z',
    });
    const relative = await user.client.post('/api/plans/orchestrate', {
      description: '1-505 PIR seizes DZ FALCON NLT D-day, H+3 to establish a lodgment.',
      dDay: '2027-03-15T02:00:00.000Z',
    });
    expect(relative.body.plan.result.analysis.when.time).toBe('2027-03-15T05:00:00.000Z');
  });

  it('refuses orchestrating into a plan the user does not own', async () => {
    const [plan] = (await user.client.get('/api/plans')).body;
    const other = await server.user('plan.intruder');
    const reply = await other.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(3).dtg),
      planId: plan.id,
    });
    expect(reply.status).toBe(404);
  });
});

describe('metrics, reports and automation', () => {
  let planId: string;
  beforeAll(async () => {
    const reply = await user.client.post('/api/plans/orchestrate', {
      description: mission(dtgIn(4).dtg),
      title: 'Reports plan',
    });
    planId = reply.body.plan.id;
  });

  it('answers the metrics of the board as it is', async () => {
    const reply = await user.client.get(`/api/plans/${planId}/metrics`);
    expect(reply.status).toBe(200);
    expect(reply.body.metrics.byStatus.planning).toBe(reply.body.metrics.taskCount);
    expect(reply.body.metrics.criticalPath.taskIds.length).toBeGreaterThan(1);
    expect(reply.body.wip).toHaveLength(3);
  });

  it('writes the mission brief and the status report to the library, each with a .docx', async () => {
    for (const [kind, heading] of [
      ['mission-brief', 'RESTATED MISSION'],
      ['status-report', 'Status Report'],
    ] as const) {
      const reply = await user.client.post(`/api/plans/${planId}/reports`, { kind });
      expect(reply.status).toBe(201);
      expect(reply.body.report.kind).toBe(kind);
      const doc = await user.client.get(`/api/documents/${reply.body.documentId}`);
      expect(doc.status).toBe(200);
      expect(doc.body.content).toContain(heading);
      expect(doc.body.content).toBe(reply.body.report.text);
      const docx = await user.client.get(reply.body.docxPath);
      expect(docx.status).toBe(200);
      expect(docx.headers['content-type']).toContain('wordprocessingml');
      expect(docx.headers['content-disposition']).toContain('.docx');
      expect(docx.text.startsWith('PK')).toBe(true);
    }
    const board = await user.client.get(`/api/plans/${planId}`);
    expect(board.body.plan.reports.map((r: { kind: string }) => r.kind)).toEqual([
      'mission-brief',
      'status-report',
    ]);
    expect(await auditCount('TASK_REPORT')).toBe(2);
  });

  it('serves the .docx only of a report of this plan', async () => {
    const doc = await user.client.post('/api/documents', { title: 'Other', content: 'Not a report.' });
    expect((await user.client.get(`/api/plans/${planId}/reports/${doc.body.id}/docx`)).status).toBe(404);
  });

  it('turns workflow automation on and off, with the next 0600', async () => {
    const on = await user.client.put(`/api/plans/${planId}/automation`, { enabled: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ enabled: true, time: '0600', lastSummaryAt: null });
    const next = Date.parse(on.body.nextRunAt);
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(86_400_000);
    expect((await user.client.get(`/api/plans/${planId}`)).body.plan.automation.enabled).toBe(true);
    const off = await user.client.put(`/api/plans/${planId}/automation`, { enabled: false });
    expect(off.body).toMatchObject({ enabled: false, nextRunAt: null });
    expect((await user.client.put(`/api/plans/${planId}/automation`, { enabled: 'yes' })).status).toBe(400);
    expect(await auditCount('TASK_AUTOMATION')).toBe(2);
  });

  it('starts a plan with workflow automation on when it was ticked before the plan existed', async () => {
    const reply = await user.client.post('/api/plans/orchestrate', {
      description: 'Seize Objective HAWK by 0600 tomorrow to secure the crossing.',
      automation: true,
    });
    expect(reply.status).toBe(201);
    expect(reply.body.plan.automation).toMatchObject({ enabled: true, time: '0600' });
    expect(Date.parse(reply.body.plan.automation.nextRunAt)).toBeGreaterThan(Date.now());
    const plain = await user.client.post('/api/plans/orchestrate', { description: 'Seize Objective OWL.' });
    expect(plain.body.plan.automation.enabled).toBe(false);
  });

  it('lists no summaries before the schedule wrote any', async () => {
    const reply = await user.client.get('/api/plans/summaries');
    expect(reply.status).toBe(200);
    expect(reply.body.items).toEqual([]);
    expect(Date.parse(reply.body.now)).not.toBeNaN();
    expect((await user.client.get('/api/plans/summaries?since=yesterday')).status).toBe(400);
  });
});
