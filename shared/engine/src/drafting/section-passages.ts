import type { DraftTemplateId } from '@csw/contracts';
import type { Citation, SourceDocument } from '../analysis/types';
import { draftFormats } from '../formats/registry';
import { readStaffDocument, roleAt } from '../formats/read-document';
import type { DraftSectionSpec, SectionRole } from '../formats/types';
import { rankPassages } from '../search/passage-ranking';
import { DRAFT_CANDIDATE_PASSAGES, draftQuery } from './intent-subject';
import { formatSectionSpecs, matchTemplate } from './templates';
import { documentSentences, passagesFromDocuments, type DraftPassage } from './sources';
import { sectionRecipe } from './section-recipes';

/**
 * What each paragraph of a staff document holds, in the words a source uses for it: the query a section
 * retrieves its own passages with. From FM 5-0 and FM 6-0 (the five-paragraph order, the AAR) as
 * ../shared/corpus/staff-writing/STANDARDS.md quotes them: Sustainment is supply (water, rations, fuel,
 * ammunition), maintenance and recovery, and medical support and casualty evacuation; Command and Signal is
 * where the commander and the command posts are, the succession of command, the nets, frequencies and call
 * signs, the PACE plan and the reports.
 */
export const SECTION_DOCTRINE: Readonly<Record<string, string>> = {
  situation:
    'enemy threat adversary activity assess jamming attack terrain weather friendly forces civil considerations',
  execution:
    'concept of operations scheme of movement maneuver tasks route march checkpoint rally point convoy brief actions on contact coordinating instructions timeline quick reaction force safety',
  sustainment:
    'supply water rations meals fuel ammunition basic load maintenance recovery vehicle medical medic combat lifesaver casualty evacuation ambulance transportation logistics',
  'command and signal':
    'commander command post succession command net radio frequencies call signs PACE primary alternate contingency emergency signal reports report tactical operations center control',
  'mission overview': 'was to planned mission task purpose order move',
  'what happened': 'departed arrived lost occurred happened at hours minutes',
  'why it happened': 'because cause not issued had no did not were not reason',
  sustains: 'reacted recovered went well met standard carried every without loss',
  improves: 'did not late lost missed failed short dead not covered',
  'lessons learned': 'lesson should must next time recommend in future',
};

/** The score of a passage a section takes from a source section that is not its own kind. */
const SECONDARY_SCORE = 0.75;

/** Passages one section retrieves for itself. */
const PER_SECTION = 5;

/** The doctrinal query of a section, or null for one the bottom line or the mission analysis fills. */
export function sectionQuery(section: string): string | null {
  return SECTION_DOCTRINE[section.toLowerCase()] ?? null;
}

/** A section by its label: the spec of the first drafted format that has it (none takes a source role). */
function specOf(section: string | DraftSectionSpec): DraftSectionSpec {
  if (typeof section !== 'string') return section;
  const lower = section.toLowerCase();
  for (const f of draftFormats()) {
    const spec = f.draft!.sections.find((s) => s.label.toLowerCase() === lower);
    if (spec) return spec;
  }
  return { label: section, takes: [] };
}

/**
 * The section of a draft a sentence of a source belongs in, by the role of the source's section it stands
 * in (read through the registry's reader): the draft section whose first role it is ("4. SUSTAINMENT." to
 * Sustainment); else, of the sections that also take the role, one whose topic the sentence is about (a
 * task to keep a MEDEVAC aircraft ready to Sustainment); else the first that takes it without a topic.
 */
function homeOf(role: SectionRole, quote: string, specs: readonly DraftSectionSpec[]): string | null {
  const taking = specs.filter((s) => s.takes.includes(role));
  if (taking.length === 0) return null;
  const primary = taking.find((s) => s.takes[0] === role);
  if (primary) return primary.label;
  const onTopic = taking.find((s) => sectionRecipe(s.label)?.about?.test(quote));
  if (onTopic) return onTopic.label;
  return taking.find((s) => !sectionRecipe(s.label)?.about)?.label ?? null;
}

