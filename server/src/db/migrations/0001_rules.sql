-- Rules the database itself enforces, whatever code talks to it.

-- 1. The audit log is append-only: UPDATE, DELETE and TRUNCATE are refused.
CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused.', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint

-- 2. Team peers of a user: the leads of the teams the user belongs to, the members of those teams, and the
-- members of the user's own team.
CREATE FUNCTION team_peers(p_user_id text) RETURNS TABLE (user_id text) LANGUAGE sql STABLE AS $$
  SELECT m.member_id FROM team_members m WHERE m.lead_id = p_user_id
  UNION
  SELECT m.lead_id FROM team_members m WHERE m.member_id = p_user_id
  UNION
  SELECT other.member_id
    FROM team_members mine
    JOIN team_members other ON other.lead_id = mine.lead_id
   WHERE mine.member_id = p_user_id AND other.member_id <> p_user_id
$$;
--> statement-breakpoint

-- 3. THE visibility rule, in one place: every document a user may read, with how they reach it.
--    owner    the user's own document
--    admin | write | read   shared with the user at that level
--    library  the organisation's library (no owner): readable by everyone
--    team     a team peer's document while the user works in team mode: read-only
-- Every list, count, search and analysis joins this function, so a document the user may not read can
-- never appear anywhere. It is a single SQL SELECT, which PostgreSQL inlines into the calling query.
CREATE FUNCTION visible_documents(p_user_id text) RETURNS TABLE (document_id text, access text) LANGUAGE sql STABLE AS $$
  SELECT d.id,
         CASE
           WHEN d.owner_id = p_user_id THEN 'owner'
           WHEN s.permission_level IS NOT NULL THEN s.permission_level
           WHEN d.owner_id IS NULL THEN 'library'
           ELSE 'team'
         END
    FROM documents d
    LEFT JOIN document_shares s ON s.document_id = d.id AND s.shared_with_user_id = p_user_id
   WHERE d.owner_id IS NULL
      OR d.owner_id = p_user_id
      OR s.document_id IS NOT NULL
      OR (d.owner_id IN (SELECT user_id FROM team_peers(p_user_id))
          AND EXISTS (SELECT 1 FROM users u WHERE u.id = p_user_id AND u.team_mode))
$$;
