import type { DraftTemplateId } from '@csw/contracts';
import type { Citation, SourceDocument } from '../analysis/types';
import { rankPassages } from '../search/passage-ranking';
import { DRAFT_CANDIDATE_PASSAGES, draftQuery } from './intent-subject';
import { formatSections, matchTemplate } from './templates';
import { documentSentences, passagesFromDocuments, type DraftPassage } from './sources';
import { headingsAt, sectionOfHeading } from './source-headings';
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

/** Passages one section retrieves for itself. */
const PER_SECTION = 5;

/** The doctrinal query of a section, or null for one the bottom line or the mission analysis fills. */
export function sectionQuery(section: string): string | null {
  return SECTION_DOCTRINE[section.toLowerCase()] ?? null;
}

/** Each sentence of the documents with the template section its source's heading files it under (or null). */
function sentencesWithHomes(
  documents: readonly SourceDocument[],
  sections: readonly string[],
): Array<{ citation: Citation; home: string | null }> {
  const out: Array<{ citation: Citation; home: string | null }> = [];
  for (const doc of documents) {
    const sentences = documentSentences(doc);
    const pages = doc.pages ?? [{ page: 1, text: doc.text ?? '' }];
    for (const page of pages) {
      const onPage = sentences.filter((c) => c.page === page.page);
      const headings = headingsAt(
        page.text,
        onPage.map((c) => c.start ?? 0),
      );
      onPage.forEach((citation, i) => {
        const heading = headings[i];
        out.push({ citation, home: heading ? sectionOfHeading(heading, sections) : null });
      });
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
  sections: readonly string[],
  perSection = PER_SECTION,
): DraftPassage[] {
  const sentences = sentencesWithHomes(documents, sections);
  const out: DraftPassage[] = [];
  for (const section of sections) {
    const query = sectionQuery(section);
    if (!query) continue;
    const recipe = sectionRecipe(section);
    const headed = sentences.filter((s) => s.home === section).slice(0, perSection);
    for (const { citation } of headed) out.push({ citation, score: 1, section, headed: true });
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
    ...sectionPassages(documents, formatSections(format)),
  ];
}
