-- Custom migration: one text-search configuration for the documents' vector and every query on it
-- (src/database/text-search.ts names it). drizzle-kit does not model text-search objects, and it
-- would drop the GIN index with the column without creating it again: both are written here.
CREATE TEXT SEARCH DICTIONARY "papershelf_stem" (TEMPLATE = snowball, LANGUAGE = english);--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION "papershelf_search" (COPY = english);--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION "papershelf_search" ALTER MAPPING FOR asciiword, asciihword, hword_asciipart, word, hword, hword_part WITH "papershelf_stem";--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: drop it (and its index), add it again.
ALTER TABLE "documents" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (to_tsvector('papershelf_search'::regconfig, regexp_replace(coalesce(search_text, '') || ' ' || coalesce(extracted_text, ''), '\m([A-Za-z]+)-?([0-9]+)\M', '\1\2 \1 \2', 'g'))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");
