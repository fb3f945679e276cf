import styled from '@emotion/styled';
import { FormMessage, Stack, VisuallyHidden } from '@csw/ui';
import type { DashboardStats } from '@csw/contracts';
import type { RequestState } from '@csw/storage';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
`;

const Tile = styled(Stack)`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  dt {
    color: ${({ theme }) => theme.color.textSecondary};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** Total Actions, Documents, This Week and Mode, from the server's figures. */
export function StatTiles({ state }: { state: RequestState<DashboardStats> }) {
  // While the figures are read again after a change, the previous ones stay on screen.
  const stats = state.status === 'failed' ? null : (state.value ?? null);
  const value = (figure: number | string | undefined) => (figure === undefined ? '–' : String(figure));
  const tiles = [
    { label: 'Total Actions', value: value(stats?.usage.total) },
    { label: 'Documents', value: value(stats?.documents) },
    { label: 'This Week', value: value(stats?.thisWeek) },
    { label: 'Mode', value: value(stats?.mode) },
  ];
  return (
    <section aria-labelledby="figures-title" aria-busy={state.status === 'loading'}>
      <VisuallyHidden as="h2" id="figures-title">
        Your figures
      </VisuallyHidden>
      <Tiles>
        {tiles.map((tile) => (
          <Tile gap="xs" key={tile.label}>
            <dt>{tile.label}</dt>
            <dd>{tile.value}</dd>
          </Tile>
        ))}
      </Tiles>
      {state.status === 'failed' ? (
        <FormMessage message="Your figures could not be loaded. They will be read again when you return to the dashboard." />
      ) : null}
    </section>
  );
}
