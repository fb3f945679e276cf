/**
 * What each section of a template holds, as the prompts a staff officer fills in when starting a document
 * from its outline (the draft of an intent that names only the kind of document, such as a category's
 * Use button gives). The OPORD's paragraphs follow FM 5-0 and the Ranger Handbook's format (the
 * subparagraphs ../shared/corpus/staff-writing/STANDARDS.md quotes), the mission its five elements
 * (ATP 5-0.2-1), the AAR FM 6-0's review; the papers AR 25-50's staff writing.
 */
const OUTLINES: Readonly<Record<string, readonly string[]>> = {
  situation: [
    'a. Area of interest: [the area and what in it bears on the operation].',
    'b. Area of operations: [terrain and weather, and their effects].',
    "c. Enemy forces: [composition, disposition and strength; the enemy's most likely and most dangerous courses of action].",
    "d. Friendly forces: [the higher headquarters' mission and intent; adjacent units].",
    'e. Attachments and detachments: [units attached or detached, with effective times].',
  ],
  mission: ['[Who] [does what] [where] [when] [to achieve what purpose].'],
  execution: [
    "a. Commander's intent: [purpose, key tasks and end state].",
    'b. Concept of operations: [how the unit accomplishes the mission, by phase].',
    'c. Tasks to subordinate units: [each unit and its task and purpose].',
    'd. Coordinating instructions: [time schedule, CCIR, risk-reduction control measures, rules of engagement].',
  ],
  sustainment: [
    'a. Logistics: [supply of water, rations, fuel and ammunition; maintenance and recovery; transportation].',
    'b. Personnel: [strength reporting and replacements].',
    'c. Health system support: [medical treatment and casualty evacuation].',
  ],
  'command and signal': [
    'a. Command: [location of the commander and the command posts; succession of command].',
    'b. Control: [reports and their times].',
    'c. Signal: [nets, frequencies and call signs; the PACE plan].',
  ],
  bluf: ['[The main point in one sentence: what the reader must know, decide or do.]'],
  background: ['[What led to the matter, in two or three sentences.]'],
  'key findings': ['[Each finding in one sentence, with its source.]'],
  recommendations: ['[Each recommended action, with who acts and by when.]'],
  recommendation: ['[The action recommended, with who acts and by when.]'],
  'way forward': ['[The next steps, with dates.]'],
  purpose: ['[Why the document is written and whom it concerns.]'],
  discussion: ['[The facts and the reasoning that support the recommendation.]'],
  coordination: ['[The offices that concurred or did not concur, and when.]'],
  issue: ['[The issue in one sentence.]'],
  facts: ['[Each fact in one sentence, with its source.]'],
  problem: ['[The problem to be solved, stated in one sentence.]'],
  conclusion: ['[What the study concludes, and the decision it asks for.]'],
  'executive summary': ['[The main point of the review in one sentence.]'],
  'mission overview': ["[The unit's mission and the commander's intent: what was supposed to happen.]"],
  'what happened': ['[The events in order, with their times, as the participants saw them.]'],
  'why it happened': ['[The cause of each event that mattered.]'],
  sustains: ['[What went well and should continue.]'],
  improves: ['[What fell short, and how to fix it.]'],
  'lessons learned': ['[The lessons to apply next time, each with who acts on it.]'],
};

/** The outline of a section: the prompts of what it holds. */
export function sectionOutline(section: string): readonly string[] {
  return OUTLINES[section.toLowerCase()] ?? [`[The ${section.toLowerCase()}.]`];
}

/** The subject line of an outline: the writer names it. */
export const OUTLINE_SUBJECT = '[Subject]';
