/** The five centers of the workspace, in the order the product presents them. */
export const CENTER_IDS = ['think', 'create', 'review', 'advise', 'execute'] as const;
export type CenterId = (typeof CENTER_IDS)[number];

export function isCenterId(value: unknown): value is CenterId {
  return typeof value === 'string' && (CENTER_IDS as readonly string[]).includes(value);
}

/**
 * The version of the contract between the shell and a center. A center built against a contract version
 * the shell does not list in SUPPORTED_CENTER_CONTRACTS is refused instead of mounted.
 */
export const CENTER_CONTRACT_VERSION = 1;
export const SUPPORTED_CENTER_CONTRACTS: readonly number[] = [1];

export const COGNITIVE_STATES = ['Fresh', 'Fatigued', 'Stressed', 'Learning'] as const;
export type CognitiveState = (typeof COGNITIVE_STATES)[number];

/** What the shell hands to every mounted center. */
export interface CenterProps {
  /** The signed-in user, or null when the center runs standalone without a session. */
  user: { id: string; username: string; role: string } | null;
  cognitiveState: CognitiveState;
  /** True when the cognitive state asks for a simplified view: centers hide secondary panels. */
  simplified: boolean;
  teamMode: boolean;
}

/** A command a center offers to the command bar (for example "Orchestrate mission"). */
export interface CenterCommand {
  id: string;
  label: string;
  /** Words that, found in a command, route it to this center. */
  keywords: readonly string[];
}

/**
 * The only thing a center exposes (`./Center`). The contracts know no React (the server imports them), so
 * the component is typed by its call shape: `Rendered` is what it renders, React's `ReactNode` for the shell
 * and the centers (`CenterDefinition<ReactNode>`).
 */
export interface CenterDefinition<Rendered = unknown> {
  id: CenterId;
  title: string;
  contractVersion: number;
  version: string;
  Component: (props: CenterProps) => Rendered;
  commands?: readonly CenterCommand[];
}

/** What the shell knows about each center before any center code loads (dashboard cards, sidebar). */
export interface CenterCatalogEntry {
  id: CenterId;
  title: string;
  subtitle: string;
  description: string;
}

export const CENTER_CATALOG: Record<CenterId, CenterCatalogEntry> = {
  think: {
    id: 'think',
    title: 'THINK',
    subtitle: 'Analysis & Understanding',
    description:
      'Upload or pick documents, run an analysis, and see the patterns, assumptions and blind spots in what you have read.',
  },
  create: {
    id: 'create',
    title: 'CREATE',
    subtitle: 'Staff Products',
    description:
      'Generate military documents from templates and refine them in a co-writing editor that checks the writing standard.',
  },
  review: {
    id: 'review',
    title: 'REVIEW',
    subtitle: 'Knowledge Library',
    description:
      'Search the document library by meaning and by keyword, organise folders, and edit, share or delete documents.',
  },
  advise: {
    id: 'advise',
    title: 'ADVISE',
    subtitle: 'Strategic Consultation',
    description:
      'Red-team a scenario with advisor personas, each a named analytic method, and hold a council that keeps dissent visible.',
  },
  execute: {
    id: 'execute',
    title: 'EXECUTE',
    subtitle: 'Mission Planning',
    description:
      'Turn a mission description into a plan, a dated timeline, a task board and metrics computed from the real tasks.',
  },
};
