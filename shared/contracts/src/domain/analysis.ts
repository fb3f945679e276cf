// Plain constants and types of THINK analysis (no zod): the browser and the engine both read them.

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
  /** The query box's placeholder while this type is chosen. */
  readonly placeholder: string;
  /** The prefilled question; empty for custom (the user writes their own). */
  readonly question: string;
}

export const ANALYSIS_TYPES: Readonly<Record<AnalysisTypeId, AnalysisTypeInfo>> = {
  custom: {
    id: 'custom',
    name: 'Custom Analysis',
    description: 'Ask your own question of the selected documents.',
    placeholder: 'Ask a question about the selected documents...',
    question: '',
  },
  'threat-assessment': {
    id: 'threat-assessment',
    name: 'Threat Assessment',
    description: 'Actors, capabilities, intent and indicators of threats in the documents.',
    placeholder: 'Which threats, actors, capabilities or indicators should the analysis look for?',
    question:
      'What are the primary threats described in these documents: which actors, with what capabilities and intent, and what indicators should we watch?',
  },
  'pattern-recognition': {
    id: 'pattern-recognition',
    name: 'Pattern Recognition',
    description: 'Themes, links and trends that recur across the documents.',
    placeholder: 'Which recurring themes, links or trends should the analysis look for?',
    question: 'What patterns, recurring themes and trends appear across these documents?',
  },
  'gap-analysis': {
    id: 'gap-analysis',
    name: 'Gap Analysis',
    description: 'Requirements set against current status, and the gaps between them.',
    placeholder: 'Which requirements or capabilities should be compared with the current status?',
    question: 'What gaps exist between the stated requirements and the current capabilities or status?',
  },
  'compliance-review': {
    id: 'compliance-review',
    name: 'Compliance Review',
    description: 'Each shall or must statement and whether the documents show it met.',
    placeholder: 'Which standards, directives or requirements should be checked?',
    question: 'Which requirements, standards and directives apply, and is each one met?',
  },
  'risk-analysis': {
    id: 'risk-analysis',
    name: 'Risk Analysis',
    description: 'Risks rated by likelihood and impact on a matrix.',
    placeholder: 'Which mission, operation or activity should the risks be rated for?',
    question: 'What are the key risks, how likely is each, and what would its impact be on the mission?',
  },
  'lessons-learned': {
    id: 'lessons-learned',
    name: 'Lessons Learned',
    description: 'What to sustain and what to improve.',
    placeholder: 'Which exercise, event or operation should lessons be drawn from?',
    question: 'What lessons can be learned: what worked and should be sustained, and what must improve?',
  },
  'comparative-analysis': {
    id: 'comparative-analysis',
    name: 'Comparative Analysis',
    description: 'Differences and contradictions between the documents, in numbers and dates.',
    placeholder: 'What should the documents be compared on (figures, dates, positions)?',
    question: 'How do these documents differ, and where do they contradict each other in figures or dates?',
  },
  'resource-analysis': {
    id: 'resource-analysis',
    name: 'Resource Analysis',
    description: 'Quantities of people, equipment, supplies and money, and their shortfalls.',
    placeholder: 'Which personnel, equipment, supplies or funding should be accounted for?',
    question:
      'What resources (personnel, equipment, supplies, funding) are described, in what quantities, and where are the shortfalls?',
  },
  'operational-effectiveness': {
    id: 'operational-effectiveness',
    name: 'Operational Effectiveness',
    description: 'Measures of performance and effectiveness, rates and targets.',
    placeholder: 'Which measures of performance or effectiveness matter for this operation?',
    question:
      'How effective are the operations described: which measures, rates and targets are reported, and are they met?',
  },
  'strategic-implications': {
    id: 'strategic-implications',
    name: 'Strategic Implications',
    description: 'Mapping to the PMESII-PT variables and second-order effects.',
    placeholder: 'Which decision or course of action should the strategic implications be weighed for?',
    question:
      'What are the strategic implications across political, military, economic, social, information, infrastructure, physical environment and time factors, and what second-order effects follow?',
  },
};

/** True when the value is one of the eleven analysis type ids. */
export function isAnalysisTypeId(value: unknown): value is AnalysisTypeId {
  return typeof value === 'string' && (ANALYSIS_TYPE_IDS as readonly string[]).includes(value);
}

/** The answer when a query is present but no document is chosen. */
export const NO_DOCUMENTS_MESSAGE = 'No documents selected for analysis.';
export const NO_DOCUMENTS_HINT =
  'Please select documents from the vector database or upload files for comprehensive analysis.';

/** The model catalogue's rule-based analyst: offline, always available. */
export const BUILTIN_ANALYST_ID = 'builtin-analyst';

/** The six named models of the catalogue, in the order the select shows them (grok-2 first, the default). */
export const NAMED_MODEL_IDS = [
  'grok-2',
  'gpt-4-turbo',
  'claude-3-opus',
  'military-llm',
  'intel-analyst',
  'gemini-ultra',
] as const;

/** Limits of one analysis request, enforced by the server and shown by THINK. */
export const ANALYSIS_LIMITS = {
  /** Documents per analysis. */
  maxDocuments: 50,
  /** Characters of the question. */
  maxQuestionChars: 4000,
  /** Media files listed with an analysis (their content is not read). */
  maxMediaAttachments: 20,
  /** Text files attached to one analysis (read for it, kept with it, not added to the library). */
  maxAttachments: 10,
  /**
   * Characters of all attached files together: the server's analysis budget (MAX_ANALYSIS_CHARS) is
   * 400,000, and this leaves the chosen library documents at least half of it.
   */
  maxAttachmentChars: 200_000,
} as const;

/** Label of THINK's choice to store an analysis's attached files in the library too (off by default). */
export const ADD_ATTACHMENTS_TO_LIBRARY_LABEL = 'Also add these files to the library';

/** What happens to attached files, said beside that choice. */
export const ATTACHMENTS_KEPT_HINT =
  'Attached .txt, .pdf, .docx and .md files are read for this analysis only and kept with its saved result; they are not added to the library unless you tick this box.';

/** THINK's optional file input: text files are uploaded and analysed, media files only listed. */
export const THINK_TEXT_EXTENSIONS = ['.txt', '.pdf', '.docx', '.md'] as const;
export const THINK_MEDIA_EXTENSIONS = ['.jpg', '.png', '.mp4', '.mp3'] as const;

/**
 * What each message of a saved analysis (a THINK conversation) holds in its metadata, under `kind`:
 * the request (question, type, documents, model, media), the engine's result, the model's answer.
 */
export const ANALYSIS_MESSAGE_KINDS = {
  request: 'analysis-request',
  result: 'analysis-result',
  answer: 'model-answer',
} as const;
