import fs from 'node:fs';
import path from 'node:path';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { MIGRATIONS_DIR } from './migrate';

/*
 * Migration 0007 gives the results older releases stored a record of their sources: every document their
 * stored JSON cites, whoever posted it, and never a file THINK kept with an analysis ('attachment-1' ...).
 * An attachments list a client posted before the upgrade exempts nothing after it.
 */
let server: TestServer;
let user: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  user = await server.user('upgrade.reader');
});
afterAll(() => server?.close());

/** The statements of migration 0007 that fill the record of what was stored before it. */
function backfill(): string[] {
  const sql = fs.readFileSync(path.join(MIGRATIONS_DIR, '0007_recorded_sources.sql'), 'utf8');
  return sql
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => /^(--.*\n)*UPDATE/m.test(statement));
}

describe('migration 0007: the record of stored results', () => {
  it('records every cited document of a stored message and plan, never a kept attachment', async () => {
    const pool = server.db.database.pool;
    const { body: conversation } = await user.client.post('/api/conversations', {
      centerType: 'THINK',
      title: 'Stored before the upgrade',
    });
    const metadata = {
      result: { passages: [{ citation: { documentId: 'doc-s', quote: 'The relay fails at night.' } }] },
      findings: [{ citations: [{ documentId: 'attachment-1', quote: 'From the attached file.' }] }],
      // What a client posted before the upgrade: it must not exempt doc-s.
      attachments: [{ id: 'doc-s', name: 'brief.txt' }],
    };
    const { body: message } = await user.client.post(`/api/conversations/${conversation.id}/messages`, {
      role: 'assistant',
      content: 'x',
      metadata,
    });
    const { body: board } = await user.client.post('/api/plans/orchestrate', {
      description: '2nd Battalion seizes OBJ FOX to deny the enemy the river crossing.',
    });
    const planResult = { ...board.plan.result, analysis: { ...board.plan.result.analysis } };
    planResult.analysis.references = [{ documentId: 'doc-p', quote: 'The crossing is mined.' }];
    // As an older release left them: no record.
    await pool.query(`UPDATE messages SET source_ids = '{}' WHERE id = $1`, [message.id]);
    await pool.query(`UPDATE plans SET source_ids = '{}', result = $2 WHERE id = $1`, [
      board.plan.id,
      JSON.stringify(planResult),
    ]);

    const statements = backfill();
    expect(statements).toHaveLength(2);
    for (const statement of statements) await pool.query(statement);

    const messages = await pool.query('SELECT source_ids FROM messages WHERE id = $1', [message.id]);
    expect(messages.rows[0].source_ids).toEqual(['doc-s']);
    const plans = await pool.query('SELECT source_ids FROM plans WHERE id = $1', [board.plan.id]);
    expect(plans.rows[0].source_ids).toEqual(['doc-p']);
  });
});
