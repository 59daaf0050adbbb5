ALTER TABLE "documents" ADD COLUMN "exam_year" text;--> statement-breakpoint
CREATE INDEX "documents_exam_year_feed_idx" ON "documents" USING btree (coalesce("exam_year", '') desc nulls last,"created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_exam_year_shape" CHECK ("documents"."exam_year" ~ '^(19|20)[0-9]{2}(-[0-9]{2})?$');