import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, sharedMaterial } from '../../test/shared-material';
import type { PassageRef } from './labels';

export const LIBRARY_DIR = path.join(REPO_ROOT, 'server', 'src', 'seed', 'library');

/**
 * The folders the passages are read from. Throws, saying what is missing, when ../shared is absent: the
 * evaluation must fail rather than pass on nothing.
 */
export function materialDirs(): { corpus: string; library: string } {
  const corpus = sharedMaterial('corpus/staff-writing');
  if (!fs.existsSync(LIBRARY_DIR)) throw new Error(`The seeded library ${LIBRARY_DIR} is absent.`);
  return { corpus, library: LIBRARY_DIR };
}

function fileText(ref: Pick<PassageRef, 'source' | 'file'>): string {
  const dirs = materialDirs();
  const dir = ref.source === 'library' ? dirs.library : dirs.corpus;
  const raw = fs.readFileSync(path.join(dir, ref.file), 'utf8');
  // The seed files open with front matter between two --- lines.
  return ref.source === 'library' ? raw.replace(/^---\n[\s\S]*?\n---\n/, '') : raw;
}

/** The text of a corpus file as it is (a mission statement used as a scenario). */
export function corpusText(file: string): string {
  return fileText({ source: 'corpus', file }).trim();
}

// A list item, a numbered paragraph or a requirement starts a paragraph of its own even without a blank line.
const ITEM =
  /^\s*(?:[-*]\s|\d+\.\s|[a-z]\.\s|\(\d+\)\s|[A-Z]{1,4}-?\d+\s|PIR \d|MOE \d|MOP \d|Step \d|Block \d|Week)/;

function paragraphs(text: string): string[] {
  const out: string[] = [];
  let current: string[] = [];
  const flush = () => {
    if (current.length) out.push(current.join(' '));
    current = [];
  };
  for (const line of text.split('\n')) {
    if (!line.trim()) flush();
    else {
      if (ITEM.test(line)) flush();
      current.push(line.trim());
    }
  }
  flush();
  return out.map((p) =>
    p
      .replace(/\*\*|`/g, '')
      .replace(/^\s*[-*]\s+/, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

const SENTENCE_END = /(?<=[.!?]["')\]]?)\s+(?=["'(]?[A-Z0-9])/;

/** The sentence of the named file that holds the passage's words, read now from the material. */
export function passageText(ref: PassageRef): string {
  const found = paragraphs(fileText(ref)).filter((p) => p.includes(ref.find));
  if (found.length !== 1) {
    throw new Error(
      `"${ref.find}" is found ${found.length} times in ${ref.file}: the label must name one passage.`,
    );
  }
  const sentence = found[0]!.split(SENTENCE_END).find((s) => s.includes(ref.find));
  if (!sentence) throw new Error(`"${ref.find}" spans two sentences of ${ref.file}.`);
  return sentence.trim();
}
