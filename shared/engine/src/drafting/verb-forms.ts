/**
 * The verb forms prose needs when it turns a source's sentence into the writer's own: the third person
 * ("We expect" becomes "The brief expects") and the gerund ("Provide ..." becomes "recommends
 * providing ...").
 */

const IRREGULAR_THIRD: Readonly<Record<string, string>> = {
  be: 'is',
  am: 'is',
  are: 'is',
  have: 'has',
  do: 'does',
  go: 'goes',
  were: 'was',
};

/** "expect" to "expects", "assess" to "assesses", "have" to "has", "carry" to "carries". */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_THIRD[lower];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

// Verbs of one syllable ending consonant-vowel-consonant double the last letter ("run", "plan", "stop").
const DOUBLES = new Set([
  'run',
  'plan',
  'stop',
  'set',
  'cut',
  'get',
  'put',
  'ship',
  'map',
  'drop',
  'shut',
  'skip',
]);

/** "provide" to "providing", "run" to "running", "see" to "seeing", "die" to "dying". */
export function gerund(verb: string): string {
  const lower = verb.toLowerCase();
  if (DOUBLES.has(lower)) return `${lower}${lower.at(-1)}ing`;
  if (/ie$/.test(lower)) return `${lower.slice(0, -2)}ying`;
  if (/(?:ee|ye|oe)$/.test(lower)) return `${lower}ing`;
  if (/[^aeiou]e$/.test(lower) || /[aeiou]{2}[^aeiou]e$/.test(lower) || /[^e]e$/.test(lower))
    return `${lower.slice(0, -1)}ing`;
  return `${lower}ing`;
}

/** Is a noun phrase plural, judged by its head (last word): "crews", "movements near the station". */
export function isPlural(phrase: string): boolean {
  const head =
    phrase
      .split(/\s+(?:of|near|at|in|on|for|from|with|to)\s+/i)[0]!
      .trim()
      .split(/\s+/)
      .at(-1) ?? '';
  return /[^s']s$/i.test(head) || /^(?:staff|personnel|people|crews|forces)$/i.test(head);
}
