import {
  classificationRank,
  clearedFor,
  highestClassification,
  type AuditAction,
  type Classification,
} from '@csw/contracts';
import type { Db } from '../db/database';
import type { AuthUser } from '../data/accounts-repository';
import {
  findVisibleDocument,
  updateDocument,
  type DocumentChanges,
  type DocumentView,
} from '../data/documents-repository';
import { findVisibleFolder } from '../data/folders-repository';
import { POLICIES } from '../authorization/policies';
import type { SignedInActor } from '../platform/actor';
import { forbidden, invalid, notFound, staleVersion } from '../platform/errors';
import { WORDED_FIELDS, textChange } from '../audit/text-change';
import { derivedMarking, type DerivedMarking, type WrittenText } from './derived-marking';
import type { LibraryService } from './library-service';

/** Who may file a document in a folder: its owner (and, for the organisation library, an administrator). */
export const mayMove = (doc: Pick<DocumentView, 'access'>) =>
  doc.access === 'owner' || doc.access === 'library';

/** What the write path needs of the platform. */
export interface DocumentWriteContext {
  db: Db;
  library: Pick<LibraryService, 'fingerprints' | 'indexDocument'>;
}

export const MARKING_MESSAGES = {
  notCleared: (level: Classification) =>
    `You are not cleared for ${level}: you cannot mark a document ${level}.`,
  lowerNotAllowed: "Only the document's owner or an administrator can lower its classification.",
  lowerNeedsReason: 'Give a reason for lowering the classification (classificationReason).',
  belowFloor: (asked: Classification, derived: DerivedMarking, level: Classification) =>
    `It cannot be marked ${asked}: its words are held by ${holdersOf(derived)} marked ${level}.`,
  raised: (level: Classification, titles: readonly string[]) =>
    `Marked ${level} because it holds words of ${titles.length === 1 ? 'a document' : 'documents'} marked ${level}: ${titles.join(', ')}.`,
  kept: (level: Classification) =>
    `Kept at ${level}: only the owner or an administrator can lower a marking, with a reason.`,
  versionRequired:
    'Send the version of the document your change was made on (version), so that a newer change is not lost.',
  moveOwnerOnly: 'Only the owner can move a document to another folder.',
  stale: (version: number) =>
    `This document was changed by someone else (it is now at version ${version}). Reload it and apply your change again, or keep your text as a copy.`,
} as const;

/** The lower of two markings. */
const lowestClassification = (a: Classification, b: Classification): Classification =>
  classificationRank(a) <= classificationRank(b) ? a : b;

/** The documents holding a text's words as its writer may be told: titles they may read, the others counted. */
function holdersOf(derived: DerivedMarking): string {
  const { titles } = derived;
  const hidden = derived.unreadable.count;
  const named =
    titles.length > 0 ? `${titles.length === 1 ? 'a document' : 'documents'} (${titles.join(', ')})` : '';
  const others = hidden > 0 ? `${hidden} ${hidden === 1 ? 'document' : 'documents'} you cannot open` : '';
  return [named, others].filter(Boolean).join(' and ');
}

/** Why a marking is above the one asked for, as a writer's screen says it. */
export type RaisedMessage = (level: Classification, titles: readonly string[]) => string;

export interface MarkingDecision {
  classification: Classification;
  /** Why it is above what was asked (or kept), or null. */
  reason: string | null;
}

/**
 * THE classification rule. A marking is at least the highest marking of what the text came from
 * (`derived`, decided on the server); nobody marks above their own clearance; and only the owner or an
 * administrator lowers a document's marking, with a reason, and never below what its own words hold (the
 * floor: every restricted document sharing a run of its words, those the writer may not read included, up
 * to the current marking): such a lowering is refused, naming the documents. `keepHigher`: a lower ask
 * without a reason keeps the current marking (and says so) instead of being refused, for writers such as
 * CREATE's Save that send no marking of their own.
 */
export function decideMarking(input: {
  user: AuthUser;
  requested: Classification | undefined;
  current?: { classification: Classification; access: DocumentView['access'] };
  lowerReason?: string;
  derived: DerivedMarking;
  keepHigher?: boolean;
  raisedMessage?: RaisedMessage;
}): MarkingDecision {
  const { user, current, derived } = input;
  let wanted = input.requested ?? current?.classification ?? 'UNCLASS';
  let reason: string | null = null;
  if (!clearedFor(user.clearance, wanted)) throw forbidden(MARKING_MESSAGES.notCleared(wanted));
  if (current && classificationRank(wanted) < classificationRank(current.classification)) {
    const mayLower = current.access === 'owner' || user.role === 'admin';
    const lowerReason = input.lowerReason?.trim();
    if (input.keepHigher && (!mayLower || !lowerReason)) {
      reason = MARKING_MESSAGES.kept(current.classification);
      wanted = current.classification;
    } else if (!mayLower) throw forbidden(MARKING_MESSAGES.lowerNotAllowed);
    else if (!lowerReason) throw invalid(MARKING_MESSAGES.lowerNeedsReason);
    const floor = highestClassification([
      derived.classification,
      lowestClassification(derived.unreadable.classification, current.classification),
    ]);
    if (classificationRank(floor) > classificationRank(wanted))
      throw forbidden(MARKING_MESSAGES.belowFloor(wanted, derived, floor));
  }
  if (classificationRank(derived.classification) > classificationRank(wanted))
    return {
      classification: derived.classification,
      reason: (input.raisedMessage ?? MARKING_MESSAGES.raised)(derived.classification, derived.titles),
    };
  return { classification: wanted, reason };
}

