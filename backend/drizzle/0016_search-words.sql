-- Issue 28: aliases and compact codes in the documents' search text, and the dictionary of indexed
-- words (search_words) that corrects misspelt query words (FeedRepository.corrections).
--
-- 1. The search text again, with each level's aliases and the compact code and aliases: the same
--    expression as documentSearchText (src/database/document-search-text.ts), written out.
UPDATE "documents" d SET "search_text" = concat_ws(' ', d."title", d."description",
  (SELECT concat_ws(' ', c."college_name", array_to_string(c."aliases", ' '),
     regexp_replace(array_to_string(c."aliases", ' '), '[^[:alnum:]]+', '', 'g')) FROM "colleges" c WHERE c."id" = d."college_id"),
  (SELECT concat_ws(' ', c."course_name", c."abbreviation", array_to_string(c."aliases", ' '),
     regexp_replace(array_to_string(c."aliases", ' '), '[^[:alnum:]]+', '', 'g')) FROM "courses" c WHERE c."id" = d."course_id"),
  (SELECT concat_ws(' ', b."branch_name", b."abbreviation", array_to_string(b."aliases", ' '),
     regexp_replace(array_to_string(b."aliases", ' '), '[^[:alnum:]]+', '', 'g')) FROM "branches" b WHERE b."id" = d."branch_id"),
  (SELECT concat_ws(' ', s."name", s."code", array_to_string(s."aliases", ' '), regexp_replace(s."code", '[^[:alnum:]]+', '', 'g'),
     regexp_replace(array_to_string(s."aliases", ' '), '[^[:alnum:]]+', '', 'g')) FROM "subjects" s WHERE s."id" = d."subject_id"));--> statement-breakpoint
-- 2. Trigram matching (PostgreSQL's contrib; PGlite loads its build in database.client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- 3. The dictionary: each word (3–24 letters, lower case, unstemmed) of the documents' search text
--    and the first 20 000 characters of their PDF text, with how many documents brought it.
--    COLLATE "C": a typed word is "known" when a dictionary word starts with it, a btree range.
CREATE TABLE "search_words" (
  "word" text COLLATE "C" PRIMARY KEY,
  "documents" integer NOT NULL
);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- A document's dictionary words (the text the trigger reads is bounded, so is the work per row).
CREATE FUNCTION "search_words_of"(search_text text, extracted_text text) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(array_agg(w), '{}') FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig,
    coalesce(search_text, '') || ' ' || left(coalesce(extracted_text, ''), 20000)))) w
   WHERE w ~ '^[[:alpha:]]{3,24}$'
$$;--> statement-breakpoint
INSERT INTO "search_words" ("word", "documents")
SELECT w, count(*)::int FROM "documents", unnest(search_words_of("search_text", "extracted_text")) w GROUP BY w;--> statement-breakpoint
-- Kept current by the documents themselves: an insert counts its words, an update (the PDF's text
-- indexed, a catalogue edit rebuilding the search text) the words it brings that were not there.
-- Words are added in order, so two transactions never wait on each other's rows in a cycle.
-- Counts never go down (a deleted document's words stay): the dictionary only ranks corrections.
CREATE FUNCTION "search_words_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_words" AS s ("word", "documents")
  SELECT w, 1 FROM (
    SELECT unnest(search_words_of(NEW."search_text", NEW."extracted_text")) AS w
    EXCEPT
    SELECT unnest(CASE WHEN TG_OP = 'UPDATE' THEN search_words_of(OLD."search_text", OLD."extracted_text") ELSE '{}'::text[] END)
  ) added ORDER BY w
  ON CONFLICT ("word") DO UPDATE SET "documents" = s."documents" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_search_words_insert" AFTER INSERT ON "documents"
  FOR EACH ROW EXECUTE FUNCTION search_words_track();--> statement-breakpoint
CREATE TRIGGER "documents_search_words_update" AFTER UPDATE OF "search_text", "extracted_text" ON "documents"
  FOR EACH ROW WHEN (OLD."search_text" IS DISTINCT FROM NEW."search_text" OR OLD."extracted_text" IS DISTINCT FROM NEW."extracted_text")
  EXECUTE FUNCTION search_words_track();
--> statement-breakpoint
-- 4. Suggestions as they type (GET /api/search/suggest, SearchSuggestRepository): titles by their
--    start (btree, in order) and by any part or a near spelling (trigrams); catalogue names the same.
CREATE INDEX "documents_title_prefix_idx" ON "documents" (lower("title") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "documents_title_trgm_idx" ON "documents" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "colleges_name_trgm_idx" ON "colleges" USING gin (lower("college_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_name_trgm_idx" ON "courses" USING gin (lower("course_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subjects_name_trgm_idx" ON "subjects" USING gin (lower("name") gin_trgm_ops);
