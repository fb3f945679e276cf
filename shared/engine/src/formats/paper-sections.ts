import type { DraftSectionSpec, FormatDraft, FormatSection, StaffFormat } from './types';

/**
 * The paragraphs AR 25-50's staff papers and memorandums use (purpose, background, facts, discussion,
 * recommendation, ...), shared by each paper's object: a paper's sections in a source are read by them.
 */
export const PAPER_SECTIONS: readonly FormatSection[] = [
  {
    role: 'bluf',
    label: 'Bottom line',
    purpose: 'The main point: what the reader must know, decide or do.',
    headings: /^(?:bluf|bottom line(?: up front)?|key judgements?)$/,
  },
  {
    role: 'summary',
    label: 'Summary',
    purpose: 'The matter in a few sentences.',
    headings: /^(?:summary|executive summary|overview)$/,
  },
  {
    role: 'purpose',
    label: 'Purpose',
    purpose: 'Why the paper is written, and for whom.',
    headings: /^(?:purpose|decision sought|action requested)$/,
  },
  {
    role: 'issue',
    label: 'Issue',
    purpose: 'The issue or problem, in one sentence.',
    headings: /^(?:issue|problem|question)$/,
  },
  {
    role: 'background',
    label: 'Background',
    purpose: 'What led to the matter.',
    headings: /^(?:background|context|references?)$/,
  },
  {
    role: 'facts',
    label: 'Facts',
    purpose: 'The facts, each with its source.',
    headings: /^(?:facts?|key (?:facts|points|findings)|findings|main points|status)$/,
  },
  {
    role: 'assumptions',
    label: 'Assumptions',
    purpose: 'What is taken as true.',
    headings: /^(?:assumptions|facts and assumptions)$/,
  },
  {
    role: 'discussion',
    label: 'Discussion',
    purpose: 'The reasoning that supports the recommendation.',
    headings: /^(?:discussion|analysis|rationale|options?|courses of action)$/,
  },
  {
    role: 'position',
    label: 'Position',
    purpose: "The office's position.",
    headings: /^position$/,
  },
  {
    role: 'recommendation',
    label: 'Recommendation',
    purpose: 'The action recommended, with who acts and by when.',
    headings: /^(?:recommendations?|recommended actions?|way (?:ahead|forward))$/,
  },
  {
    role: 'conclusion',
    label: 'Conclusion',
    purpose: 'What the paper concludes.',
    headings: /^conclusions?$/,
  },
  {
    role: 'coordination',
    label: 'Coordination',
    purpose: 'The offices that concurred or did not.',
    headings: /^(?:coordination|concurrences?)$/,
  },
];

export const PAPER_NUMBERING = {
  examples: ['1.', 'a.', '(1)'],
  note: 'AR 25-50: paragraphs numbered 1, 2, 3; subparagraphs a, b, c, then (1), (2), then (a), (b).',
} as const;

/** A paper's draft: its sections (label and the source roles it takes), laid out under headings. */
export function paperDraft(
  sections: ReadonlyArray<readonly [string, readonly DraftSectionSpec['takes'][number][]]>,
  matchTerms: readonly string[],
  layout: FormatDraft['layout'] = 'headed',
): FormatDraft {
  return { sections: sections.map(([label, takes]) => ({ label, takes })), layout, matchTerms };
}

/** A paper drafted by CREATE whose checker holds it to its sections in order (the template's own rule). */
export function paperFormat(
  id: string,
  name: string,
  title: RegExp,
  draft: FormatDraft,
  extra: Partial<StaffFormat> = {},
): StaffFormat {
  return {
    id,
    name,
    doctrine: 'AR 25-50',
    title,
    sections: PAPER_SECTIONS,
    numbering: PAPER_NUMBERING,
    draft,
    ...extra,
  };
}
