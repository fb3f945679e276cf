import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { highestClassification, type Classification } from '@csw/contracts';
import { createIsolatedBus, type EventBus } from '@csw/event-bus';
import { createFakeApi, withFakeApi } from '@csw/storage/testing';
import { renderWithPlatform } from '@csw/ui/testing';
import { analysisFixture } from '../testing/advise-fixtures';
import { AdviseCenter } from './advise-center';

const props = { user: null, cognitiveState: 'Fresh', simplified: false, teamMode: false } as const;

/** What the banners would say for this screen: the highest of the latest level of each of its views. */
function screenLevel(bus: EventBus): () => Classification {
  const views = new Map<string, Classification>();
  bus.subscribe('classification/displayed', ({ payload }) => views.set(payload.view, payload.level));
  return () => highestClassification(views.values());
}

beforeEach(() => window.localStorage.clear());

describe('ADVISE tells the shell the highest classification it shows', () => {
  it('an analysis citing SECRET evidence makes the screen SECRET; UNCLASS before it and once the screen is left', async () => {
    const api = createFakeApi({
      'GET /api/conversations': () => [],
      'GET /api/models': () => ({ models: [], defaultModelId: 'builtin-analyst' }),
      'POST /api/advice/analysis': () => ({ conversationId: 'c1', result: analysisFixture() }),
    });
    const bus = createIsolatedBus();
    const level = screenLevel(bus);
    const { unmount } = renderWithPlatform(<AdviseCenter {...props} />, { bus, wrapper: withFakeApi(api) });
    const user = userEvent.setup();
    expect(level()).toBe('UNCLASS');

    await user.type(screen.getByRole('textbox', { name: 'Scenario' }), 'Move fuel across the bridge.');
    await user.click(screen.getByRole('button', { name: 'Generate Analysis' }));
    await screen.findByRole('region', { name: 'Strategic analysis result' });
    expect(level()).toBe('SECRET');

    unmount();
    expect(level()).toBe('UNCLASS');
  });
});
