import type { StaffFormat } from './types';

/**
 * The intelligence summary and the S2's threat update or enemy situation (ATP 2-01.3): the bottom line,
 * enemy activity, the threat groups, their capabilities, the most likely and most dangerous courses of
 * action, the priority intelligence requirements and indicators.
 */
export const INTSUM: StaffFormat = {
  id: 'intsum',
  name: 'INTSUM',
  doctrine: 'ATP 2-01.3; FM 2-0',
  title:
    /\bINTSUM\b|\bINTELLIGENCE SUMMARY\b|\bTHREAT (?:UPDATE|ASSESSMENT)\b|\bENEMY SITUATION\b|\bINTELLIGENCE ESTIMATE\b/i,
  sections: [
    {
      role: 'bluf',
      label: 'Bottom line',
      purpose: "The S2's main judgement.",
      headings: /^(?:bottom line(?: up front)?|bluf|summary|general enemy situation|key judgements?)$/,
    },
    {
      role: 'enemy',
      label: 'Enemy situation',
      purpose: 'Disposition, composition and strength of the enemy.',
      headings: /^(?:enemy(?: forces| situation)?|disposition|ground forces)$/,
    },
    {
      role: 'enemy-activity',
      label: 'Enemy activity',
      purpose: 'What the enemy did in the period, each report with its time.',
      headings: /^(?:enemy activity|recent activity|activity|significant activities|pattern)$/,
    },
    {
      role: 'threat-actors',
      label: 'Threat groups',
      purpose: 'The named enemy units and groups.',
      headings: /^(?:threat (?:groups|actors)(?: and capabilities)?|threat|enemy units|irregular forces)$/,
    },
    {
      role: 'capabilities',
      label: 'Enemy capabilities',
      purpose: 'What the enemy can do that bears on the operation.',
      headings: /^(?:enemy )?capabilities(?: relevant to .*)?$/,
    },
    {
      role: 'assessment',
      label: 'Assessment',
      purpose: "The S2's judgement of what the enemy will do.",
      headings: /^(?:assessment|enemy courses of action(?: .*)?|courses of action|threat assessment)$/,
    },
    {
      role: 'mlcoa',
      label: 'MLCOA',
      purpose: "The enemy's most likely course of action.",
      headings: /^(?:mlcoa|most likely(?: course of action| coa)?)$/,
    },
    {
      role: 'mdcoa',
      label: 'MDCOA',
      purpose: "The enemy's most dangerous course of action.",
      headings: /^(?:mdcoa|most dangerous(?: course of action| coa)?)$/,
    },
    {
      role: 'pir',
      label: 'Priority intelligence requirements',
      purpose: 'What the commander needs to know, as questions.',
      headings: /^(?:priority intelligence requirements?|pirs?)$/,
    },
    {
      role: 'indicators',
      label: 'Indicators',
      purpose: 'What would show the enemy choosing a course of action.',
      headings: /^indicators?$/,
    },
    {
      role: 'weather-terrain',
      label: 'Weather and terrain',
      purpose: 'Their effects on both sides.',
      headings: /^(?:weather(?: and terrain)?|terrain(?: and weather)?)$/,
    },
    {
      role: 'implications',
      label: 'Implications',
      purpose: 'What the threat means for friendly operations.',
      headings: /^(?:implications(?: for .*)?|protection recommendations|recommendations)$/,
    },
    {
      role: 'assumptions',
      label: 'Assumptions',
      purpose: 'What the assessment takes as true.',
      headings: /^assumptions$/,
    },
  ],
  numbering: {
    examples: ['1.', '2.a.', '4.b.'],
    note: 'Numbered paragraphs; threat groups and courses of action lettered; PIRs numbered (PIR 1).',
  },
  draft: {
    sections: [
      {
        label: 'Bottom Line',
        takes: ['bluf', 'summary'],
        outline: ["[The S2's main judgement for the period.]"],
      },
      {
        label: 'Enemy Activity',
        takes: ['enemy-activity', 'enemy'],
        outline: ['[Each report of the period with its date-time group, place and source reliability.]'],
      },
      {
        label: 'Threat Groups',
        takes: ['threat-actors', 'capabilities'],
        outline: ['[Each named enemy unit or group: strength, location and capabilities.]'],
      },
      {
        label: 'Assessment',
        takes: ['assessment', 'mlcoa', 'mdcoa'],
        outline: [
          'a. MLCOA: [the most likely course of action].',
          'b. MDCOA: [the most dangerous course of action].',
        ],
      },
      {
        label: 'Priority Intelligence Requirements',
        takes: ['pir', 'indicators'],
        outline: ['[PIR 1: the question the commander needs answered, and its indicators.]'],
      },
    ],
    layout: 'order',
    matchTerms: ['intsum', 'intelligence summary', 'threat update'],
    queryCue: 'enemy threat activity assessment',
  },
  check: {
    parts: [
      { label: 'Bottom Line', headings: ['bottom line', 'bluf', 'summary', 'general enemy situation'] },
      { label: 'Enemy Activity', headings: ['enemy activity', 'enemy situation', 'activity'] },
      { label: 'Assessment', headings: ['assessment', 'enemy courses of action', 'mlcoa'] },
      {
        label: 'Priority Intelligence Requirements',
        headings: ['priority intelligence requirements', 'pir'],
      },
    ],
    why: 'ATP 2-01.3: an intelligence summary states the bottom line, the enemy activity of the period, the assessment of the most likely and most dangerous courses of action, and the priority intelligence requirements.',
  },
};
