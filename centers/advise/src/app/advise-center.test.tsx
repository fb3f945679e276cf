import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  NO_ADVISOR_MESSAGE,
  WITHHELD_SOURCE_TEXT,
  withheldSourcesNotice,
  type BusEnvelope,
} from '@csw/contracts';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { AdviseCenter } from './advise-center';
import { BRIDGE, achFixture, analysisFixture, councilReplyFixture } from '../testing/advise-fixtures';

const props = { user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false } as const;

function setup(routes: Parameters<typeof createFakeApi>[0] = {}) {
  const api = createFakeApi({
    'GET /api/conversations': () => [],
    'GET /api/models': () => ({ models: [], defaultModelId: 'builtin-analyst' }),
    ...routes,
  });
  const view = renderWithPlatform(<AdviseCenter {...props} />, { wrapper: withFakeApi(api) });
  return { api, ...view };
}

// The advisors switched on are kept in the browser's storage: each test starts from the defaults.
beforeEach(() => window.localStorage.clear());

describe('ADVISE screen', () => {
  it('has three real tabs', async () => {
    const user = userEvent.setup();
    setup();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual(['Strategic Analysis', 'War Council', 'Scenario Planning']);
    await user.click(screen.getByRole('tab', { name: 'Scenario Planning' }));
    expect(screen.getByRole('tab', { name: 'Scenario Planning' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: 'Build matrix' })).toBeInTheDocument();
    expect(await screen.findByText('No saved consultation yet.')).toBeInTheDocument();
  });

  it('keeps the scenario, the mode and the result when the user leaves ADVISE and comes back', async () => {
    const user = userEvent.setup();
    const { api, unmount } = setup({
      'POST /api/advice/analysis': () => ({ conversationId: 'c1', result: analysisFixture() }),
    });
    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), 'Cross at site BRAVO at night.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Validate');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await screen.findByRole('region', { name: 'Strategic analysis result' });
    // Another center opens, or a citation opens REVIEW's document view: ADVISE is unmounted.
    unmount();
    renderWithPlatform(<AdviseCenter {...props} />, { wrapper: withFakeApi(api) });
    expect(screen.getByRole('textbox', { name: 'Scenario' })).toHaveValue('Cross at site BRAVO at night.');
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Validate');
    expect(screen.getByRole('region', { name: 'Strategic analysis result' })).toBeInTheDocument();
    expect(api.calls.filter((c) => c.path === '/api/advice/analysis')).toHaveLength(1);
  });

  it('keeps its headings in order (no level skipped) with an analysis shown', async () => {
    const user = userEvent.setup();
    setup({ 'POST /api/advice/analysis': () => ({ conversationId: 'c1', result: analysisFixture() }) });
    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), 'Cross at site BRAVO at night.');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await screen.findByRole('region', { name: 'Strategic analysis result' });
    const levels = screen.getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    const skips = levels.flatMap((level, i) =>
      i > 0 && level > levels[i - 1]! + 1 ? [[levels[i - 1], level]] : [],
    );
    expect(skips).toEqual([]);
  });

  it('runs nothing for an empty scenario, then shows the analysis and announces it on the bus', async () => {
    const user = userEvent.setup();
    const { api, bus } = setup({
      'POST /api/advice/analysis': () => ({ conversationId: 'c1', result: analysisFixture() }),
    });
    const events: BusEnvelope<'advise/analysis-completed'>[] = [];
    bus.subscribe('advise/analysis-completed', (e) => events.push(e));
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(api.calls.some((c) => c.path === '/api/advice/analysis')).toBe(false);
    expect(screen.getByText('Describe the scenario to analyse.')).toBeInTheDocument();

    await user.type(
      screen.getByRole('textbox', { name: 'Scenario' }),
      'Move fuel across the northern bridge.',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Mode' }), 'Validate');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    expect(api.calls.find((c) => c.path === '/api/advice/analysis')?.body).toEqual({
      scenario: 'Move fuel across the northern bridge.',
      mode: 'Validate',
      personaIds: ['skeptic', 'optimist', 'historian'],
    });
    const result = await screen.findByRole('region', { name: 'Strategic analysis result' });
    expect(within(result).getAllByRole('article')).toHaveLength(6);
    expect(within(result).getByRole('region', { name: 'Disagreement' })).toHaveTextContent(
      'The Strategist: proceed',
    );
    expect(
      within(result).getByRole('gridcell', {
        name: 'Likely likelihood, Major severity: 1 failure mode, High risk',
      }),
    ).toBeInTheDocument();
    expect(within(result).getByLabelText('Classification of this result')).toHaveTextContent('SECRET');
    expect(events[0]?.payload).toMatchObject({
      conversationId: 'c1',
      riskLevel: 'HIGH',
      recommendedCourseOfAction: analysisFixture().recommendedCourseOfAction,
    });
  });

  it('puts the command bar text in the scenario', () => {
    const { bus } = setup();
    act(() => bus.publish('command/routed', { centerId: 'advise', text: 'Routed words' }));
    expect(screen.getByRole('textbox', { name: 'Scenario' })).toHaveValue('Routed words');
  });

  it('runs the council in turn, says when no advisor is checked, and clears', async () => {
    const user = userEvent.setup();
    const { api } = setup({
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
    await user.click(screen.getByRole('tab', { name: 'War Council' }));
    const checked = screen.getAllByRole('checkbox').filter((c) => (c as HTMLInputElement).checked);
    expect(checked.map((c) => c.closest('label')?.textContent)).toEqual([
      'The Skeptic (Critical Analyst)',
      'The Strategist (Opportunity Seeker)',
      'The Historian (Precedent Expert)',
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Question for the council' }), 'Cross the bridge?');
    await user.click(screen.getByRole('button', { name: 'Ask the council' }));
    expect(api.calls.find((c) => c.path === '/api/advice/council')?.body).toEqual({
      question: 'Cross the bridge?',
      advisorIds: ['skeptic', 'optimist', 'historian'],
    });
    const stream = api.streams[0]!;
    act(() => stream.emit('message', councilReplyFixture('skeptic', 0)));
    const chat = screen.getByRole('list', { name: 'Council discussion' });
    expect(within(chat).getAllByRole('listitem')).toHaveLength(2);
    act(() => stream.emit('message', councilReplyFixture('optimist', 1)));
    act(() => stream.emit('done', { conversationId: 'k1' }));
    expect(
      within(chat)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringContaining('Cross the bridge?'),
      expect.stringContaining('The Skeptic answers 0.'),
      expect.stringContaining('The Strategist answers 1.'),
    ]);
    for (const c of screen.getAllByRole('checkbox')) if ((c as HTMLInputElement).checked) await user.click(c);
    // The seed's rule: shown red (an alert), and once, even after asking again without an advisor.
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ADVISOR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Ask the council' }));
    expect(api.calls.filter((c) => c.path === '/api/advice/council')).toHaveLength(1);
    expect(screen.getAllByText(NO_ADVISOR_MESSAGE)).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ADVISOR_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('list', { name: 'Council discussion' })).not.toBeInTheDocument();
  });

  it('builds an ACH matrix and sends an overridden rating', async () => {
    const user = userEvent.setup();
    const { api } = setup({
      'POST /api/advice/ach': ({ body }) => ({
        conversationId: 'a1',
        result: achFixture((body as { overrides: unknown[] }).overrides.length > 0 ? 'II' : 'C'),
      }),
    });
    await user.click(screen.getByRole('tab', { name: 'Scenario Planning' }));
    await user.type(screen.getByRole('textbox', { name: 'Hypothesis 1' }), 'The bridge carries traffic.');
    await user.type(screen.getByRole('textbox', { name: 'Hypothesis 2' }), 'The road carries traffic.');
    await user.click(screen.getByRole('button', { name: 'Build matrix' }));
    const matrix = await screen.findByRole('table', { name: 'Hypotheses matrix' });
    expect(screen.getByRole('list', { name: 'Hypotheses ranking' }).firstChild).toHaveTextContent('The road');
    await user.selectOptions(
      within(matrix).getByRole('combobox', { name: 'Evidence 1, hypothesis 2' }),
      'II',
    );
    const last = api.calls.filter((c) => c.path === '/api/advice/ach').at(-1)!;
    expect(last.body).toEqual({
      hypotheses: ['The bridge carries traffic.', 'The road carries traffic.'],
      overrides: [{ evidenceId: 'bridge:2:0', hypothesis: 1, rating: 'II' }],
      conversationId: 'a1',
    });
    expect(await within(matrix).findByText('(set by you)')).toBeInTheDocument();
  });

  it('reopens a saved consultation as it was', async () => {
    const user = userEvent.setup();
    const result = analysisFixture('Explore');
    setup({
      'GET /api/conversations': () => [
        {
          id: 's1',
          centerType: 'ADVISE',
          title: 'Explore: Move fuel',
          createdAt: '2026-01-01T00:00:00.000Z',
          updatedAt: '2026-01-01T00:00:00.000Z',
        },
      ],
      'GET /api/conversations/s1': () => ({
        id: 's1',
        centerType: 'ADVISE',
        title: 'Explore: Move fuel',
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
        messages: [
          {
            id: 'm1',
            conversationId: 's1',
            role: 'user',
            content: result.scenario,
            createdAt: '2026-01-01T00:00:00.000Z',
            metadata: {
              kind: 'advise-analysis-request',
              scenario: result.scenario,
              mode: 'Explore',
              documentIds: [],
            },
          },
          {
            id: 'm2',
            conversationId: 's1',
            role: 'assistant',
            content: result.summary,
            createdAt: '2026-01-01T00:00:00.000Z',
            metadata: { kind: 'advise-analysis-result', result },
          },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Explore: Move fuel' }));
    expect(await screen.findByRole('region', { name: 'Strategic analysis result' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Scenario' })).toHaveValue(result.scenario);
    expect(screen.getByRole('combobox', { name: 'Mode' })).toHaveValue('Explore');
    // The advisors it consulted (all six in this one) are switched on again.
    for (const s of screen.getAllByRole('switch')) expect(s).toBeChecked();
  });

  it('reopens a council whose sources the user can no longer read, saying how many are withheld', async () => {
    const user = userEvent.setup();
    const at = '2026-01-01T00:00:00.000Z';
    const reply = {
      ...councilReplyFixture('skeptic', 0),
      message: WITHHELD_SOURCE_TEXT,
      citations: [{ ...BRIDGE, quote: WITHHELD_SOURCE_TEXT }],
    };
    setup({
      'GET /api/conversations': () => [
        { id: 'w1', centerType: 'ADVISE', title: 'Council: Move fuel', createdAt: at, updatedAt: at },
      ],
      'GET /api/conversations/w1': () => ({
        id: 'w1',
        centerType: 'ADVISE',
        title: 'Council: Move fuel',
        createdAt: at,
        updatedAt: at,
        withheldSources: 1,
        messages: [
          {
            id: 'm1',
            conversationId: 'w1',
            role: 'assistant',
            content: WITHHELD_SOURCE_TEXT,
            createdAt: at,
            metadata: { kind: 'council-reply', message: reply },
          },
        ],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Council: Move fuel' }));
    const history = screen.getByRole('navigation', { name: 'Saved consultations' });
    expect(await within(history).findByRole('status')).toHaveTextContent(withheldSourcesNotice(1));
    expect(screen.getByRole('tab', { name: 'War Council' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getAllByText(WITHHELD_SOURCE_TEXT).length).toBeGreaterThan(0);
  });
});
