import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModelDto } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { AdviseCenter } from '../../app/advise-center';
import { analysisFixture } from '../../testing/advise-fixtures';

const props = { user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false } as const;

const intel: ModelDto = {
  id: 'intel-analyst',
  name: 'Intel Analyst',
  category: 'Intelligence',
  description: '',
  strengths: [],
  kind: 'endpoint',
  available: true,
  reason: null,
};

function setup() {
  const api = createFakeApi({
    'GET /api/conversations': () => [],
    'GET /api/models': () => ({ models: [intel], defaultModelId: 'builtin-analyst' }),
    'POST /api/advice/analysis': ({ body }) => ({
      conversationId: 'c1',
      result: analysisFixture(),
      ...((body as { modelId?: string }).modelId ? { voicesPath: '/api/advice/analysis/c1/voices' } : {}),
    }),
  });
  renderWithPlatform(<AdviseCenter {...props} />, { wrapper: withFakeApi(api) });
  return api;
}

async function generate(user: ReturnType<typeof userEvent.setup>, voice: string) {
  const select = screen.getByRole('combobox', { name: "Advisors' voice" });
  await within(select).findByRole('option', { name: 'Intel Analyst - Intelligence' });
  await user.selectOptions(select, voice);
  await user.type(screen.getByRole('textbox', { name: 'Scenario' }), 'Move fuel across the northern bridge.');
  await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
  return screen.findByRole('region', { name: 'Strategic analysis result' });
}

describe('a configured model speaking for the personas of a strategic analysis', () => {
  it('asks with the model, then shows its words on each card as they stream', async () => {
    const user = userEvent.setup();
    const api = setup();
    const result = await generate(user, 'intel-analyst');
    expect(api.calls.find((c) => c.path === '/api/advice/analysis')?.body).toEqual({
      scenario: 'Move fuel across the northern bridge.',
      mode: 'Challenge',
      personaIds: ['skeptic', 'optimist', 'historian'],
      modelId: 'intel-analyst',
    });
    const stream = api.streams.find((s) => s.path === '/api/advice/analysis/c1/voices')!;
    expect(within(result).getByRole('status')).toHaveTextContent(
      'The configured model is speaking for the advisors...',
    );
    act(() => stream.emit('token', { personaId: 'skeptic', text: 'The bridge ' }));
    act(() => stream.emit('token', { personaId: 'skeptic', text: 'is down.' }));
    const skeptic = within(result).getByRole('article', { name: /^The Skeptic/ });
    expect(
      within(skeptic).getByRole('region', { name: 'The model speaking for The Skeptic' }),
    ).toHaveTextContent('The bridge is down.');
    act(() => stream.emit('voice', { personaId: 'skeptic', text: 'The bridge is down. Reconsider.' }));
    act(() =>
      stream.emit('notice', {
        personaId: 'optimist',
        message:
          "Intel Analyst could not speak for The Strategist (timeout); the built-in method's findings stand.",
      }),
    );
    act(() => stream.emit('done', { conversationId: 'c1' }));
    expect(
      within(skeptic).getByRole('region', { name: 'The model speaking for The Skeptic' }),
    ).toHaveTextContent('The bridge is down. Reconsider.');
    const strategist = within(result).getByRole('article', { name: /^The Strategist/ });
    expect(within(strategist).queryByRole('region', { name: /The model speaking/ })).not.toBeInTheDocument();
    expect(result).toHaveTextContent('Intel Analyst could not speak for The Strategist (timeout)');
    expect(within(result).queryByRole('status')).not.toBeInTheDocument();
  });

  it('follows nothing when the built-in methods answer', async () => {
    const user = userEvent.setup();
    const api = setup();
    const result = await generate(user, 'builtin-analyst');
    expect(api.calls.find((c) => c.path === '/api/advice/analysis')?.body).not.toHaveProperty('modelId');
    expect(api.streams).toHaveLength(0);
    expect(within(result).queryByRole('region', { name: /The model speaking/ })).not.toBeInTheDocument();
  });
});
