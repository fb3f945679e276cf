import { useState } from 'react';
import type { BusEventType } from '@csw/contracts';
import { useBusEvent } from './react';

/**
 * How many events of `type` arrived since the component mounted. Part of a request's key, it reads the
 * request again on each one: `useRequest(load, \`...|${useBusEventCount('workspace/team-mode-changed')}\`)`
 * makes a list follow team mode without a reload.
 */
export function useBusEventCount(type: BusEventType): number {
  const [count, setCount] = useState(0);
  useBusEvent(type, () => setCount((n) => n + 1));
  return count;
}
