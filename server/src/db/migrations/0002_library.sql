-- The knowledge library: passages of long documents, which version each embedding was computed from,
-- the library's own settings (the embedder), the seeded documents and the sessions that opened the library.
CREATE TABLE "document_chunks" (
	"document_id" text NOT NULL,
	"ordinal" integer NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"page" integer,
	CONSTRAINT "document_chunks_document_id_ordinal_pk" PRIMARY KEY("document_id","ordinal"),
	CONSTRAINT "document_chunks_range_check" CHECK ("document_chunks"."start_offset" <= "document_chunks"."end_offset")
);
--> statement-breakpoint
CREATE TABLE "document_index" (
	"document_id" text PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"embedder" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_seed" (
	"document_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_session_marks" (
	"session_hash" text PRIMARY KEY NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_index" ADD CONSTRAINT "document_index_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_session_marks" ADD CONSTRAINT "library_session_marks_session_hash_sessions_token_hash_fk" FOREIGN KEY ("session_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;