import styled from '@emotion/styled';
import { CENTER_CATALOG, CENTER_IDS, type CenterId } from '@csw/contracts';
import { Button, Card, Muted, ScreenTitle } from '@csw/ui';

const Main = styled.main`
  padding: ${({ theme }) => theme.space.lg};
`;

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: ${({ theme }) => theme.space.md} 0 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const CenterCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: 100%;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
`;

/** The landing screen: one card per center. */
export function Dashboard({ onOpen }: { onOpen: (id: CenterId) => void }) {
  return (
    <Main>
      <ScreenTitle>Staff Workspace</ScreenTitle>
      <Muted>Choose a center to begin.</Muted>
      <Grid aria-label="Centers">
        {CENTER_IDS.map((id) => {
          const entry = CENTER_CATALOG[id];
          return (
            <li key={id}>
              <CenterCard aria-labelledby={`card-${id}`}>
                <h2 id={`card-${id}`}>{entry.title}</h2>
                <strong>{entry.subtitle}</strong>
                <Muted>{entry.description}</Muted>
                <Button onClick={() => onOpen(id)} aria-label={`Open ${entry.title}`}>
                  Open
                </Button>
              </CenterCard>
            </li>
          );
        })}
      </Grid>
    </Main>
  );
}
