// What the simulated users type: REVIEW's short queries (the judged queries of bench/search) and pasted
// paragraphs (real staff writing given beside the repository, as the known-item collection takes them),
// CREATE's prompts (the product's own), THINK's questions (the analysis types' own), ADVISE scenarios and
// council questions, EXECUTE missions, and the text files users upload (generated like the library).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYSIS_TYPES, DRAFT_PROMPT_GROUPS, PERSONA_IDS } from '../../shared/contracts/src/index.ts';
import { FULL_MISSION_PARAGRAPH, ONE_SENTENCE_MISSION } from '../lib/missions.mjs';
import { generateCorpus, staffWritingTexts } from '../search/corpus.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const MIN_PARAGRAPH_WORDS = 25;
const MAX_PARAGRAPH_CHARS = 1500;

const words = (text) => text.split(/\s+/).filter(Boolean).length;

export const SHORT_QUERIES = JSON.parse(
  fs.readFileSync(path.join(here, '../search/queries.json'), 'utf8'),
).map((q) => q.query);

/** Paragraphs of 25 words or more of the public staff writing, as a user pastes them into the search box. */
export const PARAGRAPH_QUERIES = staffWritingTexts()
  .flatMap((t) => t.text.split(/\n\s*\n/))
  .map((p) => p.replace(/\s+/g, ' ').trim())
  .filter((p) => words(p) >= MIN_PARAGRAPH_WORDS && p.length <= MAX_PARAGRAPH_CHARS);

export const DRAFT_INTENTS = DRAFT_PROMPT_GROUPS.flatMap((g) => g.prompts);

/** [analysisType, question] pairs as THINK sends them (custom: the user's own question). */
export const ANALYSIS_QUESTIONS = Object.values(ANALYSIS_TYPES).map((t) => [
  t.id,
  t.question || 'What do these documents say about satellite communications resilience and its risks?',
]);

export const SCENARIOS = [
  'We assume GPS will remain available during Exercise STEEL HORIZON 26. The JTF will move fuel convoys along Route BLUE by 3 March using SATCOM for command and control.',
  'The space operations center will shift satellite tasking to the alternate site at Harrow Point in order to keep SSA coverage if REDLAND jams the primary uplink. We accept the risk of reduced revisit rates.',
  'The wing proposes to cut simulator hours by a third next quarter to fund the Assured PNT Receiver programme, accepting a slower certification of new crews.',
  'Cyber protection teams will patch every out-of-support operating system before the exercise; systems that cannot be patched are taken off the network.',
];

export const COUNCIL_QUESTIONS = [
  'Should we move the SATCOM uplink to the alternate site before the exercise starts?',
  'What is the biggest risk to the fuel resupply plan if the weather turns?',
  'Is a retention bonus the right answer to the first-term attrition in the career field?',
  'How should we respond if the VOLNA-7 jammer moves within range of Route BLUE?',
  'What did we learn from the last field training exercise that changes this plan?',
];

export const ADVISORS = PERSONA_IDS;

export const MISSIONS = [
  ONE_SENTENCE_MISSION,
  FULL_MISSION_PARAGRAPH,
  'The logistics task force resupplies the forward operating base with fuel and ammunition by 20 March, securing Route BLUE with two convoys and keeping SATCOM for command and control.',
  'The space operations squadron moves satellite tasking to Harrow Point within 48 hours, tests the backup uplink, and reports SSA coverage daily to the JTF.',
];

/** Text files to upload: generated staff prose of realistic lengths, the library's kind of document. */
export const UPLOAD_TEXTS = generateCorpus(40, { seed: 77, owned: false }).map((d) => ({
  title: d.title,
  text: `${d.title}\n\n${d.content}\n`,
}));
