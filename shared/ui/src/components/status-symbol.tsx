import { useTheme } from '@emotion/react';
import styled from '@emotion/styled';
import type { Status } from '../theme/theme';

/**
 * Astro's status system: every status has its own colour and its own shape, so a state reads without
 * colour (critical square, serious diamond, caution triangle, normal circle, standby bar, off ring).
 */
const SHAPES: Record<Status, string> = {
  critical: 'M2 2h8v8H2z',
  serious: 'M6 1l5 5-5 5-5-5z',
  caution: 'M6 1l5.5 10H.5z',
  normal: 'M6 1a5 5 0 1 0 0.001 0z',
  standby: 'M1 4h10v4H1z',
  off: 'M6 2.5a3.5 3.5 0 1 0 0.001 0zM6 1a5 5 0 1 1-0.001 0z',
};

export function StatusSymbol({ status, label }: { status: Status; label?: string }) {
  const theme = useTheme();
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 12 12"
      role="img"
      aria-label={label ?? status}
      data-status={status}
    >
      <path d={SHAPES[status]} fill={theme.status[status]} fillRule="evenodd" />
    </svg>
  );
}

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A status symbol followed by its words (the words carry the meaning; the symbol repeats it). */
export function StatusLabel({ status, children }: { status: Status; children: string }) {
  return (
    <Wrapper>
      <StatusSymbol status={status} label={`Status ${status}`} />
      <span>{children}</span>
    </Wrapper>
  );
}
