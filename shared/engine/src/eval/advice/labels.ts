/**
 * Labels of the advice evaluation, written by hand from reading the material, BEFORE the engine was run on
 * any of them (none was changed after seeing the engine's output; see README.md beside this file).
 *
 * Passages are never copied here: each names its file and a few words that find it ("find"); the test reads
 * the sentence that holds those words at run time, from ../shared/corpus/staff-writing ("corpus") or from the
 * seeded library server/src/seed/library ("library"). Assumptions and scenarios are our own words, except the
 * scenarios read from the corpus's two mission statements.
 */

export type ExpectedStance = 'supports' | 'contradicts' | 'unrelated';

export interface PassageRef {
  readonly source: 'library' | 'corpus';
  readonly file: string;
  /** A few words of the passage that find the sentence (case-sensitive, unique in the file). */
  readonly find: string;
}

export interface StanceLabel {
  readonly topic: string;
  readonly assumption: string;
  readonly passage: PassageRef;
  readonly expected: ExpectedStance;
}

const lib = (file: string, find: string): PassageRef => ({ source: 'library', file, find });
const cor = (file: string, find: string): PassageRef => ({ source: 'corpus', file, find });

const RELY_GPS = 'We can rely on GPS for navigation near the border during STEEL HORIZON 26.';
const GPS_RARE = 'GPS jamming near the border is rare.';
const AURORA = 'The AURORA SATCOM links stay available during the exercise.';
const HN_FUEL = 'Host nation fuel deliveries arrive within a day of request.';
const SOC_GEN = 'The SOC generators can run the center for five days without resupply.';
const COAST = 'The coast road to Harrow Point stays open during the exercise.';
const REVISIT = 'KESTREL revisits over the exercise area will stay at about 70 minutes.';
const NO_ATTACK = 'REDLAND will not attack friendly satellites during the exercise.';
const PATCH = 'Patch compliance on the ground segment meets the requirement.';
const FOUR_CREW = 'Harrow Point shifts are manned with four operators.';
const RETENTION = 'First-term retention meets its goal.';
const REPORT_15 = 'Crews report interference within the 15-minute standard.';
const CLOCKS = 'Clock component prices are stable.';
const SIX_LINES = 'Army paragraphs should be no more than six lines.';
const CLARITY = 'A clarity index above 40 is easy to understand.';
const BLUF = 'The main point goes at the beginning of the correspondence.';
const EMERGENCY = 'Emergency leave must be submitted 15 days in advance.';
const ALCOHOL = 'Soldiers may drink alcohol in the barracks.';
const TIMING = 'Network timing can be held for several hours without GPS.';

const STANDARDS = 'STANDARDS.md';
const CQ = 'memo-armymarkdown-cq-sop.amd.txt';
const LEAVE = 'memo-armymarkdown-leave-pass-policy.amd.txt';

