import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';
import { CenterHeader } from './center-header';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  & > header {
    margin-bottom: 0;
  }
`;

/**
 * The frame of a center's screen: a region named '{TITLE} center', the center's title block, then its
 * content one block under another.
 */
export function CenterLayout({ centerId, children }: { centerId: CenterId; children: ReactNode }) {
  return (
    <Section aria-label={`${CENTER_CATALOG[centerId].title} center`}>
      <CenterHeader centerId={centerId} />
      {children}
    </Section>
  );
}
