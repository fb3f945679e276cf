import { useEffect, useRef } from 'react';
import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';
import { Muted, ScreenTitle } from './layout';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const Title = styled(ScreenTitle)`
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The title block every center screen starts with: the center's name and what it is for. When the center
 * opens, focus moves to its title, so a keyboard or screen-reader user starts at the top of the center
 * instead of on the page's body (unless they are already working inside it).
 */
export function CenterHeader({ centerId }: { centerId: CenterId }) {
  const entry = CENTER_CATALOG[centerId];
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const heading = title.current;
    const section = heading?.closest('section');
    // Without scrolling: the shell gives a returning user their place on the screen.
    if (heading && !section?.contains(document.activeElement)) heading.focus({ preventScroll: true });
  }, []);
  return (
    <Header>
      <Title ref={title} tabIndex={-1}>
        {entry.title}
      </Title>
      <Muted>{entry.subtitle}</Muted>
    </Header>
  );
}