/** Each sentence of the documents with the draft section its source's section files it under (or null). */
function sentencesWithHomes(
  documents: readonly SourceDocument[],
  specs: readonly DraftSectionSpec[],
): Array<{ citation: Citation; home: string | null; rank: number }> {
  const out: Array<{ citation: Citation; home: string | null; rank: number }> = [];
  for (const doc of documents) {
    const sentences = documentSentences(doc);
    const pages = doc.pages ?? [{ page: 1, text: doc.text ?? '' }];
    for (const page of pages) {
      const read = readStaffDocument(page.text);
      for (const citation of sentences) {
        if (citation.page !== page.page) continue;
        // A sentence's span may open on the white space before it: its role is where its first word stands.
        let at = citation.start ?? 0;
        while (at < page.text.length && /\s/.test(page.text[at]!)) at += 1;
        // A heading read as a sentence ("2. ENEMY ACTIVITY (LAST 24 HOURS).") is no evidence.
        if (read.sections.some((s) => s.start <= at && (citation.end ?? 0) <= s.bodyStart + 1)) continue;
        const role = roleAt(read.sections, at);
        const home = role === 'other' ? null : homeOf(role, citation.quote, specs);
        // How near the role is to what the section is first for (Sustainment's own paragraph before a task).
        const rank = home ? specs.find((s) => s.label === home)!.takes.indexOf(role) : 0;
        out.push({ citation, home, rank });
      }
    }
  }
  return out;
}

/**
 * The passages of the documents that bear on each section, each marked with the section it was found for:
 * first the sentences the source itself files under that section's heading ("4. SUSTAINMENT.", "SUSTAINS"),
 * then the sentences that bear on what the section holds by doctrine, ranked against that content (BM25
 * with query expansion), so that a source's sustainment paragraph is found for Sustainment even when it
 * never repeats the subject's words. Of the latter, only sentences of the section's topic (its recipe's
 * `about`) and none the source files under another section's heading. The documents are the draft's
 * sources (chosen by the user, or found for the subject in the library).
 */
export function sectionPassages(
  documents: readonly SourceDocument[],
  sections: ReadonlyArray<string | DraftSectionSpec>,
  perSection = PER_SECTION,
): DraftPassage[] {
  const specs = sections.map(specOf);
  const sentences = sentencesWithHomes(documents, specs);
  const out: DraftPassage[] = [];
  for (const { label: section } of specs) {
    // What each source files under this section, up to the cap from each source.
    const taken = new Map<string, number>();
    const filed = sentences.filter((s) => s.home === section).sort((a, b) => a.rank - b.rank);
    for (const { citation, rank } of filed) {
      const n = taken.get(citation.documentId) ?? 0;
      if (n >= perSection) continue;
      taken.set(citation.documentId, n + 1);
      // The section's own paragraph in a source ranks above what it takes from others (a task, an improve).
      out.push({ citation, score: rank === 0 ? 1 : SECONDARY_SCORE, section, headed: true });
    }
    const query = sectionQuery(section);
    if (!query) continue;
    const recipe = sectionRecipe(section);
    const free = sentences.filter(
      (s) => s.home === null && (!recipe?.about || recipe.about.test(s.citation.quote)),
    );
    const ranked = rankPassages(
      free.map((s) => ({ text: s.citation.quote, citation: s.citation })),
      query,
      perSection,
    );
    const best = ranked[0]?.score ?? 0;
    for (const r of ranked)
      if (best > 0) out.push({ citation: r.passage.citation, score: r.score / best, section });
  }
  return out;
}

/**
 * Everything a draft is written from, out of its source documents: the passages that bear on the subject
 * (the intent and the template's cue, best first) and, for each section of the template, the passages that
 * bear on what that section holds.
 */
export function passagesForDraft(
  documents: readonly SourceDocument[],
  intent: string,
  templateId?: DraftTemplateId,
): DraftPassage[] {
  const format = templateId ?? matchTemplate(intent);
  return [
    ...passagesFromDocuments(documents, draftQuery(intent, templateId), DRAFT_CANDIDATE_PASSAGES),
    ...sectionPassages(documents, formatSectionSpecs(format)),
  ];
}
