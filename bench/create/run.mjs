// CREATE benchmark (npm run bench:create): the writing checker on a two-page document (it runs on every
// keystroke), draft generation from passages, and drafts through the real path of POST /api/drafts
// (the library's ranking over the documents the user may read, their text read through the visibility
// rule, passage ranking for the subject and for each section, generation) against the seeded library and generated libraries filled through the
// real write path with owners, shares and a team as in real use (bench/search's harness). Median and p95
// after a warm-up. BENCH_RUNS sets the engine runs; `--size 10000,100000` (or BENCH_CREATE_SIZES) the
// generated library sizes (default 0,10000: 0 is the seeded library alone); BENCH_ROUNDS the rounds.
import {
  checkWriting,
  draftQuery,
  generateDraft,
  passagesForDraft,
  passagesFromDocuments,
} from '../../shared/engine/src/index.ts';
import { benchRuns, msColumns, timedRow } from '../lib/stats.mjs';
import { report } from '../lib/report.mjs';
import { generateDocuments } from '../think/generate.mjs';
import { DRAFT_PROMPT_GROUPS } from '../../shared/contracts/src/index.ts';
import { searchIds } from '../../server/src/library/searching/hybrid-search.ts';
import { librarySizes } from '../lib/sizes.mjs';
import { draftSources } from '../../server/src/drafting/draft-passages.ts';
import { freshDatabase, grantAccess, ingest, seededCorpus, USER_ID } from '../search/harness.mjs';

const RUNS = benchRuns(51);
const GOAL_CHECK_MS = 20;
const GOAL_DRAFT_MS = 150;
const NOW = new Date('2025-03-14T12:00:00Z');

// Two printed pages of staff prose (about 1,000 words), in paragraphs as a writer types them.
const [doc] = generateDocuments(1, 1000);
const twoPages = doc.text;
const words = twoPages.split(/\s+/).filter(Boolean).length;

const intent = 'Draft an OPORD for fuel resupply and satellite communications';
const library = generateDocuments(20, 500);
const passages = passagesFromDocuments(library, intent, 12);

const check = timedRow(`checker, ${words} words`, () => checkWriting(twoPages, { format: 'opord' }), RUNS);
const rows = [check];
for (const tone of ['decisive', 'formal']) {
  const draft = () => generateDraft({ intent, tone, passages, now: NOW });
  rows.push(timedRow(`draft from ${passages.length} passages, ${tone}`, draft, RUNS));
}
const SIZES = librarySizes('BENCH_CREATE_SIZES', '0,10000');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const INTENTS = DRAFT_PROMPT_GROUPS.flatMap((g) => g.prompts);

// What POST /api/drafts does for the user, without HTTP: retrieval through the library's ranking and the
// visibility rule, then the built-in generator.
async function draftThroughLibrary(size) {
  const docs = seededCorpus(size);
  const { database, dispose } = await freshDatabase();
  try {
    const { engine } = await ingest(database, docs, { vectors: false });
    await grantAccess(database, docs);
    const library = {
      evidenceIds: (userId, queries, limit) =>
        searchIds(engine, userId, queries, limit, { evidenceOnly: true }),
    };
    const draft = async (intent, tone) => {
      const documents = await draftSources(library, database.db, USER_ID, draftQuery(intent));
      const passages = passagesForDraft(documents, intent);
      return generateDraft({ intent, tone, passages, now: NOW });
    };
    for (const intent of INTENTS) await draft(intent, 'decisive');
    const times = [];
    let cited = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const intent of INTENTS) {
        const tone = round % 2 === 0 ? 'decisive' : 'formal';
        const t = performance.now();
        const made = await draft(intent, tone);
        times.push(performance.now() - t);
        cited += made.citations.length > 0 ? 1 : 0;
      }
    }
    return {
      case: `draft through the library, ${docs.length} documents`,
      ...msColumns(times, 1),
      drafts: times.length,
      'drafts with citations': cited,
    };
  } finally {
    await dispose();
  }
}

for (const size of SIZES) {
  const row = await draftThroughLibrary(size);
  rows.push(row);
  console.log(
    `${row.case}: ${row['median ms']} ms median, ${row['p95 ms']} ms p95 (goal: median under ${GOAL_DRAFT_MS} ms)`,
  );
}

report('create', rows, {
  runs: RUNS,
  rounds: ROUNDS,
  intents: INTENTS.length,
  goals: { checkerMs: GOAL_CHECK_MS, draftMs: GOAL_DRAFT_MS },
  goalMet: rows[0]['median ms'] < GOAL_CHECK_MS && rows.slice(1).every((r) => r['median ms'] < GOAL_DRAFT_MS),
  node: process.version,
});
console.log(
  `checker on two pages: ${check['median ms']} ms median (goal under ${GOAL_CHECK_MS} ms): ${check['median ms'] < GOAL_CHECK_MS ? 'met' : 'NOT met'}`,
);
