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
--> statement-breakpoint
-- 5. The popular order (sort=popular): each document's views (weight 1), downloads (3) and
--    bookmarks (5), every event decayed with a time constant of 7 days (a view 30 days old counts
--    e^(-30/7) ≈ 1/70 of one now), kept as one number that never needs updating as time passes:
--    popularity = ln Σ weight · e^((event time - 2026-01-01) / 7 days). Every document's decayed sum
--    now is e^(popularity - (now - 2026-01-01) / 7 days): the same factor for all, so ordering by
--    popularity is ordering by the decayed sums at any moment. A page reads the index in order and
--    stops (no scan, no job recomputing scores). A document without any event is -1e9 (last).
--    In a table of its own: a view's update there leaves the wide `documents` row (and its text
--    indexes) alone.
CREATE TABLE "document_popularity" (
  "document_id" uuid PRIMARY KEY REFERENCES "documents"("id") ON DELETE CASCADE,
  "created_at" timestamptz NOT NULL,
  "popularity" double precision NOT NULL DEFAULT -1e9
);--> statement-breakpoint
CREATE INDEX "document_popularity_feed_idx" ON "document_popularity" ("popularity" DESC, "created_at" DESC, "document_id" DESC);--> statement-breakpoint
-- popularity plus one event of `weight` now, as log-sum-exp (exp never over- or underflows here).
CREATE FUNCTION "popularity_add"(current double precision, weight double precision) RETURNS double precision
  LANGUAGE sql STABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN current <= -1e8 THEN e.x
              WHEN abs(current - e.x) > 50 THEN greatest(current, e.x)
              ELSE greatest(current, e.x) + ln(1 + exp(-abs(current - e.x))) END
    FROM (SELECT ln(weight) + extract(epoch FROM now() - timestamptz '2026-01-01 00:00:00+00') / 604800.0 AS x) e
$$;--> statement-breakpoint
-- Existing documents: their counters as if the events were on the day of upload (their times were not kept).
INSERT INTO "document_popularity" ("document_id", "created_at", "popularity")
SELECT d."id", d."created_at",
       CASE WHEN w.total > 0
            THEN ln(w.total) + extract(epoch FROM d."created_at" - timestamptz '2026-01-01 00:00:00+00') / 604800.0
            ELSE -1e9 END
  FROM "documents" d,
       LATERAL (SELECT d."views" + 3.0 * d."downloads"
                       + 5.0 * (SELECT count(*) FROM "bookmarks" b WHERE b."document_id" = d."id") AS total) w;--> statement-breakpoint
CREATE FUNCTION "document_popularity_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookmarks' THEN
    UPDATE "document_popularity" SET "popularity" = popularity_add("popularity", 5) WHERE "document_id" = NEW."document_id";
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO "document_popularity" ("document_id", "created_at") VALUES (NEW."id", NEW."created_at");
  ELSE
    UPDATE "document_popularity"
       SET "popularity" = popularity_add("popularity",
             greatest(NEW."views" - OLD."views", 0) + 3.0 * greatest(NEW."downloads" - OLD."downloads", 0))
     WHERE "document_id" = NEW."id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "documents_popularity_insert" AFTER INSERT ON "documents"
  FOR EACH ROW EXECUTE FUNCTION document_popularity_track();--> statement-breakpoint
CREATE TRIGGER "documents_popularity_update" AFTER UPDATE OF "views", "downloads" ON "documents"
  FOR EACH ROW WHEN (NEW."views" > OLD."views" OR NEW."downloads" > OLD."downloads")
  EXECUTE FUNCTION document_popularity_track();--> statement-breakpoint
CREATE TRIGGER "bookmarks_popularity_insert" AFTER INSERT ON "bookmarks"
  FOR EACH ROW EXECUTE FUNCTION document_popularity_track();
