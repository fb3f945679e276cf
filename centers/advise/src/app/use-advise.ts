import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  DEFAULT_ADVISE_MODE,
  DEFAULT_ADVISOR_IDS,
  decodeSavedAdvice,
  withheldSourcesNotice,
  type AchOverride,
  type AchResult,
  type AdviseMode,
  type AdviseTab,
  type CenterProps,
  type ConversationDto,
  type FuturesResult,
  type PersonaId,
  type StrategicAnalysis,
} from '@csw/contracts';
import { useBus, useRoutedInto } from '@csw/event-bus';
import { describeError, useApi, useRemembered } from '@csw/storage';
import { adviseApi } from '../api/advise-api';
import { useAnalysisVoices } from '../features/strategic-analysis/use-analysis-voices';
import { usePersonaChoice } from '../features/strategic-analysis/use-persona-choice';
import { useCouncil } from '../features/war-council/use-council';
import { useVoices } from '../lib/use-voices';

const HISTORY_LIMIT = 30;

interface Run<T> {
  result: T | null;
  conversationId: string | null;
  busy: boolean;
  error: string | null;
}
const idle = <T>(): Run<T> => ({ result: null, conversationId: null, busy: false, error: null });
/** A run cut off when the user left ADVISE: back, it is no longer busy (its answer never arrived). */
const settled = <T>(run: Run<T>): Run<T> => (run.busy ? { ...run, busy: false } : run);

/**
 * The state of the ADVISE screen (what the user worked on is kept for the session across center switches,
 * see useRemembered): the open tab; the strategic analysis (scenario, mode, advisors consulted,
 * the result and the model's words for them); the war council; the competing hypotheses and the futures of
 * scenario planning; and the saved consultations, each of which reopens in its tab as it was.
 */
