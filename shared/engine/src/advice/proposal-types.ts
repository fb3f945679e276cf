import type { TimePhrase } from './proposal-parts';

// The shapes of a read proposal, apart from the reader (proposal.ts) so that the implied-assumption rules
// it calls can name them without importing it back.

/** What a red team checks first about a course of action. */
export type AssumptionKind = 'resource' | 'threat' | 'timeline' | 'route' | 'capability' | 'purpose';

/** An assumption a course of action rests on without saying so. */
export interface ImpliedAssumption {
  readonly kind: AssumptionKind;
  readonly statement: string;
  /** The words of the statement it is about ("GPS", "Route BLUE"), for checking it against the library. */
  readonly about?: string;
  /**
   * Where it comes from: the words of the scenario that imply it ("using SATCOM", "at night", "to Harrow
   * Point"), as written there. An assumption no words of the scenario imply is never made.
   */
  readonly source: string;
}

/** The course of action a question, an intention or a recommendation puts forward. */
export interface CourseOfAction {
  readonly form: 'question' | 'intention' | 'recommendation' | 'statement';
  /** The action from its verb, as written: "keep relying on GPS for the convoy to Harrow Point during STEEL HORIZON 26". */
  readonly text: string;
  /** The decision as a sentence: "We keep relying on GPS ...". */
  readonly decision: string;
  /** Offsets of the action in the scenario (`end` exclusive). */
  readonly start: number;
  readonly end: number;
  readonly actor: string | null;
  /** Base form of the main verb ("rely" for "keep relying"). */
  readonly verb: string;
  readonly time: TimePhrase | null;
  readonly purpose: string | null;
  /** What it relies on or uses ("GPS", "SATCOM"). */
  readonly means: readonly string[];
  /** The sentence of the scenario the decision was read from, as written. */
  readonly sentence: string;
}

export interface Proposal {
  readonly coa: CourseOfAction | null;
  readonly assumptions: readonly ImpliedAssumption[];
}
