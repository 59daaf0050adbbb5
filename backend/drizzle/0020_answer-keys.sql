ALTER TYPE "public"."notification_kind" ADD VALUE IF NOT EXISTS 'answer-key';--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "answers_for" uuid;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_answers_for_documents_id_fk" FOREIGN KEY ("answers_for") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_answers_for_idx" ON "documents" USING btree ("answers_for") WHERE "documents"."answers_for" is not null;--> statement-breakpoint
CREATE INDEX "bookmarks_document_idx" ON "bookmarks" USING btree ("document_id");
