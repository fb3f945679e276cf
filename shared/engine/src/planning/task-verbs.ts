/**
 * Tactical mission tasks: the verbs a mission statement uses for its "what", their doctrinal meaning, and
 * the tasks each one implies. Implied tasks are those a unit must perform to accomplish a stated task but
 * that the order does not state; only those that need resources are listed (routine, standing-procedure
 * activity is not an implied task). `{where}` is replaced by the mission's objective when it is known.
 */

/** Offense tasks take ground or destroy a force; defense tasks hold; enabling tasks support others. */
export type TaskCategory = 'offense' | 'defense' | 'enabling';

export interface TaskVerb {
  readonly verb: string;
  readonly definition: string;
  readonly category: TaskCategory;
  /** True when the verb's object is terrain (seize OBJ FOX); false when it is a force (destroy 2nd TR). */
  readonly objectIsPlace: boolean;
  readonly implies: readonly string[];
  /** A hazard the task carries by its nature, scored like any risk statement. */
  readonly risk: string;
}

const CASEVAC = 'Plan casualty evacuation from {where}';
const ROUTE = 'Plan the route to {where}';
const CROSSING = 'Plan the crossing of gaps and obstacles on the route to {where}';
const CONSOLIDATE = 'Plan consolidation and reorganization on {where}';
const FIRES = 'Plan fires in support of the task at {where}';

