import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { highestClassification, type CenterProps, type Classification } from '@csw/contracts';
import { createIsolatedBus, type EventBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi, type FakeHandler } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { makeDocument, makeResult, makeRun, thinkRoutes } from '../testing/fake-think';
import { ThinkCenter } from './think-center';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

/** What the banners would say for this screen: the highest of the latest level of each of its views. */
function screenLevel(bus: EventBus): () => Classification {
  const views = new Map<string, Classification>();
  bus.subscribe('classification/displayed', ({ payload }) => views.set(payload.view, payload.level));
  return () => highestClassification(views.values());
}

async function setup(overrides: Record<string, FakeHandler> = {}) {
  const api = createFakeApi(thinkRoutes({ 'GET /api/folders': () => [], ...overrides }));
  const bus = createIsolatedBus();
  const level = screenLevel(bus);
  const rendered = renderWithPlatform(<ThinkCenter {...props} />, { bus, wrapper: withFakeApi(api) });
  await screen.findByRole('list', { name: 'Documents to analyse' });
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'AI model' })).toBeEnabled());
  return { ...rendered, bus, level, events: userEvent.setup() };
}

// Typing through user-event on a busy machine takes seconds.
jest.setTimeout(20_000);

describe('THINK tells the shell the highest classification it shows', () => {
  it('a SECRET document among those listed to analyse makes the screen SECRET', async () => {
    const { level } = await setup();
    expect(screen.getByRole('checkbox', { name: /SSA Report/ })).toBeInTheDocument();
    expect(level()).toBe('SECRET');
  });

  it('a SECRET analysis result makes it SECRET (a handed-over source not listed is unmarked until then)', async () => {
    const secretResult = makeResult({
      classification: 'SECRET',
      documents: [
        {
          id: 'x9',
          title: 'KESTREL intercepts',
          classification: 'SECRET',
          createdAt: '2026-01-05T10:00:00.000Z',
          pages: 1,
          words: 300,
        },
      ],
    });
    const { bus, level, events, unmount } = await setup({
      'GET /api/documents': () => ({
        items: [makeDocument({ id: 'd2', title: 'Satellite Ops Manual' })],
        total: 1,
      }),
      'POST /api/analysis': () => makeRun({ result: secretResult }),
    });
    expect(level()).toBe('UNCLASS');

    act(() =>
      bus.publish('library/documents-selected', {
        targetCenterId: 'think',
        documentIds: ['x9'],
        titles: ['KESTREL intercepts'],
      }),
    );
    await events.type(screen.getByRole('textbox', { name: 'Analysis query' }), 'Which threats?');
    await events.click(screen.getByRole('button', { name: 'Analyze' }));
    await screen.findByRole('region', { name: 'Most relevant content' });
    expect(level()).toBe('SECRET');

    unmount();
    expect(level()).toBe('UNCLASS');
  });
});
