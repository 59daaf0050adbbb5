import { badRequest, conflict } from '../common/app-exception';
import { defineErrorCodes, type ErrorCode } from '../common/error-codes';
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../database/catalogue-chain';

type NotFoundKey<K extends CatalogueLevelKey> = `${Uppercase<K>}_NOT_FOUND`;

/** One per level of the chain: COLLEGE_NOT_FOUND: 'CATALOGUE.COLLEGE_NOT_FOUND', … */
const notFoundCodes = Object.fromEntries(
  CATALOGUE_CHAIN.map(({ key }) => [`${key.toUpperCase()}_NOT_FOUND`, `CATALOGUE.${key.toUpperCase()}_NOT_FOUND`]),
) as { [K in CatalogueLevelKey as NotFoundKey<K>]: `CATALOGUE.${NotFoundKey<K>}` };

/**
 * Codes of the catalogue, and of a document's catalogue fields (checked here, where the
 * catalogue is known, on behalf of uploads).
 */
export const CatalogueCode = defineErrorCodes('catalogue', {
  ...notFoundCodes,
  DUPLICATE: 'CATALOGUE.DUPLICATE',
  IN_USE: 'CATALOGUE.IN_USE',
  UNKNOWN_PARENT: 'CATALOGUE.UNKNOWN_PARENT',
  YEAR_OUT_OF_RANGE: 'CATALOGUE.YEAR_OUT_OF_RANGE',
  DOCUMENT_UNKNOWN_CATALOGUE: 'DOCUMENT.UNKNOWN_CATALOGUE',
  DOCUMENT_YEAR_OUT_OF_RANGE: 'DOCUMENT.YEAR_OUT_OF_RANGE',
  DOCUMENT_YEAR_MISMATCH: 'DOCUMENT.YEAR_MISMATCH',
});

/** The code a missing row of a level answers with (CATALOGUE.COLLEGE_NOT_FOUND, …). */
export function notFoundCode(key: CatalogueLevelKey): ErrorCode {
  return CatalogueCode[`${key.toUpperCase()}_NOT_FOUND` as NotFoundKey<CatalogueLevelKey>];
}

/** A catalogue write naming a parent (by id or name) that does not exist. */
export const unknownParent = (field: string, message: string) =>
  badRequest(CatalogueCode.UNKNOWN_PARENT, message, [{ field, message }]);
/** A subject's year past its course's duration. */
export const yearOutOfRange = (duration: number, message: string) =>
  badRequest(CatalogueCode.YEAR_OUT_OF_RANGE, message, [
    { field: 'year', message: `year must be between 1 and ${duration}` },
  ]);
export const duplicateEntry = (singular: string, name: string) =>
  conflict(CatalogueCode.DUPLICATE, `${singular} '${name}' already exists`);
/** An entry still pointed at; `details` counts what is left, when known. */
export const entryInUse = (message: string, details?: Record<string, number>) =>
  conflict(CatalogueCode.IN_USE, message, details);

/** An upload's catalogue field naming nothing known (the message names the field and value). */
export const unknownCatalogue = (field: string, message: string) =>
  badRequest(CatalogueCode.DOCUMENT_UNKNOWN_CATALOGUE, message, [{ field, message }]);
export const documentYearOutOfRange = (message: string) =>
  badRequest(CatalogueCode.DOCUMENT_YEAR_OUT_OF_RANGE, message, [{ field: 'year', message }]);
export const documentYearMismatch = (message: string) =>
  badRequest(CatalogueCode.DOCUMENT_YEAR_MISMATCH, message, [{ field: 'year', message }]);
