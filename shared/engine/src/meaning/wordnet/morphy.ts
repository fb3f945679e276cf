import type { WordNetPos } from './wordnet-files';

// WordNet's own detachment rules (morphy): the endings a base form may take in each part of speech.
const RULES: Readonly<Record<WordNetPos, ReadonlyArray<readonly [string, string]>>> = {
  noun: [
    ['s', ''],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['men', 'man'],
    ['ies', 'y'],
  ],
  verb: [
    ['s', ''],
    ['ies', 'y'],
    ['es', 'e'],
    ['es', ''],
    ['ed', 'e'],
    ['ed', ''],
    ['ing', 'e'],
    ['ing', ''],
  ],
  adj: [
    ['er', ''],
    ['est', ''],
    ['er', 'e'],
    ['est', 'e'],
  ],
  adv: [],
};

/**
 * Irregular forms the package ships no exception list for: the past tenses and participles a staff text
 * is likely to use about plans going well or badly.
 */
export const IRREGULAR: Readonly<Record<string, string>> = {
  rose: 'rise',
  risen: 'rise',
  fell: 'fall',
  fallen: 'fall',
  lost: 'lose',
  held: 'hold',
  kept: 'keep',
  grew: 'grow',
  grown: 'grow',
  shrank: 'shrink',
  shrunk: 'shrink',
  went: 'go',
  gone: 'go',
  broke: 'break',
  broken: 'break',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  met: 'meet',
  ran: 'run',
  built: 'build',
  brought: 'bring',
  sought: 'seek',
  fought: 'fight',
  caught: 'catch',
  left: 'leave',
  began: 'begin',
  begun: 'begin',
  drove: 'drive',
  driven: 'drive',
  flew: 'fly',
  flown: 'fly',
  froze: 'freeze',
  frozen: 'freeze',
  stood: 'stand',
  wore: 'wear',
  worn: 'wear',
  understood: 'understand',
  undertook: 'undertake',
  withdrew: 'withdraw',
  withdrawn: 'withdraw',
  overran: 'overrun',
  shot: 'shoot',
  hit: 'hit',
  cut: 'cut',
  shut: 'shut',
  set: 'set',
  spent: 'spend',
  sent: 'send',
  led: 'lead',
  fed: 'feed',
  paid: 'pay',
  said: 'say',
  made: 'make',
  found: 'find',
  got: 'get',
  gotten: 'get',
  did: 'do',
  done: 'do',
  was: 'be',
  were: 'be',
  been: 'be',
  is: 'be',
  are: 'be',
  has: 'have',
  had: 'have',
  worse: 'bad',
  worst: 'bad',
  better: 'good',
  best: 'good',
  less: 'little',
  least: 'little',
  more: 'much',
  most: 'much',
  fewer: 'few',
};

const DOUBLED = /([bdfgklmnprstvz])\1$/;

/**
 * Candidate base forms of a lower-case word in one part of speech, most likely first: the word itself, its
 * irregular base, and what the detachment rules leave ("jamming" -> jamm -> jam). The caller keeps those the
 * dictionary knows.
 */
export function baseFormCandidates(word: string, pos: WordNetPos): string[] {
  const out = [word];
  const irregular = IRREGULAR[word];
  if (irregular) out.push(irregular);
  for (const [ending, replacement] of RULES[pos]) {
    if (word.length <= ending.length + 1 || !word.endsWith(ending)) continue;
    const base = word.slice(0, -ending.length) + replacement;
    out.push(base);
    // "jammed", "planning": the consonant doubled before the ending.
    if (replacement === '' && DOUBLED.test(base)) out.push(base.slice(0, -1));
  }
  return [...new Set(out)];
}
