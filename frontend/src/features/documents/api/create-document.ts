import { api } from '@/lib/api-client';
import type { MultipartBody } from '@/lib/api-types';
import { uploadWithProgress } from '@/lib/upload-with-progress';
import type { DocType, DocumentItem, ExamType } from '../types';

/** The text fields both upload routes take (openapi.json): what the form types in, as typed. */
type UploadTextFields = Omit<MultipartBody<'/api/papers'>, 'file' | 'year' | 'examType'>;

/** The form's values: text as typed, the year as chosen (a string), examType empty until picked. */
export type UploadInput = { [Field in keyof UploadTextFields]: string } & {
  year: string;
  docType: DocType;
  examType: ExamType | '';
  file: File;
};

/** Multipart upload to /api/papers or /api/notes (spec §7); examType only for papers. */
export function createDocument(input: UploadInput, onProgress?: (percent: number) => void): Promise<DocumentItem> {
  // Typed against the routes' fields: one the API adds is a type error here until it is sent.
  const text: Record<keyof UploadTextFields, string> = {
    title: input.title.trim(),
    description: input.description.trim(),
    college: input.college,
    branch: input.branch,
    course: input.course,
    subject: input.subject,
  };
  const form = new FormData();
  for (const [field, value] of Object.entries(text)) form.append(field, value);
  form.append('year', input.year);
  if (input.docType === 'paper') form.append('examType', input.examType);
  // The file goes last so the server has every field before the stream.
  form.append('file', input.file);
  return api.post<DocumentItem>(input.docType === 'paper' ? '/api/papers' : '/api/notes', form, {
    transport: uploadWithProgress((percent) => onProgress?.(percent)),
  });
}
