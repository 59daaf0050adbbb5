/**
 * Shapes the server returns for catalogue entries and documents (spec §3), as openapi.json
 * describes them (lib/api-types.ts): aliases, never copies.
 */
import type { ApiSchema } from '@/lib/api-types';

export type College = ApiSchema<'CollegeDto'>;
export type Course = ApiSchema<'CourseDto'>;
export type Branch = ApiSchema<'BranchDto'>;
export type Subject = ApiSchema<'SubjectDto'>;

/** How many papers and notes sit under a wizard step. */
export type DocumentCounts = ApiSchema<'DocumentCountsDto'>;

/** A subject as the wizard lookup returns it: with its document counts. */
export type WizardSubject = ApiSchema<'WizardSubjectDto'>;

/** One year of a branch, with its document counts. */
export type WizardYear = ApiSchema<'WizardYearDto'>;

export type DocumentItem = ApiSchema<'DocumentDto'>;

export type DocumentPage = ApiSchema<'DocumentPageDto'>;

/** A paper or a note. */
export type DocType = DocumentItem['type'];

export type ExamType = NonNullable<DocumentItem['examType']>;

/** One piece of a search result's passage; `match` marks the words the search found. */
export type SnippetSegment = ApiSchema<'SnippetPartDto'>;

/** Where a document's searchable text came from: the PDF's own text, or recognised (OCR) from its pages. */
export type TextSource = NonNullable<DocumentItem['textSource']>;

/** Why a user reports a document. */
export type ReportReason = ApiSchema<'CreateReportDto'>['reason'];

export const EXAM_TYPE_LABELS: Record<ExamType, string> = {
  midsem: 'Mid Semester',
  endsem: 'End Semester',
  quiz: 'Quiz',
  lab: 'Lab',
};

/** Spec §3: examType marks a paper; anything else is Notes. */
export const isPaper = (doc: DocumentItem): boolean => doc.examType !== undefined;

/**
 * The kind chip of a card and the viewer: "Paper · End Semester · 2023-24", "Notes · 2023"
 * (the exam year printed on the paper, when the uploader gave it; issue 26).
 */
export const kindLabel = (doc: DocumentItem): string =>
  [isPaper(doc) && doc.examType ? `Paper · ${EXAM_TYPE_LABELS[doc.examType]}` : 'Notes', doc.examYear ?? undefined]
    .filter(Boolean)
    .join(' · ');

/** A suggestion under the feed's search box (GET /api/search/suggest). */
export type Suggestion = ApiSchema<'SearchSuggestionDto'>;
