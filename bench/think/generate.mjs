// Deterministic generator of staff documents for the THINK benchmark: sentences drawn from the
// constructions the engine looks for (assumptions, figures, dates, units, threats, requirements)
// and plain narrative, so that every part of the analysis has work to do.

import { seededRandom } from '../lib/random.mjs';

const UNITS = [
  '3rd Battalion',
  '2nd Brigade Combat Team',
  'Space Delta 2',
  'Space Delta 4',
  '18th Space Defense Squadron',
  '1st Armored Division',
  'Task Force 51',
  'the aviation battalion',
  'the signal company',
  'the forward support company',
];
const PLACES = [
  'Kessel',
  'the forward depot',
  'Route BLUE',
  'the northern airfield',
  'Schriever Space Force Base',
  'the border crossing',
  'Objective IRON',
  'the port of Varna',
  'Plesetsk',
  'the logistics hub',
];
const RESOURCES = [
  'fuel',
  'ammunition',
  'spare parts',
  'water',
  'rations',
  'bandwidth',
  'medical supplies',
  'satellite time',
];
const ACTORS = [
  'The adversary',
  'Enemy forces',
  'The militia',
  'Hostile cyber actors',
  'The opposing brigade',
];
const EQUIPMENT = [
  'mobile jammers',
  'anti-satellite weapons',
  'long-range rockets',
  'MQ-9 Reaper drones',
  'S-400 batteries',
  'GPS spoofers',
];
const SYSTEMS = [
  'SATCOM links',
  'GPS signals',
  'the brigade network',
  'command and control',
  'the early warning radar',
  'supply convoys',
];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const NOUNS = [
  'training',
  'maintenance',
  'coordination',
  'readiness',
  'planning',
  'reporting',
  'security',
  'sustainment',
  'communications',
  'surveillance',
  'movement',
  'recovery',
];
const VERBS = [
  'reviewed',
  'confirmed',
  'updated',
  'reported',
  'completed',
  'scheduled',
  'coordinated',
  'assessed',
];

const TEMPLATES = [
  (p) =>
    `The sustainment plan assumes that ${p(RESOURCES)} deliveries to ${p(PLACES)} will continue at ${p.n(5, 60) * 1000} gallons per day.`,
  (p) => `${p(ACTORS)} has fielded ${p(EQUIPMENT)} capable of disrupting ${p(SYSTEMS)} near ${p(PLACES)}.`,
  (p) => `${cap(p(RESOURCES))} stocks at ${p(PLACES)} currently stand at ${p.n(2, 15)} days of supply.`,
  (p) => `All units shall report ${p(NOUNS)} status to the operations center no later than ${p.date()}.`,
  (p) => `${cap(p(UNITS))} will move to ${p(PLACES)} by ${p.date()}.`,
  (p) => `Readiness of ${p(UNITS)} reached ${p.n(55, 99)}% against a target of ${p.n(80, 95)}%.`,
  (p) => `We expect the host nation to keep ${p(PLACES)} open to military convoys.`,
  (p) => `If ${p(ACTORS).toLowerCase()} attack ${p(SYSTEMS)}, ${p(UNITS)} will shift to alternate routes.`,
  (p) =>
    `Analysts judge that ${p(ACTORS).toLowerCase()} is likely to target ${p(PLACES)} within ${p.n(2, 30)} days.`,
  (p) =>
    `Indicators of an attack include increased drone reconnaissance and the massing of artillery near ${p(PLACES)}.`,
  (p) =>
    `${cap(p(UNITS))} requires ${p.n(10, 400)} personnel and ${p.n(5, 80)} vehicles to complete the mission.`,
  (p) =>
    `The ${p(NOUNS)} program costs ${p.n(1, 9)}.${p.n(1, 9)} million dollars and the budget for the quarter is committed.`,
  (p) => `${cap(p(NOUNS))} of ${p(SYSTEMS)} was ${p(VERBS)} by ${p(UNITS)} on ${p.date()}.`,
  (p) => `Convoy operations on ${p(PLACES)} were completed without loss and proved effective.`,
  (p) => `Movement requests for ${p.n(2, 9)} convoys were not registered with the ministry in advance.`,
  (p) => `A cyber attack on ${p(SYSTEMS)} could delay resupply and degrade ${p(NOUNS)}.`,
  (p) => `Space weather and solar activity can degrade ${p(SYSTEMS)} for several hours.`,
  (p) =>
    `The ${p(NOUNS)} cell ${p(VERBS)} the ${p(NOUNS)} plan with ${p(UNITS)} and noted ${p.n(2, 12)} open issues.`,
  (p) =>
    `Provided that ${p(RESOURCES)} arrive by ${p.date()}, ${p(UNITS)} will keep ${p.n(60, 95)}% of its equipment mission capable.`,
  (p) =>
    `The government and the ministry of transport confirmed that ${p(PLACES)} remains open to military traffic.`,
  (p) =>
    `Staff ${p(VERBS)} ${p(NOUNS)} and ${p(NOUNS)} requirements during the weekly synchronization meeting at ${p(PLACES)}.`,
  (p) => `Lessons learned show that ${p(NOUNS)} improved when ${p(UNITS)} ${p(VERBS)} ${p(NOUNS)} early.`,
];

const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

/** One document of about `words` words. */
export function generateDocument(index, words, seed = 1) {
  const random = seededRandom(seed * 100_003 + index);
  const pick = (list) => list[Math.floor(random() * list.length)];
  pick.n = (min, max) => min + Math.floor(random() * (max - min + 1));
  pick.date = () => `${pick.n(1, 28)} ${pick(MONTHS)} ${pick.n(2023, 2025)}`;
  const paragraphs = [];
  let count = 0;
  while (count < words) {
    const sentences = [];
    const length = pick.n(3, 6);
    for (let i = 0; i < length && count < words; i += 1) {
      const sentence = pick(TEMPLATES)(pick);
      sentences.push(sentence);
      count += sentence.split(/\s+/).length;
    }
    paragraphs.push(sentences.join(' '));
  }
  const day = 1 + (index % 28);
  return {
    id: `bench-${seed}-${index}`,
    title: `Staff Report ${index + 1}`,
    classification: index % 7 === 3 ? 'SECRET' : 'UNCLASS',
    createdAt: `2024-0${1 + (index % 9)}-${String(day).padStart(2, '0')}T08:00:00Z`,
    text: paragraphs.join('\n\n'),
  };
}

/** `count` documents of about `words` words each. */
export function generateDocuments(count, words, seed = 1) {
  return Array.from({ length: count }, (_, i) => generateDocument(i, words, seed));
}
