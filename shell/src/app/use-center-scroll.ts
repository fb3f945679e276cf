import { useRef, type RefObject } from 'react';
import type { CenterId } from '@csw/contracts';
import { useBusEvent } from '@csw/event-bus';

/**
 * The user's place on each center's screen, kept while they work elsewhere and given back when they return
 * (with the center's own working state, see useRemembered). `root` is the workspace's element: the page
 * scrolls its parent (between the classification banners). `leave` is called as the screen changes, while
 * the center being left is still on screen; the place is given back once the center has mounted again.
 */
export function useCenterScroll(
  root: RefObject<HTMLElement | null>,
  shown: CenterId | null,
): { leave: () => void } {
  const places = useRef(new Map<CenterId, number>());
  useBusEvent('center/mounted', ({ payload }) => {
    const scroller = root.current?.parentElement;
    if (!scroller || payload.centerId !== shown) return;
    scroller.scrollTop = places.current.get(payload.centerId) ?? 0;
  });
  return {
    leave() {
      const scroller = root.current?.parentElement;
      if (scroller && shown) places.current.set(shown, scroller.scrollTop);
    },
  };
}
