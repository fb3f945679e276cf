import type { SavedAnalysisSummary } from '@csw/contracts';
import { describeSaved } from './saved-words';

const summary = (overrides: Partial<SavedAnalysisSummary>): SavedAnalysisSummary => ({
  id: 'c1',
  title: 'What threatens the ground station?',
  analysisType: 'risk-analysis',
  analysisTypeName: 'Risk Analysis',
  documentCount: 4,
  documentTitles: ['SSA report', 'Cyber threat', 'Satellite operations'],
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('describeSaved', () => {
  it('names the type, the count and the first titles, counting the rest', () => {
    expect(describeSaved(summary({}))).toBe(
      'Risk Analysis · 4 documents: "SSA report", "Cyber threat", "Satellite operations" and 1 more',
    );
  });

  it('says one document, and falls back to the type id’s name', () => {
    expect(
      describeSaved(summary({ analysisTypeName: null, documentCount: 1, documentTitles: ['SSA report'] })),
    ).toBe('Risk Analysis · 1 document: "SSA report"');
  });

  it('says when an analysis read no document', () => {
    expect(
      describeSaved(
        summary({ analysisType: null, analysisTypeName: null, documentCount: 0, documentTitles: [] }),
      ),
    ).toBe('no documents');
  });
});
