import type { Draft, DraftCitation, DraftSection, DraftTemplateId, DraftToneId } from '@csw/contracts';
import { highestClassification } from '../analysis/analyze';
import { ADAPTIVE_FORMAT_ID, draftFormat } from '../formats/registry';
import { checkWriting } from './checker';
import { composeDraft } from './compose-draft';
import { namesNoSubject } from './intent-subject';
import { OUTLINE_SUBJECT, sectionOutline } from './section-outline';
import { bottomLine, factSentence, writeMission, sectionLines, type WriterContext } from './section-writer';
import { sourceNames } from './source-name';
import { appendSource, type DraftPassage } from './sources';
import { draftDate, formatName } from './templates';
import { sectionRole } from './tone';

export { intentSubject } from './intent-subject';

export interface GenerateDraftInput {
  readonly intent: string;
  readonly tone: DraftToneId;
  /** Passages retrieved for the intent from documents the user may read, best first. */
  readonly passages: readonly DraftPassage[];
  /** The moment the draft is written (its date). */
  readonly now: Date;
  /** A template chosen explicitly; otherwise the one the intent names. */
  readonly templateId?: DraftTemplateId;
}

const capitalise = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/**
 * Writes a composed draft: the retrieved passages are read for what they are (judgement, finding,
 * requirement, cause, event, recommendation, evaluation; headings and fragments set aside), those that
 * bear on the request are placed in the template section whose recipe takes their kind, and each is
 * written as attributed staff prose with its citation `[n]`. The bottom line states the strongest
 * relevant judgement or finding; a section with nothing relevant says so. The chosen tone sets the
 * wording; a source list, the marking (the highest of the cited sources) and the writing checker's
 * result complete it. Deterministic: the same input gives the same draft.
 */
export function generateDraft(input: GenerateDraftInput): Draft {
  const composition = composeDraft({
    intent: input.intent,
    passages: input.passages,
    now: input.now,
    ...(input.templateId ? { templateId: input.templateId } : {}),
  });
  const { format, subject, phrase, sections, passages, plan, mission } = composition;
  const name = formatName(format);
  const date = draftDate(input.now);
  const { layout, missionSection, sections: specs } = draftFormat(format).draft;
  // The format's own outline of a section where it has one (a FRAGO's "No change"), the usual one otherwise.
  const outlineOf = (section: string) =>
    specs.find((s) => s.label === section)?.outline ?? sectionOutline(section);
  const memo = layout === 'memo';
  const noun =
    format === ADAPTIVE_FORMAT_ID ? 'paper' : name === name.toUpperCase() ? name : name.toLowerCase();
  // An intent that names only the kind of document gives its outline: what each section holds, for the
  // writer to fill in (with what the chosen sources say, where they say something).
  const outline = namesNoSubject(input.intent, format);
  const title = outline ? OUTLINE_SUBJECT : capitalise(subject);

  const citations: DraftCitation[] = [];
  const numberOf = new Map<number, DraftCitation>();
  const cite = (i: number): number => {
    const known = numberOf.get(i);
    if (known) return known.n;
    const c = { n: citations.length + 1, ...passages[i]!.citation };
    numberOf.set(i, c);
    citations.push(c);
    return c.n;
  };
  const used = [
    ...(plan.lead ? [plan.lead.index] : []),
    ...(mission?.passage != null ? [mission.passage] : []),
    ...[...plan.sections.values()].flat().map((c) => c.index),
  ];
  const names = sourceNames(used.map((i) => passages[i]!.citation));
  const ctx: WriterContext = {
    tone: input.tone,
    phrase,
    noun,
    sources: new Set(used.map((i) => passages[i]!.citation.documentId)).size,
    cite,
    sourceOf: (i) => {
      const c = passages[i]!.citation;
      return { name: names.get(c.documentId) ?? `"${c.title}"`, title: c.title, page: c.page };
    },
  };

  let text = memo
    ? `OFFICE SYMBOL${' '.repeat(40)}${date}\n\nMEMORANDUM FOR RECORD\n\nSUBJECT: ${title}\n\n`
    : `${title}\n${name}, ${date}\n\n`;
  // The bottom line opens the first section when that section states the main point; otherwise it
  // stands alone above the sections.
  const blufInSection = sectionRole(sections[0]!) === 'main';
  const opening = () =>
    outline && !plan.lead ? `BLUF: ${sectionOutline('bluf')[0]}` : bottomLine(plan.lead, ctx);
  if (!blufInSection) text += `${opening()}\n\n`;
  const out: DraftSection[] = [];
  sections.forEach((section, k) => {
    const first = citations.length;
    let body: string[];
    const placed = plan.sections.get(section) ?? [];
    if (k === 0 && blufInSection) body = [opening(), ...placed.map((c) => factSentence(c, ctx))];
    else if (outline && section === missionSection && mission?.passage == null)
      body = [...outlineOf(section)];
    else if (outline && placed.length === 0) body = [...outlineOf(section)];
    else if (outline && section !== missionSection) body = placed.map((c) => factSentence(c, ctx));
    else if (section === missionSection) {
      const cited = mission?.passage != null ? cite(mission.passage) : null;
      const quote =
        mission?.stated && mission.passage != null ? passages[mission.passage]!.citation.quote : null;
      body = writeMission(mission ? { restated: mission.restated, cited, quote } : null, ctx);
    } else body = sectionLines(section, placed, ctx);
    const start = text.length;
    const heading = layout === 'order' ? `${k + 1}. ${section.toUpperCase()}` : section;
    // An outline's subparagraphs stand on lines of their own, as an order writes them.
    const joined = body.join(/^[a-z]\. /.test(body[0] ?? '') ? '\n' : ' ');
    text += memo ? `${k + 1}. ${section}: ${joined}\n\n` : `${heading}\n\n${joined}\n\n`;
    out.push({
      heading: section,
      start,
      end: text.length - 2,
      citations: citations.slice(first).map((c) => c.n),
    });
  });
  if (memo) {
    text += `${sections.length + 1}. The point of contact for this memorandum is the undersigned.\n\n\n\n\n${' '.repeat(40)}NAME (ALL CAPS)\n${' '.repeat(40)}Rank, Branch\n${' '.repeat(40)}Title\n`;
  }
  for (const c of citations) text = appendSource(text, c);
  text = `${text.replace(/\s+$/, '')}\n`;
  return {
    format,
    formatName: name,
    tone: input.tone,
    intent: input.intent,
    subject: outline ? OUTLINE_SUBJECT : subject,
    date,
    text,
    sections: out,
    citations,
    classification: highestClassification(citations),
    check: checkWriting(text, { format }),
  };
}
