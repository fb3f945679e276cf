/** The eleven analysis types of THINK, in the order the select shows them. */
export const ANALYSIS_TYPE_IDS = [
  'custom',
  'threat-assessment',
  'pattern-recognition',
  'gap-analysis',
  'compliance-review',
  'risk-analysis',
  'lessons-learned',
  'comparative-analysis',
  'resource-analysis',
  'operational-effectiveness',
  'strategic-implications',
] as const;

export type AnalysisTypeId = (typeof ANALYSIS_TYPE_IDS)[number];

/** What an analysis type is for, and the question it asks when the user picks it. */
export interface AnalysisTypeInfo {
  readonly id: AnalysisTypeId;
  readonly name: string;
  readonly description: string;
  /** The prefilled question; empty for custom (the user writes their own). */
  readonly question: string;
}

export const ANALYSIS_TYPES: Readonly<Record<AnalysisTypeId, AnalysisTypeInfo>> = {
  custom: {
    id: 'custom',
    name: 'Custom Analysis',
    description: 'Ask your own question of the selected documents.',
    question: '',
  },
  'threat-assessment': {
    id: 'threat-assessment',
    name: 'Threat Assessment',
    description: 'Actors, capabilities, intent and indicators of threats in the documents.',
    question:
      'What are the primary threats described in these documents: which actors, with what capabilities and intent, and what indicators should we watch?',
  },
  'pattern-recognition': {
    id: 'pattern-recognition',
    name: 'Pattern Recognition',
    description: 'Themes, links and trends that recur across the documents.',
    question: 'What patterns, recurring themes and trends appear across these documents?',
  },
  'gap-analysis': {
    id: 'gap-analysis',
    name: 'Gap Analysis',
    description: 'Requirements set against current status, and the gaps between them.',
    question: 'What gaps exist between the stated requirements and the current capabilities or status?',
  },
  'compliance-review': {
    id: 'compliance-review',
    name: 'Compliance Review',
    description: 'Each shall or must statement and whether the documents show it met.',
    question: 'Which requirements, standards and directives apply, and is each one met?',
  },
  'risk-analysis': {
    id: 'risk-analysis',
    name: 'Risk Analysis',
    description: 'Risks rated by likelihood and impact on a matrix.',
    question: 'What are the key risks, how likely is each, and what would its impact be on the mission?',
  },
  'lessons-learned': {
    id: 'lessons-learned',
    name: 'Lessons Learned',
    description: 'What to sustain and what to improve.',
    question: 'What lessons can be learned: what worked and should be sustained, and what must improve?',
  },
  'comparative-analysis': {
    id: 'comparative-analysis',
    name: 'Comparative Analysis',
    description: 'Differences and contradictions between the documents, in numbers and dates.',
    question: 'How do these documents differ, and where do they contradict each other in figures or dates?',
  },
  'resource-analysis': {
    id: 'resource-analysis',
    name: 'Resource Analysis',
    description: 'Quantities of people, equipment, supplies and money, and their shortfalls.',
    question:
      'What resources (personnel, equipment, supplies, funding) are described, in what quantities, and where are the shortfalls?',
  },
  'operational-effectiveness': {
    id: 'operational-effectiveness',
    name: 'Operational Effectiveness',
    description: 'Measures of performance and effectiveness, rates and targets.',
    question:
      'How effective are the operations described: which measures, rates and targets are reported, and are they met?',
  },
  'strategic-implications': {
    id: 'strategic-implications',
    name: 'Strategic Implications',
    description: 'Mapping to the PMESII-PT variables and second-order effects.',
    question:
      'What are the strategic implications across political, military, economic, social, information, infrastructure, physical environment and time factors, and what second-order effects follow?',
  },
};

/** True when the value is one of the eleven analysis type ids. */
export function isAnalysisTypeId(value: unknown): value is AnalysisTypeId {
  return typeof value === 'string' && (ANALYSIS_TYPE_IDS as readonly string[]).includes(value);
}
