import type { MessageDto } from '@csw/contracts';
import { recordedSourcesOf, type NewMessage } from '../data/conversations-repository';
import { readableIds } from '../data/sources-repository';
import type { Db } from '../db/database';
import { citedDocumentIds, withholdUnreadableSources } from './withheld-sources';

/*
 * Sources are the server's record. What a saved result quoted (a conversation's messages, a saved analysis,
 * a plan) is recorded by the server when it writes the result: the ids of the library documents whose words
 * it holds (messages.source_ids, plans.source_ids). Withholding checks the reader's access to exactly those
 * documents again, and never reads a message's metadata to decide what is exempt: nothing a client posts (an
 * `attachments` list naming a document, say) takes a source off the record.
 */

/**
 * A message the server writes, with its record: the documents its metadata cites and those it names as
 * read (`documentIds`, as a request's metadata keeps them), less `kept`: files kept with the conversation
 * itself (THINK's attachments, cited as 'attachment-1' ...), which are the conversation's own and not
 * documents anyone can lose access to. A client's message is recorded the same way, with nothing kept: what
 * it cites can only add to the check, never exempt a source from it.
 */
export function recordSources(
  message: Omit<NewMessage, 'sources'>,
  kept: readonly string[] = [],
): NewMessage {
  const read = message.metadata.documentIds;
  const named = Array.isArray(read) ? read.filter((id): id is string => typeof id === 'string') : [];
  const ids = new Set([...citedDocumentIds(message.metadata), ...named]);
  for (const id of kept) ids.delete(id);
  return { ...message, sources: [...ids] };
}

/**
 * Who may read a recorded source: a document of `recorded` only if it is among `readable`; anything else a
 * stored value cites (a client's own words, a file kept with the conversation) was not quoted by the server
 * and is left as it is.
 */
export const mayReadRecorded =
  (recorded: ReadonlySet<string>, readable: ReadonlySet<string>) =>
  (documentId: string): boolean =>
    !recorded.has(documentId) || readable.has(documentId);

/**
 * A stored value as its reader may see it now: the words of every recorded source the reader can no longer
 * read withheld (withholdUnreadableSources), with the ids of those sources.
 */
export async function withholdRecorded<T>(
  db: Db,
  readerId: string,
  recorded: readonly string[],
  stored: T,
): Promise<{ value: T; withheld: string[] }> {
  if (recorded.length === 0) return { value: stored, withheld: [] };
  const readable = await readableIds(db, readerId, recorded);
  return withholdUnreadableSources(stored, mayReadRecorded(new Set(recorded), readable));
}

/**
 * Saved conversations as their reader may see them now: every message redacted by
 * withholdUnreadableSources against what the reader may read (one statement for them all), with how many
 * sources were withheld from each. Only what the server recorded as a conversation's sources is checked
 * (platform/recorded-sources): never the messages' metadata, which a client may have posted.
 */
export async function conversationsForReader<C extends { messages: MessageDto[] }>(
  db: Db,
  readerId: string,
  conversations: readonly C[],
): Promise<(C & { withheldSources: number })[]> {
  const bySource = await recordedSourcesOf(
    db,
    conversations.flatMap((c) => c.messages.map((m) => m.id)),
  );
  const recorded = conversations.map((c) => new Set(c.messages.flatMap((m) => bySource.get(m.id) ?? [])));
  const readable = await readableIds(
    db,
    readerId,
    recorded.flatMap((ids) => [...ids]),
  );
  return conversations.map((conversation, i) => {
    if (recorded[i]!.size === 0) return { ...conversation, withheldSources: 0 };
    const { value, withheld } = withholdUnreadableSources(
      conversation.messages,
      mayReadRecorded(recorded[i]!, readable),
    );
    return { ...conversation, messages: value, withheldSources: withheld.length };
  });
}

/** One conversation's messages as their reader may see them now (conversationsForReader). */
export async function messagesForReader(
  db: Db,
  readerId: string,
  messages: MessageDto[],
): Promise<{ messages: MessageDto[]; withheldSources: number }> {
  const [seen] = await conversationsForReader(db, readerId, [{ messages }]);
  return { messages: seen!.messages, withheldSources: seen!.withheldSources };
}
