import { formatCheck, isDraftFormat, staffFormat } from '@csw/engine';
import { invalid } from '../platform/errors';

/**
 * A format a request names, checked against the engine's registry of staff formats (the API accepts any
 * id written as one, so a format added to the registry needs no change here): one CREATE cannot draft, or
 * the checker cannot check, is refused with a clear message.
 */
export function draftableFormat<T extends string | undefined>(id: T): T {
  if (id !== undefined && !isDraftFormat(id))
    throw invalid(`Unknown format "${id}": CREATE cannot draft it.`);
  return id;
}

export function checkableFormat<T extends string | undefined>(id: T): T {
  if (id === undefined) return id;
  const format = staffFormat(id);
  if (!format || !formatCheck(format))
    throw invalid(`Unknown format "${id}": the writing checker has no rules for it.`);
  return id;
}
