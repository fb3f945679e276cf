import styled from '@emotion/styled';

/** A list of attached files, each row its name and its Remove button. */
export const AttachmentList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;
