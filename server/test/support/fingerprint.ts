import type { Pool } from 'pg';

/**
 * A digest of everything a request may change, to prove that a refused request changed nothing. Left out:
 * the audit log (refusals are recorded on purpose), sign-in counters and rate-limit counters (counting
 * failures is their job) and a session's last-seen time.
 */
const TABLES: Record<string, string> = {
  users: 'id, username, email, password_hash, role, status, cognitive_state, team_mode, is_demo',
  sessions: 'token_hash, user_id, created_at',
  role_requests: '*',
  team_members: '*',
  folders: '*',
  documents:
    'id, owner_id, title, content, classification, category, document_type, folder_id, version, page_map, created_at, updated_at',
  document_files: 'document_id, filename, size',
  document_shares: '*',
  conversations: '*',
  messages: '*',
};

const QUERY = `SELECT ${Object.entries(TABLES)
  .map(
    ([table, columns]) =>
      `(SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM (SELECT ${columns} FROM ${table}) t) AS ${table}`,
  )
  .join(', ')}`;

export async function fingerprint(pool: Pool): Promise<Record<string, string>> {
  return (await pool.query(QUERY)).rows[0];
}
