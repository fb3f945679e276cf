import styled from '@emotion/styled';
import type { MouseEvent } from 'react';

const Link = styled.a`
  position: absolute;
  left: -10000px;
  top: auto;
  z-index: 1000;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  background: ${({ theme }) => theme.color.backgroundHeader};
  color: inherit;
  &:focus {
    left: ${({ theme }) => theme.space.md};
    top: ${({ theme }) => theme.space.xl};
    outline: 2px solid ${({ theme }) => theme.color.focus};
  }
`;

/** Moves focus to the screen's main content (the page has one <main> at a time). */
function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // The app routes by the address's hash, so the link focuses the content itself instead of changing it.
  event.preventDefault();
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
}

/** The first stop of the keyboard on every screen: past the header and the command bar to the content. */
export function SkipLink() {
  return (
    <Link href="#main" onClick={skipToMain}>
      Skip to main content
    </Link>
  );
}
