// Plain constants and types of ADVISE (no zod): the browser, the server and the engine all read them.
import type { Classification } from './documents';
import { titleCaseLabels } from './title-case-labels';

/** The three tabs of ADVISE, in order. */
export const ADVISE_TABS = ['Strategic Analysis', 'War Council', 'Scenario Planning'] as const;
export type AdviseTab = (typeof ADVISE_TABS)[number];

/** Strategic analysis modes: each one changes which method's findings lead. */
export const ADVISE_MODES = ['Challenge', 'Explore', 'Validate', 'Innovate'] as const;
export type AdviseMode = (typeof ADVISE_MODES)[number];
export const DEFAULT_ADVISE_MODE: AdviseMode = 'Challenge';

/** What each mode puts first. */
export const ADVISE_MODE_DESCRIPTIONS: Readonly<Record<AdviseMode, string>> = {
  Challenge: 'Leads with the assumptions the scenario rests on and the case against it.',
  Explore: 'Leads with the opportunities across the operational variables and instruments of power.',
  Validate: 'Leads with the evidence for and against the scenario.',
  Innovate: 'Leads with alternatives that each change one assumption.',
};

export const PERSONA_IDS = ['skeptic', 'optimist', 'historian', 'oracle', 'innovator', 'commander'] as const;
export type PersonaId = (typeof PERSONA_IDS)[number];

/** An advisor of the council: who it is, and the analytic method it applies. */
export interface Persona {
  readonly id: PersonaId;
  readonly name: string;
  readonly role: string;
  readonly description: string;
  readonly expertise: readonly string[];
  /** On by default: checked in the council's list and switched on for the strategic analysis. */
  readonly active: boolean;
  /** The named analytic method behind the persona. */
  readonly method: string;
}

export const PERSONAS: Readonly<Record<PersonaId, Persona>> = {
  skeptic: {
    id: 'skeptic',
    name: 'The Skeptic',
    role: 'Critical Analyst',
    description:
      'Questions every assumption the plan rests on and argues the case against it, so that weak points are found before the enemy finds them.',
    expertise: ['Key Assumptions Check', "Devil's advocacy", 'Evidence evaluation', 'Cognitive bias'],
    active: true,
    method: "Key Assumptions Check and devil's advocacy",
  },
  optimist: {
    id: 'optimist',
    name: 'The Strategist',
    role: 'Opportunity Seeker',
    description:
      'Looks for the openings a course of action creates across the operational variables and the instruments of national power.',
    expertise: ['PMESII-PT analysis', 'DIME instruments of power', 'Opportunity analysis', 'Campaign design'],
    active: true,
    method: 'Opportunities across PMESII-PT and DIME',
  },
  historian: {
    id: 'historian',
    name: 'The Historian',
    role: 'Precedent Expert',
    description:
      'Finds what happened when something similar was tried before, and what those precedents teach.',
    expertise: ['Historical precedent', 'Lessons learned', 'After action reviews', 'Case comparison'],
    active: true,
    method: 'Precedents retrieved from the library and cited',
  },
  oracle: {
    id: 'oracle',
    name: 'Risk Oracle',
    role: 'Systems Thinker',
    description:
      'Imagines the operation has already failed and works out why, rating each cause by likelihood and severity.',
    expertise: ['Premortem analysis', 'Risk assessment', 'Second-order effects', 'Systems thinking'],
    active: false,
    method: 'Premortem with likelihood x severity',
  },
  innovator: {
    id: 'innovator',
    name: 'The Innovator',
    role: 'Creative Problem Solver',
    description:
      'Asks what if: changes one assumption at a time and builds the alternative course of action that follows.',
    expertise: [
      'What-if analysis',
      'Alternative courses of action',
      'Branches and sequels',
      'Creative problem solving',
    ],
    active: false,
    method: 'What-if alternatives, one changed assumption each',
  },
  commander: {
    id: 'commander',
    name: 'The Commander',
    role: 'Decisive Leader',
    description:
      'Checks that the decision, the end state and the risk accepted are stated clearly enough to act on.',
    expertise: ["Commander's intent", 'Decision making', 'Risk acceptance', 'Mission command'],
    active: false,
    method: 'Decision and intent critique',
  },
};

/** The advisors on when the council or the strategic analysis first opens (the seed's defaults). */
export const DEFAULT_ADVISOR_IDS: readonly PersonaId[] = PERSONA_IDS.filter((id) => PERSONAS[id].active);

/** The method each mode leads with. */
export const ADVISE_MODE_LEADS: Readonly<Record<AdviseMode, PersonaId>> = {
  Challenge: 'skeptic',
  Explore: 'optimist',
  Validate: 'historian',
  Innovate: 'innovator',
};

/**
 * The advisors of a strategic analysis in the order the mode gives them: the mode's own lead first when it
 * is among them, then the others in the checklist's order. So the mode still decides who leads when its
 * own method is off: the first advisor on, in that order. Unknown ids and repeats are dropped.
 */
