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
  const { file, docType, examType, year, ...text } = input;
  const form = new FormData();
  // Every text field the routes take, trimmed (as the server trims them): a field added to
  // openapi.json is sent once the form has it, with no change here.
  for (const [field, value] of Object.entries(text)) form.append(field, value.trim());
  form.append('year', year);
  if (docType === 'paper') form.append('examType', examType);
  // The file goes last so the server has every field before the stream.
  form.append('file', file);
  return api.post<DocumentItem>(docType === 'paper' ? '/api/papers' : '/api/notes', form, {
    transport: uploadWithProgress((percent) => onProgress?.(percent)),
  });
}
