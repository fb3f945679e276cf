import { analyzeDocuments } from '../../analysis/analyze';
import type { AnalysisTypeId } from '../../analysis/analysis-types';
import { buildContext } from '../../analysis/context';
import { buildCorpus } from '../../analysis/corpus';
import type { SourceDocument } from '../../analysis/types';
import { HashingEmbedder } from '../../embed/hashing-embedder';
import type { StaffLabels, StaffRole } from './labels';
import { scoreCompliance, type ComplianceFigures } from './score-compliance';
import { scoreDraft, type DraftFigures } from './score-draft';
import { scoreGaps, type GapFigures } from './score-gaps';
import { scoreMission, type MissionFigures } from './score-mission';
import { scoreActors, scoreLessons, type ActorFigures, type LessonFigures } from './score-reading';

/** What one set scored: each part is absent when the set has no labels for it (or not the files). */
export interface SetFigures {
  readonly set: string;
  readonly compliance?: ComplianceFigures;
  readonly lessons?: LessonFigures;
  readonly actors?: ActorFigures;
  readonly gaps?: GapFigures;
  readonly mission?: MissionFigures;
  readonly draft?: DraftFigures;
}

export interface StaffSetInput {
  readonly labels: StaffLabels;
  /** Each file of the set as the product reads it once uploaded (extracted text and pages), by file name. */
  readonly documents: ReadonlyMap<string, SourceDocument>;
  /** The clock of the run: the date a draft is written and the year of a date written without one. */
  readonly now: Date;
}

const embedder = new HashingEmbedder();

function contextOf(documents: readonly SourceDocument[], type: AnalysisTypeId) {
  return buildContext(buildCorpus(documents), '', type, embedder);
}

/**
 * Runs every engine on a set as a staff officer would: a Compliance Review of the SOP and the report, Lessons
 * Learned on the report, a Threat Assessment of the intelligence product, a Gap Analysis of the estimate and
 * the order, EXECUTE's mission analysis of the order, and CREATE's draft of the labelled product from all
 * the set's files; each scored against its labels.
 */
export async function scoreSet(input: StaffSetInput): Promise<SetFigures> {
  const { labels } = input;
  const doc = (role: StaffRole): SourceDocument | undefined => {
    const file = labels.files[role];
    if (file === undefined) return undefined;
    const found = input.documents.get(file);
    if (!found) throw new Error(`${labels.set}: the labels name ${file} (${role}), which is not in the set.`);
    return found;
  };
  const [sop, report, intel, order, estimate] = (
    ['sop', 'report', 'intel', 'order', 'estimate'] as const
  ).map(doc);
  const textOf = (d: SourceDocument) => d.text ?? (d.pages ?? []).map((p) => p.text).join('\n\n');
  const gapResult =
    labels.gaps && estimate && order
      ? await analyzeDocuments({ question: '', analysisType: 'gap-analysis', documents: [estimate, order] })
      : undefined;
  return {
    set: labels.set,
    ...(labels.compliance && sop && report
      ? { compliance: scoreCompliance(contextOf([sop, report], 'compliance-review'), labels.compliance) }
      : {}),
    ...(labels.lessons && report
      ? { lessons: scoreLessons(contextOf([report], 'lessons-learned'), labels.lessons) }
      : {}),
    ...(labels.threat && intel
      ? { actors: scoreActors(contextOf([intel], 'threat-assessment'), labels.threat) }
      : {}),
    ...(gapResult && labels.gaps ? { gaps: scoreGaps(gapResult, labels.gaps) } : {}),
    ...(labels.mission && order ? { mission: scoreMission(textOf(order), labels.mission, input.now) } : {}),
    ...(labels.draft ? { draft: scoreDraft([...input.documents.values()], labels.draft, input.now) } : {}),
  };
}