/**
 * The marking of a new text written by `user` (a JSON create, an upload, a saved or exported draft, a plan,
 * a report): every field of it is checked (title, text, category, type).
 */
export async function markNewDocument(
  ctx: DocumentWriteContext,
  user: AuthUser,
  requested: Classification | undefined,
  text: WrittenText | string,
  citedIds: readonly string[] = [],
  raisedMessage?: RaisedMessage,
): Promise<MarkingDecision> {
  const derived = await derivedMarking(
    { db: ctx.db, fingerprints: ctx.library.fingerprints },
    user,
    text,
    citedIds,
  );
  return decideMarking({ user, requested, derived, raisedMessage });
}

export interface DocumentUpdate {
  changes: DocumentChanges;
  /**
   * The version the writer's copy was made on: a stale write is refused (409 with the current version), and
   * so is a write that does not say (400), after the permission check.
   */
  expectedVersion: number | undefined;
  /** Why the marking goes down (owner or administrator only). */
  lowerReason?: string;
  /** Documents the new text cites (CREATE's citations): their marking is read on the server. */
  citedIds?: readonly string[];
  keepHigher?: boolean;
  /** Why the marking was raised, as this writer's screen says it (MARKING_MESSAGES.raised by default). */
  raisedMessage?: RaisedMessage;
  action: AuditAction;
  /** More for the audit entry (what kind of write it was). */
  details?: Record<string, unknown>;
}

/**
 * A field's old and new value for the audit entry; a worded field (the text, the title, category and type)
 * by its length and digest, never its words.
 */
function changeOf(field: keyof DocumentView, from: unknown, to: unknown): Record<string, unknown> {
  return WORDED_FIELDS.has(field) ? textChange(from, to) : { from, to };
}

/**
 * THE write path of a document that exists (REVIEW's edit, CREATE's Save over a saved draft): the permission
 * check, the folder check, the classification rule, the version check and the audit entry with the old and new
 * value of every changed field, in one transaction. Fields not given keep their values.
 */
export async function updateDocumentAs(
  ctx: DocumentWriteContext,
  actor: SignedInActor,
  doc: DocumentView,
  update: DocumentUpdate,
): Promise<{ document: DocumentView; marking: MarkingDecision }> {
  const { user } = actor;
  const refusal = POLICIES.document.refuse('update', doc, user);
  if (refusal) {
    await actor.denied(ctx.db, { resource: 'document', id: doc.id, action: 'update' });
    throw forbidden(refusal);
  }
  const asked = update.changes;
  const { expectedVersion } = update;
  if (expectedVersion === undefined) throw invalid(MARKING_MESSAGES.versionRequired);
  if (asked.folderId !== undefined && asked.folderId !== doc.folderId) {
    if (!mayMove(doc)) throw forbidden(MARKING_MESSAGES.moveOwnerOnly);
    if (asked.folderId && !(await findVisibleFolder(ctx.db, user.id, asked.folderId)))
      throw notFound('Folder not found.');
  }
  // Every save derives the marking again from the text as it will be, all its fields: a marking changed
  // without a word changed is held to the same floor as an edit.
  const derived = await derivedMarking(
    { db: ctx.db, fingerprints: ctx.library.fingerprints },
    user,
    {
      title: asked.title ?? doc.title,
      content: asked.content ?? doc.content,
      category: asked.category ?? doc.category,
      documentType: asked.documentType ?? doc.documentType,
    },
    update.citedIds ?? [],
    doc.id,
  );
  const marking = decideMarking({
    user,
    requested: asked.classification,
    current: { classification: doc.classification, access: doc.access },
    lowerReason: update.lowerReason,
    derived,
    keepHigher: update.keepHigher,
    raisedMessage: update.raisedMessage,
  });
  const changes: DocumentChanges = { ...asked, classification: marking.classification };
  const fields = (Object.keys(changes) as (keyof DocumentChanges)[]).filter(
    (field) => changes[field] !== undefined && changes[field] !== doc[field],
  );
  const lowered = classificationRank(marking.classification) < classificationRank(doc.classification);
  const done = await ctx.db.transaction(async (tx) => {
    if (!(await updateDocument(tx, doc.id, changes, expectedVersion))) return false;
    await actor.audit(tx, {
      action: update.action,
      details: {
        documentId: doc.id,
        classification: marking.classification,
        version: expectedVersion + 1,
        ...update.details,
        fields,
        changes: Object.fromEntries(fields.map((f) => [f, changeOf(f, doc[f], changes[f])])),
        ...(lowered ? { loweredBecause: update.lowerReason?.trim() } : {}),
      },
    });
    return true;
  });
  const current = await findVisibleDocument(ctx.db, user.id, doc.id);
  if (!done) {
    if (!current) throw notFound(POLICIES.document.notFound);
    throw staleVersion(MARKING_MESSAGES.stale(current.version), current.version);
  }
  await ctx.library.indexDocument(doc.id);
  // Raised above the writer's clearance cannot happen (they read every source), so they still see it.
  if (!current) throw notFound(POLICIES.document.notFound);
  return { document: current, marking };
}
