CREATE INDEX "document_questions_search_idx" ON "document_questions" USING gin (to_tsvector('english', "text"));
