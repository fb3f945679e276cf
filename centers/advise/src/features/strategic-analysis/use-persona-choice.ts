import { useCallback, useMemo, useState } from 'react';
import { DEFAULT_ADVISOR_IDS, PERSONA_IDS, type PersonaId } from '@csw/contracts';
import { createPreferenceStore, type PreferenceStore } from '@csw/storage';

const KEY = 'analysis-personas';

// Storage is the user's to tamper with: keep known ids only, in checklist order; anything that is not a
// list gives the seed's defaults. An empty list is a choice the user made and stays one.
function readChoice(store: PreferenceStore): PersonaId[] {
  const value = store.read<unknown>(KEY, null);
  if (!Array.isArray(value)) return [...DEFAULT_ADVISOR_IDS];
  return PERSONA_IDS.filter((id) => value.includes(id));
}

/**
 * The advisors switched on for the strategic analysis, kept per user in the platform's namespaced browser
 * storage (like CREATE's unsaved draft), so that a reload or the next visit to ADVISE opens with the same
 * advisors. Until the user chooses: The Skeptic, The Strategist and The Historian.
 */
export function usePersonaChoice(userId: string | null) {
  const store = useMemo(() => createPreferenceStore(`advise.${userId ?? 'standalone'}`), [userId]);
  const [state, setState] = useState(() => ({ store, ids: readChoice(store) }));
  // Another user signed in on the same mounted screen: their own choice, not the previous user's.
  if (state.store !== store) setState({ store, ids: readChoice(store) });

  const choose = useCallback(
    (ids: readonly PersonaId[]) => {
      const next = PERSONA_IDS.filter((id) => ids.includes(id));
      setState({ store, ids: next });
      store.write(KEY, next);
    },
    [store],
  );
  return [state.store === store ? state.ids : readChoice(store), choose] as const;
}
