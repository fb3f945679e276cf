import { highestClassification, type Classification } from '@csw/contracts';
import type { Db } from '../db/database';
import { findAccountById } from '../data/accounts-repository';
import { derivedMarking } from '../library/derived-marking';
import type { LibraryService } from '../library/library-service';

/**
 * A plan's marking: the highest of the documents it was built from and of what its mission text and title
 * hold (a mission pasted from a SECRET order makes a SECRET plan, as the same words would make a SECRET
 * document). Only the documents its author may read count.
 */
export async function planMarking(
  ctx: { db: Db; library: Pick<LibraryService, 'fingerprints'> },
  authorId: string,
  mission: { title: string; description: string },
  sourceMarkings: readonly Classification[],
): Promise<Classification> {
  const account = await findAccountById(ctx.db, authorId);
  const derived = account
    ? await derivedMarking(
        { db: ctx.db, fingerprints: ctx.library.fingerprints },
        { id: account.id, clearance: account.clearance as Classification },
        { title: mission.title, content: mission.description },
        [],
      )
    : null;
  return highestClassification([...sourceMarkings, derived?.classification ?? 'UNCLASS']);
}
