-- A document's views and downloads move from its row to document_popularity's, beside the order
-- they feed. Every opening of a document bumped a counter in `documents`, whose rows (title, text
-- vectors, ≈ 2 KB) fill their pages: the new row version never fitted beside the old one, so each
-- view was a non-HOT update that wrote an entry in all 18 of the table's indexes — every word of
-- both text vectors into their GIN indexes (fastupdate off) — ≈ 750 buffers and 2 ms of PostgreSQL
-- per view, and it cleared the page's all-visible bit, so the feed's index-only walks (the newest
-- 500 rows of documents_all_feed_idx) had to visit the heap again: measured on 100 000 documents,
-- 496 of 500 rows fetched after a few thousand views scattered new versions over 12 000 pages.
-- document_popularity's narrow row (its popularity changes with each event anyway) now takes both.
ALTER TABLE "document_popularity" ADD COLUMN "views" integer NOT NULL DEFAULT 0;--> statement-breakpoint
ALTER TABLE "document_popularity" ADD COLUMN "downloads" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "document_popularity" p SET "views" = d."views", "downloads" = d."downloads"
  FROM "documents" d WHERE d."id" = p."document_id" AND (d."views" > 0 OR d."downloads" > 0);--> statement-breakpoint
DROP TRIGGER "documents_popularity_update" ON "documents";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "views";--> statement-breakpoint
ALTER TABLE "documents" DROP COLUMN "downloads";--> statement-breakpoint
-- The trigger now only adds a document's row (insert) and a bookmark's weight; a view (weight 1)
-- or a download (3) is one UPDATE of document_popularity by the app (documents/document-counters.ts).
CREATE OR REPLACE FUNCTION "document_popularity_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'bookmarks' THEN
    UPDATE "document_popularity" SET "popularity" = popularity_add("popularity", 5) WHERE "document_id" = NEW."document_id";
  ELSE
    INSERT INTO "document_popularity" ("document_id", "created_at") VALUES (NEW."id", NEW."created_at");
  END IF;
  RETURN NULL;
END
$$;
