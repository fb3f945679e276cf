import type { SourceDocument } from '@csw/engine';
import { startTestServer, type TestServer, type TestUser } from '../../test/support/test-server';
import { insertTestDocument } from './testing/analysis-fixtures';
import { loadLibraryBackground, recurringWords } from './library-background';

let server: TestServer;
let alice: TestUser;
let bob: TestUser;

const source = (id: string, text: string): SourceDocument => ({
  id,
  title: id,
  classification: 'UNCLASS',
  createdAt: '2026-01-01T00:00:00.000Z',
  text,
});

beforeAll(async () => {
  server = await startTestServer();
  alice = await server.user('alice.analyst');
  bob = await server.user('bob.planner');
  const db = server.db.database.db;
  const own = (ownerId: string, content: string) =>
    insertTestDocument(db, { ownerId, title: 'Doc', content });
  await own(alice.id, 'The quorvex relay failed twice; quorvex crews reset it.');
  await own(alice.id, 'Quorvex relays need spare parts.');
  await own(alice.id, 'Fuel convoys moved at night.');
  await own(bob.id, 'The quorvex relay of another unit, which alice may not read.');
});

afterAll(() => server?.close());

describe('recurringWords', () => {
  it('keeps the words two or more documents use, lower case, most widespread first', () => {
    const words = recurringWords([
      source('a', 'Relay crews and the Relay.'),
      source('b', 'relay crews'),
      source('c', 'crews only'),
    ]);
    expect(words.slice(0, 2)).toEqual(['crews', 'relay']);
    expect(words).not.toContain('only');
  });
});

describe('loadLibraryBackground', () => {
  it('counts, for each recurring word, the documents the user may read that hold it (stemmed)', async () => {
    const background = await loadLibraryBackground(server.app.services.library.index, alice.id, [
      source('x', 'quorvex relay fuel'),
      source('y', 'quorvex relays fuel'),
    ]);
    expect(background).toBeDefined();
    // Alice's two documents about the relay; Bob's is not counted.
    expect(background!.documentFrequencies.quorvex).toBe(2);
    expect(background!.documentFrequencies.fuel).toBeGreaterThanOrEqual(1);
    expect(background!.documents).toBeGreaterThanOrEqual(3);
    const bobs = await loadLibraryBackground(server.app.services.library.index, bob.id, [
      source('x', 'quorvex relay'),
      source('y', 'quorvex relay'),
    ]);
    expect(bobs!.documentFrequencies.quorvex).toBe(1);
    // "relay" and "relays" are one word to the index.
    expect(bobs!.documentFrequencies.relay).toBe(1);
  });

  it('has nothing to measure when no word recurs', async () => {
    expect(
      await loadLibraryBackground(server.app.services.library.index, alice.id, [
        source('x', 'alpha'),
        source('y', 'beta'),
      ]),
    ).toBeUndefined();
  });
});