/** (assumption, passage, expected stance): 21 supporting, 22 contradicting, 19 unrelated, across 12 topics. */
export const STANCE_LABELS: readonly StanceLabel[] = [
  // GPS and PNT
  {
    topic: 'gps',
    assumption: RELY_GPS,
    passage: lib('intel-report-001.md', 'We expect GPS jamming along the border'),
    expected: 'contradicts',
  },
  {
    topic: 'gps',
    assumption: GPS_RARE,
    passage: lib('acq-plan-001.md', 'has become a routine event'),
    expected: 'contradicts',
  },
  {
    topic: 'gps',
    assumption: 'GPS jamming incidents near the border are decreasing.',
    passage: lib('intel-report-001.md', 'reported 63 GPS jamming incidents'),
    expected: 'contradicts',
  },
  {
    topic: 'gps',
    assumption:
      'Military receivers with encrypted signals keep working longer than civil receivers under jamming.',
    passage: lib('pnt-guide-001.md', 'military receivers with encrypted signals'),
    expected: 'supports',
  },
  {
    topic: 'gps',
    assumption: TIMING,
    passage: lib('pnt-guide-001.md', 'A rubidium clock keeps time'),
    expected: 'supports',
  },
  {
    topic: 'gps',
    assumption: 'Jamming by REDLAND EW units depends on fuel resupply.',
    passage: lib('intel-report-001.md', 'Their jamming activity has fallen off'),
    expected: 'supports',
  },
  {
    topic: 'gps',
    assumption: 'The Assured PNT Receiver will be fielded before the exercise.',
    passage: lib('pnt-guide-001.md', 'will field these features from 2028'),
    expected: 'contradicts',
  },
  {
    topic: 'gps',
    assumption: RELY_GPS,
    passage: lib('orbital-ops-001.md', 'GPS satellites fly at about 20,200 km'),
    expected: 'unrelated',
  },
  {
    topic: 'gps',
    assumption: GPS_RARE,
    passage: lib('training-001.md', 'half-day demonstration with a live GPS jamming simulator'),
    expected: 'unrelated',
  },
  {
    topic: 'gps',
    assumption: TIMING,
    passage: lib('c2-ops-001.md', 'The daily operations update shall be held'),
    expected: 'unrelated',
  },
  // SATCOM and terminals
  {
    topic: 'satcom',
    assumption: AURORA,
    passage: lib('mission-plan-001.md', 'The AURORA SATCOM links should remain available'),
    expected: 'supports',
  },
  {
    topic: 'satcom',
    assumption: 'The adversary will not interfere with exercise SATCOM.',
    passage: lib('intel-report-001.md', 'Two short interference events hit'),
    expected: 'contradicts',
  },
  {
    topic: 'satcom',
    assumption: 'The TST-40 terminal holds its link against heavy jamming.',
    passage: lib('eng-spec-001.md', 'SR-04 is the higher risk'),
    expected: 'contradicts',
  },
  {
    topic: 'satcom',
    assumption: 'The TST-40 upgrade meets all of its requirements.',
    passage: lib('eng-spec-001.md', 'SR-04 (anti-jam) and SR-06 (transport mass) are not met'),
    expected: 'contradicts',
  },
  {
    topic: 'satcom',
    assumption: AURORA,
    passage: lib('sat-ops-001.md', 'an AURORA contact is scheduled in 30-minute blocks'),
    expected: 'unrelated',
  },
  // Fuel and sustainment
  {
    topic: 'fuel',
    assumption: HN_FUEL,
    passage: lib('mission-plan-001.md', 'We assume host nation fuel deliveries'),
    expected: 'supports',
  },
  {
    topic: 'fuel',
    assumption: SOC_GEN,
    passage: lib('c2-ops-001.md', "the SOC building's generators"),
    expected: 'supports',
  },
  {
    topic: 'fuel',
    assumption: 'The exercise force will need about 9,500 gallons of fuel a day.',
    passage: lib('mission-plan-001.md', 'The exercise force is expected to consume'),
    expected: 'supports',
  },
  {
    topic: 'fuel',
    assumption: 'The exercise force will need about 5,000 gallons of fuel a day.',
    passage: lib('mission-plan-001.md', 'The exercise force is expected to consume'),
    expected: 'contradicts',
  },
  {
    topic: 'fuel',
    assumption: HN_FUEL,
    passage: lib('orbital-ops-001.md', 'burns about 47 kg of propellant'),
    expected: 'unrelated',
  },
  {
    topic: 'fuel',
    assumption: SOC_GEN,
    passage: lib('sat-ops-001.md', 'Station power comes from the commercial grid'),
    expected: 'unrelated',
  },
  // Roads
  {
    topic: 'road',
    assumption: COAST,
    passage: lib('mission-plan-001.md', 'The coast road to Harrow Point stays open'),
    expected: 'supports',
  },
  {
    topic: 'road',
    assumption: COAST,
    passage: lib('mission-plan-001.md', 'About 2,300 personnel take part'),
    expected: 'unrelated',
  },
  // Adversary ISR and counterspace
  {
    topic: 'isr',
    assumption: REVISIT,
    passage: lib('ssa-report-001.md', 'reduces KESTREL revisit time'),
    expected: 'contradicts',
  },
  {
    topic: 'isr',
    assumption: 'REDLAND will reduce KESTREL collection during the exercise.',
    passage: lib('intel-report-001.md', 'KESTREL collection over the area will roughly double'),
    expected: 'contradicts',
  },
  {
    topic: 'isr',
    assumption: 'KESTREL overflights of Harrow Point are increasing.',
    passage: lib('intel-report-001.md', 'KESTREL overflights of Harrow Point Ground Station rose'),
    expected: 'supports',
  },
  {
    topic: 'isr',
    assumption: 'REDLAND has no counterspace payload on KESTREL.',
    passage: lib('ssa-report-001.md', 'KESTREL counterspace payload'),
    expected: 'supports',
  },
  {
    topic: 'isr',
    assumption: NO_ATTACK,
    passage: lib('intel-report-001.md', 'We do not expect any attack on friendly satellites'),
    expected: 'supports',
  },
  {
    topic: 'isr',
    assumption: REVISIT,
    passage: lib('ssa-report-001.md', 'The Corran Ridge radar (fictional) was unavailable'),
    expected: 'unrelated',
  },
  {
    topic: 'isr',
    assumption: NO_ATTACK,
    passage: lib('orbital-ops-001.md', 'Avoidance manoeuvres in LEO are usually small'),
    expected: 'unrelated',
  },
  // Cyber
  {
    topic: 'cyber',
    assumption: PATCH,
    passage: lib('cyber-threat-001.md', 'Patch compliance stands at 81 percent'),
    expected: 'contradicts',
  },
  {
    topic: 'cyber',
    assumption: 'Multi-factor authentication covers all administrator accounts.',
    passage: lib('cyber-threat-001.md', 'Multi-factor authentication covers all administrator accounts'),
    expected: 'supports',
  },
  {
    topic: 'cyber',
    assumption: 'Recovery from a ransomware attack would take no more than 12 hours.',
    passage: lib('cyber-threat-001.md', 'Recovery from backups would take'),
    expected: 'contradicts',
  },
  {
    topic: 'cyber',
    assumption: 'The mission network stays separated from the business network.',
    passage: lib('cyber-threat-001.md', 'This assessment assumes that the mission network'),
    expected: 'supports',
  },
  {
    topic: 'cyber',
    assumption: 'Phishing attachments opened by staff were all blocked.',
    passage: lib('cyber-threat-001.md', 'Phishing messages themed on exercise schedules'),
    expected: 'supports',
  },
  {
    topic: 'cyber',
    assumption: PATCH,
    passage: lib('cyber-threat-001.md', 'Brief all operators on reporting suspected phishing'),
    expected: 'unrelated',
  },
  // Manning and training
  {
    topic: 'people',
    assumption: FOUR_CREW,
    passage: lib('career-field-001.md', 'runs several shifts with three operators'),
    expected: 'contradicts',
  },
  {
    topic: 'people',
    assumption: RETENTION,
    passage: lib('career-field-001.md', 'First-term retention was 71 percent'),
    expected: 'contradicts',
  },
  {
    topic: 'people',
    assumption: 'Graduates are rated well by their supervisors.',
    passage: lib('training-001.md', 'The 90-day supervisor rating target'),
    expected: 'supports',
  },
  {
    topic: 'people',
    assumption: REPORT_15,
    passage: lib('training-001.md', 'crews took on average 22 minutes'),
    expected: 'contradicts',
  },
  {
    topic: 'people',
    assumption: FOUR_CREW,
    passage: lib('training-001.md', 'The class has 16 students and 4 instructors'),
    expected: 'unrelated',
  },
  {
    topic: 'people',
    assumption: RETENTION,
    passage: lib('career-field-001.md', 'Publish assignment opportunities every six months'),
    expected: 'unrelated',
  },
  {
    topic: 'people',
    assumption: REPORT_15,
    passage: lib('c2-ops-001.md', 'A watch shall not exceed 12 hours'),
    expected: 'unrelated',
  },
  // Command and control
  {
    topic: 'c2',
    assumption: 'Every PACE path to Harrow Point is tested weekly.',
    passage: lib('c2-ops-001.md', 'the contingency radio path had not been tested'),
    expected: 'contradicts',
  },
  {
    topic: 'c2',
    assumption: 'The SOC has an alternate communications path to Harrow Point.',
    passage: lib('c2-ops-001.md', 'For Harrow Point: primary, terrestrial fibre'),
    expected: 'supports',
  },
  // Acquisition
  {
    topic: 'acquisition',
    assumption: CLOCKS,
    passage: lib('acq-plan-001.md', 'prices have risen 18 percent'),
    expected: 'contradicts',
  },
  {
    topic: 'acquisition',
    assumption: CLOCKS,
    passage: lib('acq-plan-001.md', 'The government will own the interface specifications'),
    expected: 'unrelated',
  },
  // Army writing standards (corpus)
  {
    topic: 'writing',
    assumption: SIX_LINES,
    passage: cor(STANDARDS, '10 lines is the rule'),
    expected: 'contradicts',
  },
  {
    topic: 'writing',
    assumption: 'The average Army sentence should be about 15 words.',
    passage: cor(STANDARDS, 'The average length of a sentence should be'),
    expected: 'supports',
  },
  {
    topic: 'writing',
    assumption: CLARITY,
    passage: cor(STANDARDS, 'Over 40, writing is difficult'),
    expected: 'contradicts',
  },
  {
    topic: 'writing',
    assumption: BLUF,
    passage: cor(STANDARDS, 'Two essential requirements include'),
    expected: 'supports',
  },
  {
    topic: 'writing',
    assumption: 'A decision memorandum should not exceed two pages.',
    passage: cor(STANDARDS, 'should not exceed two pages'),
    expected: 'supports',
  },
  {
    topic: 'writing',
    assumption: 'A memorandum for record needs no authority line.',
    passage: cor(STANDARDS, 'documents meetings or calls; no authority line'),
    expected: 'supports',
  },
  {
    topic: 'writing',
    assumption: SIX_LINES,
    passage: cor(STANDARDS, 'A font with a point size of 12'),
    expected: 'unrelated',
  },
  {
    topic: 'writing',
    assumption: CLARITY,
    passage: cor(STANDARDS, "Gunning's Fog index (1952)"),
    expected: 'unrelated',
  },
  {
    topic: 'writing',
    assumption: BLUF,
    passage: cor(STANDARDS, 'Do not number a one-paragraph memorandum'),
    expected: 'unrelated',
  },
  // Planning time
  {
    topic: 'planning',
    assumption: 'Leaders use no more than a third of the available time for their own planning.',
    passage: cor(STANDARDS, 'The leader should use no more than one third'),
    expected: 'supports',
  },
  {
    topic: 'planning',
    assumption: 'Staffs keep two thirds of the planning time for themselves.',
    passage: lib('mission-plan-001.md', 'Staffs should follow the one-third, two-thirds rule'),
    expected: 'contradicts',
  },
  // Unit policy memoranda (corpus)
  {
    topic: 'policy',
    assumption: EMERGENCY,
    passage: cor(LEAVE, 'exempt from 15-day advance requirement'),
    expected: 'contradicts',
  },
  {
    topic: 'policy',
    assumption: ALCOHOL,
    passage: cor(CQ, 'consumption of alcohol in the barracks'),
    expected: 'contradicts',
  },
  {
    topic: 'policy',
    assumption: EMERGENCY,
    passage: cor(CQ, 'CQ tour of duty is from'),
    expected: 'unrelated',
  },
  {
    topic: 'policy',
    assumption: ALCOHOL,
    passage: cor(CQ, 'Ensure all unoccupied rooms in the barracks are locked'),
    expected: 'unrelated',
  },
];