export const TASK_VERBS: readonly TaskVerb[] = [
  {
    verb: 'seize',
    definition: 'Take possession of a designated area by overwhelming force.',
    category: 'offense',
    objectIsPlace: true,
    implies: [ROUTE, CROSSING, FIRES, CASEVAC, CONSOLIDATE],
    risk: 'Enemy forces defending {where} are likely to cause casualties during the assault.',
  },
  {
    verb: 'secure',
    definition: 'Prevent a unit, facility or location from being damaged or destroyed by enemy action.',
    category: 'offense',
    objectIsPlace: true,
    implies: [
      ROUTE,
      'Plan security positions covering {where}',
      'Coordinate with adjacent units along {where}',
      CASEVAC,
    ],
    risk: 'Enemy action against {where} could disrupt the movement it protects.',
  },
  {
    verb: 'clear',
    definition: 'Remove all enemy forces and eliminate organized resistance within an assigned area.',
    category: 'offense',
    objectIsPlace: true,
    implies: [ROUTE, 'Plan the breach of obstacles in {where}', 'Plan the handling of detainees', CASEVAC],
    risk: 'Obstacles and remaining enemy in {where} may delay the clearance and cause casualties.',
  },
  {
    verb: 'occupy',
    definition: 'Move a friendly force into an area so that it can control that area.',
    category: 'offense',
    objectIsPlace: true,
    implies: [ROUTE, 'Plan the reconnaissance and quartering party for {where}', CASEVAC],
    risk: 'The enemy may contest {where} before it is occupied.',
  },
  {
    verb: 'attack',
    definition: 'Destroy or defeat enemy forces, seize and secure terrain, or both.',
    category: 'offense',
    objectIsPlace: false,
    implies: [ROUTE, CROSSING, FIRES, CASEVAC, CONSOLIDATE],
    risk: 'The attack is likely to meet prepared defenses and cause casualties.',
  },
  {
    verb: 'destroy',
    definition: 'Physically render an enemy force combat-ineffective until it is reconstituted.',
    category: 'offense',
    objectIsPlace: false,
    implies: ['Plan reconnaissance to locate the enemy force', FIRES, CASEVAC, 'Plan resupply of ammunition'],
    risk: 'An enemy force that is not located in time could escape or counterattack.',
  },
  {
    verb: 'defeat',
    definition: 'Cause an enemy force to lose the physical means or the will to fight.',
    category: 'offense',
    objectIsPlace: false,
    implies: ['Plan reconnaissance to locate the enemy force', FIRES, CASEVAC],
    risk: 'The enemy may reinforce before it is defeated.',
  },
  {
    verb: 'breach',
    definition: 'Break through or secure a passage through an enemy defense, obstacle or fortification.',
    category: 'offense',
    objectIsPlace: true,
    implies: [
      'Plan suppression, obscuration, security, reduction and assault at {where}',
      'Plan the marking of lanes through {where}',
      'Task engineers and equipment for the reduction of {where}',
      CASEVAC,
    ],
    risk: 'Forces massed at the breach at {where} are exposed to enemy fires.',
  },
  {
    verb: 'isolate',
    definition: 'Separate a force from its sources of support to reduce its effectiveness.',
    category: 'offense',
    objectIsPlace: false,
    implies: ['Plan blocking positions around {where}', FIRES],
    risk: 'Gaps between blocking positions could let the enemy reinforce.',
  },
  {
    verb: 'neutralize',
    definition: 'Render enemy personnel or materiel incapable of interfering with an operation.',
    category: 'offense',
    objectIsPlace: false,
    implies: [FIRES, 'Plan assessment of the effects at {where}'],
    risk: 'Effects may be shorter than needed if the enemy recovers.',
  },
  {
    verb: 'suppress',
    definition: 'Prevent enemy forces from interfering with friendly operations by fire for a time.',
    category: 'enabling',
    objectIsPlace: false,
    implies: [FIRES, 'Plan ammunition resupply for sustained fire'],
    risk: 'Suppression could lift before the supported force has moved.',
  },
  {
    verb: 'defend',
    definition: 'Defeat an enemy attack, gain time, economize forces and develop favorable conditions.',
    category: 'defense',
    objectIsPlace: true,
    implies: [
      'Plan engagement areas and obstacles at {where}',
      'Plan fighting positions and survivability at {where}',
      'Plan the reserve and the counterattack',
      'Plan resupply of ammunition and barrier material',
      CASEVAC,
    ],
    risk: 'An enemy attack on {where} may arrive before the defense is prepared.',
  },
  {
    verb: 'retain',
    definition: 'Ensure that a terrain feature already controlled is not occupied or used by an enemy force.',
    category: 'defense',
    objectIsPlace: true,
    implies: ['Plan the defense of {where}', 'Plan the reserve and the counterattack', CASEVAC],
    risk: 'The enemy may attack to retake {where}.',
  },
  {
    verb: 'block',
    definition: 'Deny the enemy access to an area or prevent his advance in a direction or along an avenue.',
    category: 'defense',
    objectIsPlace: false,
    implies: ['Plan obstacles and an engagement area at {where}', FIRES, CASEVAC],
    risk: 'The enemy could bypass the block if the obstacle plan leaves a gap.',
  },
  {
    verb: 'delay',
    definition:
      'Trade space for time while inflicting maximum damage on the enemy without decisive engagement.',
    category: 'defense',
    objectIsPlace: false,
    implies: ['Plan successive delay positions', 'Plan the routes of withdrawal', FIRES, CASEVAC],
    risk: 'Units could become decisively engaged and unable to break contact.',
  },
  {
    verb: 'deny',
    definition: 'Prevent the enemy from using an area, facility or resource.',
    category: 'defense',
    objectIsPlace: true,
    implies: ['Plan obstacles or destruction to deny {where}', FIRES],
    risk: 'The enemy may use {where} before it is denied.',
  },
  {
    verb: 'screen',
    definition: 'Provide early warning to the protected force.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Plan observation posts along {where}', 'Plan the rearward passage of lines', CASEVAC],
    risk: 'A screen has little combat power and could be overrun.',
  },
  {
    verb: 'guard',
    definition: 'Protect the main body by fighting to gain time while observing and reporting.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Plan battle positions along {where}', FIRES, CASEVAC],
    risk: 'The guard force may be engaged by a superior enemy.',
  },
  {
    verb: 'reconnoiter',
    definition: 'Obtain information about the enemy, the terrain or the weather of an area.',
    category: 'enabling',
    objectIsPlace: true,
    implies: ['Plan the reconnaissance routes to {where}', 'Plan reporting of information requirements'],
    risk: 'Reconnaissance elements could be detected and lost.',
  },
  {
    verb: 'escort',
    definition: 'Protect a convoy or force on its movement.',
    category: 'enabling',
    objectIsPlace: false,
    implies: [ROUTE, 'Plan the reaction to contact on the route', CASEVAC],
    risk: 'An ambush on the route could halt the movement.',
  },
  {
    verb: 'establish',
    definition: 'Set up a position, facility or capability where it is needed.',
    category: 'enabling',
    objectIsPlace: true,
    implies: [ROUTE, 'Plan the security of {where}', 'Plan the sustainment of {where}'],
    risk: 'The site at {where} may be exposed while it is being set up.',
  },
  {
    verb: 'relieve',
    definition: 'Replace a unit in place and assume its mission.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Coordinate the relief in place with the relieved unit', ROUTE],
    risk: 'The relief is vulnerable while both units are in the area.',
  },
  {
    verb: 'evacuate',
    definition: 'Move people or materiel out of an area to safety.',
    category: 'enabling',
    objectIsPlace: true,
    implies: ['Plan the evacuation routes from {where}', 'Plan transport for the evacuation', CASEVAC],
    risk: 'Crowds and the enemy could block the evacuation routes.',
  },
  {
    verb: 'protect',
    definition: 'Preserve the effectiveness of a force, facility or population.',
    category: 'enabling',
    objectIsPlace: true,
    implies: ['Plan security positions covering {where}', CASEVAC],
    risk: 'Threats to {where} could come from several directions.',
  },
  {
    verb: 'control',
    definition: 'Maintain physical influence over a specified area to prevent its use by an enemy.',
    category: 'offense',
    objectIsPlace: true,
    implies: [ROUTE, 'Plan checkpoints and patrols in {where}', CASEVAC],
    risk: 'Control of {where} may be contested by the enemy or the population.',
  },
];

