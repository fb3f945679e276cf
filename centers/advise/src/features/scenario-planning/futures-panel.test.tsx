import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { AdviseCenter } from '../../app/advise-center';
import { futuresFixture } from '../../testing/advise-fixtures';
import { SAME_DRIVER_MESSAGE } from './uncertainty-picker';

const props = { user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false } as const;
const FOCUS = 'Convoys across the northern bridge in March.';

function setup() {
  const api = createFakeApi({
    'GET /api/conversations': () => [],
    'POST /api/advice/futures': ({ body }) => {
      const { focus, uncertainties } = body as { focus: string; uncertainties?: [string, string] };
      return { conversationId: 'f1', result: futuresFixture(focus, uncertainties) };
    },
  });
  renderWithPlatform(<AdviseCenter {...props} />, { wrapper: withFakeApi(api) });
  return api;
}

const futuresCalls = (api: ReturnType<typeof createFakeApi>) =>
  api.calls.filter((c) => c.path === '/api/advice/futures').map((c) => c.body);

async function buildFutures(user: ReturnType<typeof userEvent.setup>) {
  expect(await screen.findByText('No saved consultation yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('tab', { name: 'Scenario Planning' }));
  await user.type(screen.getByRole('textbox', { name: 'Focus' }), FOCUS);
  await user.click(screen.getByRole('button', { name: 'Build futures' }));
  return screen.findByRole('form', { name: 'Key uncertainties' });
}

describe('the key uncertainties picker', () => {
  it('offers the drivers the library names, starting from the pair in use', async () => {
    const user = userEvent.setup();
    setup();
    const picker = await buildFutures(user);
    const first = within(picker).getByRole('combobox', { name: 'First key uncertainty' });
    const second = within(picker).getByRole('combobox', { name: 'Second key uncertainty' });
    expect(first).toHaveValue('Bridges');
    expect(second).toHaveValue('Weather');
    expect(
      within(first)
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['Bridges', 'Weather', 'Fuel']);
    expect(within(first).getByRole('option', { name: /^Bridges/ })).toHaveTextContent(
      'Bridges (named 5 times in 2 documents, 1 uncertain)',
    );
  });

  it('builds the futures again from the two drivers chosen, in the same consultation', async () => {
    const user = userEvent.setup();
    const api = setup();
    const picker = await buildFutures(user);
    await user.selectOptions(
      within(picker).getByRole('combobox', { name: 'Second key uncertainty' }),
      'Fuel',
    );
    await user.click(within(picker).getByRole('button', { name: 'Build futures from these uncertainties' }));
    expect(futuresCalls(api)).toEqual([
      { focus: FOCUS },
      { focus: FOCUS, uncertainties: ['Bridges', 'Fuel'], conversationId: 'f1' },
    ]);
    const futures = screen.getByRole('region', { name: 'Alternative futures' });
    expect(
      await within(futures).findByRole('article', { name: 'Bridges adverse, Fuel adverse' }),
    ).toBeInTheDocument();
    expect(within(futures).getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('combobox', { name: 'Second key uncertainty' })).toHaveValue('Fuel');
  });

  it('refuses the same driver twice and sends nothing', async () => {
    const user = userEvent.setup();
    const api = setup();
    const picker = await buildFutures(user);
    await user.selectOptions(
      within(picker).getByRole('combobox', { name: 'Second key uncertainty' }),
      'Bridges',
    );
    await user.click(within(picker).getByRole('button', { name: 'Build futures from these uncertainties' }));
    expect(within(picker).getByRole('alert')).toHaveTextContent(SAME_DRIVER_MESSAGE);
    expect(futuresCalls(api)).toHaveLength(1);
  });
});