export function useAdvise(user: CenterProps['user']) {
  const client = useApi();
  const api = useMemo(() => adviseApi(client), [client]);
  const bus = useBus();
  const [tab, setTab] = useRemembered<AdviseTab>('advise/tab', 'Strategic Analysis');
  const [scenario, setScenario] = useRemembered('advise/scenario', '');
  useRoutedInto('advise', setScenario);
  const [mode, setMode] = useRemembered<AdviseMode>('advise/mode', DEFAULT_ADVISE_MODE);
  const [personaIds, setPersonaIds] = usePersonaChoice(user?.id ?? null);
  const [analysis, setAnalysis] = useRemembered<Run<StrategicAnalysis>>('advise/analysis', idle, settled);
  const [advisors, setAdvisors] = useRemembered<PersonaId[]>('advise/advisors', () => [
    ...DEFAULT_ADVISOR_IDS,
  ]);
  const [hypotheses, setHypotheses] = useRemembered<string[]>('advise/hypotheses', () => ['', '']);
  const [overrides, setOverrides] = useRemembered<AchOverride[]>('advise/ach-overrides', []);
  const [ach, setAch] = useRemembered<Run<AchResult>>('advise/ach', idle, settled);
  const [focus, setFocus] = useRemembered('advise/futures-focus', '');
  const [futures, setFutures] = useRemembered<Run<FuturesResult>>('advise/futures', idle, settled);
  const [history, setHistory] = useState<ConversationDto[] | null>(null);
  const [historyError, setHistoryError] = useState<string | null>(null);
  // What the last reopened consultation no longer shows: the sources the user can no longer read.
  const [historyNotice, setHistoryNotice] = useState<string | null>(null);

  const refresh = useCallback(() => {
    api.history(HISTORY_LIMIT).then(
      (items) => {
        setHistory(items);
        setHistoryError(null);
      },
      (error: unknown) => setHistoryError(`Saved consultations could not be loaded: ${describeError(error)}`),
    );
  }, [api]);
  useEffect(refresh, [refresh]);
  const council = useCouncil(api, refresh);
  const voices = useVoices(api);
  const spoken = useAnalysisVoices(api);

  async function generate(text: string, chosen: AdviseMode, consulted: readonly PersonaId[]) {
    setAnalysis((r) => ({ ...r, busy: true, error: null }));
    try {
      const modelId = voices.modelId;
      const { conversationId, result, voicesPath } = await api.analyse({
        scenario: text,
        mode: chosen,
        personaIds: [...consulted],
        ...(modelId ? { modelId } : {}),
      });
      setAnalysis({ result, conversationId, busy: false, error: null });
      if (voicesPath) spoken.follow(voicesPath);
      else spoken.show();
      refresh();
      bus.publish('advise/analysis-completed', {
        conversationId,
        scenario: result.scenario,
        mode: result.mode,
        riskLevel: result.riskLevel,
        confidence: result.confidence,
        recommendedCourseOfAction: result.recommendedCourseOfAction,
        classification: result.classification,
      });
    } catch (error) {
      setAnalysis((r) => ({ ...r, busy: false, error: describeError(error) }));
    }
  }

  async function runAch(list: string[], chosen: AchOverride[]) {
    setAch((r) => ({ ...r, busy: true, error: null }));
    try {
      const keep = ach.result && ach.result.hypotheses.map((h) => h.text).join('\n') === list.join('\n');
      const answer = await api.ach({
        hypotheses: list,
        overrides: chosen,
        ...(keep && ach.conversationId ? { conversationId: ach.conversationId } : {}),
      });
      setOverrides(chosen);
      setAch({ result: answer.result, conversationId: answer.conversationId, busy: false, error: null });
      refresh();
    } catch (error) {
      setAch((r) => ({ ...r, busy: false, error: describeError(error) }));
    }
  }

  async function runFutures(text: string, uncertainties?: [string, string]) {
    setFutures((r) => ({ ...r, busy: true, error: null }));
    try {
      // Another pair of uncertainties for the same focus continues the same consultation.
      const keep = uncertainties && futures.result?.focus === text ? futures.conversationId : null;
      const answer = await api.futures({
        focus: text,
        ...(uncertainties ? { uncertainties } : {}),
        ...(keep ? { conversationId: keep } : {}),
      });
      setFutures({ result: answer.result, conversationId: answer.conversationId, busy: false, error: null });
      refresh();
    } catch (error) {
      setFutures((r) => ({ ...r, busy: false, error: describeError(error) }));
    }
  }

  async function reopen(id: string) {
    try {
      const conversation = await api.conversation(id);
      const saved = decodeSavedAdvice(conversation.messages);
      if (!saved) throw new Error('This conversation holds no consultation that can be shown.');
      setHistoryError(null);
      setHistoryNotice(
        conversation.withheldSources > 0 ? withheldSourcesNotice(conversation.withheldSources) : null,
      );
      if (saved.kind === 'analysis') {
        setScenario(saved.scenario);
        setMode(saved.mode);
        // As it was: the advisors it consulted are switched on again, so Generate repeats it.
        setPersonaIds(saved.result.order);
        setAnalysis({ result: saved.result, conversationId: id, busy: false, error: null });
        spoken.show(saved.voices);
        setTab('Strategic Analysis');
      } else if (saved.kind === 'council') {
        if (saved.advisorIds.length > 0) setAdvisors(saved.advisorIds);
        council.reopen(id, saved.messages);
        setTab('War Council');
      } else if (saved.kind === 'ach') {
        setHypotheses(saved.hypotheses);
        setOverrides(saved.overrides);
        setAch({ result: saved.result, conversationId: id, busy: false, error: null });
        setTab('Scenario Planning');
      } else {
        setFocus(saved.focus);
        setFutures({ result: saved.result, conversationId: id, busy: false, error: null });
        setTab('Scenario Planning');
      }
    } catch (error) {
      setHistoryNotice(null);
      setHistoryError(`The consultation could not be opened: ${describeError(error)}`);
    }
  }

  return {
    tab,
    setTab,
    strategic: { scenario, setScenario, mode, setMode, personaIds, setPersonaIds, analysis, generate },
    council: { ...council, advisors, setAdvisors },
    scenarios: { hypotheses, setHypotheses, overrides, ach, runAch, focus, setFocus, futures, runFutures },
    history: { items: history, error: historyError, notice: historyNotice, reopen },
    voices,
    spoken,
  };
}
