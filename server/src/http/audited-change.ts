import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import type { ActorEvent } from '../platform/actor';
import { actorOf } from './actor';
import { OK } from './responses';

/**
 * Makes a change and writes its audit entry in the signed-in user's name, in one transaction: the entry
 * stands exactly when the change does. `entry` reads what the change returned; null (the change did not
 * happen: a version conflict, nothing to revoke) writes none.
 */
export function auditedChange<T>(
  db: Db,
  request: FastifyRequest,
  change: (tx: Db) => Promise<T>,
  entry: (done: T) => ActorEvent | null,
): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await change(tx);
    const event = entry(done);
    if (event) await actorOf(request).audit(tx, event);
    return done;
  });
}

/** A removal written with its audit entry, as auditedChange does, answered {ok: true}. */
export async function auditedRemoval(
  db: Db,
  request: FastifyRequest,
  remove: (tx: Db) => Promise<unknown>,
  entry: ActorEvent,
): Promise<typeof OK> {
  await auditedChange(db, request, remove, () => entry);
  return OK;
}
