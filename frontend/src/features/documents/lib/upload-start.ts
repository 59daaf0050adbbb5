/**
 * Where the upload form starts (issue 25): a place of the catalogue chain and the type, carried
 * in /upload's address by the wizard's "Be the first to upload"
 * (`/upload?college=…&course=…&branch=…&year=…&subject=…&type=paper`, names as the upload takes
 * them), or given by the app from the student's profile. The form keeps only what the catalogue
 * still offers.
 */
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '@/config/catalogue-chain';
import { paths } from '@/config/paths';
import type { DocType } from '../types';

export type UploadStart = Partial<Record<CatalogueLevelKey, string>> & { docType?: DocType };

const TYPE_PARAM = 'type';
const DOC_TYPES: readonly DocType[] = ['paper', 'note'];
const isDocType = (value: string | null): value is DocType => DOC_TYPES.some((type) => type === value);

/** /upload, starting from `start`. */
export function uploadHref(start: UploadStart): string {
  const query = new URLSearchParams();
  for (const level of CATALOGUE_CHAIN) {
    const value = start[level.key];
    if (value !== undefined && value !== '') query.set(level.key, value);
  }
  if (start.docType) query.set(TYPE_PARAM, start.docType);
  const search = query.toString();
  return search === '' ? paths.upload.getHref() : `${paths.upload.getHref()}?${search}`;
}

/** The start an /upload address holds, or undefined when it holds none. */
export function uploadStartFrom(search: URLSearchParams): UploadStart | undefined {
  const start: UploadStart = {};
  for (const level of CATALOGUE_CHAIN) {
    const value = search.get(level.key)?.trim();
    if (value) start[level.key] = value;
  }
  const type = search.get(TYPE_PARAM);
  if (isDocType(type)) start.docType = type;
  return Object.keys(start).length > 0 ? start : undefined;
}
