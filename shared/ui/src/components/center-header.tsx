import styled from '@emotion/styled';
import { CENTER_CATALOG, type CenterId } from '@csw/contracts';
import { Muted, ScreenTitle } from './layout';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** The title block every center screen starts with: the center's name and what it is for. */
export function CenterHeader({ centerId }: { centerId: CenterId }) {
  const entry = CENTER_CATALOG[centerId];
  return (
    <Header>
      <ScreenTitle>{entry.title}</ScreenTitle>
      <Muted>{entry.subtitle}</Muted>
    </Header>
  );
}
