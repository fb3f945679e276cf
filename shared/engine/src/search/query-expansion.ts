import { foldText } from '../text/normalize';
import { STOP_WORDS } from '../text/stop-words';
import { lowerWords, termKey } from '../text/tokenize';
import { MILITARY_ACRONYMS, MILITARY_SYNONYMS } from './acronyms';

/** One expansion made: `from` as found in the query, `to` what was added. */
export interface QueryExpansionStep {
  readonly from: string;
  readonly to: string;
  readonly kind: 'acronym' | 'expansion' | 'synonym';
}

export interface ExpandedQuery {
  /** The query as typed, normalised. */
  readonly original: string;
  /** Content words of the query, lower case, in order, no repeats. */
  readonly words: readonly string[];
  /** Phrases and words added by expansion, lower case (multi-word expansions stay phrases). */
  readonly added: readonly string[];
  readonly steps: readonly QueryExpansionStep[];
  /** Stemmed search terms of the query and of everything added, no repeats. */
  readonly terms: readonly string[];
  /** The original text followed by the additions: a string for a full-text engine. */
  readonly text: string;
}

interface Lexicon {
  /** acronym in lower case -> its entry's display form and expansions. */
  readonly acronyms: Map<string, { acronym: string; expansions: readonly string[] }>;
  /** expansion phrase as a word sequence -> acronyms. */
  readonly phrases: Array<{ words: string[]; acronym: string }>;
  readonly synonyms: Map<string, readonly string[]>;
}

let lexicon: Lexicon | undefined;

function getLexicon(): Lexicon {
  if (lexicon) return lexicon;
  const acronyms = new Map<string, { acronym: string; expansions: readonly string[] }>();
  const phrases: Array<{ words: string[]; acronym: string }> = [];
  for (const entry of MILITARY_ACRONYMS) {
    acronyms.set(entry.acronym.toLowerCase(), entry);
    for (const expansion of entry.expansions) {
      const words = lowerWords(foldText(expansion)).filter((w) => !STOP_WORDS.has(w));
      if (words.length > 0) phrases.push({ words, acronym: entry.acronym });
    }
  }
  // Longest phrases first, so that "joint all-domain command and control" wins over "command and control".
  phrases.sort((a, b) => b.words.length - a.words.length || a.acronym.localeCompare(b.acronym));
  const synonyms = new Map<string, readonly string[]>();
  for (const group of MILITARY_SYNONYMS) {
    for (const term of group)
      synonyms.set(
        term,
        group.filter((other) => other !== term),
      );
  }
  lexicon = { acronyms, phrases, synonyms };
  return lexicon;
}

// Acronyms that are also English words ("COP", "LOC", "IO") only count when written in capitals.
function acronymAt(token: string, lexiconMap: Lexicon['acronyms']) {
  const entry = lexiconMap.get(token.toLowerCase());
  if (!entry) return undefined;
  const isWord =
    STOP_WORDS.has(token.toLowerCase()) ||
    /^(cop|loc|cas|ems|ato|io|ao|moe|mop|sop|leo|geo|meo|ied|kia|uas|roe|rpo|coa)$/i.test(token);
  if (isWord && token !== token.toUpperCase()) return undefined;
  return entry;
}

/**
 * Expands a search query with military acronyms (SSA -> space situational awareness), their
 * expansions in reverse (command and control -> C2) and common synonyms (fuel -> POL, petroleum).
 */
export function expandQuery(query: string): ExpandedQuery {
  const { acronyms, phrases, synonyms } = getLexicon();
  const original = query.replace(/\s+/g, ' ').trim();
  // Acronyms keep slashes and hyphens ("A2/AD", "METT-TC"), so they are matched on whitespace tokens.
  const rawTokens = original
    .split(/[\s,;:()?!"]+/)
    .map((t) => t.replace(/^[.'"]+|[.'"]+$/g, ''))
    .filter(Boolean);
  const words = lowerWords(foldText(original));
  const content = [...new Set(words.filter((w) => !STOP_WORDS.has(w)))];
  const steps: QueryExpansionStep[] = [];
  const added = new Set<string>();
  const addStep = (from: string, to: string, kind: QueryExpansionStep['kind']) => {
    const lower = to.toLowerCase();
    if (added.has(lower) || content.includes(lower)) return;
    added.add(lower);
    steps.push({ from, to, kind });
  };

  for (const token of rawTokens) {
    const entry = acronymAt(token, acronyms);
    if (entry) for (const expansion of entry.expansions) addStep(token, expansion, 'acronym');
  }
  const contentWords = words.filter((w) => !STOP_WORDS.has(w));
  for (const phrase of phrases) {
    for (let i = 0; i + phrase.words.length <= contentWords.length; i += 1) {
      if (phrase.words.every((w, j) => contentWords[i + j] === w)) {
        addStep(phrase.words.join(' '), phrase.acronym, 'expansion');
        break;
      }
    }
  }
  for (const word of content) {
    for (const synonym of synonyms.get(word) ?? []) addStep(word, synonym, 'synonym');
  }

  const terms = new Set<string>();
  for (const word of content) terms.add(termKey(word));
  for (const phrase of added) {
    for (const w of lowerWords(phrase)) if (!STOP_WORDS.has(w)) terms.add(termKey(w));
  }
  const addedList = [...added];
  return {
    original,
    words: content,
    added: addedList,
    steps,
    terms: [...terms],
    text: addedList.length > 0 ? `${original} ${addedList.join(' ')}` : original,
  };
}
