CREATE TYPE "public"."upload_draft_status" AS ENUM('analysing', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "document_signatures" (
	"document_id" uuid NOT NULL,
	"band" text NOT NULL,
	CONSTRAINT "document_signatures_pk" PRIMARY KEY("document_id","band")
);
--> statement-breakpoint
CREATE TABLE "upload_drafts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"object_key" text NOT NULL,
	"content_hash" text NOT NULL,
	"status" "upload_draft_status" DEFAULT 'analysing' NOT NULL,
	"analysis" jsonb,
	"failure_reason" text,
	"text_signature" "bytea",
	"page_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone DEFAULT now() + interval '24 hours' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_signature" "bytea";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "page_hash" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "possible_duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "document_signatures" ADD CONSTRAINT "document_signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upload_drafts" ADD CONSTRAINT "upload_drafts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_signatures_band_idx" ON "document_signatures" USING btree ("band");--> statement-breakpoint
CREATE INDEX "upload_drafts_owner_idx" ON "upload_drafts" USING btree ("owner_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "upload_drafts_expiry_idx" ON "upload_drafts" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_possible_duplicate_of_documents_id_fk" FOREIGN KEY ("possible_duplicate_of") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_page_hash_idx" ON "documents" USING btree ("page_hash") WHERE "documents"."page_hash" is not null;