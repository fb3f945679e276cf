import styled from '@emotion/styled';
import type { ComponentPropsWithRef } from 'react';

const Plain = styled.button`
  display: inline;
  padding: 0;
  border: none;
  background: none;
  font: inherit;
  text-align: left;
  color: ${({ theme }) => theme.color.textInteractive};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  cursor: pointer;
  &:hover {
    filter: brightness(1.12);
  }
`;

/**
 * A button that reads as a link inside text (a document's title, a citation): it opens something on this
 * page rather than going to an address, so it is a real button (Enter and Space, its role announced).
 */
export function LinkButton({ type = 'button', ...rest }: ComponentPropsWithRef<'button'>) {
  return <Plain type={type} {...rest} />;
}
