/**
 * Tactical mission tasks: the verbs a mission statement uses for its "what", their doctrinal meaning, and
 * the tasks each one implies. Implied tasks are those a unit must perform to accomplish a stated task but
 * that the order does not state; only those that need resources are listed (routine, standing-procedure
 * activity is not an implied task). `{where}` is replaced by the mission's objective when it is known.
 */

/**
 * Offense tasks take ground or destroy a force; defense tasks hold; enabling tasks support others;
 * sustainment tasks supply, move and recover what the force needs (a combat logistics patrol, a resupply).
 */
export type TaskCategory = 'offense' | 'defense' | 'enabling' | 'sustainment';

export interface TaskVerb {
  readonly verb: string;
  readonly definition: string;
  readonly category: TaskCategory;
  /** True when the verb's object is terrain (seize OBJ FOX); false when it is a force (destroy 2nd TR). */
  readonly objectIsPlace: boolean;
  readonly implies: readonly string[];
  /** A hazard the task carries by its nature, scored like any risk statement. */
  readonly risk: string;
  /** The usual phases of this task, when they differ from those of its category. */
  readonly phases?: readonly string[];
}

const CASEVAC = 'Plan casualty evacuation from {where}';
const ROUTE = 'Plan the route to {where}';
const CROSSING = 'Plan the crossing of gaps and obstacles on the route to {where}';
const CONSOLIDATE = 'Plan consolidation and reorganization on {where}';
const FIRES = 'Plan fires in support of the task at {where}';
const LOAD = 'Plan the load plan and the transfer of supplies at {where}';
const CONVOY_SECURITY = 'Plan convoy security and the reaction to contact on the route to {where}';
const RECOVERY = 'Plan the recovery of disabled vehicles on the route';
const SUSTAINMENT_RISK =
  'The movement could be ambushed, lost or delayed on the route to {where}, leaving the supported unit short.';
const SUSTAINMENT_PHASES = ['Preparation', 'Movement', 'Delivery', 'Return'];

/** Resupply: a task verb ("299th BSB resupplies 2-7 IN") and an operation ("conducts resupply"). */
const RESUPPLY: TaskVerb = {
  verb: 'resupply',
  definition: 'Deliver the supplies a unit needs to keep operating (ATP 4-90).',
  category: 'sustainment',
  objectIsPlace: false,
  implies: [ROUTE, LOAD, CONVOY_SECURITY, RECOVERY, CASEVAC],
  risk: SUSTAINMENT_RISK,
  phases: SUSTAINMENT_PHASES,
};

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
  RESUPPLY,
  {
    verb: 'deliver',
    definition: 'Move supplies, equipment or people to the unit or place that needs them.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, LOAD, CONVOY_SECURITY, RECOVERY],
    risk: SUSTAINMENT_RISK,
  },
  {
    verb: 'transport',
    definition: 'Move people, supplies or equipment by vehicle, rail, air or water.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, CONVOY_SECURITY, RECOVERY],
    risk: SUSTAINMENT_RISK,
  },
  {
    verb: 'recover',
    definition: 'Retrieve disabled or abandoned equipment and return it to where it can be repaired.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, 'Plan recovery assets and the collection point for {where}', CONVOY_SECURITY],
    risk: 'Recovery teams working on {where} are exposed while they work.',
  },
  {
    verb: 'refuel',
    definition: 'Provide fuel to vehicles or aircraft so that they can continue the operation.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: ['Plan the refuel point and its security at {where}', 'Plan the fuel required and its resupply'],
    risk: 'A refuel point at {where} concentrates vehicles and fuel and is an attractive target.',
  },
];

/**
 * Operations a mission names as the object of "conduct" ("2-7 IN conducts a combat logistics patrol",
 * "2BCT conducts a relief in place"): sustainment and other non-tactical missions with their own tasks.
 * Each carries the words that name it; the first that matches the clause is the mission's task.
 */
