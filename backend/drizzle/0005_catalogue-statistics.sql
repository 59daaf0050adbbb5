-- A document's subject fixes its branch, course and college, but PostgreSQL assumes independent
-- columns: for a feed filtered by all four it multiplies their selectivities, expects one row, and
-- sorts every match of the subject (≈ 800 rows on the bench's data, 0.35 ms) instead of reading
-- documents_subject_idx in feed order and stopping after the page (0.1 ms). Functional-dependency
-- statistics tell it the columns go together. ANALYZE fills them now rather than at the next
-- automatic analyze, which a large, rarely changing table may not see for a long time.
CREATE STATISTICS IF NOT EXISTS "documents_catalogue_dependencies" (dependencies) ON "college_id", "course_id", "branch_id", "subject_id" FROM "documents";--> statement-breakpoint
ANALYZE "documents";
