import { ADVISE_MESSAGE_KINDS } from '../domain/advice';
import type { AchResult, CouncilMessage, FuturesResult, StrategicAnalysis } from './advice';
import type { MessageDto } from './people';
import { decodeSavedAdvice } from './saved-advice';

const message = (id: string, metadata: Record<string, unknown>, content = ''): MessageDto => ({
  id,
  conversationId: 'c1',
  role: 'assistant',
  content,
  metadata,
  createdAt: '2026-01-05T10:00:00.000Z',
});

const analysis: StrategicAnalysis = {
  scenario: 'Result scenario.',
  mode: 'Explore',
  lead: 'optimist',
  order: ['optimist'],
  summary: '',
  personas: {},
  confidence: 50,
  confidenceBasis: { supporting: 0, contradicting: 0, explanation: '' },
  evidence: { supporting: [], contradicting: [] },
  risks: [],
  recommendations: [],
  consensus: { summary: '', agreement: [], disagreement: [] },
  alternatives: [],
  riskLevel: 'LOW',
  riskExplanation: '',
  riskMatrix: { likelihoodLabels: [], severityLabels: [], cells: [], overall: 'LOW' },
  recommendedCourseOfAction: '',
  classification: 'UNCLASS',
  documents: [],
  notices: [],
};

const ach: AchResult = {
  hypotheses: [
    { index: 0, text: 'First', inconsistency: 0, consistent: 0, inconsistent: 0, rank: 1 },
    { index: 1, text: 'Second', inconsistency: 0, consistent: 0, inconsistent: 0, rank: 2 },
  ],
  evidence: [],
  ranking: [0, 1],
  mostDiagnostic: [],
  summary: '',
  classification: 'UNCLASS',
  notices: [],
};

const futures: FuturesResult = {
  focus: 'Result focus',
  drivers: [],
  uncertainties: [],
  futures: [],
  summary: '',
  classification: 'UNCLASS',
  notices: [],
};

const councilMessage = (id: string, type: CouncilMessage['type']): CouncilMessage => ({
  id,
  personaId: type === 'question' ? null : 'skeptic',
  message: id,
  timestamp: '2026-01-05T10:00:00.000Z',
  type,
  verdict: null,
  confidence: null,
  respondsTo: null,
  citations: [],
});

describe('decodeSavedAdvice', () => {
  it('reads an analysis from its latest result and request, with the voices saved since', () => {
    const saved = decodeSavedAdvice([
      message('m1', {
        kind: ADVISE_MESSAGE_KINDS.analysisRequest,
        scenario: 'Asked scenario.',
        mode: 'Validate',
      }),
      message('m2', {
        kind: ADVISE_MESSAGE_KINDS.analysisResult,
        result: analysis,
        voices: { skeptic: 'old' },
      }),
      message('m3', { kind: ADVISE_MESSAGE_KINDS.analysisVoice, personaId: 'optimist' }, 'Spoken.'),
    ]);
    expect(saved).toEqual({
      kind: 'analysis',
      scenario: 'Asked scenario.',
      mode: 'Validate',
      result: analysis,
      voices: { skeptic: 'old', optimist: 'Spoken.' },
    });
  });

  it('falls back on the result when the request is missing', () => {
    const saved = decodeSavedAdvice([
      message('m1', { kind: ADVISE_MESSAGE_KINDS.analysisResult, result: analysis }),
    ]);
    expect(saved).toMatchObject({
      kind: 'analysis',
      scenario: 'Result scenario.',
      mode: 'Explore',
      voices: {},
    });
  });

  it('reads a council: every question and reply, and the advisors last asked', () => {
    const question = councilMessage('q', 'question');
    const reply = councilMessage('r', 'analysis');
    const saved = decodeSavedAdvice([
      message('m1', {
        kind: ADVISE_MESSAGE_KINDS.councilQuestion,
        message: question,
        advisorIds: ['skeptic'],
      }),
      message('m2', { kind: ADVISE_MESSAGE_KINDS.councilReply, message: reply }),
    ]);
    expect(saved).toEqual({ kind: 'council', advisorIds: ['skeptic'], messages: [question, reply] });
  });

  it('reads an ACH from the latest request, or the hypotheses of its result without one', () => {
    const result = message('m2', { kind: ADVISE_MESSAGE_KINDS.achResult, result: ach });
    const request = message('m1', {
      kind: ADVISE_MESSAGE_KINDS.achRequest,
      hypotheses: ['Asked first', 'Asked second'],
      overrides: [{ evidenceId: 'e1', hypothesis: 1, rating: 'II' }],
    });
    expect(decodeSavedAdvice([request, result])).toEqual({
      kind: 'ach',
      hypotheses: ['Asked first', 'Asked second'],
      overrides: [{ evidenceId: 'e1', hypothesis: 1, rating: 'II' }],
      result: ach,
    });
    expect(decodeSavedAdvice([result])).toEqual({
      kind: 'ach',
      hypotheses: ['First', 'Second'],
      overrides: [],
      result: ach,
    });
  });

  it('reads scenario planning, the chosen uncertainties null when none were chosen', () => {
    const result = message('m2', { kind: ADVISE_MESSAGE_KINDS.futuresResult, result: futures });
    const request = message('m1', {
      kind: ADVISE_MESSAGE_KINDS.futuresRequest,
      focus: 'Asked focus',
      uncertainties: ['a', 'b'],
    });
    expect(decodeSavedAdvice([request, result])).toEqual({
      kind: 'futures',
      focus: 'Asked focus',
      uncertainties: ['a', 'b'],
      result: futures,
    });
    expect(decodeSavedAdvice([result])).toEqual({
      kind: 'futures',
      focus: 'Result focus',
      uncertainties: null,
      result: futures,
    });
  });

  it('is null for a conversation without a consultation or with a result it cannot read', () => {
    expect(decodeSavedAdvice([])).toBeNull();
    expect(
      decodeSavedAdvice([message('m1', { kind: ADVISE_MESSAGE_KINDS.achResult, result: {} })]),
    ).toBeNull();
  });
});
