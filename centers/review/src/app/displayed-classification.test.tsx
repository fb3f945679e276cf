import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { highestClassification, type CenterProps, type Classification } from '@csw/contracts';
import { createIsolatedBus, type EventBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { libraryRoutes, makeDocument, makeResult } from '../testing/fake-library';
import { ReviewCenter } from './review-center';

const user = { id: 'me', username: 'analyst.one', role: 'user' };
const props: CenterProps = { user, cognitiveState: 'Fresh', simplified: false, teamMode: false };

const memo = makeDocument({ id: 'a', title: 'Convoy memo' });
const secret = makeDocument({ id: 's', title: 'KESTREL intercepts', classification: 'SECRET' });

/** What the banners would say for this screen: the highest of the latest level of each of its views. */
function screenLevel(bus: EventBus): () => Classification {
  const views = new Map<string, Classification>();
  bus.subscribe('classification/displayed', ({ payload }) => views.set(payload.view, payload.level));
  return () => highestClassification(views.values());
}

function setup(library = [memo]) {
  const api = createFakeApi(
    libraryRoutes({
      'GET /api/documents': () => ({ items: library, total: library.length }),
      'POST /api/search': () => ({
        results: [makeResult(secret)],
        query: 'kestrel',
        expandedTerms: [],
        mode: 'strict',
        message: null,
      }),
    }),
  );
  // Listening before the screen renders, so no first event is missed.
  const bus = createIsolatedBus();
  const level = screenLevel(bus);
  const rendered = renderWithPlatform(<ReviewCenter {...props} />, { bus, wrapper: withFakeApi(api) });
  return { ...rendered, level, events: userEvent.setup() };
}

// Typing through user-event on a busy machine takes seconds.
jest.setTimeout(20_000);

describe('REVIEW tells the shell the highest classification it shows', () => {
  it('a SECRET document in the Living Library makes the screen SECRET', async () => {
    const { level } = setup([memo, secret]);
    expect(await screen.findByRole('heading', { name: 'KESTREL intercepts' })).toBeInTheDocument();
    expect(level()).toBe('SECRET');
  });

  it('a SECRET search hit, then the selection that keeps it, then UNCLASS once neither shows it; UNCLASS on leaving', async () => {
    const { level, events, unmount } = setup();
    await screen.findByRole('heading', { name: 'Convoy memo' });
    expect(level()).toBe('UNCLASS');

    const box = screen.getByRole('searchbox', { name: 'Search the library' });
    await events.type(box, 'kestrel{Enter}');
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(level()).toBe('SECRET');

    await events.click(within(results).getByRole('checkbox', { name: 'Select KESTREL intercepts' }));
    await events.clear(box);
    await events.type(box, '{Enter}');
    await waitFor(() =>
      expect(screen.queryByRole('list', { name: 'Search results' })).not.toBeInTheDocument(),
    );
    // The selection bar still names the SECRET document.
    expect(level()).toBe('SECRET');

    await events.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(level()).toBe('UNCLASS');

    await events.type(box, 'kestrel{Enter}');
    await screen.findByRole('list', { name: 'Search results' });
    expect(level()).toBe('SECRET');
    unmount();
    expect(level()).toBe('UNCLASS');
  });
});
