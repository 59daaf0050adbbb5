/** Shapes the server returns for catalogue entries and documents (spec §3). */
export interface College {
  _id: string;
  collegeName: string;
  location: string;
}

export interface Course {
  _id: string;
  courseName: string;
  abbreviation: string;
  college: string;
  duration: number;
}

export interface Branch {
  _id: string;
  branchName: string;
  abbreviation: string;
  college: string;
  course: string;
}

export interface Subject {
  _id: string;
  name: string;
  year: number;
  branch: string;
  course: string;
  college: string;
}

/** How many papers and notes sit under a wizard step. */
export interface DocumentCounts {
  papers: number;
  notes: number;
}

/** A subject as the wizard lookup returns it: with its document counts. */
export interface WizardSubject extends Subject {
  documents?: DocumentCounts;
}

/** One year of a branch, with its document counts. */
export interface WizardYear {
  year: number;
  documents: DocumentCounts;
}

export type ExamType = 'midsem' | 'endsem' | 'quiz' | 'lab';

/** One piece of a search result's passage; `match` marks the words the search found. */
export interface SnippetSegment {
  text: string;
  match: boolean;
}

/** Where a document's searchable text came from: the PDF's own text, or recognised (OCR) from its pages. */
export type TextSource = 'pdf' | 'ocr' | 'none';

export interface DocumentItem {
  _id: string;
  type?: 'paper' | 'note';
  title: string;
  description: string;
  url: string;
  preview: string | null;
  examType?: ExamType;
  year?: number;
  pages?: number | null;
  size?: number;
  views?: number;
  downloads?: number;
  owner: { username: string }[];
  subject: { name: string }[];
  branch: { branchName: string }[];
  course: { courseName: string }[];
  college: { collegeName: string }[];
  createdAt: string;
  updatedAt: string;
  /** Search results only (`?q=`): a short passage around the matched words. Untrusted text. */
  snippet?: SnippetSegment[];
  /** Null or absent while the text has not been extracted yet. */
  textSource?: TextSource | null;
}

export interface DocumentPage {
  docs: DocumentItem[];
  nextPage: string | null;
  hasNextPage: boolean;
}

export const EXAM_TYPE_LABELS: Record<ExamType, string> = {
  midsem: 'Mid Semester',
  endsem: 'End Semester',
  quiz: 'Quiz',
  lab: 'Lab',
};

/** Spec §3: examType marks a paper; anything else is Notes. */
export const isPaper = (doc: DocumentItem): boolean => doc.examType !== undefined && doc.examType !== null;
