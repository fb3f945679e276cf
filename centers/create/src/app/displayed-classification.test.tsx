import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { highestClassification, type Classification } from '@csw/contracts';
import { createIsolatedBus, type EventBus } from '@csw/event-bus';
import { createFakeApi, type FakeHandler, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { createRoutes, fill, props } from '../testing/fake-create';
import { CreateCenter } from './create-center';

/** What the banners would say for this screen: the highest of the latest level of each of its views. */
function screenLevel(bus: EventBus): () => Classification {
  const views = new Map<string, Classification>();
  bus.subscribe('classification/displayed', ({ payload }) => views.set(payload.view, payload.level));
  return () => highestClassification(views.values());
}

async function setup(overrides: Record<string, FakeHandler> = {}) {
  const api = createFakeApi(createRoutes(overrides));
  const bus = createIsolatedBus();
  const level = screenLevel(bus);
  const rendered = renderWithPlatform(<CreateCenter {...props} />, { bus, wrapper: withFakeApi(api) });
  await act(async () => undefined);
  return { ...rendered, level, events: userEvent.setup() };
}

const editor = () => screen.getByRole('textbox', { name: /^Draft/ }) as HTMLTextAreaElement;

// Rendering the whole screen and running the engine are slow on a shared machine.
jest.setTimeout(30_000);

beforeEach(() => window.localStorage.clear());

describe('CREATE tells the shell the highest classification it shows', () => {
  it('a draft that cites a SECRET source is SECRET while it is on screen', async () => {
    const { level, events } = await setup();
    expect(level()).toBe('UNCLASS');
    await fill(
      events,
      screen.getByRole('textbox', { name: 'Intent' }),
      'Draft an OPORD for the convoy resupply on the main supply route',
    );
    await events.click(screen.getByRole('button', { name: 'Quick Create' }));
    await waitFor(() => expect(editor().value).toContain('1. SITUATION'));
    expect(screen.getByText(/This draft cites a document marked SECRET/)).toBeInTheDocument();
    expect(level()).toBe('SECRET');

    await events.clear(editor());
    expect(level()).toBe('UNCLASS');
  });

  it('a draft the server saved as SECRET is SECRET; UNCLASS once the screen is left', async () => {
    const { level, events, unmount } = await setup();
    await fill(events, editor(), 'Our own words about the crossing.');
    expect(level()).toBe('UNCLASS');
    await events.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText(/Draft saved successfully to the library as SECRET/);
    expect(level()).toBe('SECRET');
    unmount();
    expect(level()).toBe('UNCLASS');
  });
});
