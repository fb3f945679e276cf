import { proseUnits } from './prose';

/** What a section does in a document: states the main point, carries the evidence, or asks for action. */
export type SectionRole = 'main' | 'evidence' | 'action';

const MAIN = new Set([
  'bluf',
  'bottom line',
  'purpose',
  'issue',
  'opening',
  'introduction',
  'executive summary',
]);
// What each action section asks of the reader, as a staff officer writes it: an imperative verb and its
// object, with the subject placed where it reads as the topic ("Approve the recommended actions on convoy
// threats.", not "Approve convoy threats."). The formal clause follows "recommends that the approving
// authority ...".
const ACTION: Readonly<Record<string, { verb: string; decisive: string; formal: string }>> = {
  recommendation: {
    verb: 'Approve',
    decisive: 'Approve the recommended actions on {s}.',
    formal: 'approve and resource the recommended actions on {s}',
  },
  recommendations: {
    verb: 'Approve',
    decisive: 'Approve the recommended actions on {s}.',
    formal: 'approve and resource the recommended actions on {s}',
  },
  'way forward': {
    verb: 'Start',
    decisive: 'Start the next steps on {s} this week.',
    formal: 'direct the staff to begin the next steps on {s}',
  },
  mission: {
    verb: 'Conduct',
    decisive: 'Conduct the {s} as ordered.',
    formal: 'direct the command to conduct the {s}',
  },
  execution: {
    verb: 'Execute',
    decisive: 'Execute the plan for the {s} in the phases below.',
    formal: 'direct the command to execute the plan for the {s} in the phases described',
  },
  sustainment: {
    verb: 'Sustain',
    decisive: 'Sustain the force throughout the {s}.',
    formal: 'ensure that the force is sustained throughout the {s}',
  },
  'command and signal': {
    verb: 'Report',
    decisive: 'Report progress on {s} through the chain of command.',
    formal: 'require progress reports on {s} through the chain of command',
  },
  coordination: {
    verb: 'Coordinate',
    decisive: 'Coordinate the work on {s} with the staff sections concerned.',
    formal: 'direct coordination of the work on {s} with the staff sections concerned',
  },
  conclusion: {
    verb: 'Decide',
    decisive: 'Decide the way ahead on {s}.',
    formal: 'decide the way ahead on {s}',
  },
  'call to action': {
    verb: 'Commit',
    decisive: 'Commit to action on {s} today.',
    formal: 'commit the organisation to action on {s}',
  },
  closing: {
    verb: 'Carry',
    decisive: 'Carry the work on {s} forward.',
    formal: 'carry the work on {s} forward',
  },
  sustains: {
    verb: 'Keep',
    decisive: 'Keep doing what worked in {s}.',
    formal: 'retain the practices that worked in {s}',
  },
  improves: {
    verb: 'Fix',
    decisive: 'Fix what fell short in {s}.',
    formal: 'correct the shortfalls identified in {s}',
  },
  'lessons learned': {
    verb: 'Apply',
    decisive: 'Apply the lessons of {s} to the next event.',
    formal: 'apply the lessons of {s} to future events',
  },
  position: {
    verb: 'Adopt',
    decisive: 'Adopt this position on {s}.',
    formal: 'adopt the position set out here on {s}',
  },
};
const ACT_ON = { verb: 'Act', decisive: 'Act on {s}.', formal: 'act on {s}' };
// A pattern that writes its own article ("Conduct the {s} ...") takes the subject without one.
const fill = (pattern: string, subject: string) =>
  pattern.replace('{s}', /\bthe \{s\}/.test(pattern) ? subject.replace(/^the\s+/i, '') : subject);

export function sectionRole(section: string): SectionRole {
  const key = section.toLowerCase();
  if (MAIN.has(key)) return 'main';
  return key in ACTION ? 'action' : 'evidence';
}

/** The imperative verb a decisive action section opens with. */
export function actionVerb(section: string): string {
  return (ACTION[section.toLowerCase()] ?? ACT_ON).verb;
}

/** The decisive action line of a section: an imperative sentence about the subject. */
export function actionLine(section: string, subject: string): string {
  return fill((ACTION[section.toLowerCase()] ?? ACT_ON).decisive, subject);
}

/** The formal action clause of a section, to follow "recommends that the approving authority". */
export function formalAction(section: string, subject: string): string {
  return fill((ACTION[section.toLowerCase()] ?? ACT_ON).formal, subject);
}

/**
 * Verbs whose base form opens an imperative sentence in staff writing ("Approve the plan."). Used to
 * measure a text's imperative share.
 */
const IMPERATIVE_VERBS = new Set(
  (
    'accomplish act add adopt apply approve assign brief carry commit complete conduct continue coordinate ' +
    'correct decide deploy direct ensure establish execute fix fund hold implement issue keep maintain move ' +
    'note prepare provide publish read remove report review secure seize send sign start stop submit ' +
    'sustain train use weigh'
  ).split(' '),
);

/** Measures of tone: average sentence length and the share of sentences in the imperative mood. */
export interface ToneProfile {
  readonly sentences: number;
  readonly averageSentenceLength: number;
  /** 0 to 1. */
  readonly imperativeShare: number;
}

/** Is a sentence imperative: does it open (after a `BLUF:` style label) with a verb's base form? */
export function isImperative(sentence: string): boolean {
  const body = sentence.replace(
    /^\s*(?:(?:bluf|bottom line|purpose|issue|background|discussion|recommendations?|coordination|facts)\s*:\s*)+/i,
    '',
  );
  const first = /^[^\p{L}]*(\p{L}+)/u.exec(body)?.[1]?.toLowerCase() ?? '';
  return IMPERATIVE_VERBS.has(first);
}

export function toneProfile(text: string): ToneProfile {
  const { sentences } = proseUnits(text);
  if (sentences.length === 0) return { sentences: 0, averageSentenceLength: 0, imperativeShare: 0 };
  const words = sentences.reduce((n, s) => n + s.words.length, 0);
  const imperative = sentences.filter((s) => isImperative(s.text)).length;
  return {
    sentences: sentences.length,
    averageSentenceLength: Math.round((words / sentences.length) * 10) / 10,
    imperativeShare: Math.round((imperative / sentences.length) * 100) / 100,
  };
}