export const MISSION_TYPES: ReadonlyArray<TaskVerb & { readonly pattern: RegExp }> = [
  {
    verb: 'combat logistics patrol',
    pattern: /\bcombat logistics patrols?\b|\bCLPs?\b/i,
    definition:
      'A movement of sustainment vehicles with its own security and command, to deliver supplies or services to a unit.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, LOAD, CONVOY_SECURITY, RECOVERY, CASEVAC],
    risk: SUSTAINMENT_RISK,
    phases: SUSTAINMENT_PHASES,
  },
  {
    verb: 'relief in place',
    pattern: /\brelief in place\b|\bRIP(?:\/TOA)?\b/,
    definition:
      'An operation in which all or part of a unit is replaced in an area by the incoming unit, which takes over its responsibilities.',
    category: 'enabling',
    objectIsPlace: false,
    implies: [
      'Coordinate the relief in place with the unit being relieved',
      'Plan the exchange of plans, positions and fire plans at {where}',
      'Plan the transfer of authority',
      ROUTE,
    ],
    risk: 'Both units are in {where} at once during the relief: the area is crowded and vulnerable.',
    phases: ['Preparation and coordination', 'Relief', 'Transfer of authority'],
  },
  {
    verb: 'passage of lines',
    pattern: /\b(?:forward |rearward )?passage of lines\b/i,
    definition:
      "An operation in which a force moves forward or rearward through another force's positions to move into or out of contact.",
    category: 'enabling',
    objectIsPlace: false,
    implies: [
      'Coordinate the passage of lines with the stationary unit',
      'Plan passage points and lanes at {where}',
      FIRES,
    ],
    risk: 'Forces massed at the passage points at {where} are exposed to enemy fires.',
    phases: ['Preparation and coordination', 'Passage', 'Transition'],
  },
  { ...RESUPPLY, pattern: /\b(?:logistics )?resupply\b|\bLOGPACs?\b/i },
  {
    verb: 'convoy',
    pattern: /\bconvoys?\b(?: operations?| escort)?/i,
    definition:
      'A group of vehicles organized for control and protection, moving together under one commander.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, CONVOY_SECURITY, RECOVERY, CASEVAC],
    risk: SUSTAINMENT_RISK,
    phases: SUSTAINMENT_PHASES,
  },
  {
    verb: 'tactical road march',
    pattern: /\b(?:tactical )?road march\b/i,
    definition: 'A movement of troops and vehicles along roads, organized for control, on a set schedule.',
    category: 'sustainment',
    objectIsPlace: false,
    implies: [ROUTE, 'Plan the march tables, halts and start and release points', RECOVERY],
    risk: SUSTAINMENT_RISK,
    phases: ['Preparation', 'March', 'Occupation of the new area'],
  },
  {
    verb: 'route clearance',
    pattern: /\broute clearance\b/i,
    definition:
      'Detect and neutralize explosive hazards and obstacles along a route so that it stays usable.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Task engineers and equipment for the clearance of {where}', CASEVAC, RECOVERY],
    risk: 'Explosive hazards on {where} could strike the clearance team.',
  },
  {
    verb: 'area defense',
    pattern: /\barea defen[sc]e\b/i,
    definition:
      'A defensive operation that concentrates on denying enemy forces access to designated terrain for a specific time.',
    category: 'defense',
    objectIsPlace: false,
    implies: [
      'Plan engagement areas and obstacles at {where}',
      'Plan fighting positions and survivability at {where}',
      'Plan the reserve and the counterattack',
      CASEVAC,
    ],
    risk: 'An enemy attack on {where} may arrive before the defense is prepared.',
  },
  {
    verb: 'movement to contact',
    pattern: /\bmovement to contact\b/i,
    definition:
      'An offensive operation to develop the situation and establish or regain contact with the enemy.',
    category: 'offense',
    objectIsPlace: false,
    implies: [ROUTE, 'Plan reconnaissance and security forward of the main body', FIRES, CASEVAC],
    risk: 'The main body could meet the enemy before the situation is developed.',
  },
  {
    verb: 'air assault',
    pattern: /\bair assault\b/i,
    definition: 'The movement of forces by helicopter to engage and destroy enemy forces or seize terrain.',
    category: 'offense',
    objectIsPlace: false,
    implies: ['Plan landing zones at {where}', 'Plan the air movement and the loading plan', FIRES, CASEVAC],
    risk: 'Aircraft are exposed to air defenses on the way to {where}.',
  },
  {
    verb: 'gap crossing',
    pattern: /\b(?:wet[- ]|dry[- ])?gap crossings?\b|\briver crossings?\b/i,
    definition:
      'Projecting combat power across a linear obstacle, wet or dry, under the control of one headquarters (ATP 3-90.4).',
    category: 'enabling',
    objectIsPlace: false,
    implies: [
      'Plan the crossing sites, bridging and traffic control at {where}',
      'Plan the far-side security and the bridgehead',
      FIRES,
      CASEVAC,
    ],
    risk: 'Forces massed at the crossing site at {where} are exposed to enemy fires.',
    phases: ['Preparation', 'Approach to the crossing site', 'Crossing', 'Securing the far side'],
  },
  {
    verb: 'reconnaissance',
    pattern: /\b(?:area|zone|route) reconnaissance\b/i,
    definition: 'Obtain information about the enemy, the terrain or the weather of an area.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Plan the reconnaissance routes to {where}', 'Plan reporting of information requirements'],
    risk: 'Reconnaissance elements could be detected and lost.',
  },
  {
    verb: 'cordon and search',
    pattern: /\bcordon and search\b/i,
    definition: 'Isolate an area and search it for people, weapons or materiel.',
    category: 'enabling',
    objectIsPlace: false,
    implies: ['Plan the cordon around {where}', 'Plan the handling of detainees', CASEVAC],
    risk: 'The population inside the cordon may react against the search.',
  },
];

