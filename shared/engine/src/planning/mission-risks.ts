import type { PlanningRisk } from '@csw/contracts';
import { getOrCreate } from '../cache/get-or-create';
import { NEGATED_RISK, RISK, THREAT } from '../analysis/cues';
import { riskLevel, scoreRisk } from '../analysis/sections/risk';
import type { Citation, SourceDocument } from '../analysis/types';
import { rankPassages, textPassages } from '../search/passage-ranking';
import type { TaskClause } from './statement';
import { objectiveOf, placeName } from './place-name';

/** Related passages shown with a plan. */
const MAX_REFERENCES = 5;
/** Passages read for risks (the most related first). */
const RISK_CANDIDATES = 20;
const MAX_DOCUMENT_RISKS = 5;

interface PagePassage {
  readonly text: string;
  readonly citation: Citation;
}

function passages(documents: readonly SourceDocument[]): PagePassage[] {
  const out: PagePassage[] = [];
  for (const doc of documents) {
    const pages = doc.pages ?? (doc.text ? [{ page: 1, text: doc.text }] : []);
    for (const page of pages) {
      for (const p of textPassages(page.text)) {
        if (p.kind !== 'sentence') continue;
        out.push({
          text: p.text,
          citation: {
            documentId: doc.id,
            title: doc.title,
            classification: doc.classification,
            page: page.page,
            quote: p.text,
            start: p.start,
            end: p.end,
          },
        });
      }
    }
  }
  return out;
}

// Ranking reads every document once per call; the analysis calls both functions with the same input.
const cache = new WeakMap<readonly SourceDocument[], Map<string, PagePassage[]>>();

function ranked(documents: readonly SourceDocument[], description: string, limit: number): PagePassage[] {
  if (!documents.length || !description.trim()) return [];
  const byText = getOrCreate(cache, documents, () => new Map<string, PagePassage[]>());
  const list = getOrCreate(byText, description, () =>
    rankPassages(passages(documents), description, RISK_CANDIDATES).map((r) => r.passage),
  );
  return list.slice(0, limit);
}

/** The library passages most related to the mission, cited (document, page, quoted span). */
export function documentReferences(documents: readonly SourceDocument[], description: string): Citation[] {
  return ranked(documents, description, MAX_REFERENCES).map((p) => p.citation);
}

function risk(text: string, source: PlanningRisk['source'], citation: Citation | null): PlanningRisk {
  const { likelihood, impact } = scoreRisk(text);
  return { text, level: riskLevel(likelihood, impact), likelihood, impact, source, citation };
}

/**
 * Risks of the mission: the hazard each stated task carries by its nature, and risk statements of the
 * related library passages (cited). Highest level first; ties keep the order found.
 */
export function missionRisks(
  clauses: ReadonlyArray<{ clause: TaskClause; place: string | null }>,
  documents: readonly SourceDocument[],
  description: string,
): PlanningRisk[] {
  const out: PlanningRisk[] = [];
  const seen = new Set<string>();
  for (const { clause, place } of clauses) {
    const text = clause.verb.risk.replace('{where}', place ? placeName(objectiveOf(place)) : 'the objective');
    if (!seen.has(text)) {
      seen.add(text);
      out.push(risk(text, 'mission', null));
    }
  }
  let fromDocuments = 0;
  for (const p of ranked(documents, description, RISK_CANDIDATES)) {
    if (fromDocuments >= MAX_DOCUMENT_RISKS) break;
    const plain = p.text.replace(NEGATED_RISK, '');
    if (!RISK.test(plain) && !THREAT.test(plain)) continue;
    out.push(risk(p.text, 'document', p.citation));
    fromDocuments += 1;
  }
  const order = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'];
  return out
    .map((r, i) => ({ r, i }))
    .sort((a, b) => order.indexOf(a.r.level) - order.indexOf(b.r.level) || a.i - b.i)
    .map(({ r }) => r);
}
