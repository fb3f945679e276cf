import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModelDto } from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { AdviseCenter } from '../../app/advise-center';
import { BUILT_IN_VOICE_LABEL } from '../../lib/voice-select';
import { councilReplyFixture } from '../../testing/advise-fixtures';

const props = { user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false } as const;

const model = (id: string, kind: ModelDto['kind'], available: boolean): ModelDto => ({
  id,
  name: id === 'intel-analyst' ? 'Intel Analyst' : id,
  category: 'Intelligence',
  description: '',
  strengths: [],
  kind,
  available,
  reason: available ? null : 'Not configured on this server',
});

function setup() {
  const api = createFakeApi({
    'GET /api/conversations': () => [],
    'GET /api/models': () => ({
      models: [
        model('builtin-analyst', 'builtin', true),
        model('intel-analyst', 'endpoint', true),
        model('grok', 'endpoint', false),
      ],
      defaultModelId: 'builtin-analyst',
    }),
    'POST /api/advice/council': ({ body }) => ({
      conversationId: 'k1',
      streamPath: '/api/advice/council/k1/stream',
      question: {
        ...councilReplyFixture('skeptic', 0),
        id: 'council-0-question',
        personaId: null,
        type: 'question',
        message: (body as { question: string }).question,
        verdict: null,
        confidence: null,
      },
    }),
  });
  renderWithPlatform(<AdviseCenter {...props} />, { wrapper: withFakeApi(api) });
  return api;
}

describe("the council's voice", () => {
  it('says who answers and why: the advisors checked, in order', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('tab', { name: 'War Council' }));
    const said = () => screen.getByText(/will answer, in that order/);
    expect(said()).not.toHaveTextContent('The Commander');
    await user.click(screen.getByRole('checkbox', { name: /The Commander/ }));
    expect(said()).toHaveTextContent(/The Commander will answer, in that order: the advisors checked above/);
  });

  it('offers the built-in methods and the configured models the server can reach', async () => {
    const user = userEvent.setup();
    setup();
    await user.click(screen.getByRole('tab', { name: 'War Council' }));
    const voice = screen.getByRole('combobox', { name: "Advisors' voice" });
    expect(
      await within(voice).findByRole('option', { name: 'Intel Analyst - Intelligence' }),
    ).toBeInTheDocument();
    expect(
      within(voice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([BUILT_IN_VOICE_LABEL, 'Intel Analyst - Intelligence']);
    expect(voice).toHaveValue('builtin-analyst');
  });

  it("asks with the chosen model, shows its words as they stream, then the advisor's message", async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(screen.getByRole('tab', { name: 'War Council' }));
    const voice = screen.getByRole('combobox', { name: "Advisors' voice" });
    await within(voice).findByRole('option', { name: 'Intel Analyst - Intelligence' });
    await user.selectOptions(voice, 'intel-analyst');
    await user.type(screen.getByRole('textbox', { name: 'Question for the council' }), 'Cross the bridge?');
    await user.click(screen.getByRole('button', { name: 'Ask the council' }));
    expect(api.calls.find((c) => c.path === '/api/advice/council')?.body).toEqual({
      question: 'Cross the bridge?',
      advisorIds: ['skeptic', 'optimist', 'historian'],
      modelId: 'intel-analyst',
    });
    const stream = api.streams[0]!;
    act(() => stream.emit('token', { personaId: 'skeptic', text: 'The bridge ' }));
    act(() => stream.emit('token', { personaId: 'skeptic', text: 'is down.' }));
    const chat = screen.getByRole('list', { name: 'Council discussion' });
    expect(within(chat).getAllByRole('listitem')[1]).toHaveTextContent('The Skeptic The bridge is down.');
    act(() =>
      stream.emit('message', { ...councilReplyFixture('skeptic', 0), message: 'The bridge is down.' }),
    );
    act(() => stream.emit('done', { conversationId: 'k1' }));
    expect(within(chat).getAllByRole('listitem')).toHaveLength(2);
    expect(within(chat).getAllByRole('listitem')[1]).toHaveTextContent(
      'The Skeptic - AnalysisThe bridge is down.',
    );
    expect(screen.getByRole('button', { name: 'Ask the council' })).toBeEnabled();
  });

  it('asks without a model when the built-in methods answer', async () => {
    const user = userEvent.setup();
    const api = setup();
    await user.click(screen.getByRole('tab', { name: 'War Council' }));
    await user.type(screen.getByRole('textbox', { name: 'Question for the council' }), 'Hold the ford?');
    await user.click(screen.getByRole('button', { name: 'Ask the council' }));
    expect(api.calls.find((c) => c.path === '/api/advice/council')?.body).not.toHaveProperty('modelId');
  });
});
