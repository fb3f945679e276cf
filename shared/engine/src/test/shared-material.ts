import fs from 'node:fs';
import path from 'node:path';

/** The repository's root (shared/engine/src/test -> four levels up). */
export const REPO_ROOT = path.resolve(__dirname, '../../../..');

/**
 * A folder of the real material beside the repository (`../shared`: public staff writing, the judged
 * retrieval collection). Tests measured on it fail with this message when it is missing, never skip: a
 * run without it would pass without having measured anything.
 */
export function sharedMaterial(subpath: string): string {
  const dir = path.resolve(REPO_ROOT, '../shared', subpath);
  if (!fs.existsSync(dir))
    throw new Error(
      `${dir} is missing: these tests read the real material in ../shared beside the repository. ` +
        'Clone the repository next to that folder (as CI does) to run them.',
    );
  return dir;
}
