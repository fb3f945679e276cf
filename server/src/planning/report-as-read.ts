import { REPORT_TITLES } from '@csw/contracts';
import { findPlanOfReport } from '../data/plans-repository';
import type { Db } from '../db/database';
import { withholdRecorded } from '../platform/recorded-sources';

const REPORT_TYPES: ReadonlySet<string> = new Set(Object.values(REPORT_TITLES));

/**
 * A library document as `readerId` may read it now, when it is a report EXECUTE wrote from a plan: the report
 * quotes the plan's sources as they were when it was written, so the words of a source the plan recorded and
 * the reader can no longer read are withheld from it, however it is opened (the document view, the data
 * export). Any other document comes back as it is.
 */
export async function reportAsRead<
  D extends { id: string; documentType: string; title: string; content: string },
>(db: Db, doc: D, readerId: string): Promise<D> {
  if (!REPORT_TYPES.has(doc.documentType)) return doc;
  const plan = await findPlanOfReport(db, doc.id);
  if (!plan) return doc;
  const { value } = await withholdRecorded(db, readerId, plan.sourceIds, {
    result: plan.result,
    report: { title: doc.title, content: doc.content },
  });
  return value.report.title === doc.title && value.report.content === doc.content
    ? doc
    : { ...doc, ...value.report };
}
