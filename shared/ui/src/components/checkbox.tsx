import styled from '@emotion/styled';

/**
 * A checkbox (or a switch: `role="switch"`) in the platform's interactive colour. `large` suits a box
 * that stands beside a heading rather than beside a line of text.
 */
export const Checkbox = styled('input', { shouldForwardProp: (prop) => prop !== 'large' })<{
  large?: boolean;
}>`
  width: ${({ large }) => (large ? '1.1rem' : '1rem')};
  height: ${({ large }) => (large ? '1.1rem' : '1rem')};
  accent-color: ${({ theme }) => theme.color.interactive};
`;
