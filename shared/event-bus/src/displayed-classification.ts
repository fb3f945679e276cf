import { useEffect, useId } from 'react';
import { highestClassification, type Classification } from '@csw/contracts';
import { useBus } from './react';

/**
 * Tells the shell the highest marking among what this part of the screen shows, so the page's banners
 * can carry it ('classification/displayed'). Call it once per part that shows marked things (a list, the
 * hits of a search, an open document, a draft) with the markings it shows now; it publishes when their
 * highest changes, and UNCLASS when the part is unmounted. A center's events carry its source stamp; each
 * call is its own `view`, so two parts of one screen never overwrite each other.
 *
 * @param levels the markings of what the part shows now (none: UNCLASS)
 * @returns the highest of them
 */
export function useDisplayedClassification(levels: Iterable<Classification>): Classification {
  const bus = useBus();
  const view = useId();
  const level = highestClassification(levels);
  useEffect(() => {
    bus.publish('classification/displayed', { level, view });
  }, [bus, level, view]);
  // Apart from the effect above, so that a change of level does not pass through UNCLASS on the way.
  useEffect(() => () => bus.publish('classification/displayed', { level: 'UNCLASS', view }), [bus, view]);
  return level;
}
