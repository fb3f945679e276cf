import fs from 'node:fs';
import path from 'node:path';
import { analyzeDocuments } from '../analysis/analyze';
import type { AnalysisResult, LibraryBackground, SourceDocument } from '../analysis/types';
import { libraryBackground } from './library-background';
import { sharedMaterial } from './shared-material';

/*
 * Evaluation on real text: the seeded library (server/src/seed/library) and the public AR 25-50
 * memorandum figures in ../shared/corpus/staff-writing (read at run time, never copied). Each case
 * scores one kind of finding (patterns, assumptions, actors) against labels; the test prints precision
 * and recall for each.
 *
 * Which labels were written when:
 * - Written BEFORE looking at the engine's output: the AR 25-50 pattern labels (what the figures are
 *   about: memorandum format); that the memorandum figures state no assumption and name no threat
 *   actor; the threat actor of the three seeded threat documents (REDLAND); and the four words the
 *   first fifteen patterns of ten seeded documents must not hold (from the report that prompted this).
 * - Written AFTER looking at the output: the assumption labels of the seeded planning documents (the
 *   five items of the mission plan's list of planning assumptions and its consumption estimate were
 *   read from the text, but only after the engine's list had been seen) and the pattern labels of the
 *   three seeded threat documents.
 */

const REPO = path.resolve(__dirname, '../../../..');
const SEED_DIR = path.join(REPO, 'server/src/seed/library');
const STAFF_DIR = sharedMaterial('corpus/staff-writing');

function seedDocument(file: string): SourceDocument {
  const raw = fs.readFileSync(path.join(SEED_DIR, file), 'utf8');
  const m = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(raw)!;
  const field = (key: string) => new RegExp(`^${key}:\\s*(.+)$`, 'm').exec(m[1]!)![1]!.trim();
  return {
    id: field('id'),
    title: field('title'),
    classification: field('classification') as SourceDocument['classification'],
    createdAt: field('createdAt'),
    text: m[2]!.trim(),
  };
}

function staffDocument(file: string): SourceDocument {
  return {
    id: file,
    title: file,
    classification: 'UNCLASS',
    createdAt: '2024-10-04T00:00:00.000Z',
    text: fs.readFileSync(path.join(STAFF_DIR, file), 'utf8'),
  };
}

const seeded = fs
  .readdirSync(SEED_DIR)
  .filter((f) => f.endsWith('.md'))
  .sort()
  .map(seedDocument);
const staff = fs
  .readdirSync(STAFF_DIR)
  .filter((f) => f.startsWith('memo-') || f.startsWith('mission-'))
  .sort()
  .map(staffDocument);
const figures = staff.filter((d) => d.id.startsWith('memo-ar2550-'));
// The library the server would measure against: every document here.
const background: LibraryBackground = libraryBackground([...seeded, ...staff].map((d) => d.text!));
const pick = (...ids: string[]) => ids.map((id) => seeded.find((d) => d.id === id)!);

interface Tally {
  tp: number;
  fp: number;
  fn: number;
}
const precision = (t: Tally) => t.tp / Math.max(1, t.tp + t.fp);
const recall = (t: Tally) => t.tp / Math.max(1, t.tp + t.fn);

/** Scores found items against labels: a label is found when some item matches it. */
function tally(found: readonly string[], labels: readonly RegExp[]): Tally {
  const tp = labels.filter((l) => found.some((f) => l.test(f))).length;
  const fp = found.filter((f) => !labels.some((l) => l.test(f))).length;
  return { tp, fp, fn: labels.length - tp };
}

function report(name: string, t: Tally): void {
  console.log(
    `${name}: precision=${precision(t).toFixed(2)} recall=${recall(t).toFixed(2)} (true positives ${t.tp}, false positives ${t.fp}, missed ${t.fn})`,
  );
}

const analyse = (documents: readonly SourceDocument[], analysisType: 'custom' | 'threat-assessment') =>
  analyzeDocuments({ question: '', analysisType, documents, background });

const actorsOf = (r: AnalysisResult) =>
  r.section.groups.find((g) => g.title === 'Actors')!.items.map((i) => i.text.split(':')[0]!);
const TOP = 12;

