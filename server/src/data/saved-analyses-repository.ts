import { sql } from 'drizzle-orm';
import {
  ANALYSIS_MESSAGE_KINDS,
  ANALYSIS_TYPE_IDS,
  SAVED_ANALYSIS_TITLES,
  type AnalysisTypeId,
  type SavedAnalysisSummary,
} from '@csw/contracts';
import type { Db } from '../db/database';
import { iso, rowsOf } from './rows';

interface SummaryRow {
  id: string;
  title: string;
  analysis_type: string | null;
  analysis_type_name: string | null;
  document_count: number | string;
  document_titles: string[] | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
const knownType = (type: string | null): AnalysisTypeId | null =>
  (ANALYSIS_TYPE_IDS as readonly string[]).includes(type ?? '') ? (type as AnalysisTypeId) : null;

/**
 * The user's own saved THINK analyses, newest first, each with its type, how many documents it read and
 * the first titles of them (read from the latest request and result messages of the conversation, the
 * format of saved-analysis.ts). `q` keeps those whose title, type or a document's title holds it.
 */
export async function listSavedAnalyses(
  db: Db,
  userId: string,
  filter: { q?: string; limit: number },
): Promise<SavedAnalysisSummary[]> {
  const text = filter.q?.trim();
  const pattern = text ? `%${escapeLike(text)}%` : null;
  const documents = sql`res.metadata->'result'->'documents'`;
  const matches = pattern
    ? sql`(c.title ILIKE ${pattern} OR res.metadata->'result'->>'analysisTypeName' ILIKE ${pattern}
        OR EXISTS (SELECT 1 FROM jsonb_array_elements(coalesce(${documents}, '[]'::jsonb)) AS d(doc)
                    WHERE d.doc->>'title' ILIKE ${pattern}))`
    : sql`TRUE`;
  const latest = (kind: string) => sql`(SELECT m.metadata FROM messages m
      WHERE m.conversation_id = c.id AND m.metadata->>'kind' = ${kind}
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1)`;
  const rows = await rowsOf<SummaryRow>(
    db,
    sql`
    SELECT c.id, c.title, c.created_at, c.updated_at,
           coalesce(req.metadata->>'analysisType', res.metadata->'result'->>'analysisType') AS analysis_type,
           res.metadata->'result'->>'analysisTypeName' AS analysis_type_name,
           coalesce(jsonb_array_length(${documents}), jsonb_array_length(req.metadata->'documentIds'), 0)
             AS document_count,
           (SELECT array_agg(d.doc->>'title' ORDER BY d.n) FROM jsonb_array_elements(
               CASE WHEN jsonb_typeof(${documents}) = 'array' THEN ${documents} ELSE '[]'::jsonb END)
               WITH ORDINALITY AS d(doc, n) WHERE d.n <= ${SAVED_ANALYSIS_TITLES}) AS document_titles
      FROM conversations c
      LEFT JOIN LATERAL (SELECT ${latest(ANALYSIS_MESSAGE_KINDS.request)} AS metadata) req ON TRUE
      LEFT JOIN LATERAL (SELECT ${latest(ANALYSIS_MESSAGE_KINDS.result)} AS metadata) res ON TRUE
     WHERE c.owner_id = ${userId} AND c.center_type = 'THINK' AND ${matches}
     ORDER BY c.updated_at DESC, c.id
     LIMIT ${filter.limit}`,
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    analysisType: knownType(row.analysis_type),
    analysisTypeName: row.analysis_type_name,
    documentCount: Number(row.document_count),
    documentTitles: (row.document_titles ?? []).filter((t): t is string => typeof t === 'string'),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  }));
}
