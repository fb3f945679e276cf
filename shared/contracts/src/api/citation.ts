import { z } from 'zod';
import { CLASSIFICATION_LEVELS } from '../domain/documents';

/**
 * Where a finding comes from in a library document: the document, the page and the quoted words. `start`
 * and `end` are character offsets of the quote in that page's text (`end` exclusive). The one shape of a
 * citation: THINK's findings, ADVISE's advice, EXECUTE's risks and references, and CREATE's sources (which
 * add their marker number) all cite with it.
 */
export const citationSchema = z.object({
  documentId: z.string(),
  title: z.string(),
  classification: z.enum(CLASSIFICATION_LEVELS),
  page: z.number().int(),
  quote: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});
export type Citation = Readonly<z.infer<typeof citationSchema>>;
