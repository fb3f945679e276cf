import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { BusEnvelope, Classification } from '@csw/contracts';
import { createIsolatedBus, withSource } from './bus';
import { useDisplayedClassification } from './displayed-classification';
import { BusProvider } from './react';

function setup() {
  const bus = createIsolatedBus('shell');
  const seen: BusEnvelope<'classification/displayed'>[] = [];
  bus.subscribe('classification/displayed', (event) => seen.push(event));
  // As inside a center: the scaffold hands the center a handle stamped with its id.
  const review = withSource(bus, 'review');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BusProvider bus={review}>{children}</BusProvider>
  );
  const levels = () => seen.map((event) => event.payload.level);
  return { seen, levels, wrapper };
}

describe('useDisplayedClassification', () => {
  it('publishes the highest marking shown, stamped with the center, and returns it', () => {
    const { seen, wrapper } = setup();
    const { result } = renderHook(() => useDisplayedClassification(['UNCLASS', 'SECRET', 'UNCLASS']), {
      wrapper,
    });
    expect(result.current).toBe('SECRET');
    expect(seen).toEqual([
      {
        type: 'classification/displayed',
        payload: { level: 'SECRET', view: expect.any(String) },
        source: 'review',
        time: expect.any(Number),
      },
    ]);
  });

  it('publishes UNCLASS when nothing marked is shown', () => {
    const { levels, wrapper } = setup();
    renderHook(() => useDisplayedClassification([]), { wrapper });
    expect(levels()).toEqual(['UNCLASS']);
  });

  it('publishes again only when the highest marking changes, straight to the new level', () => {
    const { levels, wrapper } = setup();
    const { rerender } = renderHook(
      ({ shown }: { shown: Classification[] }) => useDisplayedClassification(shown),
      { wrapper, initialProps: { shown: ['UNCLASS'] } },
    );
    rerender({ shown: ['UNCLASS', 'UNCLASS'] });
    rerender({ shown: ['SECRET'] });
    rerender({ shown: ['SECRET', 'UNCLASS'] });
    rerender({ shown: [] });
    expect(levels()).toEqual(['UNCLASS', 'SECRET', 'UNCLASS']);
  });

  it('publishes UNCLASS for its view when it is unmounted', () => {
    const { seen, levels, wrapper } = setup();
    const { unmount } = renderHook(() => useDisplayedClassification(['SECRET']), { wrapper });
    unmount();
    expect(levels()).toEqual(['SECRET', 'UNCLASS']);
    expect(seen[1]!.payload.view).toBe(seen[0]!.payload.view);
  });

  it('gives two parts of one screen views of their own', () => {
    const { seen, wrapper } = setup();
    renderHook(
      () => {
        useDisplayedClassification(['SECRET']);
        useDisplayedClassification(['UNCLASS']);
      },
      { wrapper },
    );
    expect(seen.map((event) => event.payload.level)).toEqual(['SECRET', 'UNCLASS']);
    expect(seen[0]!.payload.view).not.toBe(seen[1]!.payload.view);
  });
});
