import fs from 'node:fs';
import path from 'node:path';
import type { Draft } from '@csw/contracts';
import type { SourceDocument } from '../../analysis/types';
import { generateDraft } from '../../drafting/generate';
import { passagesForDraft } from '../../drafting/section-passages';
import { evidenceDocuments } from '../../drafting/sources';
import { COVERAGE_DOCUMENTS, COVERAGE_REQUESTS, type CoverageRequestLabel } from './labels';

/*
 * Labelled evaluation of drafts written from the user's sources, section by section (labels.ts says how
 * the labels were written, before the engine ran on them), and of the product's own outputs kept out of
 * the evidence of its drafts. Figures are printed; the thresholds sit a margin below the first measured
 * figures to catch regressions, and held-back material of the same kinds is the outside judge.
 */

const NOW = new Date('2026-03-20T12:00:00Z');
const MATERIAL = path.join(__dirname, 'material');
const share = (n: number, d: number) => (d === 0 ? 1 : Math.round((n / d) * 1000) / 1000);

const LIBRARY: readonly SourceDocument[] = COVERAGE_DOCUMENTS.map((d) => ({
  id: d.file,
  title: d.title,
  classification: 'UNCLASS',
  createdAt: '2026-03-15T00:00:00.000Z',
  text: fs.readFileSync(path.join(MATERIAL, d.file), 'utf8'),
  ...(d.generated ? { generated: true } : {}),
}));
const GENERATED = new Set(COVERAGE_DOCUMENTS.filter((d) => d.generated).map((d) => d.file));

/** The draft of a request from its chosen sources, or from the library's evidence when none is chosen. */
function draftOf(request: CoverageRequestLabel, keepOut = true): Draft {
  const chosen = new Set(request.sources);
  const documents =
    chosen.size > 0
      ? LIBRARY.filter((d) => chosen.has(d.id))
      : keepOut
        ? evidenceDocuments(LIBRARY)
        : LIBRARY;
  const passages = passagesForDraft(documents, request.intent);
  return generateDraft({ intent: request.intent, tone: 'decisive', passages, now: NOW });
}

/** The citations of each section of a draft: [documentId, quote]. */
function sectionCitations(draft: Draft): Map<string, Array<[string, string]>> {
  const out = new Map<string, Array<[string, string]>>();
  for (const s of draft.sections) {
    // Every citation the section's text makes (a section's `citations` are only those it cites first).
    const cited = [
      ...new Set([...draft.text.slice(s.start, s.end).matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]))),
    ];
    out.set(
      s.heading,
      cited.map((n) => {
        const c = draft.citations.find((x) => x.n === n)!;
        return [c.documentId, c.quote];
      }),
    );
  }
  return out;
}

interface CoverageScore {
  sections: number;
  /** Labelled sections (with something to say) that the draft fills with at least one right passage. */
  sectionRecall: number;
  /** Passages cited in scored sections that a reader would use there. */
  passagePrecision: number;
  /** Labelled (sentence, section) pairs the draft uses. */
  sentenceRecall: number;
  /** Sections saying the sources hold nothing that truly hold nothing. */
  emptyPrecision: number;
  /** Sections truly empty that say so. */
  emptyRecall: number;
}

