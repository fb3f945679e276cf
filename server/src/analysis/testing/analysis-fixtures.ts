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

/** Every document id cited anywhere in a value (passages, patterns, assumptions, sections ...). */
export function citedDocumentIds(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => citedDocumentIds(item, found));
  else if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.documentId === 'string' && typeof record.quote === 'string')
      found.add(record.documentId);
    Object.values(record).forEach((item) => citedDocumentIds(item, found));
  }
  return found;
}

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
