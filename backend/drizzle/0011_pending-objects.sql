CREATE TABLE "pending_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pending_objects_created_idx" ON "pending_objects" USING btree ("created_at");