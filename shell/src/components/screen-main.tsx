import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Stack } from '@csw/ui';

const Main = styled(Stack)`
  padding: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 90rem;
  margin: 0 auto;
`;

/** The main area of a full-width screen (dashboard, administration): a column with the page's rhythm. */
export function ScreenMain({ children }: { children: ReactNode }) {
  return (
    <Main as="main" gap="lg">
      {children}
    </Main>
  );
}
