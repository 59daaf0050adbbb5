ALTER TABLE "branches" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "subjects" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;