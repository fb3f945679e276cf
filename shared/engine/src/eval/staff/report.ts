import type { SetFigures } from './score-set';

/**
 * The staff evaluation's figures as one table: a row per measure, a column per set and one for all sets
 * together (sums of the counts, ratios of the sums). A cell is "-" where a set has no labels for the measure.
 */

export interface Measure {
  readonly name: string;
  /** Numerator and denominator of one set, or undefined when the set does not measure it. */
  readonly of: (s: SetFigures) => readonly [number, number] | undefined;
  /** A count rather than a ratio (confidently wrong verdicts, findings that are no rule). */
  readonly count?: boolean;
}

const lessonCounts = (s: SetFigures, part: 'right' | 'given' | 'found' | 'labelled') =>
  s.lessons ? s.lessons.sustain[part] + s.lessons.improve[part] : 0;

export const MEASURES: readonly Measure[] = [
  {
    name: 'compliance: verdicts agreeing',
    of: (s) => s.compliance && [s.compliance.agreeing, s.compliance.rules],
  },
  {
    name: 'compliance: CONFIDENTLY WRONG (goal 0)',
    count: true,
    of: (s) => s.compliance && [s.compliance.confidentlyWrong, s.compliance.rules],
  },
  {
    name: 'compliance: met/not met where not evidenced',
    count: true,
    of: (s) => s.compliance && [s.compliance.unfounded, s.compliance.rules],
  },
  {
    name: 'compliance: one rule, met and not met',
    count: true,
    of: (s) => s.compliance && [s.compliance.conflicting, s.compliance.rules],
  },
  {
    name: 'compliance: not-met recall (goal >= 0.8)',
    of: (s) => s.compliance && [s.compliance.notMetFound, s.compliance.notMetLabelled],
  },
  { name: 'compliance: rules found', of: (s) => s.compliance && [s.compliance.found, s.compliance.rules] },
  {
    name: 'compliance: sentences taken for rules',
    count: true,
    of: (s) => s.compliance && [s.compliance.notRules, s.compliance.rules],
  },
  {
    name: 'compliance: agreeing with the labelled evidence',
    of: (s) => s.compliance && [s.compliance.withLabelledEvidence, s.compliance.agreeing],
  },
  {
    name: 'lessons: precision (goal >= 0.9)',
    of: (s) => s.lessons && [lessonCounts(s, 'right'), lessonCounts(s, 'given')],
  },
  {
    name: 'lessons: recall',
    of: (s) => s.lessons && [lessonCounts(s, 'found'), lessonCounts(s, 'labelled')],
  },
  { name: 'actors: precision (goal >= 0.9)', of: (s) => s.actors && [s.actors.right, s.actors.given] },
  { name: 'actors: recall', of: (s) => s.actors && [s.actors.found, s.actors.labelled] },
  {
    name: 'threat: PIRs found',
    of: (s) => (s.actors?.pirs.labelled ? [s.actors.pirs.found, s.actors.pirs.labelled] : undefined),
  },
  {
    name: 'threat: MLCOA and MDCOA stated',
    of: (s) => (s.actors?.courses.labelled ? [s.actors.courses.given, s.actors.courses.labelled] : undefined),
  },
  { name: 'gaps: recall of shortfalls', of: (s) => s.gaps && [s.gaps.shortFound, s.gaps.shortLabelled] },
  {
    name: 'gaps: confidently wrong',
    count: true,
    of: (s) => s.gaps && [s.gaps.confidentlyWrong, s.gaps.shortLabelled],
  },
  {
    name: 'gaps: listed gaps of no estimate line',
    count: true,
    of: (s) => s.gaps && [s.gaps.unlabelledGaps, s.gaps.shortLabelled],
  },
  { name: 'mission: fields right', of: (s) => s.mission && [s.mission.right, s.mission.fields] },
  { name: 'draft: facts carried', of: (s) => s.draft && [s.draft.carried, s.draft.facts] },
  {
    name: 'draft: paragraphs carrying all their facts',
    of: (s) =>
      s.draft && [s.draft.paragraphs.filter((p) => p.carried === p.facts).length, s.draft.paragraphs.length],
  },
];

/** The measure over several sets: the sums of their numerators and denominators. */
export function total(measure: Measure, sets: readonly SetFigures[]): readonly [number, number] | undefined {
  const parts = sets.map(measure.of).filter((p): p is readonly [number, number] => p !== undefined);
  if (parts.length === 0) return undefined;
  return [parts.reduce((n, p) => n + p[0], 0), parts.reduce((n, p) => n + p[1], 0)];
}

/** "9/13 = 0.692" for a ratio (1.000 when there is nothing to find), the bare number for a count. */
export function cell(measure: Measure, value: readonly [number, number] | undefined): string {
  if (!value) return '-';
  if (measure.count) return String(value[0]);
  const ratio = value[1] === 0 ? 1 : value[0] / value[1];
  return `${value[0]}/${value[1]} = ${ratio.toFixed(3)}`;
}

/** The table as rows of cells: measure, each set, all sets. */
export function figureRows(sets: readonly SetFigures[]): Array<Record<string, string>> {
  return MEASURES.map((m) => ({
    measure: m.name,
    ...Object.fromEntries(sets.map((s) => [s.set, cell(m, m.of(s))])),
    'all sets': cell(m, total(m, sets)),
  }));
}

/** Every miss of every set, headed by its set and engine: what to read when a figure moves. */
export function missLines(sets: readonly SetFigures[]): string[] {
  const out: string[] = [];
  for (const s of sets) {
    for (const [engine, figures] of Object.entries(s)) {
      const misses = (figures as { misses?: readonly string[] }).misses;
      if (!misses || misses.length === 0) continue;
      out.push(`[${s.set}] ${engine}:`, ...misses.map((m) => `  ${m}`));
    }
  }
  return out;
}
