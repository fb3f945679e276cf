// Plain constants and types (no zod), so apps that need only these do not load the schema library.

export const CLASSIFICATION_LEVELS = ['UNCLASS', 'SECRET'] as const;

export type Classification = (typeof CLASSIFICATION_LEVELS)[number];

/** A marking's rank: higher is more restricted. */
export const classificationRank = (level: Classification): number => CLASSIFICATION_LEVELS.indexOf(level);

/** The highest of these markings (UNCLASS for none): what output made from them carries. */
export function highestClassification(levels: Iterable<Classification>): Classification {
  let highest: Classification = 'UNCLASS';
  for (const level of levels) if (classificationRank(level) > classificationRank(highest)) highest = level;
  return highest;
}

/** Why a document cannot be shared with someone: they may not read its marking. */
export const notClearedMessage = (username: string, level: Classification): string =>
  `${username} is not cleared for ${level} documents, so this document cannot be shared with them.`;

/** The demo officer's clearance in demo mode. */
export const DEMO_CLEARANCE: Classification = 'SECRET';

/** Whether a reader cleared to `clearance` may read a document marked `level`. */
export const clearedFor = (clearance: Classification, level: Classification): boolean =>
  classificationRank(level) <= classificationRank(clearance);

/** A marking a writer may or may not choose, and why not (shown beside the choice, so nobody saves to be refused). */
export interface MarkingChoice {
  level: Classification;
  /** Set when the writer may not mark a text this way: the reason, in words. */
  refused?: string;
}

/** Why a level above the writer's clearance is not offered. */
export const notClearedToMark = (level: Classification): string =>
  `Your account is not cleared for ${level}: an administrator grants clearances.`;

/**
 * The markings a writer cleared to `clearance` may give a text: every level up to the clearance, the rest with
 * the reason. Without a known clearance (a center running standalone) every level is offered and the server
 * decides.
 */
export function markingChoices(clearance: Classification | undefined): MarkingChoice[] {
  return CLASSIFICATION_LEVELS.map((level) =>
    clearance === undefined || clearedFor(clearance, level)
      ? { level }
      : { level, refused: notClearedToMark(level) },
  );
}

export const PERMISSION_LEVELS = ['read', 'write', 'admin'] as const;

export type PermissionLevel = (typeof PERMISSION_LEVELS)[number];

/** The share dialog's labels for each level, as the spec names them. */
export const PERMISSION_LABELS: Record<PermissionLevel, string> = {
  read: 'Read Only',
  write: 'Read & Write',
  admin: 'Full Access',
};

/** How the current user reaches a document: decides what the UI offers (the server enforces it). */
export const ACCESS_KINDS = ['owner', 'admin', 'write', 'read', 'team', 'library'] as const;

export type AccessKind = (typeof ACCESS_KINDS)[number];

export const BUILT_IN_CATEGORIES = [
  {
    id: 'space-operations',
    name: 'Space Operations',
    description: 'Satellite, orbital and space domain awareness operations',
    icon: 'satellite',
  },
  {
    id: 'intelligence-cyber',
    name: 'Intelligence & Cyber Operations',
    description: 'Intelligence products and cyber threat reporting',
    icon: 'shield',
  },
  {
    id: 'engineering-acquisition',
    name: 'Engineering & Acquisition',
    description: 'Technical specifications and acquisition strategy',
    icon: 'gear',
  },
  {
    id: 'command-control',
    name: 'Command & Control',
    description: 'C2 procedures and mission planning',
    icon: 'network',
  },
  {
    id: 'training-personnel',
    name: 'Training & Personnel',
    description: 'Training plans and career field management',
    icon: 'people',
  },
] as const;

/** The category of documents users upload (REVIEW's upload, THINK's Upload New Files). */
export const UPLOAD_CATEGORY = 'user-uploaded';

/** The category of drafts saved from CREATE. */
export const DRAFT_CATEGORY = 'generated';

/**
 * What readers call the categories the platform files documents under itself: a raw id such as
 * 'generated' or 'user-uploaded' is never shown.
 */
export const PLATFORM_CATEGORY_NAMES: Readonly<Record<string, string>> = {
  [UPLOAD_CATEGORY]: 'Uploaded Documents',
  [DRAFT_CATEGORY]: 'Saved Drafts',
};

/**
 * The display name of a category: a built-in category's or one the platform files under itself; undefined
 * for any other id (a user's folder, named by its owner).
 */
export function categoryName(id: string): string | undefined {
  return BUILT_IN_CATEGORIES.find((c) => c.id === id)?.name ?? PLATFORM_CATEGORY_NAMES[id];
}

export const TITLE_MAX = 300;

/**
 * A title kept whole: readers search and cite by title, so it is never cut with '…'. Only a text longer
 * than `max` is shortened, at the last word that fits (never inside a word).
 */
export function wholeTitle(text: string, max: number = TITLE_MAX): string {
  const words = text.replace(/\s+/g, ' ').trim();
  if (words.length <= max) return words;
  const cut = words.slice(0, max + 1);
  const end = cut.lastIndexOf(' ');
  return (end > 0 ? cut.slice(0, end) : words.slice(0, max)).trimEnd();
}

/**
 * A saved conversation's title (an analysis, a draft, a consultation): what it is, then the user's own
 * words, kept whole by the same rule as a document's title.
 */
export function conversationTitle(text: string, prefix?: string): string {
  const words = text.replace(/\s+/g, ' ').trim();
  return wholeTitle(prefix ? `${prefix}: ${words}` : words);
}

export const CONTENT_MAX = 2_000_000;

/** Characters of a document's text that lists show (the list content rule, 150 characters). */
export const LIST_EXCERPT_CHARS = 150;
