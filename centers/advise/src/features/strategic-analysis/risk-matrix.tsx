import styled from '@emotion/styled';
import type { AdviceRiskMatrix } from '@csw/contracts';
import { StatusSymbol, VisuallyHidden, type Status } from '@csw/ui';

/** Likelihood x severity banding of the 5x5 matrix (score 1-25), the bands the premortem rates by. */
function bandOf(score: number): { status: Status; level: string } {
  if (score >= 20) return { status: 'critical', level: 'Critical' };
  if (score >= 10) return { status: 'serious', level: 'High' };
  if (score >= 5) return { status: 'caution', level: 'Medium' };
  return { status: 'normal', level: 'Low' };
}

const Table = styled.table`
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.border};
    padding: ${({ theme }) => theme.space.xs};
    text-align: center;
  }
`;

const Cell = styled.td<{ status: Status; filled: boolean }>`
  background: ${({ theme, status, filled }) => (filled ? `${theme.status[status]}33` : 'transparent')};
  min-width: 3.5em;
`;

/**
 * The premortem's risk matrix as a grid: likelihood rows (most likely on top), severity columns, each
 * cell with its count and the status symbol of its band (colour plus shape), and a label that reads it out.
 */
export function RiskMatrix({ matrix }: { matrix: AdviceRiskMatrix }) {
  const rows = [...matrix.likelihoodLabels.keys()].reverse();
  return (
    <Table role="grid" aria-label={`Risk matrix, overall ${matrix.overall}`}>
      <thead>
        <tr>
          <th scope="col">
            <VisuallyHidden>Likelihood by severity</VisuallyHidden>
          </th>
          {matrix.severityLabels.map((s) => (
            <th key={s} scope="col">
              {s}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((l) => (
          <tr key={l}>
            <th scope="row">{matrix.likelihoodLabels[l]}</th>
            {matrix.severityLabels.map((s, si) => {
              const count = matrix.cells[l]?.[si] ?? 0;
              const band = bandOf((l + 1) * (si + 1));
              const label = `${matrix.likelihoodLabels[l]} likelihood, ${s} severity: ${count} failure mode${count === 1 ? '' : 's'}, ${band.level} risk`;
              return (
                <Cell key={s} role="gridcell" aria-label={label} status={band.status} filled={count > 0}>
                  {count > 0 ? (
                    <>
                      <StatusSymbol status={band.status} label={band.level} /> {count}
                    </>
                  ) : null}
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
