-- Issue 26: a document published from a smart upload keeps its draft's quality checks (shown to admins).
ALTER TABLE "documents" ADD COLUMN "upload_checks" jsonb;