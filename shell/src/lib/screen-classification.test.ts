import type { Classification } from '@csw/contracts';
import { createIsolatedBus } from '@csw/event-bus';
import { createScreenClassification } from './screen-classification';

function setup() {
  const bus = createIsolatedBus('shell');
  const screen = createScreenClassification(bus);
  const changes: Classification[] = [];
  screen.subscribe(() => changes.push(screen.get()));
  const show = (source: string, view: string, level: Classification) =>
    bus.publish('classification/displayed', { level, view }, source);
  return { bus, screen, changes, show };
}

describe('the screen classification', () => {
  it('is UNCLASS until something marked is shown', () => {
    const { screen } = setup();
    expect(screen.get()).toBe('UNCLASS');
  });

  it('is the highest level of the parts of the center on screen, and tells its listeners when it changes', () => {
    const { screen, changes, show } = setup();
    screen.screenChanged('review');
    show('review', 'list', 'UNCLASS');
    show('review', 'search', 'SECRET');
    show('review', 'list', 'SECRET');
    expect(screen.get()).toBe('SECRET');
    // One part going back to UNCLASS leaves the other's SECRET.
    show('review', 'search', 'UNCLASS');
    expect(screen.get()).toBe('SECRET');
    show('review', 'list', 'UNCLASS');
    expect(screen.get()).toBe('UNCLASS');
    expect(changes).toEqual(['SECRET', 'UNCLASS']);
  });

  it('counts only the center on screen (and the shell), and drops a center’s levels when it leaves', () => {
    const { screen, show } = setup();
    screen.screenChanged('review');
    show('think', 'results', 'SECRET');
    expect(screen.get()).toBe('UNCLASS');
    show('review', 'search', 'SECRET');
    expect(screen.get()).toBe('SECRET');
    screen.screenChanged('think');
    // THINK's level came while it was off screen; it was not dropped, so it shows now.
    expect(screen.get()).toBe('SECRET');
    screen.screenChanged(null);
    expect(screen.get()).toBe('UNCLASS');
    // REVIEW said nothing on its way out: coming back, it starts from UNCLASS until it publishes.
    screen.screenChanged('review');
    expect(screen.get()).toBe('UNCLASS');
  });

  it('keeps a center’s level when it publishes before the screen change reaches the shell', () => {
    const { screen, show } = setup();
    show('create', 'draft', 'SECRET');
    screen.screenChanged('create');
    expect(screen.get()).toBe('SECRET');
  });

  it('counts the shell’s own parts (the dashboard) on every screen', () => {
    const { screen, show } = setup();
    show('shell', 'recent', 'SECRET');
    expect(screen.get()).toBe('SECRET');
    screen.screenChanged('advise');
    expect(screen.get()).toBe('SECRET');
    show('shell', 'recent', 'UNCLASS');
    expect(screen.get()).toBe('UNCLASS');
  });

  it('stops listening when disposed', () => {
    const { screen, show } = setup();
    screen.dispose();
    show('shell', 'recent', 'SECRET');
    expect(screen.get()).toBe('UNCLASS');
  });
});
