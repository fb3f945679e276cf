ALTER TABLE "documents" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;--> statement-breakpoint

-- What the product wrote before this column existed: drafts saved from CREATE (their document type) and the
-- reports EXECUTE wrote for a plan (listed in the plan's reports).
UPDATE "documents" SET "generated" = true
 WHERE "document_type" = 'Generated Document'
    OR "id" IN (SELECT r->>'documentId' FROM "plans" p, jsonb_array_elements(p."reports") r);
