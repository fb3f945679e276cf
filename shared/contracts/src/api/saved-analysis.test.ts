import { ANALYSIS_MESSAGE_KINDS } from '../domain/analysis';
import type { AnalysisResult } from '../domain/analysis-result';
import type { MessageDto } from './people';
import { decodeSavedAnalysis } from './saved-analysis';

const result: AnalysisResult = {
  status: 'no-documents',
  message: 'No documents selected for analysis.',
  question: 'Saved question?',
  analysisType: 'risk-analysis',
  analysisTypeName: 'Risk Analysis',
  classification: 'UNCLASS',
  documents: [],
  counts: { documents: 0, patterns: 0, blindSpots: 0, assumptions: 0, entities: 0, passages: 0, words: 0 },
  mostRelevant: '',
  passages: [],
  patterns: [],
  entities: [],
  assumptions: [],
  blindSpots: [],
  pmesii: [],
  section: { type: 'risk-analysis', title: 'Risk Analysis', summary: '', groups: [] },
  cognitiveWarnings: [],
  cognitiveWarning: '',
  engine: { analyst: 'builtin-analyst', embedder: 'hashing-384' },
  text: '',
};

const message = (id: string, metadata: Record<string, unknown>, content = ''): MessageDto => ({
  id,
  conversationId: 'c1',
  role: 'assistant',
  content,
  metadata,
  createdAt: '2026-01-05T10:00:00.000Z',
});

describe('decodeSavedAnalysis', () => {
  it('finds request, result and answer by their kind, whatever their order', () => {
    const saved = decodeSavedAnalysis([
      message('m3', { kind: ANALYSIS_MESSAGE_KINDS.answer }, 'The answer.'),
      message('m2', { kind: ANALYSIS_MESSAGE_KINDS.result, result, notices: ['Only the start was read.'] }),
      message('m1', {
        kind: ANALYSIS_MESSAGE_KINDS.request,
        question: 'Asked?',
        analysisType: 'risk-analysis',
        documentIds: ['d1'],
        modelId: 'intel-analyst',
        mediaAttachments: [{ name: 'a.png', type: 'image/png', size: 3 }],
      }),
    ]);
    expect(saved).toMatchObject({
      question: 'Asked?',
      analysisType: 'risk-analysis',
      documentIds: ['d1'],
      modelId: 'intel-analyst',
      mediaAttachments: [{ name: 'a.png', type: 'image/png', size: 3 }],
      notices: ['Only the start was read.'],
      answer: { id: 'm3', content: 'The answer.' },
    });
    expect(saved?.result).toEqual(result);
  });

  it('fills what an older request left out from the result', () => {
    const saved = decodeSavedAnalysis([
      message('m1', { kind: ANALYSIS_MESSAGE_KINDS.request }),
      message('m2', { kind: ANALYSIS_MESSAGE_KINDS.result, result }),
    ]);
    expect(saved).toMatchObject({
      question: 'Saved question?',
      analysisType: 'risk-analysis',
      documentIds: [],
      modelId: 'builtin-analyst',
      notices: [],
      answer: null,
    });
  });

  it('is null without an analysis or with a result that does not match the format', () => {
    expect(decodeSavedAnalysis([])).toBeNull();
    expect(
      decodeSavedAnalysis([
        message('m1', { kind: ANALYSIS_MESSAGE_KINDS.request }),
        message('m2', { kind: ANALYSIS_MESSAGE_KINDS.result, result: { status: 'ok' } }),
      ]),
    ).toBeNull();
  });
});
