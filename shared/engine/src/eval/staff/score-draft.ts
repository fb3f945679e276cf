import { DEFAULT_DRAFT_TONE } from '@csw/contracts';
import type { SourceDocument } from '../../analysis/types';
import { generateDraft } from '../../drafting/generate';
import { passagesForDraft } from '../../drafting/section-passages';
import type { DraftLabel } from './labels';
import { carries } from './match';

export interface DraftFigures {
  readonly paragraphs: ReadonlyArray<{
    readonly paragraph: string;
    readonly facts: number;
    readonly carried: number;
  }>;
  readonly facts: number;
  readonly carried: number;
  readonly misses: readonly string[];
}

/**
 * CREATE's draft of the labelled product with the set's files as the chosen sources, drafted as the server
 * drafts (the product's `passagesForDraft` and `generateDraft`, the default tone). A fact is carried when
 * the draft's text holds its phrase (both comparable: case, quotes and line breaks aside); where in the
 * draft it stands is not checked.
 */
export function scoreDraft(documents: readonly SourceDocument[], label: DraftLabel, now: Date): DraftFigures {
  const draft = generateDraft({
    intent: label.product,
    tone: DEFAULT_DRAFT_TONE,
    passages: passagesForDraft(documents, label.product),
    now,
  });
  const misses: string[] = [];
  const paragraphs = label.paragraphs.map((p) => {
    const carried = p.facts.filter((f) => carries(draft.text, f.phrase));
    for (const f of p.facts)
      if (!carried.includes(f)) misses.push(`${p.paragraph}: not carried "${f.phrase}" (${f.file})`);
    return { paragraph: p.paragraph, facts: p.facts.length, carried: carried.length };
  });
  return {
    paragraphs,
    facts: paragraphs.reduce((n, p) => n + p.facts, 0),
    carried: paragraphs.reduce((n, p) => n + p.carried, 0),
    misses,
  };
}
