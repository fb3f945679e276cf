import type {
  AnalysisResponseDto,
  AnalysisResult,
  Citation,
  DocumentDto,
  ModelCatalogue,
  ModelDto,
} from '@csw/contracts';
import { makeDocument as makeListed, type FakeHandler } from '@csw/storage/testing';

/** A library document as the API sends it (whole and as a list's summary), nobody's own by default. */
export function makeDocument(overrides: Partial<DocumentDto> & { id: string }) {
  return makeListed({ ownerId: null, ownerUsername: null, access: 'library', ...overrides });
}

export function makeModel(overrides: Partial<ModelDto> & { id: string }): ModelDto {
  return {
    name: overrides.id,
    category: 'General Purpose',
    description: `About ${overrides.id}.`,
    strengths: [],
    kind: 'endpoint',
    available: false,
    reason: 'Not configured on this server',
    ...overrides,
  };
}

export const CATALOGUE: ModelCatalogue = {
  defaultModelId: 'builtin-analyst',
  models: [
    makeModel({
      id: 'builtin-analyst',
      name: 'Built-in Analyst',
      category: 'Rule-based, offline',
      description: 'Rule-based analysis that runs on this server without any network.',
      strengths: ['Works offline', 'Every finding cited'],
      kind: 'builtin',
      available: true,
      reason: null,
    }),
    makeModel({
      id: 'grok-2',
      name: 'Grok-2',
      category: 'Advanced Reasoning',
      strengths: ['Complex reasoning'],
    }),
    makeModel({
      id: 'intel-analyst',
      name: 'Intel Analyst',
      category: 'Intelligence',
      available: true,
      reason: null,
    }),
  ],
};

export function cite(documentId: string, quote: string, page = 1): Citation {
  return {
    documentId,
    title: `Document ${documentId}`,
    classification: 'UNCLASS',
    page,
    quote,
    start: 0,
    end: quote.length,
  };
}

/** An engine result with one finding of each kind; tests override what they look at. */
export function makeResult(overrides: Partial<AnalysisResult> = {}): AnalysisResult {
  const c = cite('d1', 'KESTREL revisit time fell to 45 minutes.');
  return {
    status: 'ok',
    question: 'What threatens the ground station?',
    analysisType: 'threat-assessment',
    analysisTypeName: 'Threat Assessment',
    classification: 'UNCLASS',
    documents: [
      {
        id: 'd1',
        title: 'Document d1',
        classification: 'UNCLASS',
        createdAt: '2026-01-05T10:00:00.000Z',
        pages: 1,
        words: 400,
      },
    ],
    counts: {
      documents: 2,
      patterns: 7,
      blindSpots: 4,
      assumptions: 1,
      entities: 1,
      passages: 1,
      words: 800,
    },
    mostRelevant: 'KESTREL revisit time fell to 45 minutes over the exercise area.',
    passages: [{ rank: 1, score: 1, matchedTerms: ['kestrel'], highlights: [], citation: c }],
    patterns: [{ label: 'KESTREL revisit', kind: 'phrase', documentCount: 2, mentions: 5, citations: [c] }],
    entities: [{ name: 'Harrow Point', type: 'place', mentions: 3, documentCount: 2, citations: [c] }],
    assumptions: [
      {
        statement: 'We assume the fuel convoy arrives on schedule.',
        cue: 'assume',
        whyItMustHold: 'The plan depends on it.',
        rating: 'unsupported',
        ratingReason: 'No document confirms it.',
        impactLevel: 'high',
        impactIfWrong: 'The exercise stops.',
        citation: cite('d2', 'We assume the fuel convoy arrives on schedule.'),
        evidence: [],
      },
    ],
    blindSpots: [
      {
        kind: 'pmesii',
        title: 'Economic factors not covered',
        detail: 'No document discusses cost.',
        citations: [],
      },
    ],
    pmesii: [],
    section: {
      type: 'threat-assessment',
      title: 'Threat Assessment',
      summary: 'One actor with counterspace capability.',
      groups: [
        {
          title: 'Actors',
          items: [{ text: 'REDLAND operates KESTREL.', status: 'HIGH', citations: [c] }],
          emptyText: 'No actor named.',
        },
      ],
    },
    cognitiveWarnings: [{ kind: 'single-source', message: 'Most findings rest on one source.' }],
    cognitiveWarning: 'Most findings rest on one source.',
    engine: { analyst: 'builtin-analyst', embedder: 'hashing-384' },
    text: 'Threat Assessment ...',
    ...overrides,
  };
}

export function makeRun(overrides: Partial<AnalysisResponseDto> & { result?: AnalysisResult } = {}) {
  return {
    conversationId: 'c1',
    result: makeResult(),
    model: { id: 'builtin-analyst', name: 'Built-in Analyst' },
    streamPath: null,
    mediaAttachments: [],
    notices: [],
    ...overrides,
  };
}

/** The routes the THINK screen reads on entry. */
export function thinkRoutes(overrides: Record<string, FakeHandler> = {}): Record<string, FakeHandler> {
  return {
    'GET /api/documents': () => ({
      items: [
        makeDocument({
          id: 'd1',
          title: 'SSA Report',
          classification: 'SECRET',
          documentType: 'Intelligence Report',
        }),
        makeDocument({ id: 'd2', title: 'Satellite Ops Manual' }),
        makeDocument({
          id: 'u1',
          title: 'My field notes',
          category: 'user-uploaded',
          documentType: 'User Document',
          access: 'owner',
        }),
      ],
      total: 3,
    }),
    'GET /api/models': () => CATALOGUE,
    'GET /api/conversations': () => [],
    'GET /api/saved-analyses': () => [],
    ...overrides,
  };
}
