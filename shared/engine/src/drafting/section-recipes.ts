import type { PassageKind, PassageReading } from './passage-kinds';

/**
 * Which kinds of passage feed which section of a template, in order of preference, and what a section
 * with nothing relevant says it lacks. A section may also ask for a topic (Sustainment takes only what
 * is about supply and transport) or for one direction of an evaluation (Sustains what met the
 * standard, Improves what fell short). The opening section of a document carries the bottom line, and
 * OPORD's Mission comes from the mission analysis, not from a recipe.
 */
export interface SectionRecipe {
  /** Kinds the section takes, best first. */
  readonly kinds: readonly PassageKind[];
  /** What the section is about: only passages that match are taken. */
  readonly about?: RegExp;
  /** What the section never takes, even of its kinds (what another section is about). */
  readonly notAbout?: RegExp;
  /** What the section takes even when `notAbout` matches ("REDLAND's fuel" is still the enemy situation). */
  readonly unless?: RegExp;
  /** Only evaluations of this direction. */
  readonly polarity?: 'positive' | 'negative';
  /** Only passages that tell of the past (what happened), or only those that do not. */
  readonly past?: boolean;
  /** Only passages with a time or a deadline (the way forward), or only those without one. */
  readonly timed?: boolean;
  /** What the library lacks when nothing fits: "the causes" in "The library holds nothing on the causes". */
  readonly lacks: string;
  /** Where the writer finds what the library lacks. */
  readonly from: string;
}

const UNIT_RECORDS = "the unit's own records";
const SUSTAINMENT =
  /\b(?:fuel|POL|petroleum|diesel|gallons?|suppl(?:y|ies)|resuppl(?:y|ied)|logistic\w*|maintenance|medical|MEDEVAC|CASEVAC|ambulances?|evacuat\w*|casualt\w*|transport\w*|tankers?|ammunition|generators?|spares?|reserves?|stocks?|rations?|water|deliver(?:y|ies))\b/i;
const SIGNAL =
  /\b(?:report(?:s|ed|ing)?|reporting|command post|command and control|C2|communications?|radio|network|links?|PACE|frequenc\w*|SATCOM|nets?|signals?|update|briefing|handover|chain of command|battle rhythm|contact)\b/i;
// Paragraph 1 of an order: the enemy and the ground come first, whatever else a sentence mentions.
const THREAT =
  /\b(?:enem(?:y|ies)|adversar\w*|hostile|threat\w*|militia|insurgent\w*|REDLAND|jamm\w*|spoof\w*|attack\w*|ISR|reconnaissance|overfl\w*)\b/i;
const EDUCATION =
  /\b(?:degree|school|college|university|course|graduat\w*|education|qualification|studied)\b/i;
const ASSIGNMENT = /\b(?:assigned|served|assignment|commanded|appointed|post(?:ed)?|tour)\b/i;
const SHORTFALL =
  /\b(?:not met|short|shortfall|gap|lack\w*|below|uneven|instead of|fail\w*|unable|insufficient|delay\w*|risk|vulnerab\w*|exposed|unsure|declin\w*|fell)\b/i;

const ACTION_KINDS: readonly PassageKind[] = ['recommendation', 'requirement'];
const FACT_KINDS: readonly PassageKind[] = [
  'finding',
  'judgement',
  'evaluation',
  'event',
  'cause',
  'assumption',
  'description',
];

const recipe = (
  kinds: readonly PassageKind[],
  lacks: string,
  extra: Partial<SectionRecipe> = {},
): SectionRecipe => ({
  kinds,
  lacks,
  from: UNIT_RECORDS,
  ...extra,
});

