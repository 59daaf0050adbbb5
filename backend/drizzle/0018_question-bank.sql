CREATE TABLE "document_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"subject_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"number" text NOT NULL,
	"text" text NOT NULL,
	"marks" smallint,
	"page" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_questions" ADD CONSTRAINT "document_questions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_questions" ADD CONSTRAINT "document_questions_subject_id_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_questions_document_position_uq" ON "document_questions" USING btree ("document_id","position");--> statement-breakpoint
CREATE INDEX "document_questions_subject_idx" ON "document_questions" USING btree ("subject_id");
