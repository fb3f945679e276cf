import fs from 'node:fs';
import path from 'node:path';
import type { SourceDocument } from '../../analysis/types';
import { textPassages } from '../../search/passage-ranking';
import { sharedMaterial } from '../../test/shared-material';
import { oneLine } from '../../text/normalize';
import { LABELLED_FILES, type LabelKind, type LabelledFile } from './sentence-labels';

/** The repository's root, and the shared material beside it (read at test time, never copied). */
export const REPO = path.resolve(__dirname, '../../../../..');
export const SEED_DIR = path.join(REPO, 'server/src/seed/library');
export const STAFF_DIR = sharedMaterial('corpus/staff-writing');

/** A labelled sentence found in its document, as the drafting engine sees it (one line). */
export interface LocatedSentence {
  readonly file: string;
  readonly locator: string;
  readonly quote: string;
  readonly kind: LabelKind;
  readonly also: readonly LabelKind[];
}

export interface EvalLibrary {
  readonly documents: readonly SourceDocument[];
  readonly sentences: readonly LocatedSentence[];
  /** The labelled sentence a draft's quote is, or undefined when no label matches it. */
  readonly sentenceOf: (file: string, quote: string) => LocatedSentence | undefined;
}

// Passage retrieval gives sentences of at least five words: those are the ones labelled.
const MIN_WORDS = 5;

function seedDocument(file: string): SourceDocument {
  const raw = fs.readFileSync(path.join(SEED_DIR, file), 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw)!;
  const field = (key: string) => new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(m[1]!)![1]!.trim();
  return {
    id: file,
    title: field('title'),
    classification: field('classification') as SourceDocument['classification'],
    createdAt: field('createdAt'),
    text: m[2]!.trim(),
  };
}

// "memo-armymarkdown-leave-pass-policy.amd.txt" is titled "Leave Pass Policy Memorandum": the words of
// its name without the collection's tags, and the kind of writing it is.
function staffTitle(file: string): string {
  const base = file
    .replace(/\.(?:amd\.txt|txt|md)$/, '')
    .replace(/^memo-(?:armymarkdown|txarng-\w+|ar2550-fig[\d-]+?)-(?=[a-z])/, '')
    .replace(/^mission-\d+-atp[\d-]+-ex\d+-/, '');
  const words = base.split('-').map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w));
  const kind = file.startsWith('mission-') ? 'Mission Statement' : 'Memorandum';
  return words.join(' ').endsWith(kind.split(' ')[0]!) ? words.join(' ') : `${words.join(' ')} ${kind}`;
}

function staffDocument(file: string): SourceDocument {
  return {
    id: file,
    title: staffTitle(file),
    classification: 'UNCLASS',
    createdAt: '2024-10-04T00:00:00.000Z',
    text: fs.readFileSync(path.join(STAFF_DIR, file), 'utf8'),
  };
}

const sentencesOf = (doc: SourceDocument) =>
  textPassages(doc.text ?? '')
    .filter((p) => p.kind === 'sentence' && p.text.split(/\s+/).length >= MIN_WORDS)
    .map((p) => oneLine(p.text));

/**
 * The evaluation library: every labelled file, read now. Fails with the list of labels that do not
 * locate exactly one sentence (a label that no longer fits its text must be rewritten, not ignored).
 */
export function loadEvalLibrary(files: readonly LabelledFile[] = LABELLED_FILES): EvalLibrary {
  const documents: SourceDocument[] = [];
  const sentences: LocatedSentence[] = [];
  const problems: string[] = [];
  for (const f of files) {
    const doc = f.corpus === 'seed' ? seedDocument(f.file) : staffDocument(f.file);
    documents.push(doc);
    const quotes = sentencesOf(doc);
    for (const [locator, kind, also] of f.sentences) {
      const all = quotes.filter((q) => q.includes(locator));
      // Where a locator is also found inside a longer line, the sentence it opens is the one meant.
      const opening = all.filter((q) =>
        q
          .replace(/^[-*\s]+/, '')
          .replace(/\*\*/g, '')
          .startsWith(locator),
      );
      const hits = all.length > 1 && opening.length === 1 ? opening : all;
      if (hits.length !== 1) problems.push(`${f.file}: "${locator}" locates ${hits.length} sentences`);
      else sentences.push({ file: f.file, locator, quote: hits[0]!, kind, also: also ?? [] });
    }
    const unlabelled = quotes.filter((q) => !f.sentences.some(([locator]) => q.includes(locator)));
    for (const q of unlabelled) problems.push(`${f.file}: no label for "${q.slice(0, 60)}"`);
  }
  if (problems.length > 0)
    throw new Error(`The drafting labels do not fit their texts:\n${problems.join('\n')}`);
  return {
    documents,
    sentences,
    sentenceOf: (file, quote) => sentences.find((s) => s.file === file && oneLine(quote) === s.quote),
  };
}
