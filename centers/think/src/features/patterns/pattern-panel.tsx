import type { AnalysisResult } from '@csw/contracts';
import { Card, FigureGrid, Muted, SectionTitle, type Figure } from '@csw/ui';

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
  const figures: Figure[] = [
    selected > 0
      ? { label: 'Documents selected', value: selected }
      : { label: 'Documents available', value: total ?? '...' },
    ...(counted
      ? [
          { label: 'Documents analysed', value: counted.counts.documents },
          { label: 'Patterns found', value: counted.counts.patterns },
          { label: 'Blind spots', value: counted.counts.blindSpots },
          { label: 'Assumptions checked', value: counted.counts.assumptions },
        ]
      : []),
  ];
  return (
    <Card aria-labelledby="think-patterns-title">
      <SectionTitle id="think-patterns-title">Pattern Recognition</SectionTitle>
      <FigureGrid look="rows" figures={figures} />
      {counted ? null : <Muted>Patterns and blind spots are counted when an analysis runs.</Muted>}
    </Card>
  );
}
