-- A search's walk (DocumentsRepository.searchStatement) reads, for each of the newest rows, its
-- head vector (tier 1) and its whole vector (tier 0); then the page's 20 snippets read the PDF's
-- text around the first hit.
--
-- 1. Both stay in the row where they fit (STORAGE MAIN: compressed first, moved out of line only
--    when the row would not fit a page). With the default (EXTENDED) a row over ≈ 2 kB had its
--    largest value, the vector, moved to the TOAST table: a TOAST fetch for every walked row
--    (≈ 3.5 µs of the walk's ≈ 5 µs a row) and for every snippet (≈ 0.3 → 0.14 ms for a page's
--    windows), measured on the bench's 100 000 documents. The table is larger (≈ 90 → 260 MB
--    there) and the TOAST table smaller; a long text still goes out of line. Rows written before
--    this migration keep their layout until they are written again (VACUUM FULL documents
--    rewrites them all).
-- 2. The newest-first index carries the head vector (INCLUDE), so tier 1's walk is an index-only
--    scan that never visits the table (≈ 0.6 → 0.2 ms for 500 rows). Drizzle cannot declare
--    INCLUDE; schema/documents.ts says so beside the index.
ALTER TABLE "documents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "extracted_text" SET STORAGE MAIN;--> statement-breakpoint
DROP INDEX IF EXISTS "documents_all_feed_idx";--> statement-breakpoint
CREATE INDEX "documents_all_feed_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("search_head");