/** Recipes by section name (lower case), shared by every template that has the section. */
const RECIPES: Readonly<Record<string, SectionRecipe>> = {
  background: recipe(['description', 'event', 'finding', 'assumption'], 'the background'),
  'key findings': recipe(
    ['finding', 'judgement', 'evaluation', 'event', 'cause', 'assumption'],
    'the findings',
  ),
  facts: recipe(FACT_KINDS, 'the facts'),
  discussion: recipe(
    ['judgement', 'cause', 'evaluation', 'finding', 'assumption', 'requirement', 'event', 'description'],
    'the discussion',
  ),
  'key points': recipe(
    ['judgement', 'finding', 'evaluation', 'event', 'cause', 'recommendation'],
    'the key points',
  ),
  recommendation: recipe(ACTION_KINDS, 'recommended actions', { from: "the staff's own proposals" }),
  recommendations: recipe(ACTION_KINDS, 'recommended actions', {
    timed: false,
    from: "the staff's own proposals",
  }),
  'way forward': recipe(['recommendation', 'requirement', 'event'], 'the next steps', {
    timed: true,
    from: "the staff's own plan",
  }),
  coordination: recipe(['requirement'], 'coordination', {
    about: /\b(?:coordinat\w*|concurrence|concur|staffed with|in consultation with)\b/i,
    from: "the staff's coordination record",
  }),
  situation: recipe(
    ['judgement', 'finding', 'assumption', 'description', 'event', 'evaluation', 'cause'],
    'the situation',
    {
      notAbout: SUSTAINMENT,
      unless: THREAT,
    },
  ),
  execution: recipe(['requirement', 'recommendation', 'event'], 'the concept of the operation', {
    notAbout: SUSTAINMENT,
    from: "the commander's concept",
  }),
  sustainment: recipe(
    ['requirement', 'finding', 'judgement', 'assumption', 'description', 'recommendation', 'event'],
    'sustainment',
    {
      about: SUSTAINMENT,
      notAbout: THREAT,
      from: 'the logistics estimate',
    },
  ),
  'command and signal': recipe(
    ['requirement', 'recommendation', 'description', 'finding'],
    'command and signal',
    {
      about: SIGNAL,
      from: 'the signal annex',
    },
  ),
  position: recipe(['judgement', 'assumption'], 'a position'),
  rationale: recipe(['finding', 'cause', 'evaluation', 'event', 'description'], 'the rationale'),
  problem: recipe(['evaluation', 'finding', 'judgement', 'cause'], 'the problem', { about: SHORTFALL }),
  conclusion: recipe(ACTION_KINDS, 'a conclusion', { from: "the staff's own analysis" }),
  'mission overview': recipe(
    ['description', 'requirement', 'event', 'assumption', 'judgement'],
    'what was supposed to happen',
    {
      past: false,
      from: 'the order and training plan for the event',
    },
  ),
  'what happened': recipe(['event', 'finding'], 'what happened', { past: true }),
  'why it happened': recipe(['cause'], 'the causes'),
  sustains: recipe(['evaluation'], 'what went well', {
    polarity: 'positive',
    from: "the unit's own observations",
  }),
  improves: recipe(['evaluation'], 'what fell short', {
    polarity: 'negative',
    from: "the unit's own observations",
  }),
  'lessons learned': recipe(['recommendation', 'cause'], 'the lessons learned', {
    from: "the unit's own observations",
  }),
  context: recipe(['description', 'event', 'finding'], 'the context'),
  'main points': recipe(['judgement', 'finding', 'evaluation', 'event'], 'the main points'),
  'call to action': recipe(['recommendation', 'requirement'], 'a call to action', {
    from: "the speaker's own purpose",
  }),
  'career highlights': recipe(['event', 'finding'], 'the career highlights', {
    about: ASSIGNMENT,
    from: 'the official personnel file',
  }),
  education: recipe(['description', 'event'], 'the education', {
    about: EDUCATION,
    from: 'the official personnel file',
  }),
  assignments: recipe(['event', 'description'], 'the assignments', {
    about: ASSIGNMENT,
    from: 'the official personnel file',
  }),
  closing: recipe([], 'a closing', { from: "the speaker's own words" }),
};

/**
 * The recipe of a section. A section of a registered format that no recipe names ("Threat Groups") takes
 * any statement of fact or action; what its sources file under it decides what it holds.
 */
export function sectionRecipe(section: string): SectionRecipe | null {
  const key = section.toLowerCase();
  return RECIPES[key] ?? recipe([...FACT_KINDS, ...ACTION_KINDS], `the ${key}`);
}

/**
 * How well a passage fits a section: 0 when it does not, otherwise higher for the kinds the section
 * prefers. A section about threats (Situation) also prefers passages about threats.
 */
export function sectionFit(recipe: SectionRecipe, r: PassageReading, text: string): number {
  const rank = recipe.kinds.indexOf(r.kind);
  if (rank === -1) return 0;
  if (recipe.about && !recipe.about.test(text)) return 0;
  if (recipe.notAbout && recipe.notAbout.test(text) && !(recipe.unless && recipe.unless.test(text))) return 0;
  if (recipe.polarity && r.polarity !== recipe.polarity) return 0;
  if (recipe.past !== undefined && r.past !== recipe.past && (r.kind === 'event' || r.kind === 'finding'))
    return 0;
  if (recipe.timed !== undefined && r.timed !== recipe.timed) return 0;
  return 1 - rank / (recipe.kinds.length + 1);
}
