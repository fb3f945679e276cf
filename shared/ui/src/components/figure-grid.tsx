import type { HTMLAttributes, ReactNode } from 'react';
import type { CSSObject } from '@emotion/react';
import styled from '@emotion/styled';
import type { PlatformTheme } from '../theme/theme';
import { Stack, type SpaceStep } from './stack';

/** One figure: what it counts, and its value. */
export interface Figure {
  label: string;
  value: ReactNode;
}

/**
 * How a grid of figures looks where it stands:
 * `tiles`, boxed tiles with large values (a screen's own figures);
 * `tinted`, tinted tiles with small labels (a center's metrics);
 * `bare`, unboxed figures in a card;
 * `rows`, one figure a line with its value at the right (a side panel).
 */
export type FigureLook = 'tiles' | 'tinted' | 'bare' | 'rows';

type FontSize = keyof PlatformTheme['font']['size'];

/** The box around one figure. */
interface TileBox {
  padding: SpaceStep;
  background: 'surface' | 'surfaceHeader';
  outlined: boolean;
}

interface LookStyle {
  /** The grid's columns: as many tiles as fit, or label and value side by side. */
  columns: string;
  rowGap: SpaceStep;
  columnGap: SpaceStep;
  /** The box around each figure, none for figures that stand bare. */
  box?: TileBox;
  /** Space between a figure's label and its value. */
  tileGap: SpaceStep | 'none';
  labelSize?: FontSize;
  valueSize?: FontSize;
}

const LOOKS: Record<FigureLook, LookStyle> = {
  tiles: {
    columns: 'repeat(auto-fit, minmax(10rem, 1fr))',
    rowGap: 'md',
    columnGap: 'md',
    box: { padding: 'md', background: 'surface', outlined: true },
    tileGap: 'xs',
    valueSize: 'xxl',
  },
  // auto-fill keeps a tile's width when there are fewer figures than columns.
  tinted: {
    columns: 'repeat(auto-fill, minmax(10rem, 1fr))',
    rowGap: 'sm',
    columnGap: 'sm',
    box: { padding: 'sm', background: 'surfaceHeader', outlined: false },
    tileGap: 'none',
    labelSize: 'sm',
    valueSize: 'lg',
  },
  bare: {
    columns: 'repeat(auto-fit, minmax(8rem, 1fr))',
    rowGap: 'sm',
    columnGap: 'sm',
    tileGap: 'none',
    valueSize: 'xl',
  },
  rows: { columns: '1fr auto', rowGap: 'xs', columnGap: 'md', tileGap: 'none' },
};

type LookProps = { look: FigureLook };
const lookOnly = { shouldForwardProp: (prop: string) => prop !== 'look' };

const Grid = styled(
  'dl',
  lookOnly,
)<LookProps>(({ theme, look }) => {
  const { columns, rowGap, columnGap, labelSize, valueSize } = LOOKS[look];
  return {
    display: 'grid',
    gridTemplateColumns: columns,
    gap: `${theme.space[rowGap]} ${theme.space[columnGap]}`,
    margin: 0,
    dt: { color: theme.color.textSecondary, ...(labelSize ? { fontSize: theme.font.size[labelSize] } : {}) },
    dd: {
      margin: 0,
      fontWeight: theme.font.weight.bold,
      ...(valueSize ? { fontSize: theme.font.size[valueSize] } : {}),
      // A line of figures: the values line up at the right.
      ...(look === 'rows' ? { textAlign: 'right' } : {}),
    },
  };
});

const Tile = styled(
  Stack,
  lookOnly,
)<LookProps>(({ theme, look }): CSSObject => {
  // In a line of figures the label and the value take the grid's two columns themselves.
  if (look === 'rows') return { display: 'contents' };
  const { box } = LOOKS[look];
  if (!box) return {};
  return {
    padding: theme.space[box.padding],
    background: theme.color[box.background],
    border: box.outlined ? `1px solid ${theme.color.border}` : undefined,
    borderRadius: theme.radius,
  };
});

export interface FigureGridProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  figures: readonly Figure[];
  look: FigureLook;
}

/** Figures as a description list (each label a term, each value its definition), laid out by `look`. */
export function FigureGrid({ figures, look, ...rest }: FigureGridProps) {
  return (
    <Grid look={look} {...rest}>
      {figures.map(({ label, value }) => (
        <Tile look={look} gap={LOOKS[look].tileGap} key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Tile>
      ))}
    </Grid>
  );
}
