import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import styled from '@emotion/styled';
import { EXECUTE_LABELS, type CenterProps } from '@csw/contracts';
import { useRoutedText } from '@csw/event-bus';
import { useApi, useRequest } from '@csw/storage';
import { Card, CenterLayout, FormMessage, Muted, SectionTitle, Stack } from '@csw/ui';
import { plansApi } from '../api/plans-api';
import { AutomationPanel } from '../features/automation/automation-panel';
import { Board } from '../features/board/board';
import { EmptyBoard } from '../features/board/empty-board';
import { SaveStatus } from '../features/board/save-status';
import { MetricsPanel } from '../features/metrics/metrics-panel';
import { MissionAnalysisView } from '../features/mission/mission-analysis';
import { MissionForm } from '../features/mission/mission-form';
import { PlanPicker } from '../features/plans/plan-picker';
import { useLastPlan } from '../features/plans/use-last-plan';
import { TimelineView } from '../features/timeline/timeline-view';
import { usePlanBoard } from './use-plan-board';

const Split = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 70rem) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * The EXECUTE screen: a mission description becomes a plan (mission analysis, a back-planned timeline and
 * tasks) on a board stored by the server, with metrics computed from the tasks, reports written to the
 * library and the daily summary. Text routed from the command bar or from ADVISE lands in the description.
 */
export function ExecuteCenter({ simplified, user }: CenterProps) {
  const client = useApi();
  const api = useMemo(() => plansApi(client), [client]);
  const [description, setDescription] = useRoutedText('execute');
  const typed = useRef(description);
  typed.current = description;
  const [listVersion, setListVersion] = useState(0);
  const plansChanged = useCallback(() => setListVersion((n) => n + 1), []);
  const plans = useRequest(() => api.list(), `plans:${listVersion}`, { what: 'list of your plans' });
  const plan = usePlanBoard(api, plansChanged);
  const { board, restore } = plan;
  const readOnly = board?.plan.access !== 'owner';
  const lastPlan = useLastPlan(user?.id ?? null);
  const openId = board?.plan.id ?? null;

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

  return (
    <CenterLayout centerId="execute">
      <Card>
        <Stack>
          <PlanPicker
            plans={plans.state.value}
            error={plans.state.status === 'failed' ? plans.state.message : null}
            currentId={board?.plan.id ?? null}
            onOpen={(id) => void openPlan(id)}
            onNew={() => {
              plan.close();
              lastPlan.remember(null);
              setDescription('');
            }}
            onRetry={plans.retry}
          />
          <MissionForm
            description={description}
            onDescription={setDescription}
            busy={plan.busy === 'orchestrate'}
            message={plan.message}
            onOrchestrate={(text) => void plan.orchestrate(text)}
          />
          {plan.busy === 'open' && !board ? <Muted role="status">Opening the plan…</Muted> : null}
        </Stack>
      </Card>
      {/* The whole screen shows from the start: before any plan each part says what will appear in it. */}
      <Split>
        <Card>
          <MissionAnalysisView analysis={board?.plan.result.analysis ?? null} />
        </Card>
        <Stack>
          <Card>
            <TimelineView timeline={board?.plan.result.timeline ?? null} />
          </Card>
          <Card>
            <AutomationPanel
              automation={board?.plan.automation ?? null}
              pendingAutomation={plan.pendingAutomation}
              reports={board?.plan.reports ?? []}
              readOnly={board ? readOnly : false}
              busy={plan.busy === 'orchestrate' || plan.busy === 'open' ? null : plan.busy}
              message={plan.reportMessage}
              onToggle={(enabled) => void plan.automate(enabled)}
              onReport={(kind) => void plan.report(kind)}
            />
          </Card>
        </Stack>
      </Split>
      <Card>
        <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.board}>
          <SectionTitle>{EXECUTE_LABELS.board}</SectionTitle>
          {board ? (
            <>
              {readOnly ? (
                <Muted>This is a team member's plan: you can read it but not change it.</Muted>
              ) : null}
              <FormMessage message={plan.boardMessage} />
              <SaveStatus unsaved={plan.unsaved} savedOnce={plan.savedOnce} />
              <Board
                tasks={board.tasks}
                wip={board.wip}
                overdueIds={board.metrics.overdue.taskIds}
                readOnly={readOnly}
                onMove={(m) => void plan.move(m)}
                onEdit={(task, changes) => void plan.edit(task, changes)}
              />
            </>
          ) : (
            <EmptyBoard />
          )}
        </Stack>
      </Card>
      {simplified ? null : (
        <Card>
          <MetricsPanel metrics={board?.metrics ?? null} tasks={board?.tasks ?? []} />
        </Card>
      )}
    </CenterLayout>
  );
}
