-- Issue 28 (suggest): the words of each document's title, one row each, so "a word of a title starts
-- with what is typed" is a range of a btree that stops after the few rows a suggestion needs.
-- Before, it was `lower(title) LIKE '% q%'` on the trigram index, whose candidates were every title
-- holding q's letters: with 100 000 titles starting "Document …", typing "docu" rechecked all of
-- them (≈ 800 ms of PostgreSQL for one request). Words as the 'simple' text search configuration
-- splits them (lower case; "cs-301" also as "cs" and "301"), at most 64 characters.
CREATE TABLE "document_title_words" (
  "word" text COLLATE "C" NOT NULL,
  "document_id" uuid NOT NULL REFERENCES "documents"("id") ON DELETE CASCADE,
  PRIMARY KEY ("word", "document_id")
);--> statement-breakpoint
-- A document's deletion finds its rows by this.
CREATE INDEX "document_title_words_document_idx" ON "document_title_words" ("document_id");--> statement-breakpoint
CREATE FUNCTION "title_words_of"(title text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(title, '')))) w
   WHERE length(w) <= 64
$$;--> statement-breakpoint
INSERT INTO "document_title_words" ("word", "document_id")
SELECT DISTINCT w, d."id" FROM "documents" d, unnest(title_words_of(d."title")) w;--> statement-breakpoint
-- Kept by the documents: an insert adds its title's words; a changed title (no route changes one
-- today) replaces them.
CREATE FUNCTION "document_title_words_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "document_title_words" WHERE "document_id" = NEW."id";
  END IF;
  INSERT INTO "document_title_words" ("word", "document_id")
  SELECT DISTINCT w, NEW."id" FROM unnest(title_words_of(NEW."title")) w;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_title_words_insert" AFTER INSERT ON "documents"
  FOR EACH ROW EXECUTE FUNCTION document_title_words_track();--> statement-breakpoint
CREATE TRIGGER "documents_title_words_update" AFTER UPDATE OF "title" ON "documents"
  FOR EACH ROW WHEN (OLD."title" IS DISTINCT FROM NEW."title")
  EXECUTE FUNCTION document_title_words_track();;--> statement-breakpoint
-- The titles' trigram index served only those suggestions (a word's start, near spellings): every
-- upload no longer pays its entries.
DROP INDEX IF EXISTS "documents_title_trgm_idx";
