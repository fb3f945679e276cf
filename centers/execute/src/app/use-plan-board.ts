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
import { blockedMoveWarning } from '../features/board/blocked-labels';
import type { TimelineTimes } from '../features/timeline/timeline-dates';

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
  const [pendingAutomation, setPendingAutomation] = useState(false);
  const pending = useRef(pendingAutomation);
  pending.current = pendingAutomation;

  const refreshMetrics = useCallback(
    async (planId: string) => {
      const { metrics, wip } = await api.metrics(planId);
      setBoard((b) => (b && b.plan.id === planId ? { ...b, metrics, wip } : b));
    },
    [api],
  );

  /**
   * Orchestrate Mission, a new plan from `times` given with it (the receipt of mission of an order received
   * earlier); with a `planId`, the open plan orchestrated again with the times its timeline needed (D-day,
   * the mission time, the receipt of mission): its board is replaced by the dated tasks.
   */
  const orchestrate = useCallback(
    async (description: string, redate?: { planId?: string; times: TimelineTimes }) => {
      setBusy('orchestrate');
      setMessage(null);
      try {
        const result = await api.orchestrate({
          description,
          utcOffsetMinutes: -new Date().getTimezoneOffset(),
          ...(pending.current ? { automation: true } : {}),
          ...(redate?.planId ? { planId: redate.planId, title: current.current?.plan.title } : {}),
          ...redate?.times,
        });
        setBoard(result);
        setPendingAutomation(false);
        if (!redate?.planId)
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

  // Task changes are saved one after another, in the order made: two quick moves of one task reach the
  // server in that order, so the later one is what stays.
  const saving = useRef<Promise<void>>(Promise.resolve());
  const latest = useRef(new Map<string, number>());
  /**
   * The version of each task as the server last answered it, per plan: every change says which version it was
   * made on, so a change made in another session since is refused (409) instead of overwritten.
   */
  const versions = useRef({ planId: '', byTask: new Map<string, number>() });
  const [unsaved, setUnsaved] = useState(0);
  const [savedOnce, setSavedOnce] = useState(false);

  const change = useCallback(
    (taskId: string, changes: UpdateTaskBody, optimistic: (t: TaskDto) => TaskDto) => {
      const before = current.current;
      const previous = before?.tasks.find((t) => t.id === taskId);
      if (!before || !previous) return Promise.resolve();
      const planId = before.plan.id;
      setBoardMessage(null);
      const shown = replaceTask(before, optimistic(previous));
      // A second change before the next render builds on this one.
      current.current = shown;
      setBoard(shown);
      setUnsaved((n) => n + 1);
      const order = (latest.current.get(taskId) ?? 0) + 1;
      latest.current.set(taskId, order);
      if (versions.current.planId !== planId) versions.current = { planId, byTask: new Map() };
      const known = versions.current.byTask;
      if (!known.has(taskId)) known.set(taskId, previous.version);
      const save = saving.current.then(async () => {
        let saved: TaskDto;
        try {
          saved = await api.updateTask(taskId, { ...changes, version: known.get(taskId) });
          known.set(taskId, saved.version);
        } catch (error) {
          if (error instanceof ApiError && error.status === 409) {
            // Changed in another session since: show the board as it is now, with what happened.
            known.clear();
            const fresh = await api.board(planId).catch(() => null);
            setBoard((b) => (fresh && b && b.plan.id === planId ? fresh : b));
            setBoardMessage(
              'This task was changed in another session, so your change was not saved. The board now shows the latest version: make your change again if it still applies.',
            );
            return;
          }
          // Only this change is undone: the task goes back to how it was before it.
          setBoard((b) => (b && b.plan.id === planId ? replaceTask(b, previous) : b));
          setBoardMessage(`The task could not be changed: ${describeError(error)}`);
          return;
        } finally {
          setUnsaved((n) => n - 1);
        }
        // A later change of the same task is on screen already: its own answer follows.
        if (latest.current.get(taskId) === order)
          setBoard((b) => (b && b.plan.id === planId ? replaceTask(b, saved) : b));
        setSavedOnce(true);
        // The change is stored whatever happens here: a failed read leaves the metrics as they were.
        await refreshMetrics(planId).catch((error: unknown) =>
          setBoardMessage(`The metrics could not be read again: ${describeError(error)}`),
        );
      });
      saving.current = save;
      return save;
    },
    [api, refreshMetrics],
  );

  // A blocked task moved into In Progress or Done: the move stands, with a warning that names what it
  // waits for, shown while the task stays where it was put (a refused save puts it back, and the warning goes).
  const [moveWarning, setMoveWarning] = useState<{ taskId: string; status: string; text: string } | null>(
    null,
  );
  const move = useCallback(
    (m: BoardMove) => {
      const text = blockedMoveWarning(current.current?.tasks ?? [], m.taskId, m.status);
      setMoveWarning(text ? { taskId: m.taskId, status: m.status, text } : null);
      return change(m.taskId, { status: m.status, position: m.position }, (t) => ({
        ...t,
        status: m.status,
        position: m.position,
      }));
    },
    [change],
  );
  const warned = moveWarning && board?.tasks.find((t) => t.id === moveWarning.taskId);
  const boardWarning = warned && warned.status === moveWarning.status ? moveWarning.text : null;

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
      // Before any plan the choice is kept and goes with the next Orchestrate Mission.
      if (!planId) return setPendingAutomation(enabled);
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
    /** Workflow automation ticked while no plan is open: applied to the plan orchestrated next. */
    pendingAutomation,
    /** How many task changes are shown but not yet stored by the server. */
    unsaved,
    /** A task change has been stored since the screen opened. */
    savedOnce,
    message,
    boardMessage,
    boardWarning,
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
