import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import {
  CENTER_CATALOG,
  CENTER_CONTRACT_VERSION,
  type CenterId,
  type Classification,
  type DocumentSummaryDto,
} from '@csw/contracts';
import { createIsolatedBus, useBus } from '@csw/event-bus';
import { createFakeApi, makeDocument } from '@csw/storage/testing';
import { platformTheme } from '@csw/ui';
import { sessionUser, usage } from '../testing/fixtures';
import { App } from './app';

// Jest never loads real remotes: a stand-in center announces itself on the bus like a real one.
jest.mock('../federation/center-slot', () => ({
  CenterSlot: function FakeSlot({ centerId }: { centerId: CenterId }) {
    const bus = useBus();
    useEffect(
      () =>
        bus.publish(
          'center/mounted',
          { centerId, version: '1.0.0', origin: `http://${centerId}.test` },
          centerId,
        ),
      [bus, centerId],
    );
    return <h1>{centerId.toUpperCase()}</h1>;
  },
}));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

function setup(recent: DocumentSummaryDto[] = []) {
  const api = createFakeApi({
    'GET /api/auth/me': () => ({ user: sessionUser() }),
    'GET /api/stats/dashboard': () => ({ usage: usage(), documents: 0, thisWeek: 0, mode: 'SOLO' }),
    'GET /api/documents': () => ({ items: recent, total: recent.length }),
    'GET /api/documents/shared': () => ({ items: [], total: 0 }),
    'GET /api/auth/config': () => ({ demoMode: false, demo: null }),
    'GET /api/plans/summaries': () => ({ items: [], now: new Date().toISOString() }),
  });
  const bus = createIsolatedBus('shell');
  const loadDefinition = jest.fn(async (id: CenterId) => ({
    id,
    title: CENTER_CATALOG[id].title,
    contractVersion: CENTER_CONTRACT_VERSION,
    version: '1.0.0',
    Component: () => null,
  }));
  render(<App bus={bus} api={api} loadDefinition={loadDefinition} />);
  /** A center's part says what it shows, as useDisplayedClassification does (stamped with the center). */
  const shows = (centerId: CenterId, level: Classification, view = 'part') =>
    act(() => bus.publish('classification/displayed', { level, view }, centerId));
  return { shows, user: userEvent.setup() };
}

/** Both banners read `marking`, in its classification colour. */
function expectBanners(marking: 'UNCLASSIFIED' | 'SECRET') {
  for (const position of ['top', 'bottom']) {
    const banner = screen.getByRole('note', { name: `Classification ${position}: ${marking}` });
    expect(banner).toHaveTextContent(marking);
    expect(banner).toHaveStyle({ backgroundColor: platformTheme.classification[marking] });
  }
}

const sidebar = () => within(screen.getByRole('navigation', { name: 'Centers' }));

describe('the classification banners', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/');
    window.localStorage.clear();
  });

  it('turn SECRET (red) while the center on screen shows SECRET, and UNCLASSIFIED (green) when it shows UNCLASS', async () => {
    const { shows, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open REVIEW' }));
    await screen.findByRole('heading', { name: 'REVIEW', level: 1 });
    expectBanners('UNCLASSIFIED');

    shows('review', 'SECRET', 'search results');
    expectBanners('SECRET');
    // Another part of the same screen that shows UNCLASS does not lower it.
    shows('review', 'UNCLASS', 'library');
    expectBanners('SECRET');
    shows('review', 'UNCLASS', 'search results');
    expectBanners('UNCLASSIFIED');
  });

  it('drop a center’s SECRET when it is closed, even if it never says UNCLASS', async () => {
    const { shows, user } = setup();
    await user.click(await screen.findByRole('button', { name: 'Open REVIEW' }));
    await screen.findByRole('heading', { name: 'REVIEW', level: 1 });
    shows('review', 'SECRET');
    expectBanners('SECRET');

    await user.click(sidebar().getByRole('button', { name: 'THINK' }));
    await screen.findByRole('heading', { name: 'THINK', level: 1 });
    expectBanners('UNCLASSIFIED');
    // Only the center on screen counts.
    shows('review', 'SECRET');
    expectBanners('UNCLASSIFIED');
    shows('think', 'SECRET');
    expectBanners('SECRET');

    await user.click(screen.getByRole('button', { name: 'Dashboard' }));
    await screen.findByRole('button', { name: 'Open THINK' });
    expectBanners('UNCLASSIFIED');
  });

  it('mark the dashboard SECRET while it lists a SECRET document of the user', async () => {
    const { user } = setup([
      makeDocument({ id: 'd1', title: 'KESTREL intercepts', classification: 'SECRET' }),
    ]);
    const recent = await screen.findByRole('region', { name: 'Recent documents' });
    await within(recent).findByText('KESTREL intercepts');
    expectBanners('SECRET');

    await user.click(screen.getByRole('button', { name: 'Open ADVISE' }));
    await screen.findByRole('heading', { name: 'ADVISE', level: 1 });
    expectBanners('UNCLASSIFIED');
  });
});
