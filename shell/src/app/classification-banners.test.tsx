import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CenterId, Classification, DocumentSummaryDto } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createFakeApi, makeDocument } from '@csw/storage/testing';
import { platformTheme } from '@csw/ui';
import { loadFakeDefinition, signedInRoutes } from '../testing/app-harness';
import { App } from './app';

jest.mock('../federation/center-slot', () => jest.requireActual('../testing/fake-center-slot'));
jest.mock('../federation/center-registry', () => ({ loadCenter: jest.fn(), preloadCenter: jest.fn() }));

function setup(recent: DocumentSummaryDto[] = []) {
  const api = createFakeApi(
    signedInRoutes({ 'GET /api/documents': () => ({ items: recent, total: recent.length }) }),
  );
  const bus = createIsolatedBus('shell');
  const loadDefinition = loadFakeDefinition();
  render(<App bus={bus} api={api} loadDefinition={loadDefinition} />);
  /** A center's part says what it shows, as useDisplayedClassification does (stamped with the center). */
  const shows = (centerId: CenterId, level: Classification, view = 'part') =>
    act(() => bus.publish('classification/displayed', { level, view }, centerId));
  return { shows, user: userEvent.setup() };
}

/** Both banners read `marking`, in its classification colour. */
function expectBanners(marking: 'UNCLASSIFIED' | 'SECRET') {
  for (const position of ['top', 'bottom']) {
    const banner = screen.getByRole('region', { name: `Classification ${position}: ${marking}` });
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
