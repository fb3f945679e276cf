CREATE TABLE "team_invitations" (
	"id" text PRIMARY KEY NOT NULL,
	"lead_id" text NOT NULL,
	"member_id" text NOT NULL,
	"invited_by" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "team_invitations_not_self" CHECK ("team_invitations"."lead_id" <> "team_invitations"."member_id"),
	CONSTRAINT "team_invitations_status_check" CHECK ("team_invitations"."status" in ('pending', 'accepted', 'declined', 'withdrawn'))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "classification" text DEFAULT 'UNCLASS' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "clearance" text DEFAULT 'UNCLASS' NOT NULL;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_lead_id_users_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_invitations_member_idx" ON "team_invitations" USING btree ("member_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_one_pending_idx" ON "team_invitations" USING btree ("lead_id","member_id") WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_classification_check" CHECK ("plans"."classification" in ('UNCLASS', 'SECRET'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_clearance_check" CHECK ("users"."clearance" in ('UNCLASS', 'SECRET'));--> statement-breakpoint

-- Accounts that already held SECRET work keep reading it: administrators, the owners of SECRET documents and
-- those a SECRET document was shared with are granted SECRET on upgrade (an administrator can withdraw it);
-- every other account starts at UNCLASS.
UPDATE "users" SET "clearance" = 'SECRET'
 WHERE "role" = 'admin'
    OR "id" IN (SELECT "owner_id" FROM "documents" WHERE "classification" = 'SECRET' AND "owner_id" IS NOT NULL)
    OR "id" IN (SELECT s."shared_with_user_id" FROM "document_shares" s
                  JOIN "documents" d ON d."id" = s."document_id" WHERE d."classification" = 'SECRET');
--> statement-breakpoint

-- THE visibility rule (replaces 0001's), with two more conditions:
--   clearance  no document above the reader's clearance is visible by any path, their own included;
--   consent    team mode opens a peer's documents only while that peer works in team mode too (they chose to
--              share their workspace), and never a SECRET one: SECRET text reaches a team member only through
--              an explicit share, which checks the recipient's clearance.
CREATE OR REPLACE FUNCTION visible_documents(p_user_id text) RETURNS TABLE (document_id text, access text) LANGUAGE sql STABLE AS $$
  SELECT d.id,
         CASE
           WHEN d.owner_id = p_user_id THEN 'owner'
           WHEN s.permission_level IS NOT NULL THEN s.permission_level
           WHEN d.owner_id IS NULL THEN 'library'
           ELSE 'team'
         END
    FROM users me
    JOIN documents d ON d.classification = 'UNCLASS' OR me.clearance = 'SECRET'
    LEFT JOIN document_shares s ON s.document_id = d.id AND s.shared_with_user_id = p_user_id
   WHERE me.id = p_user_id
     AND (d.owner_id IS NULL
          OR d.owner_id = p_user_id
          OR s.document_id IS NOT NULL
          OR (me.team_mode
              AND d.classification = 'UNCLASS'
              AND d.owner_id IN (SELECT tp.user_id FROM team_peers(p_user_id) tp
                                   JOIN users peer ON peer.id = tp.user_id
                                  WHERE peer.team_mode)))
$$;
