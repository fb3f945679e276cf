import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CenterProps } from '@csw/contracts';
import { useBusEvent, useDisplayedClassification, useRoutedInto } from '@csw/event-bus';
import { useApi, useRemembered, useRequest } from '@csw/storage';
import { plansApi } from '../api/plans-api';
import { useLastPlan } from '../features/plans/use-last-plan';
import { usePlanBoard } from './use-plan-board';

/**
 * The state of the EXECUTE screen: the mission description (text routed from the command bar or ADVISE
 * lands in it), the user's plans, and the plan on the board (usePlanBoard). Arriving, the plan last worked
 * on opens again.
 */
export function useExecute(user: CenterProps['user']) {
  const client = useApi();
  const api = useMemo(() => plansApi(client), [client]);
  // What the user typed stays for the session when they work in another center (see useRemembered).
  const [description, setDescription] = useRemembered('execute/description', '');
  useRoutedInto('execute', setDescription);
  const typed = useRef(description);
  typed.current = description;
  const [listVersion, setListVersion] = useState(0);
  const plansChanged = useCallback(() => setListVersion((n) => n + 1), []);
  const plans = useRequest(() => api.list(), `plans:${listVersion}`, { what: 'list of your plans' });
  // Team mode switched: a teammate's plans come or go from the list.
  useBusEvent('workspace/team-mode-changed', plansChanged);
  const plan = usePlanBoard(api, plansChanged);
  const { board, restore } = plan;
  const readOnly = board?.plan.access !== 'owner';
  const lastPlan = useLastPlan(user?.id ?? null);
  const openId = board?.plan.id ?? null;
  // The plan on the board carries the highest marking of the documents it was built from.
  useDisplayedClassification(board ? [board.plan.classification] : []);

  // The plan on the screen is the one to come back to.
  useEffect(() => {
    if (openId) lastPlan.remember(openId);
  }, [openId, lastPlan]);

  // Arriving (a reload, or back from another center): the plan last worked on opens with its board. Text
  // already routed here from the command bar or ADVISE stays in the description.
  useEffect(() => {
    const planId = lastPlan.read();
    if (!planId) return;
    let live = true;
    void restore(planId, () => lastPlan.remember(null)).then((opened) => {
      if (live && opened && !typed.current.trim()) setDescription(opened.plan.description);
    });
    return () => {
      live = false;
    };
  }, [lastPlan, restore, setDescription]);

  const openPlan = async (planId: string) => {
    const opened = await plan.open(planId);
    if (opened) setDescription(opened.plan.description);
  };

  const newPlan = () => {
    plan.close();
    lastPlan.remember(null);
    setDescription('');
  };

  return { description, setDescription, plans, plan, board, readOnly, openPlan, newPlan };
}
