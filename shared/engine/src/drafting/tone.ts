import type { DraftToneId } from '@csw/contracts';
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
const ACTION: Readonly<Record<string, string>> = {
  recommendation: 'Approve',
  recommendations: 'Approve',
  'way forward': 'Start',
  mission: 'Accomplish',
  execution: 'Execute',
  sustainment: 'Sustain',
  'command and signal': 'Report progress on',
  coordination: 'Coordinate',
  conclusion: 'Decide on',
  'call to action': 'Commit to',
  closing: 'Carry forward',
  sustains: 'Keep doing',
  improves: 'Fix',
  'lessons learned': 'Apply the lessons of',
  position: 'Adopt',
};

export function sectionRole(section: string): SectionRole {
  const key = section.toLowerCase();
  if (MAIN.has(key)) return 'main';
  return key in ACTION ? 'action' : 'evidence';
}

/** The imperative verb a decisive action section opens with. */
export function actionVerb(section: string): string {
  return ACTION[section.toLowerCase()] ?? 'Act on';
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

/** The verb of a formal recommendation for a decisive action verb. */
export function formalVerb(tone: DraftToneId, section: string): string {
  if (tone === 'decisive') return actionVerb(section);
  const verb = actionVerb(section).toLowerCase();
  return verb === 'approve' ? 'approve and resource' : verb;
}
