import { performance } from 'node:perf_hooks';
import { startTestServer } from '../test/support/test-server.ts';
const server = await startTestServer({ RATE_LIMIT_MAX: '100000000' });
const u = await server.user('bench.user');
for (let i = 0; i < 12; i++)
  await u.client.post('/api/documents', {
    title: `Staff product ${i}`,
    content: `Paragraph ${i}. `.repeat(60),
  });
const pool = server.db.database.pool;
for (const [label, fn] of [
  ['SELECT 1', () => pool.query('SELECT 1')],
  ['session', () => u.client.get('/api/auth/me')],
  ['documents', () => u.client.get('/api/documents')],
  ['health', () => server.client().get('/api/health')],
] as const) {
  for (let i = 0; i < 50; i++) await fn();
  const t = performance.now();
  const n = 300;
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms/op');
}
// Raw list query timing
const t2 = performance.now();
for (let i = 0; i < 200; i++)
  await pool.query(
    `SELECT d.id, d.content, v.access, count(*) over() FROM visible_documents($1) v JOIN documents d ON d.id = v.document_id ORDER BY d.updated_at DESC LIMIT 50`,
    [u.id],
  );
console.log('raw list query', ((performance.now() - t2) / 200).toFixed(2), 'ms');
await server.close();
