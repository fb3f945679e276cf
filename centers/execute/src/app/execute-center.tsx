import { lazy, Suspense } from 'react';
import { EXECUTE_LABELS, type CenterProps } from '@csw/contracts';
import {
  Card,
  CenterGrid,
  CenterLayout,
  FormMessage,
  Muted,
  SectionTitle,
  Stack,
  StatusNotice,
} from '@csw/ui';
import { AutomationPanel } from '../features/automation/automation-panel';
import { EmptyBoard } from '../features/board/empty-board';
import { SaveStatus } from '../features/board/save-status';
import { MetricsPanel } from '../features/metrics/metrics-panel';
import { MissionAnalysisView } from '../features/mission/mission-analysis';
import { MissionForm } from '../features/mission/mission-form';
import { PlanPicker } from '../features/plans/plan-picker';
import { TimelineDates } from '../features/timeline/timeline-dates';
import { TimelineView } from '../features/timeline/timeline-view';
import { useExecute } from './use-execute';

const COLUMNS = 'minmax(0, 1.2fr) minmax(0, 1fr)';

/**
 * The board's drag and drop (dnd-kit, about 15 KB gzip) loads when a plan is shown, not with the screen:
 * before any plan the board is its three empty columns (EmptyBoard), which need none of it.
 */
const Board = lazy(() => import('../features/board/board').then(({ Board }) => ({ default: Board })));

/**
 * The EXECUTE screen: a mission description becomes a plan (mission analysis, a back-planned timeline and
 * tasks) on a board stored by the server, with metrics computed from the tasks, reports written to the
 * library and the daily summary. Text routed from the command bar or from ADVISE lands in the description.
 */
export function ExecuteCenter({ simplified, user }: CenterProps) {
  const { description, setDescription, plans, plan, board, readOnly, openPlan, newPlan } = useExecute(user);

  return (
    <CenterLayout centerId="execute">
      <Card>
        <Stack>
          <PlanPicker
            plans={plans.state.value}
            error={plans.state.status === 'failed' ? plans.state.message : null}
            currentId={board?.plan.id ?? null}
            onOpen={(id) => void openPlan(id)}
            onNew={newPlan}
            onRetry={plans.retry}
          />
          <MissionForm
            description={description}
            onDescription={setDescription}
            busy={plan.busy === 'orchestrate'}
            message={plan.message}
            onOrchestrate={(text, times) => void plan.orchestrate(text, { times })}
          />
          {plan.busy === 'open' && !board ? <Muted role="status">Opening the plan…</Muted> : null}
        </Stack>
      </Card>
      {/* The whole screen shows from the start: before any plan each part says what will appear in it. */}
      <CenterGrid columns={COLUMNS}>
        <Card>
          <MissionAnalysisView analysis={board?.plan.result.analysis ?? null} />
        </Card>
        <Stack>
          <Card>
            <Stack gap="sm">
              <TimelineView timeline={board?.plan.result.timeline ?? null} />
              {/* A timeline left undated asks, here, for the time it needs (D-day, H-hour and the like). */}
              {board && !readOnly ? (
                <TimelineDates
                  key={`${board.plan.id}:${board.plan.updatedAt}`}
                  timeline={board.plan.result.timeline}
                  busy={plan.busy === 'orchestrate'}
                  onDate={(times) =>
                    void plan.orchestrate(board.plan.description, { planId: board.plan.id, times })
                  }
                />
              ) : null}
            </Stack>
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
      </CenterGrid>
      <Card>
        <Stack gap="sm" role="region" aria-label={EXECUTE_LABELS.board}>
          <SectionTitle>{EXECUTE_LABELS.board}</SectionTitle>
          {board ? (
            <>
              {readOnly ? (
                <Muted>This is a team member's plan: you can read it but not change it.</Muted>
              ) : null}
              <FormMessage message={plan.boardMessage} />
              <StatusNotice status="caution" message={plan.boardWarning} />
              <SaveStatus unsaved={plan.unsaved} savedOnce={plan.savedOnce} />
              <Suspense fallback={<Muted role="status">Loading the board…</Muted>}>
                <Board
                  tasks={board.tasks}
                  wip={board.wip}
                  overdueIds={board.metrics.overdue.taskIds}
                  readOnly={readOnly}
                  onMove={(m) => void plan.move(m)}
                  onEdit={(task, changes) => void plan.edit(task, changes)}
                />
              </Suspense>
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
