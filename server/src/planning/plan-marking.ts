import { classificationRank, highestClassification, type Classification } from '@csw/contracts';
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

/** What a task adds to a board: its words, read like a mission's. */
export interface TaskWords {
  title?: string | null;
  detail?: string | null;
  owner?: string | null;
  unit?: string | null;
}

/**
 * The marking a plan must be raised to because of a task written on its board (a task pasted from a SECRET
 * order makes the plan SECRET, as the same words in its mission would), or null when it stays. Only the plan's
 * owner writes on its board.
 */
export async function raisedByTask(
  ctx: { db: Db; library: Pick<LibraryService, 'fingerprints'> },
  plan: { ownerId: string; classification: Classification },
  task: TaskWords,
): Promise<Classification | null> {
  const level = await planMarking(
    ctx,
    plan.ownerId,
    { title: task.title ?? '', description: [task.detail, task.owner, task.unit].filter(Boolean).join('\n') },
    [plan.classification],
  );
  return classificationRank(level) > classificationRank(plan.classification) ? level : null;
}
