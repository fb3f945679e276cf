import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_DRAFT_TONE,
  DRAFT_STORAGE_KEY,
  DRAFT_TONE_IDS,
  type DraftCitation,
  type DraftFormatId,
  type DraftToneId,
} from '@csw/contracts';
import { createPreferenceStore } from '@csw/storage';

/** The draft being edited, as the browser keeps it until it is saved. */
export interface DraftState {
  intent: string;
  tone: DraftToneId;
  text: string;
  title: string;
  /** The template the draft follows (its structure is checked), or null for free text. */
  format: DraftFormatId | null;
  citations: DraftCitation[];
  /** The library document it was saved as: saving again updates it. */
  documentId: string | null;
  version: number | null;
  /** Changed since it was last saved. */
  dirty: boolean;
}

export const EMPTY_DRAFT: DraftState = {
  intent: '',
  tone: DEFAULT_DRAFT_TONE,
  text: '',
  title: '',
  format: null,
  citations: [],
  documentId: null,
  version: null,
  dirty: false,
};

// Storage is the user's to tamper with: keep only a record with the right shape.
function readStored(value: unknown): DraftState | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Partial<DraftState>;
  if (typeof v.text !== 'string' || v.text.trim().length === 0) return null;
  return {
    ...EMPTY_DRAFT,
    intent: typeof v.intent === 'string' ? v.intent : '',
    tone: DRAFT_TONE_IDS.includes(v.tone as DraftToneId) ? (v.tone as DraftToneId) : DEFAULT_DRAFT_TONE,
    text: v.text,
    title: typeof v.title === 'string' ? v.title : '',
    format: typeof v.format === 'string' ? v.format : null,
    citations: Array.isArray(v.citations) ? v.citations : [],
    documentId: typeof v.documentId === 'string' ? v.documentId : null,
    version: typeof v.version === 'number' ? v.version : null,
    dirty: true,
  };
}

/**
 * The draft being edited, kept in the browser's namespaced storage (per user) while it has unsaved
 * changes, so that a reload, a crash of the center or an expired session loses nothing: the next mount
 * restores it and says so. A saved draft leaves storage.
 */
export function useSavedDraft(userId: string | null) {
  const store = useMemo(() => createPreferenceStore(`create.${userId ?? 'standalone'}`), [userId]);
  const [initial] = useState(() => readStored(store.read<unknown>(DRAFT_STORAGE_KEY, null)));
  const [draft, setDraft] = useState<DraftState>(initial ?? EMPTY_DRAFT);
  const [restored, setRestored] = useState(initial !== null);

  useEffect(() => {
    if (draft.dirty && draft.text.trim()) store.write(DRAFT_STORAGE_KEY, draft);
    else if (!draft.dirty) store.remove(DRAFT_STORAGE_KEY);
  }, [draft, store]);

  const update = useCallback((changes: Partial<DraftState>) => {
    setDraft((previous) => ({ ...previous, ...changes }));
  }, []);

  return { draft, update, setDraft, restored, dismissRestored: () => setRestored(false) };
}
