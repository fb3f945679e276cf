import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Classification } from '@csw/contracts';
import type { Db } from '../../db/database';
import { SERVER_ROOT } from '../../paths';

/** The body of a seeded library document (server/src/seed/library/<id>.md), without its front matter. */
export function seedText(id: string): string {
  const file = fs.readFileSync(path.join(SERVER_ROOT, 'src/seed/library', `${id}.md`), 'utf8');
  return file.replace(/^---[\s\S]*?\n---\n/, '').trim();
}

export interface TestDocument {
  /** Owner; null puts it in the organisation's library. */
  ownerId: string | null;
  title: string;
  content: string;
  classification?: Classification;
  pageMap?: { page: number; start: number; end: number }[];
}

export async function insertTestDocument(db: Db, doc: TestDocument): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`
    INSERT INTO documents (id, owner_id, title, content, classification, category, document_type, page_map)
    VALUES (${id}, ${doc.ownerId}, ${doc.title}, ${doc.content}, ${doc.classification ?? 'UNCLASS'}, 'user-uploaded',
            'User Document', ${doc.pageMap ? JSON.stringify(doc.pageMap) : null}::jsonb)`);
  return id;
}

export { citedDocumentIds } from './cited-documents';

/** The events of a text/event-stream body, in order; the tests' assertions check the JSON of each. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseEventStream(text: string): { event: string; data: any }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) };
    });
}
