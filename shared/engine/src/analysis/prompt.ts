import { chatPrompt, type ChatPrompt } from '../prompt/chat-prompt';
import { ANALYSIS_TYPES } from './analysis-types';
import type { AnalysisResult, Citation } from './types';

/** Chat messages for an external model, and the sources they number. */
export interface GroundedPrompt extends ChatPrompt {
  /** Source [n] of the prompt is `sources[n - 1]`. */
  readonly sources: readonly Citation[];
}

export interface GroundedPromptOptions {
  /** At most this many numbered sources (default 12). */
  readonly maxSources?: number;
}

const MARKING: Readonly<Record<string, string>> = { UNCLASS: 'UNCLASSIFIED', SECRET: 'SECRET' };

/**
 * Builds a prompt that grounds an external model in the engine's cited passages: numbered sources
 * (the relevant passages first, then the quoted assumptions), the rule to answer only from them and
 * to cite each claim as [n], and the classification marking the answer must carry.
 */
export function buildGroundedPrompt(
  result: AnalysisResult,
  options: GroundedPromptOptions = {},
): GroundedPrompt {
  const max = options.maxSources ?? 12;
  const sources: Citation[] = [];
  const seen = new Set<string>();
  const add = (c: Citation) => {
    const key = `${c.documentId}:${c.page}:${c.start}`;
    if (seen.has(key) || sources.length >= max) return;
    seen.add(key);
    sources.push(c);
  };
  for (const p of result.passages) add(p.citation);
  for (const a of result.assumptions) add(a.citation);

  const marking = MARKING[result.classification] ?? result.classification;
  const type = ANALYSIS_TYPES[result.analysisType];
  const system = [
    'You are a staff analyst supporting military staff officers.',
    'Answer only from the numbered sources given by the user. Cite every claim with its source number in square brackets, for example [2].',
    'If the sources do not answer part of the question, say so plainly; never invent facts, figures, names or dates.',
    'Point out where the sources disagree, which assumptions are unsupported, and what is missing.',
    `The sources are marked up to ${marking}: begin and end your answer with the line ${marking}.`,
  ].join(' ');
  const sourceLines = sources.map(
    (c, i) =>
      `[${i + 1}] ${c.title}, page ${c.page} (${MARKING[c.classification] ?? c.classification}): "${c.quote}"`,
  );
  const blind = result.blindSpots.slice(0, 6).map((b) => `- ${b.title}`);
  const user = [
    `Analysis type: ${type.name} - ${type.description}`,
    `Question: ${result.question}`,
    '',
    'Sources:',
    ...(sourceLines.length > 0
      ? sourceLines
      : ['(no passage of the selected documents matches the question)']),
    ...(blind.length > 0 ? ['', 'Blind spots the rule-based analysis found:', ...blind] : []),
    '',
    'Write the analysis in short sections with bullets, citing sources as [n].',
  ].join('\n');
  return { ...chatPrompt(system, user), sources };
}
