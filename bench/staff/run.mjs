// Staff evaluation (npm run eval:staff): every engine on staff documents nobody on the team wrote, read
// through the product's own upload extraction, scored against labels written by staff officers before any
// engine ran. The sets are read where they are (../shared/corpus/staff-sets; `--sets <dir>` or
// STAFF_SETS_DIR), never copied; the first day's files (../shared/corpus/staff-day-1; `--day <dir>` or
// STAFF_DAY_DIR) are scored against our transcription of what its README expects. Prints one table (a row
// per measure, a column per set and all sets) and every miss (`--quiet` leaves the misses out), and writes
// bench/results/eval-staff-<time>.json. Held-back sets are run the same way: `--sets <their folder>`.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractDocument } from '../../server/src/ingestion/extract-document.ts';
import { pageMapOf } from '../../server/src/library/page-map.ts';
import { pagesOf } from '../../server/src/analysis/analysis-sources.ts';
import { readStaffLabels } from '../../shared/engine/src/eval/staff/labels.ts';
import { scoreSet } from '../../shared/engine/src/eval/staff/score-set.ts';
import { figureRows, missLines } from '../../shared/engine/src/eval/staff/report.ts';
import { report } from '../lib/report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DAY_LABELS = path.join(ROOT, 'shared/engine/src/eval/staff/day-1-labels.json');
// A fixed clock, so that two runs compare: the date of a draft, the year of a date written without one.
const NOW = new Date('2026-11-28T12:00:00Z');
const UPLOADABLE = /\.(?:txt|md|pdf|docx)$/i;

function option(flag, env, fallback) {
  const at = process.argv.indexOf(flag);
  if (at !== -1) {
    const value = process.argv[at + 1];
    if (!value || value.startsWith('--')) throw new Error(`${flag} needs a folder.`);
    return path.resolve(value);
  }
  return process.env[env] ? path.resolve(process.env[env]) : fallback;
}

const setsDir = option('--sets', 'STAFF_SETS_DIR', path.resolve(ROOT, '../shared/corpus/staff-sets'));
const dayDir = option('--day', 'STAFF_DAY_DIR', path.resolve(ROOT, '../shared/corpus/staff-day-1'));
const quiet = process.argv.includes('--quiet');

/** A file as the upload route stores it and the engines read it: extracted text, pages by its page map. */
async function uploaded(dir, fileName) {
  const extracted = await extractDocument({ bytes: readFileSync(path.join(dir, fileName)), fileName });
  const pageMap =
    extracted.kind === 'pdf' || extracted.pages.length > 1
      ? pageMapOf(extracted.text, extracted.pages)
      : null;
  return {
    id: fileName,
    title: extracted.title,
    classification: 'UNCLASS',
    createdAt: NOW.toISOString(),
    documentType: 'User Document',
    pages: pagesOf(extracted.text, pageMap, Number.POSITIVE_INFINITY),
  };
}

async function scoreFolder(dir, labelsFile) {
  const labels = readStaffLabels(labelsFile, JSON.parse(readFileSync(labelsFile, 'utf8')));
  const documents = new Map();
  for (const file of readdirSync(dir)
    .filter((f) => UPLOADABLE.test(f) && f !== 'README.md')
    .sort())
    documents.set(file, await uploaded(dir, file));
  return scoreSet({ labels, documents, now: NOW });
}

if (!existsSync(setsDir)) throw new Error(`${setsDir} is missing: pass --sets <folder of staff sets>.`);
const folders = readdirSync(setsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(path.join(setsDir, d.name, 'labels.json')))
  .map((d) => d.name)
  .sort();
if (folders.length === 0) throw new Error(`${setsDir} holds no set (a folder with a labels.json).`);

const sets = [];
for (const name of folders)
  sets.push(await scoreFolder(path.join(setsDir, name), path.join(setsDir, name, 'labels.json')));
if (existsSync(dayDir)) sets.push(await scoreFolder(dayDir, DAY_LABELS));
else console.log(`${dayDir} is missing: the first day's files are not scored.`);

report(`eval-staff-${new Date().toISOString().replace(/[:.]/g, '-')}`, figureRows(sets), {
  setsDir,
  dayDir,
  clock: NOW.toISOString(),
  sets,
});
if (!quiet) console.log(missLines(sets).join('\n'));
