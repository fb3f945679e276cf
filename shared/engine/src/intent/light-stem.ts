/**
 * A small suffix stripper for command-bar words. The engine's Porter stemmer rides on the language
 * model (megabytes), which the browser should not download to route one sentence; this one is a few
 * lines and only has to be consistent: cues and commands go through the same function, so "planning",
 * "planned" and "plans" all meet "plan", and British and American spellings ("analyse", "analyze") meet.
 */
// No -er: "letter" would become "let", the lead-in of "let me ...".
const SUFFIXES = ['ations', 'ation', 'ings', 'ing', 'ed', 'es', 's', 'e'] as const;
const MIN_STEM = 3;

export function lightStem(word: string): string {
  let w = word.toLowerCase().replace(/['\u2019]s$/, '');
  if (w.length <= MIN_STEM || /\d/.test(w)) return w;
  // British -ise/-yse forms become -ize/-yze before any suffix is removed.
  w = w.replace(/([iy])s(e|ed|es|ing|ings|ation|ations)$/, '$1z$2');
  for (const suffix of SUFFIXES) {
    if (!w.endsWith(suffix) || w.length - suffix.length < MIN_STEM) continue;
    // Words in -ss, -us and -is keep their s ("class", "status", "analysis").
    if (suffix === 's' && /(ss|us|is)$/.test(w)) break;
    w = w.slice(0, -suffix.length);
    break;
  }
  // "planning" -> "plann" -> "plan"; "mapped" -> "mapp" -> "map".
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|zz|ff)$/.test(w)) w = w.slice(0, -1);
  return w;
}

/** Lower-case words of a sentence (letters and digits; hyphens and apostrophes split words). */
export function commandWords(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}
