import type { CheckPart, DraftSectionSpec, FormatSection, SectionRole } from './types';

/*
 * The five paragraphs of an order and their subparagraphs (FM 5-0 / FM 6-0), shared by the OPORD, the
 * FRAGO and the WARNORD: each format object lists them, so a change to one paragraph's headings is made
 * here once.
 */

export const ORDER_SECTIONS: readonly FormatSection[] = [
  {
    role: 'situation',
    label: 'Situation',
    purpose: 'The area, the enemy and friendly forces, attachments and detachments.',
    headings:
      /^(?:(?:general |current )?situation|area of (?:interest|operations)|terrain(?: and weather)?|weather)$/,
  },
  {
    role: 'enemy',
    label: 'Enemy forces',
    purpose:
      "The enemy's composition, disposition, strength and most likely and most dangerous courses of action.",
    headings: /^enemy(?: forces| situation)?$/,
  },
  {
    role: 'friendly',
    label: 'Friendly forces',
    purpose: "The higher headquarters' mission and intent, adjacent and supporting units.",
    headings: /^friendly(?: forces)?$/,
  },
  {
    role: 'attachments',
    label: 'Attachments and detachments',
    purpose: 'Units attached or detached, with effective times.',
    headings: /^attachments(?: and detachments)?$/,
  },
  {
    role: 'mission',
    label: 'Mission',
    purpose: 'Who does what, when, where and why: the unit, its tasks and their purpose.',
    headings: /^mission$/,
  },
  {
    role: 'execution',
    label: 'Execution',
    purpose:
      "The commander's intent, the concept of operations, the tasks and the coordinating instructions.",
    headings: /^execution$/,
  },
  {
    role: 'intent',
    label: "Commander's intent",
    purpose: 'The purpose, key tasks and end state.',
    headings: /^(?:(?:initial )?commander'?s )?intent$/,
  },
  {
    role: 'concept',
    label: 'Concept of operations',
    purpose: 'How the unit accomplishes the mission, by phase.',
    headings: /^concept of (?:the )?operations?$|^scheme of (?:movement and )?maneuver$/,
  },
  {
    role: 'tasks',
    label: 'Tasks to subordinate units',
    purpose: 'Each subordinate unit and its tasks.',
    headings: /^tasks(?: to (?:subordinate|maneuver) units)?$/,
  },
  {
    role: 'coordinating-instructions',
    label: 'Coordinating instructions',
    purpose: 'Times, rehearsals, CCIR, control measures and rules common to two or more units.',
    headings: /^coordinating instructions$/,
  },
  {
    role: 'sustainment',
    label: 'Sustainment',
    purpose: 'Supply, maintenance and recovery, transportation, and medical support and evacuation.',
    headings:
      /^(?:sustainment|(?:combat )?service support|administration and logistics|logistics|supply|medical(?: support)?|maintenance)$/,
  },
  {
    role: 'command-and-signal',
    label: 'Command and Signal',
    purpose: 'Where the commander and command posts are, succession of command, nets, PACE plan and reports.',
    headings: /^(?:command and (?:signal|control)|signal|communications?|command)$/,
  },
  {
    role: 'references',
    label: 'References',
    purpose: 'The maps, orders and SOPs the order refers to.',
    headings: /^references?$/,
  },
];

// What an intelligence product says of the enemy, for an order's paragraph 1.
const ENEMY_PICTURE: readonly SectionRole[] = ['enemy-activity', 'threat-actors', 'capabilities'];
const ENEMY_ACTIONS: readonly SectionRole[] = ['assessment', 'mlcoa', 'mdcoa', 'weather-terrain'];
// A unit's SOP rules and the fixes its last review asked for are instructions of the next order; each goes
// to Sustainment or Command and Signal when it is about their topic, to Execution otherwise.
const INSTRUCTIONS: readonly SectionRole[] = [
  'tasks',
  'coordinating-instructions',
  'rules',
  'improve',
  'follow-up',
];

/** The draft sections of an order; `mission` restates the chosen order's mission. */
export const ORDER_DRAFT_SECTIONS: readonly DraftSectionSpec[] = [
  {
    label: 'Situation',
    takes: ['situation', 'enemy', 'friendly', 'attachments', 'bluf', ...ENEMY_PICTURE, ...ENEMY_ACTIONS],
  },
  { label: 'Mission', takes: ['mission'] },
  { label: 'Execution', takes: ['execution', 'intent', 'concept', ...INSTRUCTIONS] },
  { label: 'Sustainment', takes: ['sustainment', ...INSTRUCTIONS] },
  { label: 'Command and Signal', takes: ['command-and-signal', ...INSTRUCTIONS] },
];

/** Paragraph 4 and 5 of an order carry older names too; all of them are accepted. */
export const ORDER_CHECK_PARTS: readonly CheckPart[] = [
  { label: 'Situation', headings: ['situation'] },
  { label: 'Mission', headings: ['mission'] },
  { label: 'Execution', headings: ['execution'] },
  { label: 'Sustainment', headings: ['sustainment', 'service support', 'administration and logistics'] },
  { label: 'Command and Signal', headings: ['command and signal', 'command and control'] },
];

export const ORDER_NUMBERING = {
  examples: ['1.', '3.c.(2)', '3.C.1.A.', '4.b.(1)'],
  note: 'Paragraphs 1 to 5, subparagraphs a, b, c, then (1), (2), then (a), (b); message text writes 3.C.1.A.',
} as const;
