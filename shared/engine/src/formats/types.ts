/**
 * A staff format as data (ARCHITECTURE.md convention 16): how to recognise it, its sections and what each
 * is for, how its paragraphs are numbered, how CREATE drafts it and what the writing checker holds it to.
 * One object per format; the registry (registry.ts) holds them and the reader (read-document.ts) reads any
 * document through them, so a format is added by adding its object and nothing else.
 */

/**
 * What a section of a staff document is for, whatever the document calls it. The roles of FM 5-0's order
 * (situation ... command and signal), TC 25-20's review (planned, what happened, why, sustain, improve),
 * ATP 2-01.3's intelligence products (enemy activity, threat actors, MLCOA, MDCOA, PIR), estimates
 * (requirements, shortfalls), AR 25-50's papers (purpose, facts, discussion, recommendation) and SOPs.
 */
export const SECTION_ROLES = [
  'bluf',
  'summary',
  'purpose',
  'scope',
  'references',
  'background',
  'situation',
  'enemy',
  'friendly',
  'attachments',
  'mission',
  'execution',
  'intent',
  'concept',
  'tasks',
  'coordinating-instructions',
  'sustainment',
  'command-and-signal',
  'issue',
  'facts',
  'assumptions',
  'discussion',
  'position',
  'recommendation',
  'conclusion',
  'coordination',
  'planned',
  'what-happened',
  'why',
  'sustain',
  'improve',
  'lessons',
  'follow-up',
  'enemy-activity',
  'threat-actors',
  'capabilities',
  'assessment',
  'mlcoa',
  'mdcoa',
  'pir',
  'indicators',
  'weather-terrain',
  'implications',
  'requirements',
  'shortfalls',
  'rules',
  'responsibilities',
  'notes',
  'speech',
  'biography',
  'other',
] as const;
export type SectionRole = (typeof SECTION_ROLES)[number];

/** A section a format has in a source: its role, its usual name, what it is for and the headings that name it. */
export interface FormatSection {
  readonly role: SectionRole;
  readonly label: string;
  /** What the section is for, in a staff officer's words. */
  readonly purpose: string;
  /**
   * The headings that name the section, matched against a heading's words in lower case with its number,
   * closing stop and any parenthesis removed ("4. SUSTAINMENT." and "Sustainment:" are both `sustainment`).
   */
  readonly headings: RegExp;
}

/** A section of a draft: its heading, the roles of source sections it is written from, and its outline. */
export interface DraftSectionSpec {
  readonly label: string;
  /** Sections of the chosen sources, by role, whose sentences this section takes first. */
  readonly takes: readonly SectionRole[];
  /** The prompts of an empty outline (what the writer fills in), line by line. */
  readonly outline?: readonly string[];
}

/** How CREATE drafts a format. */
export interface FormatDraft {
  /** The sections in writing order. */
  readonly sections: readonly DraftSectionSpec[];
  /**
   * How the draft is laid out: `order` numbers paragraphs in capitals ("1. SITUATION"), `memo` writes the
   * AR 25-50 memorandum (office symbol, MEMORANDUM FOR RECORD, SUBJECT, numbered paragraphs, signature),
   * `headed` puts each section under its heading.
   */
  readonly layout: 'order' | 'memo' | 'headed';
  /** Words in a request that name the format, matched as case-insensitive substrings. */
  readonly matchTerms: readonly string[];
  /** Words added to the retrieval query besides the subject (an AAR draws on reviews and lessons). */
  readonly queryCue?: string;
  /** The section restated from the chosen order's mission (FM 5-0: who, what, when, where, why). */
  readonly missionSection?: string;
}

/** A part the writing checker requires, and the heading words that satisfy it. */
export interface CheckPart {
  readonly label: string;
  readonly headings: readonly string[];
}

/** What the writing checker holds a text of this format to. */
export interface FormatCheck {
  /** The parts, as headings, in order. */
  readonly parts: readonly CheckPart[];
  /** Why the format asks for these parts, with the source of the rule. */
  readonly why: string;
  /** Also check AR 25-50's memorandum layout (office symbol and date, SUBJECT, signature block). */
  readonly memoLayout?: boolean;
}

/** How a format numbers its paragraphs and rules. */
export interface FormatNumbering {
  /** Examples as they are written ("1.", "4.b.(1)", "PZ-4", "ROM-02", "F-4"). */
  readonly examples: readonly string[];
  /** What the numbers mean, for a reader of the format. */
  readonly note: string;
}

export interface StaffFormat {
  /** Stable id ("opord", "frago", "information-paper"): the format a draft is written in. */
  readonly id: string;
  /** Display name ("OPORD", "Information Paper"). */
  readonly name: string;
  /** Where the format is defined ("FM 5-0 / FM 6-0", "AR 25-50"). */
  readonly doctrine: string;
  /** What names the format in a document's title lines ("FRAGMENTARY ORDER", "INTSUM"). */
  readonly title?: RegExp;
  /**
   * A layout other formats are written in (a memorandum holds an AAR or a decision): it is recognised
   * only when no other format's title is found.
   */
  readonly generic?: boolean;
  /** The sections a source of this format has. */
  readonly sections: readonly FormatSection[];
  readonly numbering: FormatNumbering;
  /** How CREATE drafts it; a format without it is read but not drafted. */
  readonly draft?: FormatDraft;
  /** What the writing checker requires of it. */
  readonly check?: FormatCheck;
}

/** A numbered paragraph or rule of a document: "4.b.(1)", "PZ-4", "ROM-02", "7". */
export interface NumberedParagraph {
  /** The number as a path through the outline ("4.b.(1)"), or the rule id as written ("PZ-4"). */
  readonly number: string;
  /** The number as it stands on the line ("(1)", "PZ-4.", "| ROM-02 |"). */
  readonly label: string;
  /** The paragraph's words on one line, its number removed (a table row: its first text cell). */
  readonly text: string;
  /** A table row's cells after the id, each on one line. */
  readonly cells?: readonly string[];
  readonly start: number;
  readonly end: number;
  /** The role of the section the paragraph stands in (`other` when none is known). */
  readonly role: SectionRole;
}

/** A section of a document as the reader found it. */
export interface ReadSection {
  /** The heading's words as written, without number or stop ("SUSTAINMENT", "Enemy forces"). */
  readonly heading: string;
  readonly role: SectionRole;
  /** The heading's number path ("3.c", "D-2"), '' for an unnumbered heading. */
  readonly number: string;
  /** 1 for a paragraph ("4."), 2 for a subparagraph ("a."), and so on. */
  readonly level: number;
  /** The heading line's start. */
  readonly start: number;
  /** Where the section's body starts (after the heading words and stop) and ends (exclusive). */
  readonly bodyStart: number;
  readonly end: number;
  /** The body on one line. */
  readonly text: string;
}

/** What the reader makes of a document. */
export interface ReadDocument {
  /** The recognised format's id and name, or null. */
  readonly format: { readonly id: string; readonly name: string } | null;
  readonly sections: readonly ReadSection[];
  readonly paragraphs: readonly NumberedParagraph[];
}
