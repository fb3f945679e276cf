CREATE TABLE "library_changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"xid" "xid8" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "index_terms" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content_length" integer GENERATED ALWAYS AS (length(coalesce("content", ''))) STORED;--> statement-breakpoint
CREATE INDEX "library_changes_xid_idx" ON "library_changes" USING btree ("xid");--> statement-breakpoint
CREATE INDEX "library_changes_at_idx" ON "library_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "search_vector";--> statement-breakpoint
-- The library's change log, written by the database in the writing transaction whatever code writes:
-- every API process's in-memory term index reads it to stay in step (library/term-index). Statement
-- triggers with transition tables write one INSERT per statement, so a bulk import of thousands of
-- documents costs one extra statement, not thousands.
CREATE FUNCTION library_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO library_changes (document_id, xid) SELECT id, pg_current_xact_id() FROM old_rows;
  ELSE
    INSERT INTO library_changes (document_id, xid) SELECT id, pg_current_xact_id() FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_log_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
--> statement-breakpoint
CREATE TRIGGER documents_log_update AFTER UPDATE ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
--> statement-breakpoint
CREATE TRIGGER documents_log_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
