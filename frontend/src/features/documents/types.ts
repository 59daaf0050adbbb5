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
