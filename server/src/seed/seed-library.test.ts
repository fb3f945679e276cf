import { openTestDatabase, type TestDatabase } from '../../test/support/test-database';
import { readSeedDocuments, parseSeedFile } from './seed-files';
import { seedLibrary } from './seed-library';

let db: TestDatabase;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => db?.dispose());

const rows = async () =>
  (
    await db.database.pool.query(
      `SELECT id, owner_id, category, document_type, classification, created_at, version FROM documents ORDER BY id`,
    )
  ).rows;

describe('seedLibrary', () => {
  test('seeds the twelve sample documents with their metadata and the five category folders', async () => {
    const outcome = await seedLibrary(db.database.db);
    expect(outcome.inserted).toHaveLength(12);
    const seeded = await rows();
    expect(seeded.map((r) => r.id)).toEqual([
      'acq-plan-001',
      'c2-ops-001',
      'career-field-001',
      'cyber-threat-001',
      'eng-spec-001',
      'intel-report-001',
      'mission-plan-001',
      'orbital-ops-001',
      'pnt-guide-001',
      'sat-ops-001',
      'ssa-report-001',
      'training-001',
    ]);
    expect(seeded.every((r) => r.owner_id === null)).toBe(true);
    expect(seeded.filter((r) => r.classification === 'SECRET').map((r) => r.id)).toEqual([
      'intel-report-001',
      'ssa-report-001',
    ]);
    expect(seeded.find((r) => r.id === 'orbital-ops-001')).toMatchObject({
      category: 'space-operations',
      document_type: 'Reference Guide',
      created_at: new Date('2024-05-14T08:00:00.000Z'),
    });
    const folders = await db.database.pool.query(`SELECT id FROM folders WHERE owner_id IS NULL ORDER BY id`);
    expect(folders.rows.map((r) => r.id)).toEqual([
      'command-control',
      'engineering-acquisition',
      'intelligence-cyber',
      'space-operations',
      'training-personnel',
    ]);
  });

  test('is idempotent, updates a changed text without duplicating it, and leaves a deleted one deleted', async () => {
    const again = await seedLibrary(db.database.db);
    expect(again.unchanged).toHaveLength(12);
    expect(await rows()).toHaveLength(12);

    const docs = readSeedDocuments();
    const changed = docs.map((d) =>
      d.id === 'training-001' ? { ...d, content: `${d.content}\n\nAmendment 1.`, hash: 'changed' } : d,
    );
    const updated = await seedLibrary(db.database.db, { docs: changed });
    expect(updated.updated).toEqual(['training-001']);
    const training = (await rows()).find((r) => r.id === 'training-001');
    expect(training.version).toBe(2);
    const content = await db.database.pool.query(`SELECT content FROM documents WHERE id = 'training-001'`);
    expect(content.rows[0].content).toMatch(/Amendment 1\.$/);

    await db.database.pool.query(`DELETE FROM documents WHERE id = 'career-field-001'`);
    const afterDelete = await seedLibrary(db.database.db, { docs });
    expect(afterDelete.deleted).toEqual(['career-field-001']);
    expect(await rows()).toHaveLength(11);
  });
});

describe('parseSeedFile', () => {
  test('reads the front matter and the text', () => {
    const doc = parseSeedFile(
      '---\nid: x-1\ntitle: A: B\nclassification: UNCLASS\ncategory: c\ndocumentType: Note\ncreatedAt: 2026-01-01T00:00:00Z\n---\nBody\r\n',
      'x.md',
    );
    expect(doc).toMatchObject({ id: 'x-1', title: 'A: B', content: 'Body', classification: 'UNCLASS' });
  });

  test('refuses a file without front matter, a missing field or an unknown classification', () => {
    expect(() => parseSeedFile('no front matter', 'a.md')).toThrow('Seed file a.md has no front matter.');
    expect(() => parseSeedFile('---\nid: x\n---\nBody', 'b.md')).toThrow('Seed file b.md lacks "title".');
    expect(() =>
      parseSeedFile(
        '---\nid: x\ntitle: t\nclassification: TOP SECRET\ncategory: c\ndocumentType: d\ncreatedAt: 2026-01-01\n---\nB',
        'c.md',
      ),
    ).toThrow('Seed file c.md has an unknown classification.');
  });
});
