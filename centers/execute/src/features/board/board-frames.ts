import styled from '@emotion/styled';

/** The board's three columns side by side (one above the other on a narrow screen). */
export const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 60rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ColumnFrame = styled.section<{ over: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  min-height: 8rem;
  background: ${({ theme, over }) => (over ? theme.color.surfaceHover : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.base};
  }
  ul {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding: 0;
  }
`;
