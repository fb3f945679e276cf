import type { StaffFormat } from './types';

/**
 * The after-action review (TC 25-20): what was supposed to happen, what happened, why, and what to sustain
 * and improve; also written as observation-discussion-recommendation and as an AR 25-50 memorandum with
 * "SUSTAIN: topic" and "IMPROVE: topic" paragraphs.
 */
export const AAR: StaffFormat = {
  id: 'aar',
  name: 'AAR',
  doctrine: 'TC 25-20; FM 6-0',
  title: /\bafter[- ]action\b|\bAAR\b|\bexecution notes\b|\blessons learned\b/i,
  sections: [
    {
      role: 'summary',
      label: 'Summary',
      purpose: 'The event and its outcome in a few sentences.',
      headings: /^(?:summary|executive summary|overview|bottom line)$/,
    },
    {
      role: 'planned',
      label: 'What was supposed to happen',
      purpose: 'The mission, intent and plan the unit set out with.',
      headings:
        /^(?:what was supposed to happen|what was planned|what should have (?:happened|occurred)|mission overview|review of objectives(?: and intent)?|objectives(?: and intent)?|(?:the )?plan)$/,
    },
    {
      role: 'what-happened',
      label: 'What happened',
      purpose: 'The events in order, with their times.',
      headings:
        /^(?:what (?:actually )?happened|what did occur|summary of events|events|chronology|sequence of events|timeline|execution)$/,
    },
    {
      role: 'why',
      label: 'Why it happened',
      purpose: 'The causes of the differences between plan and event.',
      headings: /^(?:why (?:it|things) happened|why was there a difference|causes?|analysis)$/,
    },
    {
      role: 'sustain',
      label: 'Sustain',
      purpose: 'What went well and should be kept.',
      headings: /^(?:sustains?|what went well|strengths)$/,
    },
    {
      role: 'improve',
      label: 'Improve',
      purpose: 'What fell short and how to fix it.',
      headings:
        /^(?:improves?|what went wrong|(?:areas )?(?:to|for) improve(?:ment)?|shortcomings|weaknesses)$/,
    },
    {
      role: 'lessons',
      label: 'Lessons learned',
      purpose: 'What to do next time.',
      headings: /^(?:lessons?(?: learned)?|observations?|what (?:will we|to) do next time)$/,
    },
    {
      role: 'follow-up',
      label: 'Follow-up actions',
      purpose: 'Taskings that carry the improves out, with who and when.',
      headings: /^(?:follow[- ]up(?: actions)?|actions|taskings)$/,
    },
    {
      role: 'discussion',
      label: 'Discussion',
      purpose: 'Of an observation: what was seen and why it matters.',
      headings: /^discussion$/,
    },
    {
      role: 'recommendation',
      label: 'Recommendation',
      purpose: 'Of an observation: what to do about it.',
      headings: /^recommendations?$/,
    },
  ],
  numbering: {
    examples: ['5.', 'a.', '1.'],
    note: 'Numbered paragraphs for the review steps; sustains and improves as numbered or bulleted items.',
  },
  draft: {
    sections: [
      { label: 'Executive Summary', takes: ['summary'] },
      { label: 'Mission Overview', takes: ['planned', 'mission'] },
      { label: 'What Happened', takes: ['what-happened'] },
      { label: 'Why It Happened', takes: ['why'] },
      { label: 'Sustains', takes: ['sustain'] },
      { label: 'Improves', takes: ['improve'] },
      { label: 'Lessons Learned', takes: ['lessons', 'follow-up'] },
    ],
    layout: 'headed',
    matchTerms: ['aar', 'after action', 'after-action'],
    queryCue: 'after action review lessons',
  },
  check: {
    parts: [
      {
        label: 'What was supposed to happen',
        headings: ['mission overview', 'what was supposed to happen', 'what should have occurred', 'planned'],
      },
      { label: 'What happened', headings: ['what happened', 'what actually happened', 'what did occur'] },
      {
        label: 'Why it happened',
        headings: [
          'why it happened',
          'why was there a difference',
          'why did it occur',
          'what was right or wrong',
        ],
      },
      {
        label: 'What to do next time',
        headings: [
          'sustains',
          'improves',
          'lessons learned',
          'what will we do next time',
          'how to do it differently',
        ],
      },
    ],
    why: 'TC 25-20: an after-action review answers four questions in order: what was supposed to happen, what happened, why it happened, and what to do next time.',
  },
};
