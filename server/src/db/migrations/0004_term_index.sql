CREATE TABLE "library_change_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "library_change_clock_one_row" CHECK ("library_change_clock"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "library_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"document_id" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "index_terms" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "content_length" integer GENERATED ALWAYS AS (length(coalesce("content", ''))) STORED;--> statement-breakpoint
CREATE INDEX "library_changes_seq_idx" ON "library_changes" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "library_changes_at_idx" ON "library_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "search_vector";--> statement-breakpoint
INSERT INTO "library_change_clock" ("id", "seq") VALUES (1, 0);
--> statement-breakpoint

-- The library's change log, written by the database in the writing transaction whatever code writes: every
-- API process's in-memory term index reads it to stay in step (library/term-index). Every statement that
-- writes documents first takes the clock's row (before its own row locks, so that two writers cannot hold
-- each other up), then moves it on and logs its documents under the new number. The row stays locked until
-- the transaction ends, so numbers are handed out in commit order and a rolled-back transaction leaves no
-- gap: a reader that has seen number n has seen everything up to n. Statement triggers with transition
-- tables write one INSERT per statement, so a bulk import costs one extra statement, not one per document.
CREATE FUNCTION library_take_clock() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM library_change_clock WHERE id = 1 FOR UPDATE;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION library_log_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint;
BEGIN
  UPDATE library_change_clock SET seq = seq + 1 WHERE id = 1 RETURNING seq INTO n;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO library_changes (seq, document_id) SELECT n, id FROM old_rows;
  ELSE
    INSERT INTO library_changes (seq, document_id) SELECT n, id FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER documents_take_clock BEFORE INSERT OR UPDATE OR DELETE ON documents
  FOR EACH STATEMENT EXECUTE FUNCTION library_take_clock();
--> statement-breakpoint
CREATE TRIGGER documents_log_insert AFTER INSERT ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
--> statement-breakpoint
CREATE TRIGGER documents_log_update AFTER UPDATE ON documents REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
--> statement-breakpoint
CREATE TRIGGER documents_log_delete AFTER DELETE ON documents REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION library_log_changes();