/** The kinds of assumption a course of action rests on (what a red team checks first). */
export type AssumptionKind = 'resource' | 'threat' | 'timeline' | 'route' | 'capability' | 'purpose';

export interface ExpectedAssumption {
  readonly kind: AssumptionKind;
  /** Words the assumption must name; "a|b" accepts either (case-insensitive). */
  readonly names: readonly string[];
}

export interface ScenarioLabel {
  readonly id: string;
  /** The scenario as the user types it, or the corpus file whose text is the scenario. */
  readonly text?: string;
  readonly corpusFile?: string;
  /** Words the course of action read from it must hold ("a|b" accepts either). */
  readonly coa: readonly string[];
  readonly assumptions: readonly ExpectedAssumption[];
}

export const SCENARIO_LABELS: readonly ScenarioLabel[] = [
  {
    id: 'gps-convoy',
    text: 'Should we keep relying on GPS for the convoy to Harrow Point during STEEL HORIZON 26?',
    coa: ['relying on GPS', 'convoy to Harrow Point'],
    assumptions: [
      { kind: 'resource', names: ['GPS'] },
      { kind: 'threat', names: ['GPS'] },
      { kind: 'route', names: ['Harrow Point'] },
      { kind: 'timeline', names: ['STEEL HORIZON 26'] },
    ],
  },
  {
    id: 'fuel-convoys-satcom',
    text: 'We will move fuel convoys along Route BLUE by 3 March using SATCOM for command and control.',
    coa: ['move fuel convoys along Route BLUE'],
    assumptions: [
      { kind: 'resource', names: ['SATCOM'] },
      { kind: 'threat', names: ['SATCOM|convoys'] },
      { kind: 'route', names: ['Route BLUE'] },
      { kind: 'timeline', names: ['3 March'] },
    ],
  },
  {
    id: 'alternate-site',
    text: 'Recommend the SOC shift satellite tasking to the alternate site at Harrow Point if the primary uplink is jammed.',
    coa: ['shift satellite tasking to the alternate site'],
    assumptions: [{ kind: 'resource', names: ['alternate site'] }],
  },
  {
    id: 'field-apr',
    text: 'I propose that we field the Assured PNT Receiver to the border units before STEEL HORIZON 27.',
    coa: ['field the Assured PNT Receiver'],
    assumptions: [
      { kind: 'resource', names: ['Assured PNT Receiver'] },
      { kind: 'timeline', names: ['STEEL HORIZON 27'] },
    ],
  },
  {
    id: 'simulator-crews',
    text: 'We will run Class 26-2 simulator missions in crews of four from week 6.',
    coa: ['run Class 26-2 simulator missions'],
    assumptions: [
      { kind: 'resource', names: ['simulator'] },
      { kind: 'timeline', names: ['week 6'] },
    ],
  },
  {
    id: 'three-operator-shifts',
    text: 'Recommend that the 4th Space Operations Squadron keep three-operator shifts at Harrow Point through the summer.',
    coa: ['keep three-operator shifts'],
    assumptions: [
      { kind: 'capability', names: ['Squadron'] },
      { kind: 'timeline', names: ['summer'] },
    ],
  },
  {
    id: 'vtc-meeting',
    text: 'Should we hold the weekly planning meeting by video teleconference to save travel?',
    coa: ['hold the weekly planning meeting by video teleconference'],
    assumptions: [
      { kind: 'resource', names: ['video teleconference'] },
      { kind: 'purpose', names: ['travel'] },
    ],
  },
  {
    id: 'ford-crossing',
    text: 'The battalion will cross the Lemon River at the southern ford by 15 May in order to seize OBJ RAVEN.',
    coa: ['cross the Lemon River at the southern ford'],
    assumptions: [
      { kind: 'route', names: ['southern ford'] },
      { kind: 'timeline', names: ['15 May'] },
      { kind: 'purpose', names: ['OBJ RAVEN'] },
      { kind: 'capability', names: ['battalion'] },
    ],
  },
  {
    id: 'ku-lease',
    text: 'Request approval to lease commercial Ku-band SATCOM for exercise logistics during STEEL HORIZON 26.',
    coa: ['lease commercial Ku-band SATCOM'],
    assumptions: [
      { kind: 'resource', names: ['Ku-band SATCOM'] },
      { kind: 'threat', names: ['Ku-band SATCOM'] },
      { kind: 'timeline', names: ['STEEL HORIZON 26'] },
    ],
  },
  {
    id: 'host-nation-fuel',
    text: 'Can we rely on host nation fuel deliveries for the SOC generators during the exercise?',
    coa: ['rely on host nation fuel deliveries'],
    assumptions: [
      { kind: 'resource', names: ['host nation fuel deliveries'] },
      { kind: 'timeline', names: ['exercise'] },
    ],
  },
  {
    id: 'move-cell',
    text: 'We recommend moving the space support cell to Harrow Point Ground Station before STARTEX.',
    coa: ['moving the space support cell to Harrow Point'],
    assumptions: [
      { kind: 'route', names: ['Harrow Point'] },
      { kind: 'timeline', names: ['STARTEX'] },
    ],
  },
  {
    id: 'annex',
    text: 'We will publish the space support annex by 20 February.',
    coa: ['publish the space support annex'],
    assumptions: [{ kind: 'timeline', names: ['20 February'] }],
  },
  {
    id: 'corpus-route-south-dakota',
    corpusFile: 'mission-01-atp5-0-2-1-ex1-1st-brigade-route-south-dakota.txt',
    coa: ['secures ROUTE SOUTH DAKOTA|secure ROUTE SOUTH DAKOTA'],
    assumptions: [
      { kind: 'route', names: ['ROUTE SOUTH DAKOTA'] },
      { kind: 'timeline', names: ['0400'] },
      { kind: 'purpose', names: ['humanitarian'] },
      { kind: 'capability', names: ['1st Brigade'] },
    ],
  },
  {
    id: 'corpus-jackson-airport',
    corpusFile: 'mission-02-atp5-0-2-1-ex2-1-505-pir-jackson-airport.txt',
    coa: ['seizes JACKSON INTERNATIONAL AIRPORT|seize JACKSON INTERNATIONAL AIRPORT'],
    assumptions: [
      { kind: 'route', names: ['JACKSON INTERNATIONAL AIRPORT'] },
      { kind: 'timeline', names: ['H+3'] },
      { kind: 'purpose', names: ['AO SPARTAN'] },
    ],
  },
];
