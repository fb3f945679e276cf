import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterProps } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { libraryRoutes, makeDocument, makeResult, makeStats } from '../testing/fake-library';
import { ReviewCenter } from './review-center';

const user = { id: 'lead', username: 'team.lead', role: 'team_lead' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

const own = [makeDocument({ id: 'd1', title: 'Own plan' })];
const team = [makeDocument({ id: 't1', title: "A teammate's brief", access: 'team', ownerUsername: 'peer' })];

describe('REVIEW follows team mode without a reload', () => {
  it('reads the list, the counts and the figures again when team mode is switched, both ways', async () => {
    // What the server answers depends on the saved team mode, as it does for real.
    let teamMode = false;
    const visible = () => (teamMode ? [...own, ...team] : own);
    const api = createFakeApi(
      libraryRoutes({
        'GET /api/documents': () => ({ items: visible(), total: visible().length }),
        'GET /api/library/stats': () => makeStats({ total: visible().length }),
      }),
    );
    const { bus } = renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
    const library = await screen.findByRole('list', { name: 'Living Library' }, { timeout: 5000 });
    expect(
      within(library)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Own plan']);
    expect(await screen.findByRole('button', { name: 'All documents, 1 document' })).toBeInTheDocument();

    teamMode = true;
    act(() => bus.publish('workspace/team-mode-changed', { teamMode: true }, 'shell'));
    expect(await screen.findByRole('heading', { name: "A teammate's brief" })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'All documents, 2 documents' })).toBeInTheDocument();

    teamMode = false;
    act(() => bus.publish('workspace/team-mode-changed', { teamMode: false }, 'shell'));
    expect(await screen.findByRole('button', { name: 'All documents, 1 document' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "A teammate's brief" })).not.toBeInTheDocument();
  });

  it('runs the search on screen again, so its hits follow team mode too', async () => {
    const u = userEvent.setup();
    let teamMode = false;
    const hits = () => (teamMode ? [...own, ...team] : own).map((d) => makeResult(d));
    const api = createFakeApi(
      libraryRoutes({
        'POST /api/search': () => ({
          query: 'plan',
          expandedTerms: [],
          mode: 'strict',
          results: hits(),
          message: null,
        }),
      }),
    );
    const { bus } = renderWithPlatform(<ReviewCenter {...props} />, { wrapper: withFakeApi(api) });
    await u.type(screen.getByRole('searchbox', { name: 'Search the library' }), 'plan{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getAllByRole('listitem')).toHaveLength(1);

    teamMode = true;
    act(() => bus.publish('workspace/team-mode-changed', { teamMode: true }, 'shell'));
    expect(await screen.findByText("A teammate's brief")).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/search')).toHaveLength(2);
  });
});
