import { DRAFT_TONE_LABELS, type DraftCitation, type DraftFormatId, type DraftToneId } from '@csw/contracts';
import { chatPrompt, type ChatPrompt } from '../prompt/chat-prompt';
import { draftFormat } from '../formats/registry';
import { composeDraft } from './compose-draft';
import { writeFact } from './fact-prose';
import { sourceNames } from './source-name';
import { formatName, formatSections } from './templates';
import { sectionRole } from './tone';

/** Chat messages asking an external model for the same draft, grounded in the same cited passages. */
export type DraftPrompt = ChatPrompt;

const TONE_RULES: Readonly<Record<DraftToneId, string>> = {
  decisive:
    'Write for a commander: bottom line first, short active sentences, imperative mood for every action.',
  formal:
    'Write for an outside audience such as Congress: complete, formal sentences in the third person, no jargon, the bottom line first.',
};

/**
 * The facts a model writes from, composed as the built-in draft composes them: each cited passage read
 * for its kind, placed in the section it belongs to and written as attributed prose with its marker,
 * rather than the raw quotes (which hold headings, list labels and first-person wording).
 */
function composedFacts(input: {
  readonly intent: string;
  readonly tone: DraftToneId;
  readonly format: DraftFormatId;
  readonly citations: readonly DraftCitation[];
}): string {
  const { intent, tone, format, citations } = input;
  const passages = citations.map((c) => ({ citation: c }));
  const composition = composeDraft({ intent, passages, now: new Date(0), format, gate: false });
  const names = sourceNames(citations);
  const write = (i: number) => {
    const c = citations[i]!;
    return writeFact(
      composition.readings[i]!,
      { name: names.get(c.documentId) ?? `"${c.title}"`, title: c.title, page: c.page },
      c.n,
      tone,
    );
  };
  const lines: string[] = [];
  const sections = formatSections(format);
  const empty: string[] = [];
  const written = new Set<number>();
  sections.forEach((section, k) => {
    const placed = [...(composition.plan.sections.get(section) ?? [])].map((p) => p.index);
    if (k === 0 && sectionRole(section) === 'main' && composition.plan.lead)
      placed.unshift(composition.plan.lead.index);
    if (section === draftFormat(format).draft.missionSection && composition.mission?.passage != null)
      placed.unshift(composition.mission.passage);
    const unique = [...new Set(placed)];
    for (const i of unique) written.add(i);
    if (unique.length === 0) empty.push(section);
    else lines.push(`${section}:\n${unique.map((i) => `- ${write(i)}`).join('\n')}`);
  });
  if (sectionRole(sections[0]!) !== 'main' && composition.plan.lead) {
    lines.unshift(`Bottom line:\n- ${write(composition.plan.lead.index)}`);
    written.add(composition.plan.lead.index);
  }
  // Every cited source reaches the model, even one no section's recipe takes.
  const rest = citations.map((_, i) => i).filter((i) => !written.has(i));
  if (rest.length > 0) lines.push(`Other facts:\n${rest.map((i) => `- ${write(i)}`).join('\n')}`);
  if (empty.length > 0)
    lines.push(`Sections the sources say nothing about (say so plainly): ${empty.join(', ')}.`);
  return lines.join('\n');
}

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
    'Use only the facts given, each with its source marker, for example [1]. Never invent a source, a figure or a quotation. Where the sources say nothing, say so.',
  ].join('\n');
  const user =
    input.citations.length === 0
      ? [
          `Intent: ${input.intent}`,
          `Format: ${formatName(input.format)}, dated ${input.date}, with these sections in order: ${formatSections(input.format).join(', ')}.`,
          'Sources:\nNo source matched the intent.',
        ].join('\n\n')
      : [
          `Intent: ${input.intent}`,
          `Format: ${formatName(input.format)}, dated ${input.date}, with these sections in order: ${formatSections(input.format).join(', ')}.`,
          `Sources:\n${input.citations.map((c) => `[${c.n}] ${c.title}, page ${c.page} (${c.classification})`).join('\n')}`,
          `Facts from the sources, by section:\n${composedFacts(input)}`,
        ].join('\n\n');
  return chatPrompt(system, user);
}