describe('findings on real text', () => {
  it('patterns of ten seeded documents are distinctive, not units or words every document uses', async () => {
    // The library as seeded: these twelve documents are all it holds.
    const result = await analyzeDocuments({
      question: '',
      analysisType: 'custom',
      documents: seeded.slice(0, 10),
      background: libraryBackground(seeded.map((d) => d.text!)),
    });
    const first = result.patterns.slice(0, 15).map((p) => p.label);
    for (const word of ['km', 'percent', 'minutes', 'Ground']) expect(first).not.toContain(word);
    expect(result.counts.patterns).toBe(result.patterns.length);
    expect(result.patterns.length).toBeLessThanOrEqual(30);
    expect(result.counts.assumptions).toBe(result.assumptions.length);
  });

  it('patterns of the three seeded threat documents', async () => {
    const result = await analyse(pick('cyber-threat-001', 'intel-report-001', 'ssa-report-001'), 'custom');
    const labels = [/REDLAND/, /KESTREL/, /jamm/i, /constellation/i, /reconnaissance/i, /counterspace/i];
    const t = tally(
      result.patterns.slice(0, TOP).map((p) => p.label),
      labels.concat([/confidence/i, /judgement/i, /satellite/i, /tracking/i, /imagery/i, /border/i]),
    );
    report('patterns, seeded threat documents (top 12)', t);
    expect(precision(t)).toBeGreaterThanOrEqual(0.6);
    expect(
      tally(
        result.patterns.map((p) => p.label),
        labels,
      ).fn,
    ).toBe(0);
  });

  it('patterns of the AR 25-50 memorandum figures', async () => {
    const result = await analyse(figures, 'custom');
    const labels = [
      /memorand/i,
      /office symbol/i,
      /signat/i,
      /enclosure/i,
      /suspense/i,
      /paragraph/i,
      /subject/i,
      /address/i,
      /point of contact|POC/i,
      /decision/i,
      /record/i,
      /cop(?:y|ies) furnished/i,
    ];
    const top = result.patterns.slice(0, TOP).map((p) => p.label);
    const t = tally(top, labels);
    report('patterns, AR 25-50 figures (top 12)', t);
    console.log(`  top patterns: ${top.join(', ')}`);
    expect(precision(t)).toBeGreaterThanOrEqual(0.5);
    expect(recall(t)).toBeGreaterThanOrEqual(0.4);
  });

  it('assumptions of the seeded planning documents', async () => {
    const result = await analyse(pick('mission-plan-001', 'c2-ops-001', 'sat-ops-001'), 'custom');
    const labels = [
      /GPS is likely to be degraded within 60 km/,
      /KESTREL satellites will overfly/,
      /AURORA SATCOM links should remain available/,
      /heavy snow|coast road to Harrow Point stays open/,
      /host nation fuel deliveries arrive within 24 hours/,
      /expected to consume about 9,500 gallons/,
    ];
    const quotes = result.assumptions.map((a) => a.citation.quote);
    const t = tally(
      quotes,
      labels.concat([/12,000 gallons|2,400 gallons/, /95 percent/, /crew of four/, /coast road stays open/]),
    );
    report('assumptions, seeded planning documents', t);
    for (const a of result.assumptions) console.log(`  ${a.impactLevel}: ${a.statement}`);
    expect(tally(quotes, labels).fn).toBe(0);
    expect(precision(t)).toBeGreaterThanOrEqual(0.7);
    // Conditions of a branch plan ("If the coast road closes") are not assumptions.
    expect(result.assumptions.map((a) => a.statement)).not.toContain('the coast road closes');
    const statements = result.assumptions.map((a) => a.statement.toLowerCase());
    expect(new Set(statements).size).toBe(statements.length);
  });

  it('the AR 25-50 figures state no assumption and name no threat actor', async () => {
    const custom = await analyse(figures, 'custom');
    const threat = await analyse(figures, 'threat-assessment');
    const t = tally([...custom.assumptions.map((a) => a.statement), ...actorsOf(threat)], []);
    report('assumptions and actors, AR 25-50 figures (none expected)', t);
    for (const a of custom.assumptions) console.log(`  assumption: ${a.statement}`);
    for (const a of actorsOf(threat)) console.log(`  actor: ${a}`);
    expect(t.fp).toBeLessThanOrEqual(1);
  });

  it('threat actors of the seeded threat documents are their own proper names', async () => {
    const result = await analyse(
      pick('cyber-threat-001', 'intel-report-001', 'ssa-report-001'),
      'threat-assessment',
    );
    const t = tally(actorsOf(result), [/^REDLAND$/]);
    report('actors, seeded threat documents', t);
    expect(recall(t)).toBe(1);
    expect(precision(t)).toBe(1);
    const top = result.passages[0]!.citation.quote;
    expect(top).not.toMatch(/^\d+\.\s+[A-Z ]+$/);
  });
});
