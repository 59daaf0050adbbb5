ALTER TABLE "documents" ADD COLUMN "preview_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "job_touched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "failure_reason" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "replace_finished" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_unfinished_idx" ON "documents" USING btree ("created_at") WHERE "documents"."text_source" is null;