/** "Conduct", "execute" and "perform" carry no task of their own: the operation they name does. */
const LIGHT_VERBS = ['conduct', 'conducts', 'execute', 'executes', 'perform', 'performs'];

/** An operation "conduct" names that is none of MISSION_TYPES: the mission says what, the words say the rest. */
export const CONDUCT: TaskVerb = {
  verb: 'conduct',
  definition: 'Carry out the operation the order names.',
  category: 'enabling',
  objectIsPlace: false,
  implies: [ROUTE],
  risk: 'The operation at {where} may meet the enemy before it is complete.',
};

/** Whether a word is a form of "conduct", "execute" or "perform". */
export function isLightVerb(word: string): boolean {
  return LIGHT_VERBS.includes(word.toLowerCase());
}

/** The operation a light verb's object names ("a night combat logistics patrol"), or CONDUCT. */
export function missionTypeOf(object: string): TaskVerb {
  let best: { type: TaskVerb; at: number } | null = null;
  for (const type of MISSION_TYPES) {
    const m = type.pattern.exec(object);
    if (m && (!best || m.index < best.at)) best = { type, at: m.index };
  }
  return best?.type ?? CONDUCT;
}

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
// "TF HARROW air assaults 1-63 IN (-) from PZ BRAMBLE": the operation is also written as a verb.
const AIR_ASSAULT = MISSION_TYPES.find((t) => t.verb === 'air assault')!;
FORMS.set('air assault', AIR_ASSAULT);
FORMS.set('air assaults', AIR_ASSAULT);
// Some doctrinal tasks are also written with their other spellings.
FORMS.set('reconnoitre', FORMS.get('reconnoiter')!);
FORMS.set('neutralise', FORMS.get('neutralize')!);
FORMS.set('neutralises', FORMS.get('neutralize')!);

/** The task verb a word is a form of ("seizes", "Seize"), or undefined. */
export function taskVerbOf(word: string): TaskVerb | undefined {
  return FORMS.get(word.toLowerCase());
}

/** Matches any form of a task verb, or of a light verb that names one ("conducts"), as a whole word. */
export const TASK_VERB_PATTERN = new RegExp(
  `\\b(?:${[...FORMS.keys(), ...LIGHT_VERBS].sort((a, b) => b.length - a.length).join('|')})\\b`,
  'gi',
);

/** The base form of a task verb as written ("secures" -> secure, "conducts" -> conduct). */
export function baseOf(word: string): string {
  const lower = word.toLowerCase();
  if (isLightVerb(lower)) return lower.replace(/s$/, '');
  return taskVerbOf(lower)?.verb ?? lower;
}
