CREATE TABLE "ocr_usage" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "ocr_usage_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "ocr_usage" ADD CONSTRAINT "ocr_usage_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;