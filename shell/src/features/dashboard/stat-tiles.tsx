import { FigureGrid, FormMessage, VisuallyHidden } from '@csw/ui';
import type { DashboardStats } from '@csw/contracts';
import type { RequestState } from '@csw/storage';

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
      <FigureGrid look="tiles" figures={tiles} />
      {state.status === 'failed' ? (
        <FormMessage
          message={
            state.wait
              ? `Your figures could not be loaded. ${state.wait}`
              : 'Your figures could not be loaded. They will be read again when you return to the dashboard.'
          }
        />
      ) : null}
    </section>
  );
}
