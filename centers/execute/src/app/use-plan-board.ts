import { useCallback, useRef, useState } from 'react';
import {
  REPORT_TITLES,
  type BoardResponseDto,
  type ReportKind,
  type TaskDto,
  type UpdateTaskBody,
} from '@csw/contracts';
import { useBus } from '@csw/event-bus';
import { ApiError, describeError } from '@csw/storage';
import type { PlansApi } from '../api/plans-api';

/** A board move as the board reports it. */
export interface BoardMove {
  taskId: string;
  status: TaskDto['status'];
  position: number;
}

const replaceTask = (board: BoardResponseDto, task: TaskDto): BoardResponseDto => ({
  ...board,
  tasks: board.tasks.map((t) => (t.id === task.id ? task : t)),
});

/**
 * The open plan and its board: Orchestrate, reopen, moves and edits (shown at once, then confirmed by the
 * server, whose metrics are read again after every change), reports and automation.
 */
export function usePlanBoard(api: PlansApi, onPlansChanged: () => void) {
  const bus = useBus();
  const [board, setBoard] = useState<BoardResponseDto | null>(null);
  const [busy, setBusy] = useState<'orchestrate' | 'open' | ReportKind | 'automation' | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const [boardMessage, setBoardMessage] = useState<string | null>(null);
  const [reportMessage, setReportMessage] = useState<string | null>(null);
  const current = useRef<BoardResponseDto | null>(null);
  current.current = board;

  const refreshMetrics = useCallback(
    async (planId: string) => {
      const { metrics, wip } = await api.metrics(planId);
      setBoard((b) => (b && b.plan.id === planId ? { ...b, metrics, wip } : b));
    },
    [api],
  );

  const orchestrate = useCallback(
    async (description: string) => {
      setBusy('orchestrate');
      setMessage(null);
      try {
        const result = await api.orchestrate({
          description,
          utcOffsetMinutes: -new Date().getTimezoneOffset(),
        });
        setBoard(result);
        bus.publish('execute/plan-created', {
          planId: result.plan.id,
          title: result.plan.title,
          taskCount: result.tasks.length,
        });
        onPlansChanged();
      } catch (error) {
        setMessage(`The mission could not be orchestrated: ${describeError(error)}`);
      } finally {
        setBusy(null);
      }
    },
    [api, bus, onPlansChanged],
  );

  const open = useCallback(
    async (planId: string) => {
      setBusy('open');
      setMessage(null);
      try {
        const result = await api.board(planId);
        setBoard(result);
        return result;
      } catch (error) {
        setMessage(`The plan could not be opened: ${describeError(error)}`);
        return null;
      } finally {
        setBusy(null);
      }
    },
    [api],
  );

  /**
   * Reopens the plan the user last worked on (after a reload, or coming back to EXECUTE). A plan that is
   * gone, or no longer visible, is forgotten without alarm (`onGone`); one the user replaced meanwhile (by
   * opening or orchestrating another) is left alone.
   */
  const restore = useCallback(
    async (planId: string, onGone: () => void) => {
      setBusy((b) => b ?? 'open');
      try {
        const result = await api.board(planId);
        if (current.current) return null;
        setBoard(result);
        return result;
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) onGone();
        else setMessage(`The plan you last worked on could not be opened: ${describeError(error)}`);
        return null;
      } finally {
        setBusy((b) => (b === 'open' ? null : b));
      }
    },
    [api],
  );

  const change = useCallback(
    async (taskId: string, changes: UpdateTaskBody, optimistic: (t: TaskDto) => TaskDto) => {
      const before = current.current;
      if (!before) return;
      setBoardMessage(null);
      setBoard({ ...before, tasks: before.tasks.map((t) => (t.id === taskId ? optimistic(t) : t)) });
      try {
        const saved = await api.updateTask(taskId, changes);
        setBoard((b) => (b ? replaceTask(b, saved) : b));
        await refreshMetrics(before.plan.id);
      } catch (error) {
        setBoard((b) => (b && b.plan.id === before.plan.id ? { ...b, tasks: before.tasks } : b));
        setBoardMessage(`The task could not be changed: ${describeError(error)}`);
      }
    },
    [api, refreshMetrics],
  );

  const move = useCallback(
    (m: BoardMove) =>
      change(m.taskId, { status: m.status, position: m.position }, (t) => ({
        ...t,
        status: m.status,
        position: m.position,
      })),
    [change],
  );

  const edit = useCallback(
    (task: TaskDto, changes: UpdateTaskBody) =>
      change(task.id, changes, (t) => ({ ...t, ...changes }) as TaskDto),
    [change],
  );

  const report = useCallback(
    async (kind: ReportKind) => {
      const planId = current.current?.plan.id;
      if (!planId) return;
      setBusy(kind);
      setReportMessage(null);
      try {
        await api.report(planId, kind);
        const fresh = await api.board(planId);
        setBoard(fresh);
        setReportMessage(`${REPORT_TITLES[kind]} saved to the library successfully.`);
      } catch (error) {
        setReportMessage(`The ${REPORT_TITLES[kind]} could not be written: ${describeError(error)}`);
      } finally {
        setBusy(null);
      }
    },
    [api],
  );

  const automate = useCallback(
    async (enabled: boolean) => {
      const planId = current.current?.plan.id;
      if (!planId) return;
      const previous = current.current!.plan.automation;
      const show = (automation: typeof previous) =>
        setBoard((b) => (b && b.plan.id === planId ? { ...b, plan: { ...b.plan, automation } } : b));
      setBusy('automation');
      setReportMessage(null);
      // The checkbox follows the click at once; the server's answer adds the next run, or undoes it.
      show({ ...previous, enabled });
      try {
        show(await api.automation(planId, enabled));
      } catch (error) {
        show(previous);
        setReportMessage(`Workflow automation could not be changed: ${describeError(error)}`);
      } finally {
        setBusy(null);
      }
    },
    [api],
  );

  const close = useCallback(() => {
    setBoard(null);
    setMessage(null);
  }, []);

  return {
    board,
    busy,
    message,
    boardMessage,
    reportMessage,
    orchestrate,
    open,
    restore,
    close,
    move,
    edit,
    report,
    automate,
  };
}
