import type { CenterId } from './centers';
import type { Classification, PermissionLevel } from './domain/documents';
import type { AdviseAnalysisCompletedPayload } from './domain/advice';

/** The kinds of message the assistant shows (tip, guide, warning and success). */
export type AssistantMessageKind = 'tip' | 'guide' | 'warning' | 'success';

/**
 * Something a user can do from an assistant message. Plain JSON so that any app can ask for one:
 * `open-center` opens a center; `prefill` opens a center and hands it a text through 'command/routed'
 * (the THINK query, the CREATE intent, the REVIEW search, the ADVISE scenario, the EXECUTE description).
 */
export type AssistantAction =
  | { kind: 'open-center'; label: string; centerId: CenterId }
  | { kind: 'prefill'; label: string; centerId: CenterId; text: string };

/**
 * Every event that crosses an app boundary, in one typed map. Names are `domain/past-tense`; payloads
 * are plain JSON. A breaking change gets a new name rather than an edit.
 */
export interface BusEventMap {
  /** The user opened a center (from the dashboard, the sidebar or the command bar). */
  'center/opened': { centerId: CenterId; via: 'dashboard' | 'sidebar' | 'command' };
  /** A center's code is mounted; `origin` is where its code was served from. */
  'center/mounted': { centerId: CenterId; version: string; origin: string };
  /** A center could not be loaded (origin down, broken bundle, unsupported contract). */
  'center/unavailable': { centerId: CenterId; reason: string };
  /**
   * A command-bar sentence (or an assistant action) was routed to a center; the center receives the text.
   * The shell publishes it only after the center has announced 'center/mounted', so a center that
   * subscribes when it mounts never misses it.
   */
  'command/routed': { centerId: CenterId; text: string };
  /** THINK finished an analysis. */
  'think/analysis-completed': {
    query: string;
    analysisType: string;
    documentCount: number;
    findingCount: number;
  };
  /** ADVISE finished a strategic analysis (the assistant offers to turn it into a plan). */
  'advise/analysis-completed': AdviseAnalysisCompletedPayload;
  /** A document was shared (by the signed-in user, or with them: `direction` says which). */
  'review/document-shared': {
    documentId: string;
    title: string;
    direction: 'by-me' | 'with-me';
    /** The other party: the user it was shared with (by-me) or the user who shared it (with-me). */
    counterpart: string;
    permissionLevel: PermissionLevel;
  };
  /**
   * The user chose documents in one center and handed them to another ('Analyse in THINK' in REVIEW): the
   * target center makes exactly these documents its selection, the sources it draws on first (THINK's
   * analysis, a CREATE draft, an ADVISE consultation). Published by the choosing center with its own
   * source stamp; the shell opens `targetCenterId` and, once that center is mounted, publishes the same
   * payload again with source 'shell', so a target that was not on screen still receives it. Targets act
   * on the payload only when `targetCenterId` is their own id; receiving it twice selects the same set.
   * `titles` runs parallel to `documentIds` (what the user saw, to show before the target's list loads);
   * the target still reads each document through the API, which answers only for what the user may read.
   */
  'library/documents-selected': {
    targetCenterId: CenterId;
    documentIds: string[];
    titles: string[];
  };
  /**
   * The user asked to read a document (its title in a list, a citation [n] in any center): REVIEW opens its
   * document view, at `page` with `quote` marked when a citation asked (`start`/`end`: the quote's offsets
   * in that page's text, as in a citation). Handed over like 'library/documents-selected': the shell opens
   * REVIEW and publishes the same payload again with source 'shell' once REVIEW is mounted. REVIEW reads the
   * document through the API, which answers only for what the user may read.
   */
  'document/open-requested': {
    documentId: string;
    /** What the user saw, shown while the document loads. */
    title?: string;
    page?: number;
    quote?: string;
    start?: number;
    end?: number;
    /**
     * Where the user asked from (a center, or the dashboard), filled in by the shell when it hands the request
     * to REVIEW: closing the view takes the user back there ("Back to THINK"). Absent inside REVIEW.
     */
    returnTo?: CenterId | 'dashboard';
  };
  /**
   * The user closed a view that another screen had sent them to (REVIEW's document view opened from a
   * citation in THINK): the shell shows that screen again, whose center kept its work.
   */
  'workspace/return-requested': { to: CenterId | 'dashboard' };
  /**
   * The highest marking among what one part of an app's screen shows changed (a list, a search's hits, an
   * open document, an analysis, a draft): UNCLASS when it shows nothing marked, and when it is unmounted.
   * `view` tells apart the parts of one publisher (its hook's id): the shell keeps the latest level per
   * source and view, and marks its top and bottom banners with the highest of the screen on show.
   */
  'classification/displayed': { level: Classification; view: string };
  /**
   * The user switched team mode (Shared workspace) and the server has saved it: what they may read changed
   * (their team's documents come or go). Every list, picker, count and figure of the library is read again
   * at once (the shell publishes it only after the server answered, so a read that follows sees the change).
   */
  'workspace/team-mode-changed': { teamMode: boolean };
  /** EXECUTE turned a mission into a plan. */
  'execute/plan-created': { planId: string; title: string; taskCount: number };
  /** Any app asks the assistant to show a message to the user. */
  'assistant/message-requested': {
    kind: AssistantMessageKind;
    title: string;
    content: string;
    actions?: AssistantAction[];
  };
}

export type BusEventType = keyof BusEventMap;

/** What subscribers receive: the payload with who sent it and when. */
export interface BusEnvelope<K extends BusEventType = BusEventType> {
  type: K;
  payload: BusEventMap[K];
  /** The app that published it (shell, or a center id). */
  source: string;
  /** Milliseconds since the epoch. */
  time: number;
}
