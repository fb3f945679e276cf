CREATE TABLE "plans" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"mission_time" timestamp with time zone,
	"result" jsonb NOT NULL,
	"automation_enabled" boolean DEFAULT false NOT NULL,
	"automation_since" timestamp with time zone,
	"last_summary_at" timestamp with time zone,
	"reports" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"priority" text NOT NULL,
	"start_date" timestamp with time zone,
	"due_date" timestamp with time zone,
	"owner" text,
	"unit" text,
	"blocked_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"detail" text,
	"position" double precision NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('planning', 'in-progress', 'done')),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('critical', 'high', 'medium', 'low')),
	CONSTRAINT "tasks_kind_check" CHECK ("tasks"."kind" in ('planning', 'order', 'specified', 'implied', 'subordinate', 'user'))
);
--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plans_owner_idx" ON "plans" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "plans_automation_idx" ON "plans" USING btree ("automation_enabled") WHERE "plans"."automation_enabled";--> statement-breakpoint
CREATE INDEX "tasks_plan_idx" ON "tasks" USING btree ("plan_id","status","position");