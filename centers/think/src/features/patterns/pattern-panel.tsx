import styled from '@emotion/styled';
import type { AnalysisResult } from '@csw/contracts';
import { Card, Muted, SectionTitle } from '@csw/ui';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: right;
  }
`;

export interface PatternPanelProps {
  /** Documents chosen for the next run. */
  selected: number;
  /** Documents the user may read. */
  total: number | null;
  /** The shown analysis, whose real counts fill the panel. */
  result: AnalysisResult | null;
}

/** Pattern recognition: the documents selected (or the total) and the counts of the shown analysis. */
export function PatternPanel({ selected, total, result }: PatternPanelProps) {
  const counted = result?.status === 'ok' ? result : null;
  return (
    <Card aria-labelledby="think-patterns-title">
      <SectionTitle id="think-patterns-title">Pattern Recognition</SectionTitle>
      <Figures>
        <dt>{selected > 0 ? 'Documents selected' : 'Documents available'}</dt>
        <dd>{selected > 0 ? selected : (total ?? '...')}</dd>
        {counted ? (
          <>
            <dt>Documents analysed</dt>
            <dd>{counted.counts.documents}</dd>
            <dt>Patterns found</dt>
            <dd>{counted.counts.patterns}</dd>
            <dt>Blind spots</dt>
            <dd>{counted.counts.blindSpots}</dd>
            <dt>Assumptions checked</dt>
            <dd>{counted.counts.assumptions}</dd>
          </>
        ) : null}
      </Figures>
      {counted ? null : <Muted>Patterns and blind spots are counted when an analysis runs.</Muted>}
    </Card>
  );
}
