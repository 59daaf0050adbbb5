CREATE TYPE "public"."text_source" AS ENUM('pdf', 'ocr', 'none');--> statement-breakpoint
DROP INDEX "documents_search_idx";--> statement-breakpoint
ALTER TABLE "documents" drop column "search";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (strip(to_tsvector('papershelf_search'::regconfig, regexp_replace(coalesce(search_text, '') || ' ' || coalesce(extracted_text, ''), '\m([A-Za-z]+)-?([0-9]+)\M', '\1\2 \1 \2', 'g')))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "text_source" text_source;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search_head" "tsvector" GENERATED ALWAYS AS (to_tsvector('papershelf_search'::regconfig, regexp_replace(coalesce(search_text, ''), '\m([A-Za-z]+)-?([0-9]+)\M', '\1\2 \1 \2', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_search_head_idx" ON "documents" USING gin ("search_head") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search") WITH (fastupdate=false);--> statement-breakpoint
-- Documents processed before OCR existed: text from the PDF when it had any, else none (`npm run reindex` OCRs those).
UPDATE "documents" SET "text_source" = CASE WHEN coalesce(btrim("extracted_text"), '') <> '' THEN 'pdf'::text_source ELSE 'none'::text_source END WHERE "preview_status" <> 'pending';
