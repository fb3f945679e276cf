import { useMemo } from 'react';
import { createPreferenceStore } from '@csw/storage';

const KEY = 'last-plan';

/** Where EXECUTE keeps which plan was open, per user. */
export interface LastPlan {
  /** The plan open when the user last left EXECUTE, or null. */
  read(): string | null;
  /** Remembers the plan now open; null when the user starts a new one. */
  remember(planId: string | null): void;
}

/**
 * The plan the user last worked on, kept in the platform's namespaced browser storage per user (only its
 * id: the plan itself stays on the server), so that a reload or coming back to EXECUTE opens it again.
 */
export function useLastPlan(userId: string | null): LastPlan {
  return useMemo(() => {
    const store = createPreferenceStore(`execute.${userId ?? 'standalone'}`);
    return {
      read() {
        // Storage is the user's to tamper with: anything but a plain id is no plan.
        const id = store.read<unknown>(KEY, null);
        return typeof id === 'string' && id.length > 0 && id.length <= 100 ? id : null;
      },
      remember(planId) {
        if (planId) store.write(KEY, planId);
        else store.remove(KEY);
      },
    };
  }, [userId]);
}