export function advisorOrder(mode: AdviseMode, ids: readonly PersonaId[] = PERSONA_IDS): PersonaId[] {
  const lead = ADVISE_MODE_LEADS[mode];
  return [lead, ...PERSONA_IDS.filter((id) => id !== lead)].filter((id) => ids.includes(id));
}

export const NO_ADVISOR_MESSAGE = 'Select at least one advisor to begin the discussion.';
export const EMPTY_SCENARIO_MESSAGE = 'Describe the scenario to analyse.';
/** A strategic analysis with every advisor switched off. */
export const NO_PERSONA_MESSAGE = 'Turn on at least one advisor to run the analysis.';
export const EMPTY_QUESTION_MESSAGE = 'Ask the council a question.';

export const RISK_LEVELS = ['LOW', 'MEDIUM', 'HIGH', 'CRITICAL'] as const;
export type AdviseRiskLevel = (typeof RISK_LEVELS)[number];

/** The five steps of each axis of the 5x5 risk matrix, lowest first. */
export const PREMORTEM_LIKELIHOOD_LABELS = [
  'Rare',
  'Unlikely',
  'Possible',
  'Likely',
  'Almost certain',
] as const;
export const PREMORTEM_SEVERITY_LABELS = ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

/** The instruments of national power. */
export const DIME_INSTRUMENTS = ['diplomatic', 'information', 'military', 'economic'] as const;
export type DimeInstrument = (typeof DIME_INSTRUMENTS)[number];
export const DIME_LABELS: Readonly<Record<DimeInstrument, string>> = titleCaseLabels(DIME_INSTRUMENTS);

/**
 * Analysis of Competing Hypotheses ratings of one piece of evidence against one hypothesis:
 * very consistent, consistent, neutral (not applicable), inconsistent, very inconsistent.
 */
export const ACH_RATINGS = ['CC', 'C', 'N', 'I', 'II'] as const;
export type AchRating = (typeof ACH_RATINGS)[number];
export const ACH_RATING_LABELS: Readonly<Record<AchRating, string>> = {
  CC: 'Very consistent',
  C: 'Consistent',
  N: 'Neutral',
  I: 'Inconsistent',
  II: 'Very inconsistent',
};

export const ADVISE_LIMITS = {
  maxScenarioChars: 10_000,
  maxQuestionChars: 2_000,
  minHypotheses: 2,
  maxHypotheses: 5,
  maxHypothesisChars: 500,
  /** Documents the server hands the engine for one consultation (the most relevant ones). */
  maxDocuments: 50,
} as const;

export const HYPOTHESES_COUNT_MESSAGE = `State between ${ADVISE_LIMITS.minHypotheses} and ${ADVISE_LIMITS.maxHypotheses} hypotheses.`;
export const EMPTY_HYPOTHESIS_MESSAGE = 'A hypothesis needs some text.';

/** The audit action of a consultation (it counts toward ADVISE's usage counter). */
export const CONSULTATION_AUDIT_ACTION = 'CONSULTATION';

/** Council message kinds: the user's question, an advisor's own reply, or a reply to another advisor. */
export const COUNCIL_MESSAGE_TYPES = ['question', 'analysis', 'agreement', 'dissent'] as const;
export type CouncilMessageType = (typeof COUNCIL_MESSAGE_TYPES)[number];

/** An advisor's bottom line. */
export const ADVISOR_VERDICTS = ['proceed', 'proceed with caution', 'reconsider'] as const;
export type AdvisorVerdict = (typeof ADVISOR_VERDICTS)[number];

/** What an analysis-completed bus event carries, so the assistant can offer to turn it into a plan. */
export interface AdviseAnalysisCompletedPayload {
  readonly conversationId: string | null;
  readonly scenario: string;
  readonly mode: AdviseMode;
  readonly riskLevel: AdviseRiskLevel;
  readonly confidence: number;
  /** The recommended course of action, the task description EXECUTE opens with. */
  readonly recommendedCourseOfAction: string;
  readonly classification: Classification;
}

/** The kinds of consultation ADVISE saves, each as one advise conversation. */
export const ADVISE_CONSULTATION_KINDS = ['analysis', 'council', 'ach', 'futures'] as const;
export type AdviseConsultationKind = (typeof ADVISE_CONSULTATION_KINDS)[number];

/** The `kind` in the metadata of a saved ADVISE message. */
export const ADVISE_MESSAGE_KINDS = {
  analysisRequest: 'advise-analysis-request',
  analysisResult: 'advise-analysis-result',
  /** A configured model's words for one persona of a strategic analysis. */
  analysisVoice: 'advise-analysis-voice',
  councilQuestion: 'council-question',
  councilReply: 'council-reply',
  achRequest: 'ach-request',
  achResult: 'ach-result',
  futuresRequest: 'futures-request',
  futuresResult: 'futures-result',
} as const;
