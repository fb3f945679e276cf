import { isRunDue } from '@csw/engine';
import { recordAudit } from '../data/audit-repository';
import { claimSummary, findVisiblePlan, listAutomatedPlans } from '../data/plans-repository';
import { summaryOffsetAt } from '../settings/planning-settings';
import type { Db } from '../db/database';
import type { Log } from '../platform/log';
import type { PlanningService } from './planning-service';

/**
 * Workflow automation: for every plan with automation on, the server writes the status report of its board
 * to the library at the configured local time (0600 by default), once a day. Whether a run is due is the
 * engine's pure rule (isRunDue) read against the service's clock, so a test drives it with its own clock;
 * a server that was down at 0600 writes the one summary it owes when it is back, not one per missed day.
 */
export class SummarySchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly planning: PlanningService,
    private readonly log: Log,
  ) {}

  /** Writes every summary that is due now; returns how many were written. */
  async runDue(): Promise<number> {
    const { settings, clock } = this.planning;
    const now = clock();
    const offset = summaryOffsetAt(settings, now);
    let written = 0;
    for (const due of await listAutomatedPlans(this.db)) {
      if (!isRunDue(now, settings.summaryTime, due.lastSummaryAt, due.automationSince, offset)) continue;
      if (!(await claimSummary(this.db, due.id, due.lastSummaryAt, now))) continue;
      try {
        const plan = await findVisiblePlan(this.db, due.ownerId, due.id);
        if (!plan) continue;
        await this.planning.writeReport(plan, 'status-report', due.ownerId, true, (tx, details) =>
          recordAudit(tx, { action: 'TASK_REPORT', userId: due.ownerId, details }),
        );
        written += 1;
      } catch (error) {
        this.log.error(
          `The daily summary of plan ${due.id} could not be written: ${(error as Error).message}`,
        );
      }
    }
    if (written > 0) this.log.info(`Daily summaries written: ${written}.`);
    return written;
  }

  /** Looks for due summaries now and then every check interval, one run at a time. */
  start(): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runDue()
        .catch((error: Error) => {
          this.log.error(`Daily summaries: ${error.message}`);
          return 0;
        })
        .finally(() => {
          this.running = null;
        });
    };
    this.timer = setInterval(tick, this.planning.settings.checkIntervalMs);
    this.timer.unref();
    tick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
