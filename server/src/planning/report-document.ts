import type { Classification, ReportKind } from '@csw/contracts';
import { REPORT_TITLES, wholeTitle } from '@csw/contracts';
import type { Db } from '../db/database';
import { findAccountById, toAuthUser } from '../data/accounts-repository';
import { addPlanReport, type PlanView } from '../data/plans-repository';
import { createDocumentAs } from '../library/create-document';
import type { DocumentWriteContext } from '../library/document-writes';
import type { LibraryService } from '../library/library-service';
import { notFound } from '../platform/errors';

/** The library category EXECUTE's reports are filed under (C2 procedures and mission planning). */
export const REPORT_CATEGORY = 'command-control';

/** Writes the audit entry of a change in the change's own transaction. */
export type ReportAuditStep = (tx: Db, details: Record<string, unknown>) => Promise<void>;

export interface ReportToStore {
  plan: PlanView;
  kind: ReportKind;
  /** Who the report is written for and by (its owner): a signed-in user, or a plan's owner at 0600. */
  authorId: string;
  title: string;
  text: string;
  /** When it was written, by the planning service's clock. */
  createdAt: string;
  automated: boolean;
}

/**
 * A report or brief of a plan, stored through THE write path of a user's new document (createDocumentAs): its
 * marking is at least the plan's and at least what its own words hold (a board quoting a pasted mission is
 * checked like any text), it is embedded, listed with the plan and audited in one transaction. Returns its
 * id and marking.
 */
export async function storeReportDocument(
  ctx: DocumentWriteContext & { library: Pick<LibraryService, 'prepare'> },
  report: ReportToStore,
  audit: ReportAuditStep,
): Promise<{ id: string; classification: Classification }> {
  const account = await findAccountById(ctx.db, report.authorId);
  if (!account) throw notFound('User not found.');
  const author = {
    user: toAuthUser(account),
    // The caller's audit step writes the entry (TASK_REPORT, in the user's or the schedule's name).
    audit: (tx: Db, event: { details?: Record<string, unknown> }) =>
      audit(tx, {
        planId: report.plan.id,
        kind: report.kind,
        documentId: event.details?.documentId,
        classification: event.details?.classification,
        automated: report.automated,
      }),
  };
  const { id, marking } = await createDocumentAs(ctx, author, {
    title: wholeTitle(report.title),
    content: report.text,
    // The board and analysis carry the words of the plan's sources: the report carries their marking.
    classification: report.plan.classification,
    category: REPORT_CATEGORY,
    documentType: REPORT_TITLES[report.kind],
    folderId: null,
    createdAt: report.createdAt,
    // Written from the board by the product: a status report is not evidence of what happened.
    generated: true,
    alsoWrite: (tx, documentId) =>
      addPlanReport(tx, report.plan.id, {
        kind: report.kind,
        documentId,
        createdAt: report.createdAt,
        automated: report.automated,
      }),
    action: 'TASK_REPORT',
  });
  return { id, classification: marking.classification };
}
