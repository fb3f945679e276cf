import {
  ANALYSIS_TYPES,
  SAVED_ANALYSIS_TITLES,
  formatDateTime,
  type SavedAnalysisSummary,
} from '@csw/contracts';

const quoted = (title: string) => `"${title}"`;

/**
 * What a saved analysis was, in one line: its type, then how many documents and the first titles
 * ('Risk Analysis · 4 documents: "A", "B", "C" and 1 more').
 */
export function describeSaved(summary: SavedAnalysisSummary): string {
  const type =
    summary.analysisTypeName ?? (summary.analysisType ? ANALYSIS_TYPES[summary.analysisType].name : null);
  const n = summary.documentCount;
  const count = n === 0 ? 'no documents' : `${n} ${n === 1 ? 'document' : 'documents'}`;
  const titles = summary.documentTitles.slice(0, SAVED_ANALYSIS_TITLES);
  const rest = n - titles.length;
  const named = titles.length
    ? `: ${titles.map(quoted).join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`
    : '';
  return [type, `${count}${named}`].filter(Boolean).join(' · ');
}

/** When an analysis was saved: '25 Nov 2026 14:05' (the platform's one date formatter). */
export const savedWhen = (iso: string) => formatDateTime(iso);
