-- A search's walk (DocumentsRepository.searchStatement) reads, for each of the newest rows, its
-- head vector (tier 1) and its whole vector (tier 0).
--
-- 1. The whole vector stays in the row where it fits (STORAGE MAIN): the toaster then moves the
--    PDF's text out of line first, which only the 20 snippets of a page read, instead of the vector
--    every walked row reads (a TOAST fetch per row: ≈ 3.5 µs of the walk's ≈ 5 µs, measured on the
--    bench's 100 000 documents). A vector too large for a page still goes out of line. Rows written
--    before this migration keep their layout until they are written again (VACUUM FULL documents
--    rewrites them all).
-- 2. The newest-first index carries the head vector (INCLUDE), so tier 1's walk is an index-only
--    scan that never visits the table (≈ 0.6 → 0.2 ms for 500 rows). Drizzle cannot declare
--    INCLUDE; schema/documents.ts says so beside the index.
ALTER TABLE "documents" ALTER COLUMN "search" SET STORAGE MAIN;--> statement-breakpoint
DROP INDEX IF EXISTS "documents_all_feed_idx";--> statement-breakpoint
CREATE INDEX "documents_all_feed_idx" ON "documents" USING btree ("created_at" DESC NULLS LAST, "id" DESC NULLS LAST) INCLUDE ("search_head");
