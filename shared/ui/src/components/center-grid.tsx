import styled from '@emotion/styled';

export interface CenterGridProps {
  /** The columns of the full view (CSS grid-template-columns). */
  columns: string;
  /** The columns of the simplified view (the Fatigued state), when it shows fewer or narrower panels. */
  simplifiedColumns?: string;
  /** The center is shown simplified (CenterProps.simplified): `simplifiedColumns` apply. */
  simplified?: boolean;
  /** The columns stay side by side on a narrow screen (by default below 70rem they stack). */
  keepColumns?: boolean;
}

const GRID_PROPS = new Set(['columns', 'simplifiedColumns', 'simplified', 'keepColumns']);
const NARROW_STACKS = '@media (max-width: 70rem) { grid-template-columns: minmax(0, 1fr); }';

/**
 * The panels of a center's screen side by side, aligned at the top: the full view's columns, the
 * simplified view's when the center is simplified, and one column on a narrow screen.
 */
export const CenterGrid = styled('div', {
  shouldForwardProp: (prop) => !GRID_PROPS.has(prop),
})<CenterGridProps>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: ${({ columns, simplifiedColumns, simplified }) =>
    (simplified && simplifiedColumns) || columns};
  align-items: start;
  ${({ keepColumns }) => (keepColumns ? '' : NARROW_STACKS)}
`;
