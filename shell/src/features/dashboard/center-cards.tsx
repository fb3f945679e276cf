import styled from '@emotion/styled';
import { CENTER_CATALOG, CENTER_IDS, type CenterId, type Usage } from '@csw/contracts';
import { Button, Card, Muted, Stack, StatusLabel } from '@csw/ui';
import type { CenterDirectoryState } from '../../lib/center-directory';
import { usageBadge } from './usage-badge';

const Grid = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
`;

const CenterCard = styled(Card)`
  height: 100%;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  button {
    margin-top: auto;
    align-self: flex-start;
  }
`;

const CardHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
`;

const Badge = styled.span<{ fresh: boolean }>`
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme, fresh }) => (fresh ? theme.color.textInverse : theme.color.text)};
  background: ${({ theme, fresh }) => (fresh ? theme.color.interactive : theme.color.surfaceSelected)};
`;

export interface CenterCardsProps {
  usage: Usage | null;
  centers: CenterDirectoryState;
  simplified: boolean;
  onOpen: (id: CenterId) => void;
  onPreload?: (id: CenterId) => void;
}

/** One card per center: title, subtitle, description, how much it was used, and Open. */
export function CenterCards({ usage, centers, simplified, onOpen, onPreload }: CenterCardsProps) {
  return (
    <Grid aria-label="Centers">
      {CENTER_IDS.map((id) => {
        const entry = CENTER_CATALOG[id];
        const unavailable = centers[id].availability === 'unavailable';
        return (
          <li key={id}>
            <Stack
              as={CenterCard}
              gap="sm"
              aria-labelledby={`card-${id}`}
              onPointerEnter={() => onPreload?.(id)}
              onFocus={() => onPreload?.(id)}
            >
              <CardHead>
                <h2 id={`card-${id}`}>{entry.title}</h2>
                {usage ? <Badge fresh={usage[id] === 0}>{usageBadge(usage[id])}</Badge> : null}
              </CardHead>
              <strong>{entry.subtitle}</strong>
              {simplified ? null : <Muted>{entry.description}</Muted>}
              {unavailable ? <StatusLabel status="critical">Unavailable</StatusLabel> : null}
              <Button onClick={() => onOpen(id)} aria-label={`Open ${entry.title}`}>
                Open
              </Button>
            </Stack>
          </li>
        );
      })}
    </Grid>
  );
}
