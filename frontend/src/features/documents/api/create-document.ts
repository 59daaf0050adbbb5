import { api } from '@/lib/api-client';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { DocumentItem, ExamType } from '../types';

export type DocType = 'paper' | 'note';

export interface UploadInput {
  title: string;
  description: string;
  college: string;
  branch: string;
  course: string;
  subject: string;
  year: string;
  docType: DocType;
  examType: ExamType | '';
  file: File;
}

/** Multipart upload to /api/papers or /api/notes (spec §7); examType only for papers. */
export function createDocument(input: UploadInput, onProgress?: (percent: number) => void): Promise<DocumentItem> {
  const form = new FormData();
  form.append('title', input.title.trim());
  form.append('description', input.description.trim());
  form.append('college', input.college);
  form.append('branch', input.branch);
  form.append('course', input.course);
  form.append('subject', input.subject);
  form.append('year', input.year);
  if (input.docType === 'paper') form.append('examType', input.examType);
  // The file goes last so the server has every field before the stream.
  form.append('file', input.file);
  return api.post<DocumentItem>(input.docType === 'paper' ? '/api/papers' : '/api/notes', form, {
    transport: uploadWithProgress((percent) => onProgress?.(percent)),
  });
}
