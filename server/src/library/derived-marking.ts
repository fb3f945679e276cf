import { highestClassification, type Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { restrictedHolders } from '../data/fingerprint-repository';
import { shingleHashesOf, type RestrictedFingerprints } from './fingerprints/restricted-fingerprints';

/** Where a text's marking comes from: the restricted documents it cites or holds words of. */
export interface DerivedMarking {
  classification: Classification;
  /** The sources that raised it that the writer may read, by title. */
  titles: string[];
  /**
   * The highest marking among restricted documents holding words of the text that the writer may not read
   * (UNCLASS when none), and how many there are: they do not raise a new text (its writer never saw them),
   * but an existing text is never lowered below them (document-writes.ts: the floor).
   */
  unreadable: { classification: Classification; count: number };
}

/** A text as it is written: what the marking looks at (every field a reader sees). */
export interface WrittenText {
  title?: string;
  content: string;
  category?: string;
  documentType?: string;
}

export const NOTHING_DERIVED: DerivedMarking = {
  classification: 'UNCLASS',
  titles: [],
  unreadable: { classification: 'UNCLASS', count: 0 },
};

/**
 * The marking a text must carry because of where its words come from, decided on the server: the highest
 * marking among (1) the documents it cites that the writer may read, as they are marked now, and (2) the
 * restricted documents the writer may read that share a run of 8 words with any of its fields (title, text,
 * category, type), found by looking up every shingle of the whole text in the fingerprint index of restricted
 * text after normalisation (look-alike letters and invisible characters folded), so that neither the length
 * of the text, nor decoys, nor disguised characters hide a passage. Restricted documents holding its words
 * that the writer may not read are counted apart (`unreadable`: the floor of an existing text).
 */
export async function derivedMarking(
  ctx: { db: Db; fingerprints: RestrictedFingerprints },
  reader: { id: string; clearance: Classification },
  text: WrittenText | string,
  citedIds: readonly string[],
  /** The document being saved: its own words do not raise it. */
  exceptId?: string,
): Promise<DerivedMarking> {
  const written = typeof text === 'string' ? { content: text } : text;
  const hashes = shingleHashesOf({
    title: written.title ?? '',
    content: written.content,
    category: written.category ?? '',
    documentType: written.documentType ?? '',
  });
  const holding = hashes.length > 0 ? await ctx.fingerprints.holders(hashes) : new Set<string>();
  const candidates = new Set([...holding, ...citedIds]);
  if (exceptId) candidates.delete(exceptId);
  if (candidates.size === 0) return NOTHING_DERIVED;
  const found = await restrictedHolders(ctx.db, reader.id, [...candidates]);
  const readable = found.filter((doc) => doc.readable);
  const unreadable = found.filter((doc) => !doc.readable && holding.has(doc.id));
  return {
    classification: highestClassification(readable.map((doc) => doc.classification)),
    titles: [...new Set(readable.map((doc) => doc.title))],
    unreadable: {
      classification: highestClassification(unreadable.map((doc) => doc.classification)),
      count: unreadable.length,
    },
  };
}
