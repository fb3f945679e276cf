import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdviseApi } from '../../api/advise-api';
import { spokenSoFar, type Speaking } from '../../lib/speaking';

/** A configured model's words for the personas of the analysis on screen. */
export interface AnalysisVoices {
  /** The whole words of each persona that has been spoken for. */
  voices: Record<string, string>;
  /** The persona being spoken for, with its words so far. */
  speaking: Speaking | null;
  busy: boolean;
  notices: string[];
  error: string | null;
}

const NONE: AnalysisVoices = { voices: {}, speaking: null, busy: false, notices: [], error: null };

/** Follows the model's words as they stream; shows saved words again when an analysis is reopened. */
export function useAnalysisVoices(api: AdviseApi) {
  const [state, setState] = useState<AnalysisVoices>(NONE);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const follow = useCallback(
    (voicesPath: string) => {
      stop.current?.();
      setState({ ...NONE, busy: true });
      stop.current = api.followVoices(voicesPath, {
        onToken: (personaId, text) =>
          setState((s) => ({ ...s, speaking: spokenSoFar(s.speaking, personaId, text) })),
        onVoice: (personaId, text) =>
          setState((s) => ({ ...s, speaking: null, voices: { ...s.voices, [personaId]: text } })),
        onNotice: (message) => setState((s) => ({ ...s, speaking: null, notices: [...s.notices, message] })),
        onDone: () => setState((s) => ({ ...s, busy: false, speaking: null })),
        onError: (message) => setState((s) => ({ ...s, busy: false, speaking: null, error: message })),
      });
    },
    [api],
  );

  /** Nothing spoken (a new analysis by the built-in methods), or the saved words of a reopened one. */
  const show = useCallback((voices: Record<string, string> = {}) => {
    stop.current?.();
    setState({ ...NONE, voices });
  }, []);

  return { state, follow, show };
}
