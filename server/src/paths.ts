import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The repository root: the nearest folder holding platform.origins.cjs, searched upwards from the working
 * directory and then from the started script. It is found this way rather than from the module's own
 * URL so that the same code runs unchanged under Node's ESM loader and under the test runner's CommonJS
 * transform.
 */
export function findRepoRoot(
  starts: readonly (string | undefined)[] = [process.env.CSW_ROOT, process.cwd(), process.argv[1]],
): string {
  for (const start of starts) {
    if (!start) continue;
    let dir = path.resolve(start);
    for (;;) {
      if (existsSync(path.join(dir, 'platform.origins.cjs'))) return dir;
      const parent = path.dirname(dir);
      if (parent === dir) break;
      dir = parent;
    }
  }
  throw new Error(
    'Cannot find the repository root (no platform.origins.cjs above the working directory). Set CSW_ROOT.',
  );
}

export const REPO_ROOT = findRepoRoot();
export const SERVER_ROOT = path.join(REPO_ROOT, 'server');
