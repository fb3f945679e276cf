import type { MissionAnalysis } from '@csw/contracts';
import { analyseMission } from '../../planning/analyse-mission';
import { segmentText } from '../../text/segment';
import type { MissionLabel } from './labels';
import { bareName, sameElement, sameTask } from './match';

export interface MissionFigures {
  /** Fields labelled: who, when, where, why and one what per task. */
  readonly fields: number;
  readonly right: number;
  readonly byField: Readonly<Record<'who' | 'what' | 'when' | 'where' | 'why', string>>;
  readonly misses: readonly string[];
}

/**
 * The tasks the engine read in the mission statement: its "what" and the specified tasks that lie in the
 * same sentence (a mission of two tasks gives the second as a specified task of that sentence).
 */
function missionTasks(analysis: MissionAnalysis): string[] {
  const what = analysis.what;
  if (!what.stated || !what.span) return [];
  const sentence = segmentText(analysis.description).sentences.find(
    (s) => s.start <= what.span!.start && what.span!.start < s.end,
  );
  const inSentence = analysis.specifiedTasks.filter(
    (t) => sentence && t.span.start >= sentence.start && t.span.start < sentence.end,
  );
  return [what.text!, ...inSentence.map((t) => t.text)];
}

/**
 * The names the labelled unit goes by: the label's, and its aliases, except an alias the label itself says
 * is not the mission's unit (an executing element named beside it).
 */
function whoNames(label: MissionLabel): string[] {
  return [label.who, ...(label.whoAliases ?? []).filter((a) => !/\bnot the mission/i.test(a))];
}

/** EXECUTE's mission analysis (the product's `analyseMission`) of the order's text, field by field. */
export function scoreMission(orderText: string, label: MissionLabel, now: Date): MissionFigures {
  const analysis = analyseMission({ description: orderText }, { now: now.getTime() });
  const misses: string[] = [];
  const field = (name: string, ok: boolean, got: string | null, expected: string) => {
    if (!ok) misses.push(`${name}: got "${got ?? 'not stated'}", expected "${expected}"`);
    return ok;
  };
  const whoText = analysis.who.text;
  const who = field(
    'who',
    whoText !== null && whoNames(label).some((n) => bareName(n) === bareName(whoText)),
    whoText,
    label.who,
  );
  const tasks = missionTasks(analysis);
  const what = label.what.map((task) =>
    field(
      'what',
      tasks.some((t) => sameTask(t, task)),
      tasks.join(' | '),
      task,
    ),
  );
  const expectedTime = Date.parse(label.when);
  const when = field(
    'when',
    analysis.when.time !== null && Date.parse(analysis.when.time) === expectedTime,
    analysis.when.time && `${analysis.when.text} = ${analysis.when.time}`,
    `${label.whenRaw} = ${label.when}`,
  );
  const where = field(
    'where',
    analysis.where.text !== null && sameElement(analysis.where.text, label.where),
    analysis.where.text,
    label.where,
  );
  const why = field(
    'why',
    analysis.why.text !== null && sameElement(analysis.why.text, label.why),
    analysis.why.text,
    label.why,
  );
  const mark = (ok: boolean) => (ok ? 'right' : 'wrong');
  const results = [who, ...what, when, where, why];
  return {
    fields: results.length,
    right: results.filter(Boolean).length,
    byField: {
      who: mark(who),
      what: `${what.filter(Boolean).length}/${what.length}`,
      when: mark(when),
      where: mark(where),
      why: mark(why),
    },
    misses,
  };
}
