import type { Pool } from 'pg';

/**
 * A digest of everything a request may change, to prove that a refused request changed nothing: per table
 * the number of rows and the newest row version (xmin moves on every insert and update, the count on every
 * delete). Left out: the audit log (refusals are recorded on purpose), sign-in and rate-limit counters
 * (counting failures is their job); sessions are compared without their last-seen time, which any
 * authenticated request may move on.
 */
const TABLES = [
  'users',
  'role_requests',
  'team_members',
  'team_invitations',
  'folders',
  'documents',
  'document_files',
  'document_shares',
  'conversations',
  'messages',
];

const QUERY = `SELECT ${TABLES.map(
  (table) => `(SELECT count(*) || ':' || coalesce(max(xmin::text::bigint), 0) FROM ${table}) AS ${table}`,
).join(
  ', ',
)}, (SELECT md5(coalesce(string_agg(token_hash || user_id || created_at::text, '|' ORDER BY token_hash), '')) FROM sessions) AS sessions`;

export async function fingerprint(pool: Pool): Promise<Record<string, string>> {
  return (await pool.query(QUERY)).rows[0];
}