function scoreCoverage(requests: readonly CoverageRequestLabel[]) {
  let labelled = 0;
  let filled = 0;
  let cited = 0;
  let right = 0;
  let pairs = 0;
  let pairsUsed = 0;
  let saidEmpty = 0;
  let saidEmptyRight = 0;
  let empty = 0;
  let emptySaid = 0;
  const misses: string[] = [];
  for (const request of requests) {
    const bySection = sectionCitations(draftOf(request));
    for (const { section, sentences } of request.sections) {
      const used = bySection.get(section) ?? [];
      const isRight = ([doc, quote]: [string, string]) =>
        sentences.some(([file, words]) => file === doc && quote.includes(words));
      labelled += 1;
      pairs += sentences.length;
      pairsUsed += sentences.filter(([file, words]) =>
        used.some(([doc, quote]) => doc === file && quote.includes(words)),
      ).length;
      cited += used.length;
      right += used.filter(isRight).length;
      if (used.some(isRight)) filled += 1;
      else misses.push(`${request.id} ${section}: ${used.length ? 'only wrong passages' : 'nothing'}`);
      for (const u of used.filter((x) => !isRight(x)))
        misses.push(`${request.id} ${section}: not kept "${u[1].slice(0, 70)}"`);
      if (used.length === 0) saidEmpty += 1;
    }
    for (const section of request.empty) {
      empty += 1;
      const used = bySection.get(section) ?? [];
      if (used.length === 0) {
        emptySaid += 1;
        saidEmpty += 1;
        saidEmptyRight += 1;
      } else misses.push(`${request.id} ${section}: should hold nothing, cites ${used.length}`);
    }
  }
  const score: CoverageScore = {
    sections: labelled,
    sectionRecall: share(filled, labelled),
    passagePrecision: share(right, cited),
    sentenceRecall: share(pairsUsed, pairs),
    emptyPrecision: share(saidEmptyRight, saidEmpty),
    emptyRecall: share(emptySaid, empty),
  };
  return { score, misses };
}

/** Citations of drafts over the whole library that come from what the product generated. */
function scoreKeptOut(requests: readonly CoverageRequestLabel[], keepOut: boolean) {
  let cited = 0;
  let fromEvidence = 0;
  const generatedCited = new Set<string>();
  for (const request of requests) {
    const draft = draftOf(request, keepOut);
    cited += draft.citations.length;
    for (const c of draft.citations) {
      if (GENERATED.has(c.documentId)) generatedCited.add(`${request.id}:${c.documentId}`);
      else fromEvidence += 1;
    }
  }
  const chances = requests.length * GENERATED.size;
  return {
    drafts: requests.length,
    cited,
    /** Citations from documents people wrote. */
    precision: share(fromEvidence, cited),
    /** (draft, generated document) pairs in which the generated document is kept out. */
    recall: share(chances - generatedCited.size, chances),
  };
}

describe('section coverage of drafts from chosen sources, and the product kept out of evidence', () => {
  const chosen = COVERAGE_REQUESTS.filter((r) => r.sources.length > 0 && r.sections.length > 0);
  const library = COVERAGE_REQUESTS.filter((r) => r.sources.length === 0);

  it('fills each section from the chosen sources that speak to it, and says "nothing" only when they do not', () => {
    // The held-out requests and their material (held-out-*.txt) were written and labelled after the
    // section retrieval was built, and scored once, unseen: their figures are reported, not tuned to.
    const heldOut = (r: CoverageRequestLabel) => r.id.startsWith('held-out');
    const development = scoreCoverage(chosen.filter((r) => !heldOut(r)));
    const unseen = scoreCoverage(chosen.filter(heldOut));
    console.log(
      `Section coverage: development ${JSON.stringify(development.score)}; held out ${JSON.stringify(unseen.score)}\n${development.misses.join('\n')}`,
    );
    expect(development.score.sectionRecall).toBeGreaterThanOrEqual(0.85);
    expect(development.score.passagePrecision).toBeGreaterThanOrEqual(0.85);
    expect(development.score.emptyPrecision).toBeGreaterThanOrEqual(0.5);
    // Floors set before the held-out half was first scored.
    expect(unseen.score.sectionRecall).toBeGreaterThanOrEqual(0.6);
    expect(unseen.score.passagePrecision).toBeGreaterThanOrEqual(0.6);
  });

  it("never cites the product's own saved drafts and reports, unless the user chose one", () => {
    const kept = scoreKeptOut(library, true);
    const unfiltered = scoreKeptOut(library, false);
    console.log(`Kept out: ${JSON.stringify(kept)}; without keeping them out: ${JSON.stringify(unfiltered)}`);
    expect(kept.precision).toBe(1);
    expect(kept.recall).toBe(1);
    // Chosen explicitly, a saved draft is a source like any other.
    const chosenGenerated = COVERAGE_REQUESTS.find((r) => r.id === 'opord-chosen-generated')!;
    const documents = evidenceDocuments(LIBRARY, new Set(chosenGenerated.sources)).filter((d) =>
      chosenGenerated.sources.includes(d.id),
    );
    expect(documents.map((d) => d.id).sort()).toEqual([...chosenGenerated.sources].sort());
  });
});
