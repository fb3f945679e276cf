import styled from '@emotion/styled';
import type { PlatformTheme } from '../theme/theme';

/** A step of the theme's spacing scale. */
export type SpaceStep = keyof PlatformTheme['space'];

export interface StackProps {
  /** Space between the children (default md; none for children that sit edge to edge). */
  gap?: SpaceStep | 'none';
  /** Cross-axis alignment of the children (CSS align-items; default stretch). */
  align?: 'stretch' | 'flex-start' | 'center' | 'flex-end' | 'baseline';
}

// Layout props stay on the component: they are not attributes of the element. `as` names the element to
// render (<Stack as="form">, <Stack as="ul">): left out here, emotion renders that element instead of a div.
const LAYOUT_PROPS = new Set(['gap', 'align', 'wrap', 'justify', 'as']);
const layoutOnly = { shouldForwardProp: (prop: string) => !LAYOUT_PROPS.has(prop) };

const space = (theme: PlatformTheme, gap: SpaceStep | 'none') => (gap === 'none' ? '0' : theme.space[gap]);

/**
 * Children one under another with a gap of the theme's spacing: the one column stack of the platform (a test
 * keeps hand-written ones out of the apps). `as` renders another element (a form, a list, a landmark).
 * `min-width: 0` lets a stack sit in a grid or flex column without long content widening it.
 */
export const Stack = styled('div', layoutOnly)<StackProps>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme, gap = 'md' }) => space(theme, gap)};
  align-items: ${({ align = 'stretch' }) => align};
  min-width: 0;
`;

export interface RowProps extends StackProps {
  /** Let the children wrap onto further lines when they do not fit (default true). */
  wrap?: boolean;
  /** Main-axis distribution (CSS justify-content; default flex-start): space-between puts the last child at the end. */
  justify?: 'flex-start' | 'center' | 'flex-end' | 'space-between';
}

/** Children side by side with a gap of the theme's spacing, vertically centred by default. */
export const Row = styled('div', layoutOnly)<RowProps>`
  display: flex;
  flex-wrap: ${({ wrap = true }) => (wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, gap = 'sm' }) => space(theme, gap)};
  align-items: ${({ align = 'center' }) => align};
  justify-content: ${({ justify = 'flex-start' }) => justify};
`;

/** A Stack of list items without bullets or indent: render it as a list (`<ListStack as="ul">`). */
export const ListStack = styled(Stack)`
  list-style: none;
  margin: 0;
  padding: 0;
`;
