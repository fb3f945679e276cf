import { textFingerprints } from '@csw/engine';
import { startTestServer, type TestServer, type TestUser } from '../../../test/support/test-server';
import { RestrictedFingerprints } from './restricted-fingerprints';

/*
 * The fingerprint index follows every write to the library through the database's change log, whichever
 * process made it: a second index over the same database stands for another API process.
 */
let server: TestServer;
let owner: TestUser;

const PASSAGE =
  'The relief column forms up behind the quarry at dusk and moves without lights along the canal road to the mill';
const hashesOf = (text: string) => textFingerprints([text]);

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.user('fingerprints.owner');
});
afterAll(() => server?.close());

function otherProcess(): RestrictedFingerprints {
  return new RestrictedFingerprints(server.db.database.db);
}

it('holds a SECRET document from its creation, drops it when re-marked UNCLASS, and when deleted', async () => {
  const index = otherProcess();
  await index.sync();
  const created = await owner.client.post('/api/documents', {
    title: 'Relief column',
    content: `Orders. ${PASSAGE}.`,
    classification: 'SECRET',
    category: 'command-control',
    documentType: 'Order',
  });
  const id = created.body.id as string;
  expect(await index.holders(hashesOf(PASSAGE))).toContain(id);

  const edited = await owner.client.put(`/api/documents/${id}`, {
    content: 'Orders. The column waits for the signal.',
    version: 1,
  });
  expect(edited.status).toBe(200);
  expect(await index.holders(hashesOf(PASSAGE))).not.toContain(id);
  expect(await index.holders(hashesOf('Orders. The column waits for the signal.'))).toEqual(new Set());

  await owner.client.put(`/api/documents/${id}`, { content: `Orders. ${PASSAGE}.`, version: 2 });
  expect(await index.holders(hashesOf(PASSAGE))).toContain(id);
  const lowered = await owner.client.put(`/api/documents/${id}`, {
    title: 'Relief column (released)',
    content: `Released. ${PASSAGE.split(' ').slice(0, 6).join(' ')}.`,
    classification: 'UNCLASS',
    classificationReason: 'Released after the operation',
    version: 3,
  });
  expect(lowered.status).toBe(200);
  expect(await index.holders(hashesOf(PASSAGE))).not.toContain(id);

  await owner.client.put(`/api/documents/${id}`, {
    content: `Orders. ${PASSAGE}.`,
    classification: 'SECRET',
    version: 4,
  });
  expect(await index.holders(hashesOf(PASSAGE))).toContain(id);
  expect((await owner.client.delete(`/api/documents/${id}`)).status).toBeLessThan(300);
  expect(await index.holders(hashesOf(PASSAGE))).not.toContain(id);
});

it('fingerprints the title, category and type of a restricted document, not only its text', async () => {
  const title = 'Night move of the relief column along the canal road to the old mill';
  const created = await owner.client.post('/api/documents', {
    title,
    content: 'See the annex.',
    classification: 'SECRET',
    category: 'command-control',
    documentType: 'Order',
  });
  const index = otherProcess();
  expect(await index.holders(hashesOf(title))).toContain(created.body.id);
});

it('holds no UNCLASS document', async () => {
  const words = 'An open note about the canal road and the mill that anyone in the section may read today';
  await owner.client.post('/api/documents', {
    title: 'Open note',
    content: words,
    category: 'command-control',
    documentType: 'Note',
  });
  expect(await otherProcess().holders(hashesOf(words))).toEqual(new Set());
});
