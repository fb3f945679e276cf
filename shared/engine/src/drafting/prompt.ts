import { DRAFT_TONE_LABELS, type DraftCitation, type DraftFormatId, type DraftToneId } from '@csw/contracts';
import { quoteText } from './sources';
import { formatName, formatSections } from './templates';

/** Chat messages asking an external model for the same draft, grounded in the same cited passages. */
export interface DraftPrompt {
  readonly system: string;
  readonly user: string;
  readonly messages: ReadonlyArray<{ readonly role: 'system' | 'user'; readonly content: string }>;
}

const TONE_RULES: Readonly<Record<DraftToneId, string>> = {
  decisive:
    'Write for a commander: bottom line first, short active sentences, imperative mood for every action.',
  formal:
    'Write for an outside audience such as Congress: complete, formal sentences in the third person, no jargon, the bottom line first.',
};

/** Builds the prompt for a draft from the citations a built-in draft placed (numbered as in its text). */
export function buildDraftPrompt(input: {
  readonly intent: string;
  readonly tone: DraftToneId;
  readonly format: DraftFormatId;
  readonly date: string;
  readonly citations: readonly DraftCitation[];
}): DraftPrompt {
  const system = [
    'You draft Army staff documents to the Army writing standard (AR 25-50): bottom line up front, active voice, sentences of about 15 words, paragraphs of at most 10 lines.',
    `Tone: ${DRAFT_TONE_LABELS[input.tone]}. ${TONE_RULES[input.tone]}`,
    'Use only the numbered sources given. Cite each fact with its marker, for example [1]. Never invent a source, a figure or a quotation. Where the sources say nothing, say so.',
  ].join('\n');
  const sources =
    input.citations.length === 0
      ? 'No source matched the intent.'
      : input.citations
          .map((c) => `[${c.n}] ${c.title}, page ${c.page} (${c.classification}): "${quoteText(c.quote)}"`)
          .join('\n');
  const user = [
    `Intent: ${input.intent}`,
    `Format: ${formatName(input.format)}, dated ${input.date}, with these sections in order: ${formatSections(input.format).join(', ')}.`,
    `Sources:\n${sources}`,
  ].join('\n\n');
  return {
    system,
    user,
    messages: [
      { role: 'system', content: system },
      { role: 'user', content: user },
    ],
  };
}