/**
 * Words of a mission description that imply a task whatever the verb (a river implies a crossing). Each
 * pattern carries the task it implies.
 */
export const IMPLYING_WORDS: ReadonlyArray<{ readonly pattern: RegExp; readonly task: string }> = [
  { pattern: /\b(?:river|stream|canal|bridge|wadi|gap)s?\b/i, task: 'Plan the gap crossing' },
  {
    pattern: /\b(?:air-?land|airport|airfield|air ?strip|runway)s?\b/i,
    task: 'Plan the clearance of the airfield for follow-on air-landing',
  },
  {
    pattern: /\b(?:humanitarian|civilians?|refugees?|displaced)\b/i,
    task: 'Coordinate with civil authorities and aid organizations',
  },
  {
    pattern: /\b(?:night|darkness|limited visibility)\b/i,
    task: 'Plan for operations in limited visibility',
  },
  { pattern: /\b(?:urban|city|town|village|built-up)\b/i, task: 'Plan for operations in built-up areas' },
  { pattern: /\bminefields?|mines\b/i, task: 'Plan the breach of minefields' },
  {
    pattern: /\bfollow-on forces\b/i,
    task: 'Plan the forward passage of lines for follow-on forces',
  },
];

const ES_ENDING = /(?:s|sh|ch|x|z)$/;

function thirdPerson(verb: string): string {
  if (/[^aeiou]y$/.test(verb)) return `${verb.slice(0, -1)}ies`;
  return ES_ENDING.test(verb) ? `${verb}es` : `${verb}s`;
}

const FORMS = new Map<string, TaskVerb>();
for (const v of TASK_VERBS) {
  FORMS.set(v.verb, v);
  FORMS.set(thirdPerson(v.verb), v);
}
// Some doctrinal tasks are also written with their other spellings.
FORMS.set('reconnoitre', FORMS.get('reconnoiter')!);
FORMS.set('neutralise', FORMS.get('neutralize')!);
FORMS.set('neutralises', FORMS.get('neutralize')!);

/** The task verb a word is a form of ("seizes", "Seize"), or undefined. */
export function taskVerbOf(word: string): TaskVerb | undefined {
  return FORMS.get(word.toLowerCase());
}

/** Matches any form of a task verb as a whole word. */
export const TASK_VERB_PATTERN = new RegExp(
  `\\b(?:${[...FORMS.keys()].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'gi',
);
