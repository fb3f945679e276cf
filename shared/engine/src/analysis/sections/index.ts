import type { AnalysisTypeId } from '../analysis-types';
import type { AnalysisContext } from '../context';
import type { Contradiction } from '../contradictions';
import type { ThemeResult } from '../themes';
import type { AnalysisSection, PmesiiCoverage } from '../types';
import { comparativeSection } from './comparative';
import { complianceSection } from './compliance';
import { customSection } from './custom';
import { effectivenessSection } from './effectiveness';
import { gapSection } from './gap';
import { lessonsSection } from './lessons';
import { patternSection } from './pattern';
import { resourceSection } from './resource';
import { riskSection } from './risk';
import { strategicSection } from './strategic';
import { threatSection } from './threat';

/** What the sections may use besides the context: results computed once for the whole analysis. */
export interface SectionInputs {
  readonly themes: ThemeResult;
  readonly coverage: readonly PmesiiCoverage[];
  readonly numberContradictions: readonly Contradiction[];
  readonly dateContradictions: readonly Contradiction[];
}

const BUILDERS: Readonly<
  Record<AnalysisTypeId, (ctx: AnalysisContext, inputs: SectionInputs) => AnalysisSection>
> = {
  custom: (ctx, i) => customSection(ctx, i.themes),
  'threat-assessment': (ctx) => threatSection(ctx),
  'pattern-recognition': (ctx, i) => patternSection(ctx, i.themes),
  'gap-analysis': (ctx) => gapSection(ctx),
  'compliance-review': (ctx) => complianceSection(ctx),
  'risk-analysis': (ctx) => riskSection(ctx),
  'lessons-learned': (ctx) => lessonsSection(ctx),
  'comparative-analysis': (ctx, i) =>
    comparativeSection(ctx, i.themes, i.numberContradictions, i.dateContradictions),
  'resource-analysis': (ctx) => resourceSection(ctx),
  'operational-effectiveness': (ctx) => effectivenessSection(ctx),
  'strategic-implications': (ctx, i) => strategicSection(ctx, i.coverage),
};

/** The specialised section of an analysis type. */
export function buildSection(
  type: AnalysisTypeId,
  ctx: AnalysisContext,
  inputs: SectionInputs,
): AnalysisSection {
  return BUILDERS[type](ctx, inputs);
}
