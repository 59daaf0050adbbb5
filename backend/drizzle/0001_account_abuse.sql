CREATE TYPE "public"."credential_failure_kind" AS ENUM('password', 'verify-email', 'reset-password', 'login');--> statement-breakpoint
ALTER TYPE "public"."otp_purpose" ADD VALUE 'login';--> statement-breakpoint
CREATE TABLE "credential_failures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" "credential_failure_kind" NOT NULL,
	"locks_flow" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD COLUMN "family_expires_at" timestamp with time zone;--> statement-breakpoint
-- Hand-edited: existing families end 30 days after their first token (the login).
UPDATE "refresh_sessions" AS s SET "family_expires_at" = f."started" + interval '30 days' FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_sessions" GROUP BY "family_id") AS f WHERE s."family_id" = f."family_id";--> statement-breakpoint
ALTER TABLE "refresh_sessions" ALTER COLUMN "family_expires_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "credential_failures" ADD CONSTRAINT "credential_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credential_failures_user_kind_idx" ON "credential_failures" USING btree ("user_id","kind","created_at" DESC NULLS LAST);