import styled from '@emotion/styled';

/** The main area of a full-width screen (dashboard, administration): a column with the page's rhythm. */
export const ScreenMain = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: 90rem;
  margin: 0 auto;
`;
