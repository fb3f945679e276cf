ALTER TABLE "messages" ADD COLUMN "source_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "source_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint

-- What older releases stored has no record: every document a stored message or plan cites is taken as one
-- of its sources, whoever wrote it (a client's message too: that only withholds more). The files THINK keeps
-- with a saved analysis are cited as 'attachment-1' ...: they are the conversation's, not documents, and
-- no stored attachment list is trusted to say more than that.
UPDATE "messages" m SET "source_ids" = ARRAY(
  SELECT DISTINCT j.v #>> '{}'
    FROM jsonb_path_query(m."metadata", 'lax $.**.documentId') AS j(v)
   WHERE jsonb_typeof(j.v) = 'string' AND (j.v #>> '{}') !~ '^attachment-[0-9]+$'
   ORDER BY 1)
 WHERE jsonb_path_exists(m."metadata", 'lax $.**.documentId');
--> statement-breakpoint
UPDATE "plans" p SET "source_ids" = ARRAY(
  SELECT DISTINCT j.v #>> '{}'
    FROM jsonb_path_query(p."result", 'lax $.**.documentId') AS j(v)
   WHERE jsonb_typeof(j.v) = 'string'
   ORDER BY 1)
 WHERE jsonb_path_exists(p."result", 'lax $.**.documentId');
