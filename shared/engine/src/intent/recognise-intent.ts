import { CENTER_IDS, type CenterCommand, type CenterId } from '@csw/contracts';
import { foldText } from '../text/normalize';
import { commandWords, lightStem } from './light-stem';
import {
  INTENTS,
  INTENT_CENTER,
  INTENT_CUES,
  INTENT_SCORING,
  DETERMINERS,
  LEAD_IN_WORDS,
  type IntentId,
} from './intent-cues';

/** How well a sentence fits one center. */
export interface IntentScore {
  centerId: CenterId;
  intent: IntentId;
  score: number;
  /** The cues found, as written in the cue table or the center's command. */
  cues: string[];
  /** The contributed command whose keywords matched best, if any. */
  command?: { id: string; label: string };
}

export interface IntentResult {
  /** The center the sentence is for, or null when no intent is clear. */
  best: IntentScore | null;
  /** Every center with a positive score, best first. */
  ranked: IntentScore[];
  /** Why there is no best: nothing to read, no cue at all, or two centers too close to call. */
  unclear?: 'empty' | 'no-cue' | 'ambiguous';
}

export interface RecogniseOptions {
  /** Commands the centers contributed (CenterDefinition.commands), by center. */
  commands?: Partial<Record<CenterId, readonly CenterCommand[]>>;
}

const stems = (text: string) => commandWords(foldText(text)).map(lightStem);

/** Start positions of `phrase` (a list of stems) in `words`. */
function positionsOf(words: readonly string[], phrase: readonly string[]): number[] {
  const found: number[] = [];
  for (let i = 0; i + phrase.length <= words.length; i++) {
    if (phrase.every((part, j) => words[i + j] === part)) found.push(i);
  }
  return found;
}

/** Index of the command's verb: the first word that is not a lead-in ("please", "can you", ...). */
function verbIndex(words: readonly string[], raw: readonly string[]): number {
  const index = raw.findIndex((word) => !LEAD_IN_WORDS.has(word));
  return index === -1 ? words.length : index;
}

interface Scored {
  score: number;
  cues: string[];
}

interface Sentence {
  /** Stems of the words. */
  words: string[];
  /** The words as written (lower case). */
  raw: string[];
  /** Index of the command's verb. */
  verb: number;
}

/** What one occurrence of a cue is worth: more as the command's verb, less as a noun ("the draft"). */
function occurrenceWeight(sentence: Sentence, at: number, weight: number): number {
  if (at === sentence.verb) return weight * INTENT_SCORING.leadingVerbBonus;
  if (weight >= INTENT_SCORING.verbWeight && DETERMINERS.has(sentence.raw[at - 1] ?? ''))
    return weight * INTENT_SCORING.nounUseFactor;
  return weight;
}

function scoreCues(sentence: Sentence, cues: Readonly<Record<string, number>>, into: Scored): void {
  for (const [cue, weight] of Object.entries(cues)) {
    const at = positionsOf(sentence.words, stems(cue));
    if (at.length === 0) continue;
    // Presence counts once (its best occurrence): repeating a word does not make a command more certain.
    into.score += Math.max(...at.map((i) => occurrenceWeight(sentence, i, weight)));
    into.cues.push(cue);
  }
}

/**
 * Recognises what a command-bar sentence asks for (analyse, draft/generate, search/find,
 * advise/red-team, plan/orchestrate) with a small scoring model: weighted keyword and phrase cues over
 * light stems, a bonus for the command's verb, plus the keywords of the commands the centers contributed.
 * Deterministic and instant; a sentence is routed only when one center clearly leads.
 */
export function recogniseIntent(text: string, { commands = {} }: RecogniseOptions = {}): IntentResult {
  const raw = commandWords(foldText(text));
  if (raw.length === 0) return { best: null, ranked: [], unclear: 'empty' };
  const words = raw.map(lightStem);
  const sentence: Sentence = { words, raw, verb: verbIndex(words, raw) };

  const ranked: IntentScore[] = [];
  for (const intent of INTENTS) {
    const centerId = INTENT_CENTER[intent];
    const result: Scored = { score: 0, cues: [] };
    scoreCues(sentence, INTENT_CUES[intent], result);
    let command: IntentScore['command'];
    let commandScore = 0;
    for (const contributed of commands[centerId] ?? []) {
      const own: Scored = { score: 0, cues: [] };
      const keywords = Object.fromEntries(
        contributed.keywords.map((k) => [k, INTENT_SCORING.contributedKeywordWeight]),
      );
      scoreCues(sentence, keywords, own);
      // A contributed keyword that is also a built-in cue adds its weight once more: the center said so.
      result.score += own.score;
      result.cues.push(...own.cues.filter((cue) => !result.cues.includes(cue)));
      if (own.score > commandScore) {
        commandScore = own.score;
        command = { id: contributed.id, label: contributed.label };
      }
    }
    if (result.score > 0)
      ranked.push({
        centerId,
        intent,
        score: result.score,
        cues: result.cues,
        ...(command ? { command } : {}),
      });
  }
  ranked.sort((a, b) => b.score - a.score || CENTER_IDS.indexOf(a.centerId) - CENTER_IDS.indexOf(b.centerId));

  const [first, second] = ranked;
  if (!first) return { best: null, ranked, unclear: 'no-cue' };
  const clear =
    first.score >= INTENT_SCORING.minScore && first.score - (second?.score ?? 0) >= INTENT_SCORING.minLead;
  return clear ? { best: first, ranked } : { best: null, ranked, unclear: 'ambiguous' };
}
