// Plain constants and types of CREATE drafting (no zod): the browser, the server and the engine read them.
import { DRAFT_CATEGORY, highestClassification, type Classification } from './documents';

/** The two tones of a draft, in the order the select shows them. */
export const DRAFT_TONE_IDS = ['decisive', 'formal'] as const;
export type DraftToneId = (typeof DRAFT_TONE_IDS)[number];

/** The tone select's labels. */
export const DRAFT_TONE_LABELS: Readonly<Record<DraftToneId, string>> = {
  decisive: 'Decisive (Commander)',
  formal: 'Formal (Congress)',
};

export const DEFAULT_DRAFT_TONE: DraftToneId = 'decisive';

/**
 * A staff format's id as the engine's registry of formats names it ("opord", "frago", "information-paper";
 * "adaptive" when a request names none). The formats themselves (names, sections, how each is drafted and
 * checked) are data in the engine's registry (shared/engine/src/formats), so adding one changes no type here.
 */
export type DraftFormatId = string;
/** A format chosen explicitly for a draft (an id of the registry). */
export type DraftTemplateId = string;
/** How a format id is written: lower case words joined by hyphens. */
export const DRAFT_FORMAT_ID_PATTERN = /^[a-z][a-z0-9-]{0,39}$/;

/** The name of the format used when the intent names no template. */
export const ADAPTIVE_FORMAT_NAME = 'Adaptive military format';

/** The sections of the adaptive format: bottom line first, then the support and the way ahead. */
export const ADAPTIVE_FORMAT_SECTIONS = ['Bottom Line', 'Discussion', 'Recommendation'] as const;

/** The three groups of four prompts that fill the intent. */
export const DRAFT_PROMPT_GROUPS: ReadonlyArray<{
  readonly title: string;
  readonly prompts: readonly string[];
}> = [
  {
    title: 'Operations',
    prompts: [
      'Draft an OPORD for a convoy resupply operation',
      'Write an AAR for the last field training exercise',
      'Prepare a Point Paper on space domain awareness gaps',
      'Draft a Talking Paper for the commander update brief',
    ],
  },
  {
    title: 'Leadership',
    prompts: [
      'Write an Executive Summary of the cyber threat assessment',
      'Draft a Policy Memo on training and certification standards',
      'Prepare a Position Paper on the acquisition strategy',
      'Write a Speech for the change of command ceremony',
    ],
  },
  {
    title: 'Staff work',
    prompts: [
      'Prepare a Staff Study on satellite communications resilience',
      'Write a Background Paper on command and control procedures',
      'Draft an Official Biography for the incoming commander',
      'Summarize the intelligence reports for the staff',
    ],
  },
];

/** The six document categories; Use fills the intent with `Generate {category}`. */
export const DRAFT_CATEGORIES = [
  'Operations Order',
  'Executive Summary',
  'Policy Memo',
  'Point Paper',
  'After Action Review',
  'Staff Study',
] as const;

/** The intent a category's Use button writes. */
export function categoryIntent(category: string): string {
  return `Generate ${category}`;
}

/** The template standards shown beside the list (static text). */
export const DRAFT_TEMPLATE_STANDARDS: readonly string[] = [
  'Bottom line up front: the main point opens the document (AR 25-50, para 1-38).',
  'Active voice: the actor comes before the verb (AR 25-50, para 1-38).',
  'Sentences average about 15 words; paragraphs stay within 10 lines (AR 25-50, para 1-39).',
  'Clarity index near 30: below 20 is too abrupt, over 40 is difficult (DA Pam 600-67, para 4-3).',
  'Orders keep the five paragraphs: Situation, Mission, Execution, Sustainment, Command and Signal.',
];

/** DA Pam 600-67 para 4-3: words per sentence plus percent of long words; target 30. */
export const CLARITY_INDEX_TARGET = 30;
/** Below this the writing is too abrupt. */
export const CLARITY_INDEX_ABRUPT = 20;
/** Above this the writing is difficult to understand. */
export const CLARITY_INDEX_DIFFICULT = 40;
/** A word of this many syllables or more is a long word. */
export const LONG_WORD_SYLLABLES = 3;
/** The target average sentence length (AR 25-50 para 1-39b(2)). */
export const TARGET_SENTENCE_WORDS = 15;
/** A sentence longer than this (twice the target average) is flagged. */
export const SENTENCE_WORD_LIMIT = 30;
/** AR 25-50 para 1-39b(3): paragraphs of no more than 10 lines. */
export const PARAGRAPH_LINE_LIMIT = 10;
/** Characters of a printed line (12-point type between 1-inch margins), to count a paragraph's lines. */
export const PRINTED_LINE_CHARS = 80;

export type ClarityRating = 'too abrupt' | 'on target' | 'difficult' | 'no text';

export const WRITING_FINDING_KINDS = [
  'clarity',
  'passive-voice',
  'long-sentence',
  'long-paragraph',
  'weak-opening',
  'bluf',
  'structure',
] as const;
export type WritingFindingKind = (typeof WRITING_FINDING_KINDS)[number];

/** How a finding is shown: a rule broken (warning) or a suggestion (info). */
export type WritingFindingSeverity = 'warning' | 'info';

/** The highest marking among sources: the floor of a saved draft's classification. */
export const draftClassificationFloor = (markings: readonly Classification[]): Classification =>
  highestClassification(markings);

/** Saved generated documents are UNCLASS unless a cited source is marked higher. */
export const DEFAULT_DRAFT_CLASSIFICATION: Classification = 'UNCLASS';

/** Why a draft is saved above the default marking. */
export function classificationRaisedMessage(
  classification: Classification,
  titles: readonly string[],
): string {
  return `Saved as ${classification} because it cites ${titles.length === 1 ? 'a document' : 'documents'} marked ${classification}: ${titles.join(', ')}.`;
}

/** Where a draft being edited is kept in the browser until it is saved (namespaced storage key). */
export const DRAFT_STORAGE_KEY = 'create.draft';

/** Shown when an unsaved draft is restored after a reload, a crash or an expired session. */
export const DRAFT_RESTORED_MESSAGE = 'Your unsaved draft was restored.';

/** Audit actions of CREATE (its usage counter counts them). */
export const DRAFT_AUDIT_ACTIONS = { generate: 'DOC_GENERATE', save: 'DOC_SAVE' } as const;

/** The category and document type of a saved draft in the library. */
export const DRAFT_DOCUMENT_CATEGORY = DRAFT_CATEGORY;
export const DRAFT_DOCUMENT_TYPE = 'Generated Document';

export const DRAFT_LIMITS = {
  maxIntentChars: 2_000,
  maxDraftChars: 200_000,
  /** Passages a draft is built from. */
  maxPassages: 12,
  /** Documents a user may choose as the sources of one draft. */
  maxSources: 20,
} as const;

export const DRAFT_EXPORT_FORMATS = ['docx', 'markdown'] as const;
export type DraftExportFormat = (typeof DRAFT_EXPORT_FORMATS)[number];

/** Messages of CREATE. */
export const DRAFT_MESSAGES = {
  emptyIntent: 'Enter an intent to generate a draft.',
  emptyDraft: 'Write or generate a draft before saving.',
  noEvidence: 'No passage in the library matches this paragraph.',
  noSectionEvidence: (section: string) =>
    `No passage of the sources bears on ${section}: nothing was inserted.`,
  noSources: 'No document in the library matches the intent: the draft has no cited source.',
  sourceNotFound: 'A chosen source no longer exists or you may no longer read it. Choose the sources again.',
} as const;
