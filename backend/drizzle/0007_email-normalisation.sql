ALTER TABLE "users" ADD COLUMN "first_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "users_never_verified_idx" ON "users" USING btree ("created_at") WHERE "users"."first_verified_at" is null;--> statement-breakpoint
-- Hand-edited from here. Accounts that were ever verified: verified now, or showing what only a
-- verified account can do (profile fields, uploads, points, Google, admin). Time unknown: created_at.
UPDATE "users" SET "first_verified_at" = "created_at" WHERE "is_verified" OR "is_admin" OR "google_id" IS NOT NULL OR "points" > 0 OR "full_name" IS NOT NULL OR "mobile_number" IS NOT NULL OR "college" IS NOT NULL OR "avatar_key" IS NOT NULL OR EXISTS (SELECT 1 FROM "documents" AS d WHERE d."owner_id" = "users"."id");--> statement-breakpoint
-- Whichever code path verifies an account (e-mail code, Google, password reset, admin seed), the
-- first time it does sets first_verified_at; nothing clears it.
CREATE OR REPLACE FUNCTION "users_first_verified"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."is_verified" AND NEW."first_verified_at" IS NULL THEN
    NEW."first_verified_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_first_verified" BEFORE INSERT OR UPDATE OF "is_verified" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_first_verified"();--> statement-breakpoint
-- E-mails in their canonical form (src/common/email.ts: NFKC, case-folded). Two rows whose
-- addresses become one: the verified one keeps it (then the older, then the smaller id); each other
-- row keeps its data but gets a placeholder address it cannot log in with (an admin can sort it
-- out), and its sessions end. PostgreSQL's lower() folds what the database's locale knows (ASCII
-- at least: KELVIN SIGN and full-width letters become ASCII through NFKC first).
WITH "ranked" AS (SELECT "id", row_number() OVER (PARTITION BY lower(normalize("email", NFKC)) ORDER BY "is_verified" DESC, "created_at", "id") AS "rank" FROM "users")
UPDATE "users" SET "email" = 'duplicate-' || "users"."id" || '@papershelf.invalid' FROM "ranked" WHERE "ranked"."id" = "users"."id" AND "ranked"."rank" > 1;--> statement-breakpoint
UPDATE "refresh_sessions" SET "revoked_at" = now() WHERE "revoked_at" IS NULL AND "user_id" IN (SELECT "id" FROM "users" WHERE "email" LIKE 'duplicate-%@papershelf.invalid');--> statement-breakpoint
UPDATE "users" SET "email" = lower(normalize("email", NFKC)) WHERE "email" <> lower(normalize("email", NFKC));
