import type { Db } from '../db/database';
import { auditForReader } from '../audit/audit-for-reader';
import { findAccountById, toAuthUser } from '../data/accounts-repository';
import {
  ownAuditPage,
  ownedConversationsPage,
  ownedDocumentsPage,
  ownedOriginalBytes,
  ownedPlansPage,
  type OwnedConversation,
  type PageCursor,
  type PageRequest,
} from '../data/data-export-repository';
import type { CenterFilter } from '../data/conversations-repository';
import { listPlanTasks } from '../data/tasks-repository';
import { draftDocx, draftMarkdown } from '../drafting/export-draft';
import { conversationsForReader, withholdRecorded } from '../platform/recorded-sources';
import { reportAsRead } from '../planning/report-as-read';
import { originalFileName, uniqueNames } from './archive-names';
import type { ArchiveEntry } from './zip-stream';

/** What a section reads with: whose data, and a tally the archive's manifest reports. */
export interface SectionScope {
  db: Db;
  userId: string;
  /** Counts `n` more of a kind (documents, tasks, audit entries ...) for the manifest. */
  tally(kind: string, n?: number): void;
}

/**
 * One kind of data in the archive: a folder of entries read page by page. A new kind of data is one more
 * section in ARCHIVE_SECTIONS; the archive, its manifest and its audit entry follow.
 */
export interface ArchiveSection {
  folder: string;
  entries(scope: SectionScope): AsyncIterable<ArchiveEntry>;
}

const PAGE = 25;
const AUDIT_PAGE = 500;

type PagedReader<T> = (page: PageRequest) => Promise<T[]>;

/** The pages of a keyset-paged reader, in order, each read when the one before has been used. */
async function* pagesOf<T extends { id: string }>(read: PagedReader<T>, limit: number): AsyncIterable<T[]> {
  let cursor: PageCursor = null;
  for (;;) {
    const page = await read({ cursor, limit });
    yield page;
    if (page.length < limit) return;
    cursor = page[page.length - 1]!.id;
  }
}

/** Every row of a keyset-paged reader, one page in memory at a time. */
async function* paged<T extends { id: string }>(read: PagedReader<T>): AsyncIterable<T> {
  for await (const page of pagesOf(read, PAGE)) yield* page;
}

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

// Formats that are already compressed gain nothing from deflate.
const compressed = (mimeType: string) => !/^text\/|json|xml|markdown/i.test(mimeType);

/** Documents: the uploaded original where there is one, .docx and Markdown with the banner, the metadata. */
export const documentsSection: ArchiveSection = {
  folder: 'documents',
  async *entries({ db, userId, tally }) {
    const nameOf = uniqueNames();
    for await (const stored of paged((page) => ownedDocumentsPage(db, userId, page))) {
      // A report of a plan withholds what its reader can no longer read, as the plan does.
      const doc = await reportAsRead(db, stored, userId);
      const name = nameOf(doc.title, doc.id);
      const dir = `documents/${name}`;
      const modified = new Date(doc.updatedAt);
      const writerInput = {
        title: doc.title,
        content: doc.content,
        classification: doc.classification,
        citations: [],
      };
      const { content: _content, ...metadata } = doc;
      yield { path: `${dir}/document.json`, body: json(metadata), modified };
      yield { path: `${dir}/${name}.md`, body: draftMarkdown(writerInput), modified };
      yield { path: `${dir}/${name}.docx`, body: await draftDocx(writerInput), store: true, modified };
      if (doc.original) {
        const original = doc.original;
        // Read only when its turn comes: one original in memory at a time.
        async function* bytes() {
          const found = await ownedOriginalBytes(db, userId, doc.id);
          if (found) yield found;
        }
        yield {
          path: `${dir}/original/${originalFileName(original.filename, `original-${name}`)}`,
          body: bytes(),
          store: compressed(original.mimeType),
          modified,
        };
        tally('originalFiles');
      }
      tally('documents');
    }
  },
};

/**
 * Conversations of the centers asked for, one JSON file each (with every message, as the user may see it
 * now: `withheldSources` counts the sources withheld from it) under `folder`, in the sub-folder `subfolder` names.
 */
function conversationSection(
  folder: string,
  centers: CenterFilter,
  subfolder: (conversation: OwnedConversation) => string = () => '',
): ArchiveSection {
  return {
    folder,
    async *entries({ db, userId, tally }) {
      const nameOf = uniqueNames();
      const pages = pagesOf((page) => ownedConversationsPage(db, userId, centers, page), PAGE);
      for await (const owned of pages) {
        // Saved results follow access: what the user can no longer read is withheld (one statement a page).
        for (const conversation of await conversationsForReader(db, userId, owned)) {
          yield {
            path: `${folder}/${subfolder(conversation)}${nameOf(conversation.title, conversation.id)}.json`,
            body: json(conversation),
            modified: new Date(conversation.updatedAt),
          };
          tally(folder);
          if (conversation.withheldSources > 0) tally('withheldSources', conversation.withheldSources);
        }
      }
    },
  };
}

/** THINK's saved analyses: each conversation with its requests and results. */
export const analysesSection = conversationSection('analyses', { only: 'THINK' });

/** The other centers' conversations (ADVISE consultations, CREATE drafts ...), one folder per center. */
export const conversationsSection = conversationSection(
  'conversations',
  { except: 'THINK' },
  (conversation) => `${conversation.centerType.toLowerCase()}/`,
);

/**
 * EXECUTE's plans, each with the tasks of its board, as the user may see them now: the words of a recorded
 * source they can no longer read are withheld from both (`withheldSources` counts those sources).
 */
export const plansSection: ArchiveSection = {
  folder: 'plans',
  async *entries({ db, userId, tally }) {
    const nameOf = uniqueNames();
    for await (const { sourceIds, ...stored } of paged((page) => ownedPlansPage(db, userId, page))) {
      const { value, withheld } = await withholdRecorded(db, userId, sourceIds, {
        plan: stored,
        tasks: await listPlanTasks(db, stored.id),
      });
      yield {
        path: `plans/${nameOf(stored.title, stored.id)}.json`,
        body: json({ ...value, withheldSources: withheld.length }),
        modified: new Date(stored.updatedAt),
      };
      tally('plans');
      tally('tasks', value.tasks.length);
      if (withheld.length > 0) tally('withheldSources', withheld.length);
    }
  },
};

/**
 * The user's own audit entries, oldest first, as one JSON array written page by page, with the titles their
 * clearance lets them see now (audit/audit-for-reader.ts).
 */
export const auditSection: ArchiveSection = {
  folder: 'audit',
  async *entries({ db, userId, tally }) {
    const account = await findAccountById(db, userId);
    const clearance = account ? toAuthUser(account).clearance : 'UNCLASS';
    // One chunk per page: deflate compresses a page far better than a line at a time.
    async function* body() {
      yield '[';
      let written = 0;
      for await (const stored of pagesOf((request) => ownAuditPage(db, userId, request), AUDIT_PAGE)) {
        if (stored.length === 0) continue;
        const page = await auditForReader(db, clearance, stored);
        const lines = page.map((entry, i) => `${written + i === 0 ? '\n' : ',\n'}${JSON.stringify(entry)}`);
        yield lines.join('');
        written += page.length;
        tally('auditEntries', page.length);
      }
      yield '\n]\n';
    }
    yield { path: 'audit/my-audit-entries.json', body: body() };
  },
};

/** The archive, in order. */
export const ARCHIVE_SECTIONS: readonly ArchiveSection[] = [
  documentsSection,
  analysesSection,
  conversationsSection,
  plansSection,
  auditSection,
];
