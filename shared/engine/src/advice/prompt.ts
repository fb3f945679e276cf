import type { PersonaAnalysis, PersonaId } from '@csw/contracts';
import { PERSONAS } from '@csw/contracts';
import type { GroundedPrompt } from '../analysis/prompt';
import type { Citation } from '../analysis/types';
import { chatPrompt } from '../prompt/chat-prompt';
import { collectCitations, uniqueCitations } from './helpers';

const MARKING: Readonly<Record<string, string>> = { UNCLASS: 'UNCLASSIFIED', SECRET: 'SECRET' };
const RANK: Readonly<Record<string, number>> = { UNCLASS: 0, SECRET: 1 };

/** How each persona applies its method, as instructions a model can follow. */
export const PERSONA_INSTRUCTIONS: Readonly<Record<PersonaId, string>> = {
  skeptic:
    "Apply a Key Assumptions Check and devil's advocacy: list the assumptions the scenario rests on, say for each whether the sources support it, caveat it or contradict it, and argue the strongest case against the plan.",
  optimist:
    'Look for opportunities across the operational variables (political, military, economic, social, information, infrastructure, physical environment, time) and say which instrument of power (diplomatic, information, military, economic) could use each.',
  historian:
    'Find precedents in the sources: what happened when something similar was tried, whether it went well or badly, and the lesson for this scenario. Give the year when a source names one.',
  oracle:
    'Run a premortem: imagine the operation has already failed and explain why. Rate each cause by likelihood (1 rare to 5 almost certain) and severity (1 negligible to 5 severe), and give the overall risk level.',
  innovator:
    'Ask what if: change one assumption at a time, say what follows, and propose the alternative course of action the sources make possible.',
  commander:
    'Critique the decision and intent: is the decision, the purpose, the end state, the timing and the risk accepted stated clearly enough to act on? Say what is missing and decide.',
};

export interface PersonaPromptInput {
  readonly personaId: PersonaId;
  /** The scenario or the question put to the advisor. */
  readonly question: string;
  /** The built-in method's findings: what the model speaks from. */
  readonly analysis: PersonaAnalysis;
  /** Further retrieved passages, after the method's own citations. */
  readonly passages?: readonly Citation[];
  /** What earlier advisors of a council said, so that this one can answer them. */
  readonly earlier?: readonly { readonly name: string; readonly message: string }[];
  /** At most this many numbered sources (default 12). */
  readonly maxSources?: number;
}

/**
 * Builds a prompt that has an external model speak for a persona: the persona's method as its
 * instructions, the built-in method's findings, the numbered passages it may cite (and nothing else),
 * the earlier advisors it may answer, and the marking of the highest source.
 */
export function buildPersonaPrompt(input: PersonaPromptInput): GroundedPrompt {
  const persona = PERSONAS[input.personaId];
  const sources = uniqueCitations([...collectCitations(input.analysis), ...(input.passages ?? [])]).slice(
    0,
    input.maxSources ?? 12,
  );
  const top = sources.reduce(
    (m, c) => (RANK[c.classification]! > RANK[m]! ? c.classification : m),
    'UNCLASS',
  );
  const marking = MARKING[top] ?? top;
  const system = [
    `You are ${persona.name}, ${persona.role}, an advisor on a staff's war council. ${persona.description}`,
    PERSONA_INSTRUCTIONS[input.personaId],
    'Speak only from the numbered sources given by the user and cite every claim with its source number in square brackets, for example [2]. If the sources do not settle a point, say so plainly; never invent facts, figures, names or dates.',
    'If you disagree with an earlier advisor, say so and why: dissent is wanted, not smoothed over.',
    'End with your bottom line: proceed, proceed with caution, or reconsider.',
    `The sources are marked up to ${marking}: begin and end your answer with the line ${marking}.`,
  ].join(' ');
  const a = input.analysis;
  const user = [
    `Question: ${input.question}`,
    '',
    `Your method's findings (${persona.method}): ${a.analysis}`,
    `Your method's confidence: ${a.confidence}% (${a.confidenceBasis.explanation}) Verdict: ${a.verdict}.`,
    ...(a.risks.length > 0 ? ['Risks:', ...a.risks.slice(0, 4).map((r) => `- ${r.text}`)] : []),
    ...(a.recommendations.length > 0
      ? ['Recommendations:', ...a.recommendations.slice(0, 4).map((r) => `- ${r.text}`)]
      : []),
    ...(input.earlier && input.earlier.length > 0
      ? ['', 'Earlier advisors said:', ...input.earlier.map((e) => `- ${e.name}: ${e.message}`)]
      : []),
    '',
    'Sources:',
    ...(sources.length > 0
      ? sources.map(
          (c, i) =>
            `[${i + 1}] ${c.title}, page ${c.page} (${MARKING[c.classification] ?? c.classification}): "${c.quote}"`,
        )
      : ['(no passage of the library speaks to this question)']),
    '',
    'Answer in a few short paragraphs, in your own voice, citing sources as [n].',
  ].join('\n');
  return { ...chatPrompt(system, user), sources };
}
