import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONA_IDS, PERSONAS } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { AdviseCenter } from '../../app/advise-center';
import { analysisFixture } from '../../testing/advise-fixtures';

const SCENARIO = 'Move fuel across the northern bridge.';
const alice = { id: 'u-alice', username: 'alice', role: 'user' };
const bob = { id: 'u-bob', username: 'bob', role: 'user' };

async function setup(user: typeof alice | null = alice) {
  const api = createFakeApi({
    'GET /api/conversations': () => [],
    'GET /api/models': () => ({ models: [], defaultModelId: 'builtin-analyst' }),
    'POST /api/advice/analysis': () => ({ conversationId: 'c1', result: analysisFixture() }),
  });
  const view = renderWithPlatform(
    <AdviseCenter user={user} cognitiveState="Fresh" simplified={false} teamMode={false} />,
    { wrapper: withFakeApi(api) },
  );
  // Settled: the saved consultations (none) are listed.
  await screen.findByText('No saved consultation yet.');
  return { api, ...view };
}

const advisors = () => screen.getByRole('group', { name: 'Advisors' });
const toggle = (name: string) => within(advisors()).getByRole('switch', { name });
const NAMES = PERSONA_IDS.map((id) => PERSONAS[id].name);
const switchedOn = () => NAMES.filter((name) => (toggle(name) as HTMLInputElement).checked);
const analysisBodies = (api: Awaited<ReturnType<typeof setup>>['api']) =>
  api.calls.filter((c) => c.path === '/api/advice/analysis').map((c) => c.body);

beforeEach(() => window.localStorage.clear());

describe('the advisors of a strategic analysis', () => {
  it('shows the six persona cards with name, role and expertise, the seed’s three switched on', async () => {
    await setup();
    const names = within(advisors()).getAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual([
      'The Skeptic',
      'The Strategist',
      'The Historian',
      'Risk Oracle',
      'The Innovator',
      'The Commander',
    ]);
    expect(toggle('The Skeptic')).toHaveAccessibleDescription('Critical Analyst');
    expect(toggle('Risk Oracle')).toHaveAccessibleDescription('Systems Thinker');
    expect(
      within(screen.getByRole('list', { name: 'Expertise of The Historian' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Historical precedent', 'Lessons learned', 'After action reviews', 'Case comparison']);
    for (const on of ['The Skeptic', 'The Strategist', 'The Historian']) expect(toggle(on)).toBeChecked();
    for (const off of ['Risk Oracle', 'The Innovator', 'The Commander'])
      expect(toggle(off)).not.toBeChecked();
  });

  it('sends the advisors that are on and only those, switched with the mouse or the keyboard', async () => {
    const user = userEvent.setup();
    const { api } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), SCENARIO);
    await user.click(toggle('Risk Oracle'));
    toggle('The Strategist').focus();
    await user.keyboard(' ');
    expect(toggle('The Strategist')).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(analysisBodies(api)).toEqual([
      { scenario: SCENARIO, mode: 'Challenge', personaIds: ['skeptic', 'historian', 'oracle'] },
    ]);
  });

  it('runs nothing with every advisor off, and says why', async () => {
    const user = userEvent.setup();
    const { api } = await setup();
    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), SCENARIO);
    for (const name of ['The Skeptic', 'The Strategist', 'The Historian']) await user.click(toggle(name));
    expect(within(advisors()).getByRole('alert')).toHaveTextContent(
      'Turn on at least one advisor to run the analysis.',
    );
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toBeDisabled();
    await user.click(screen.getByRole('textbox', { name: 'Scenario' }));
    await user.keyboard('{Enter}');
    expect(analysisBodies(api)).toHaveLength(0);
    await user.click(toggle('The Commander'));
    expect(screen.getByRole('button', { name: 'Generate Analysis' })).toBeEnabled();
  });

  it('says which advisor leads under the mode, the next one on when the mode’s own is off', async () => {
    const user = userEvent.setup();
    await setup();
    const card = (name: string) => toggle(name).closest('li')!;
    expect(card('The Skeptic')).toHaveTextContent('Leads the Challenge mode.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Innovate');
    expect(card('The Skeptic')).toHaveTextContent('Leads the Innovate mode while The Innovator is off.');
    await user.click(toggle('The Innovator'));
    expect(card('The Innovator')).toHaveTextContent('Leads the Innovate mode.');
    expect(card('The Skeptic')).not.toHaveTextContent(/Leads/);
  });

  it('keeps each user’s choice for the next visit', async () => {
    const user = userEvent.setup();
    const first = await setup(alice);
    await user.click(toggle('The Commander'));
    await user.click(toggle('The Historian'));
    first.unmount();

    // Coming back (or reloading): the same advisors are on.
    const again = await setup(alice);
    expect(switchedOn()).toEqual(['The Skeptic', 'The Strategist', 'The Commander']);
    again.unmount();

    // Another user of the same browser starts from the defaults.
    await setup(bob);
    expect(switchedOn()).toEqual(['The Skeptic', 'The Strategist', 'The Historian']);
  });
});
