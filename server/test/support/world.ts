import { formTeam, workInTeamMode } from './team';
import type { TestServer, TestUser } from './test-server';

/**
 * The cast of the authorization tests: an owner with a private document shared at every level, a team that
 * the owner and a teammate joined by accepting the lead's invitations (both work in team mode, so each reads
 * the other's documents), a stranger and an administrator.
 */
export interface World {
  admin: TestUser;
  owner: TestUser;
  reader: TestUser;
  writer: TestUser;
  fullGrantee: TestUser;
  teammate: TestUser;
  lead: TestUser;
  stranger: TestUser;
  /** The owner's document, shared read / write / admin. */
  docId: string;
  /** A library document (no owner). */
  libraryId: string;
  folderId: string;
  conversationId: string;
  /** Creates another document of the owner with the same grants. */
  sharedDocument(title?: string): Promise<string>;
  libraryDocument(title?: string): Promise<string>;
}

export const ACTORS = ['owner', 'reader', 'writer', 'fullGrantee', 'teammate', 'stranger', 'admin'] as const;
export type Actor = (typeof ACTORS)[number];

function expectStatus(reply: { status: number; text: string }, status: number, what: string): void {
  if (reply.status !== status)
    throw new Error(`${what}: expected ${status}, got ${reply.status} ${reply.text}`);
}

export async function buildWorld(server: TestServer): Promise<World> {
  const admin = await server.user('w.admin', 'admin');
  const owner = await server.user('w.owner');
  const reader = await server.user('w.reader');
  const writer = await server.user('w.writer');
  const fullGrantee = await server.user('w.full');
  const teammate = await server.user('w.teammate');
  const lead = await server.user('w.lead', 'team_lead');
  const stranger = await server.user('w.stranger');

  await formTeam(lead, [owner, teammate]);
  // Team mode opens a peer's documents only while both work in it.
  await workInTeamMode([owner, teammate]);

  // Written straight to the database (the routes that do it are tested elsewhere): the matrix needs hundreds.
  let documentCount = 0;
  const sharedDocument = async (title = 'Operations order 7') => {
    documentCount += 1;
    const id = `matrix-doc-${documentCount}`;
    await server.db.database.pool.query(
      `WITH doc AS (INSERT INTO documents (id, owner_id, title, content) VALUES ($1, $2, $3, $4) RETURNING id)
       INSERT INTO document_shares (document_id, shared_with_user_id, permission_level, shared_by)
       SELECT doc.id, grant_to, level, $2 FROM doc, (VALUES ($5, 'read'), ($6, 'write'), ($7, 'admin')) AS g(grant_to, level)`,
      [
        id,
        owner.id,
        title,
        `${title}: the situation, the mission and the execution.`,
        reader.id,
        writer.id,
        fullGrantee.id,
      ],
    );
    return id;
  };
  let libraryCount = 0;
  const libraryDocument = async (title = 'Space Operations Reference') => {
    libraryCount += 1;
    const id = `library-test-${libraryCount}`;
    await server.db.database.pool.query(
      `INSERT INTO documents (id, owner_id, title, content, category, document_type) VALUES ($1, NULL, $2, $3, 'space-operations', 'Reference Guide')`,
      [id, title, `${title}: orbital mechanics and space domain awareness.`],
    );
    return id;
  };

  const folder = await owner.client.post('/api/folders', { name: 'Owner folder' });
  expectStatus(folder, 201, 'folder');
  const conversation = await owner.client.post('/api/conversations', {
    centerType: 'ADVISE',
    title: 'Red team of the plan',
  });
  expectStatus(conversation, 201, 'conversation');

  return {
    admin,
    owner,
    reader,
    writer,
    fullGrantee,
    teammate,
    lead,
    stranger,
    docId: await sharedDocument(),
    libraryId: await libraryDocument(),
    folderId: folder.body.id,
    conversationId: conversation.body.id,
    sharedDocument,
    libraryDocument,
  };
}
