import {
  PERSONA_IDS,
  PERSONAS,
  PREMORTEM_LIKELIHOOD_LABELS,
  PREMORTEM_SEVERITY_LABELS,
  type AchResult,
  type AdviceCitation,
  type CouncilMessage,
  type FuturesResult,
  type PersonaAnalysis,
  type StrategicAnalysis,
} from '@csw/contracts';

/** A passage as the server cites it. */
export const BRIDGE: AdviceCitation = {
  documentId: 'bridge',
  title: 'Bridge report',
  classification: 'SECRET',
  page: 2,
  quote: 'The northern bridge is destroyed and cannot carry convoy traffic.',
  start: 0,
  end: 65,
};

function persona(id: (typeof PERSONA_IDS)[number]): PersonaAnalysis {
  return {
    personaId: id,
    name: PERSONAS[id].name,
    method: PERSONAS[id].method,
    analysis: `${PERSONAS[id].name} finds the bridge down.`,
    confidence: 25,
    confidenceBasis: {
      supporting: 0,
      contradicting: 2,
      explanation: '0 against 2: (0 + 1) / (0 + 2 + 2) = 25%.',
    },
    verdict: 'reconsider',
    risks: [{ text: `${id}: the bridge cannot carry the convoy.`, citations: [BRIDGE] }],
    recommendations: [{ text: `${id}: use the southern road.`, citations: [] }],
    details: { method: 'precedents', precedents: [] },
  };
}

/** A strategic analysis shaped as the server sends it (values chosen for the screen's tests). */
export function analysisFixture(mode: StrategicAnalysis['mode'] = 'Challenge'): StrategicAnalysis {
  const cells = PREMORTEM_LIKELIHOOD_LABELS.map(() => PREMORTEM_SEVERITY_LABELS.map(() => 0));
  cells[3]![3] = 1;
  return {
    scenario: 'Move fuel across the northern bridge.',
    mode,
    lead: 'skeptic',
    order: [...PERSONA_IDS],
    summary: 'The skeptic leads: the bridge is down.',
    personas: Object.fromEntries(PERSONA_IDS.map((id) => [id, persona(id)])) as StrategicAnalysis['personas'],
    confidence: 25,
    confidenceBasis: {
      supporting: 0,
      contradicting: 2,
      explanation: '0 corroborating against 2 contradicting.',
    },
    evidence: {
      supporting: [],
      contradicting: [{ stance: 'contradicts', reason: 'Bridge down', citation: BRIDGE }],
    },
    risks: [{ text: 'Drones attack the convoy at the river.', citations: [BRIDGE] }],
    recommendations: [{ text: 'Rehearse the river crossing.', citations: [] }],
    consensus: {
      summary: 'Most advisors say reconsider.',
      agreement: [{ text: 'The bridge is down.', personaIds: ['skeptic', 'historian'], citations: [BRIDGE] }],
      disagreement: [
        {
          topic: 'Whether to proceed',
          positions: [
            { personaId: 'skeptic', verdict: 'reconsider', reason: 'The bridge is down.' },
            { personaId: 'optimist', verdict: 'proceed', reason: 'Partners provide fuel.' },
          ],
        },
      ],
    },
    alternatives: [{ text: 'What if the bridge stays down? Use the southern ford.', citations: [BRIDGE] }],
    riskLevel: 'HIGH',
    riskExplanation: 'The worst cause scores likely x major = 16.',
    riskMatrix: {
      likelihoodLabels: [...PREMORTEM_LIKELIHOOD_LABELS],
      severityLabels: [...PREMORTEM_SEVERITY_LABELS],
      cells,
      overall: 'HIGH',
    },
    recommendedCourseOfAction:
      'Move fuel along the southern road.\n\nBefore execution:\n- Rehearse the river crossing.',
    classification: 'SECRET',
    documents: [{ id: 'bridge', title: 'Bridge report', classification: 'SECRET' }],
    notices: [],
  };
}

export function councilReplyFixture(id: (typeof PERSONA_IDS)[number], n: number): CouncilMessage {
  return {
    id: `council-0-${id}`,
    personaId: id,
    message: `${PERSONAS[id].name} answers ${n}.`,
    timestamp: '2026-01-01T00:00:00.000Z',
    type: n === 0 ? 'analysis' : 'dissent',
    verdict: 'reconsider',
    confidence: 25,
    respondsTo: null,
    citations: [],
  };
}

export function achFixture(rating: 'C' | 'II' = 'C'): AchResult {
  return {
    hypotheses: [
      {
        index: 0,
        text: 'The bridge carries traffic.',
        inconsistency: 1,
        consistent: 0,
        inconsistent: 1,
        rank: 2,
      },
      {
        index: 1,
        text: 'The road carries traffic.',
        inconsistency: 0,
        consistent: 1,
        inconsistent: 0,
        rank: 1,
      },
    ],
    evidence: [
      {
        id: 'bridge:2:0',
        citation: BRIDGE,
        cells: [
          { rating: 'I', computed: 'I', overridden: false, reason: 'Contradicts.' },
          { rating, computed: 'C', overridden: rating !== 'C', reason: 'Consistent.' },
        ],
        diagnosticity: 2,
      },
    ],
    ranking: [1, 0],
    mostDiagnostic: ['bridge:2:0'],
    summary: 'Least inconsistent: the road.',
    classification: 'SECRET',
    notices: [],
  };
}

const driver = (label: string, mentions: number) => ({
  label,
  variable: null,
  mentions,
  documentCount: 2,
  uncertainMentions: 1,
  citations: [BRIDGE],
});

/** Alternative futures built from the two drivers named (of the three the library names). */
export function futuresFixture(
  focus: string,
  [a, b]: [string, string] = ['Bridges', 'Weather'],
): FuturesResult {
  const pole = (label: string, side: string) => ({
    label: `${side} ${label.toLowerCase()} conditions`,
    citations: [],
  });
  return {
    focus,
    drivers: [driver('Bridges', 5), driver('Weather', 3), driver('Fuel', 2)],
    uncertainties: [a, b].map((label) => ({
      driver: label,
      why: `${label}: named in 3 passages.`,
      poles: [pole(label, 'Favourable'), pole(label, 'Adverse')] as [
        ReturnType<typeof pole>,
        ReturnType<typeof pole>,
      ],
    })),
    futures: [0, 1].flatMap((x) =>
      [0, 1].map((y) => ({
        name: `${a} ${x ? 'adverse' : 'favourable'}, ${b} ${y ? 'adverse' : 'favourable'}`,
        poles: [x, y] as [number, number],
        narrative: `${a} and ${b} shape this future.`,
        signposts: [{ text: `Watch ${a.toLowerCase()}.`, citations: [BRIDGE] }],
      })),
    ),
    summary: `Key uncertainties: ${a} and ${b}.`,
    classification: 'SECRET',
    notices: [],
  };
}
