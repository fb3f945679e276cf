import { IngestionError } from '../errors';

/** Runs `work` and returns the IngestionError it rejected with; fails the test when it resolved or threw anything else. */
export async function refusalOf(work: Promise<unknown> | (() => unknown)): Promise<IngestionError> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    if (error instanceof IngestionError) return error;
    throw error;
  }
  throw new Error('Expected the file to be refused, but it was accepted.');
}
