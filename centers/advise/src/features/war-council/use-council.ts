import { useCallback, useEffect, useRef, useState } from 'react';
import type { CouncilMessage, PersonaId } from '@csw/contracts';
import { describeError } from '@csw/storage';
import type { AdviseApi } from '../../api/advise-api';
import { spokenSoFar, type Speaking } from '../../lib/speaking';

export interface CouncilState {
  conversationId: string | null;
  messages: CouncilMessage[];
  /** A configured model's words for an advisor while they stream in. */
  speaking: Speaking | null;
  busy: boolean;
  error: string | null;
  notices: string[];
}

const EMPTY: CouncilState = {
  conversationId: null,
  messages: [],
  speaking: null,
  busy: false,
  error: null,
  notices: [],
};

/** One council: each question's replies are shown as each advisor's message arrives. */
export function useCouncil(api: AdviseApi, onSaved: () => void) {
  const [state, setState] = useState<CouncilState>(EMPTY);
  const stop = useRef<(() => void) | null>(null);
  useEffect(() => () => stop.current?.(), []);

  const ask = useCallback(
    async (question: string, advisorIds: PersonaId[], modelId?: string) => {
      stop.current?.();
      setState((s) => ({ ...s, busy: true, error: null, notices: [] }));
      try {
        const asked = await api.askCouncil({
          question,
          advisorIds,
          ...(modelId ? { modelId } : {}),
          ...(state.conversationId ? { conversationId: state.conversationId } : {}),
        });
        setState((s) => ({
          ...s,
          conversationId: asked.conversationId,
          messages: [...s.messages, asked.question],
        }));
        onSaved();
        stop.current = api.followCouncil(asked.streamPath, {
          onMessage: (m) => setState((s) => ({ ...s, speaking: null, messages: [...s.messages, m] })),
          onToken: (personaId, text) =>
            setState((s) => ({ ...s, speaking: spokenSoFar(s.speaking, personaId, text) })),
          onNotice: (message) => setState((s) => ({ ...s, notices: [...s.notices, message] })),
          onDone: () => setState((s) => ({ ...s, busy: false, speaking: null })),
          onError: (message) => setState((s) => ({ ...s, busy: false, speaking: null, error: message })),
        });
      } catch (error) {
        setState((s) => ({ ...s, busy: false, error: describeError(error) }));
      }
    },
    [api, onSaved, state.conversationId],
  );

  const clear = useCallback(() => {
    stop.current?.();
    setState(EMPTY);
  }, []);

  /** Shows a saved council again; a further question continues it. */
  const reopen = useCallback((conversationId: string, messages: CouncilMessage[]) => {
    stop.current?.();
    setState({ ...EMPTY, conversationId, messages });
  }, []);

  return { state, ask, clear, reopen };
}
