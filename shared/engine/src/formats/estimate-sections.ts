import type { FormatSection, StaffFormat } from './types';

/**
 * The paragraphs of a staff estimate (FM 5-0 running estimates; the logistics, personnel and medical
 * estimates): the mission, facts and assumptions, requirements against what is on hand, the shortfalls,
 * the discussion and the recommendations. Shared by each estimate's object.
 */
export const ESTIMATE_SECTIONS: readonly FormatSection[] = [
  {
    role: 'bluf',
    label: 'Bottom line',
    purpose: 'Whether the operation is supportable, and at what risk.',
    headings: /^(?:bottom line(?: up front)?|bluf|summary)$/,
  },
  {
    role: 'mission',
    label: 'Mission',
    purpose: 'The supported mission, as the order states it.',
    headings: /^mission$/,
  },
  {
    role: 'assumptions',
    label: 'Facts and assumptions',
    purpose: 'Strengths, planning factors and what is assumed.',
    headings: /^(?:facts and assumptions|assumptions|facts|planning factors)$/,
  },
  {
    role: 'requirements',
    label: 'Requirements and status',
    purpose: 'Each requirement against what is available, with its status.',
    headings:
      /^(?:requirements(?: and (?:status|shortfalls|capabilities))?|status|capabilities|requirements vs\.? capabilities)$/,
  },
  {
    role: 'shortfalls',
    label: 'Shortfalls',
    purpose: 'What is short, by how much, and its effect.',
    headings: /^(?:shortfalls?|shortages?|gaps?)$/,
  },
  {
    role: 'discussion',
    label: 'Discussion',
    purpose: 'What the figures mean for the operation.',
    headings: /^(?:discussion|analysis)$/,
  },
  {
    role: 'recommendation',
    label: 'Recommendations',
    purpose: 'The actions that close the shortfalls.',
    headings: /^recommendations?$/,
  },
  {
    role: 'conclusion',
    label: 'Conclusion',
    purpose: 'Whether the operation is supportable, and the shortfalls that matter.',
    headings: /^conclusions?$/,
  },
];

export const ESTIMATE_NUMBERING = {
  examples: ['1.', '2.a.', '5.(a)'],
  note: 'Numbered paragraphs; facts and recommendations lettered; requirements as table rows.',
} as const;

/** An estimate of one staff section: its id, name and title words, the rest shared. */
export function estimateFormat(id: string, name: string, title: RegExp): StaffFormat {
  return {
    id,
    name,
    doctrine: 'FM 5-0 (running estimates); ATP 4-0.1 (logistics)',
    title,
    sections: ESTIMATE_SECTIONS,
    numbering: ESTIMATE_NUMBERING,
  };
}
