import { HttpStatus } from '@nestjs/common';
import { AppException, badRequest, conflict, forbidden, notFound } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of documents: lists, uploads and files. */
export const DocumentCode = defineErrorCodes('documents', {
  NOT_FOUND: 'DOCUMENT.NOT_FOUND',
  NOT_OWNER: 'DOCUMENT.NOT_OWNER',
  INVALID_TYPE: 'DOCUMENT.INVALID_TYPE',
  TYPE_MISMATCH: 'DOCUMENT.TYPE_MISMATCH',
  INVALID_CURSOR: 'DOCUMENT.INVALID_CURSOR',
  NOT_PDF: 'DOCUMENT.NOT_PDF',
  EMPTY_FILE: 'DOCUMENT.EMPTY_FILE',
  TOO_LARGE: 'DOCUMENT.TOO_LARGE',
  MULTIPART_REQUIRED: 'DOCUMENT.MULTIPART_REQUIRED',
  DUPLICATE: 'DOCUMENT.DUPLICATE',
  PREVIEW_NOT_READY: 'DOCUMENT.PREVIEW_NOT_READY',
  FILE_MISSING: 'DOCUMENT.FILE_MISSING',
  RANGE_NOT_SATISFIABLE: 'DOCUMENT.RANGE_NOT_SATISFIABLE',
  PAGE_NOT_FOUND: 'DOCUMENT.PAGE_NOT_FOUND',
  INVALID_PAGE: 'DOCUMENT.INVALID_PAGE',
  INVALID_PAGE_WIDTH: 'DOCUMENT.INVALID_PAGE_WIDTH',
  PAGE_UNREADABLE: 'DOCUMENT.PAGE_UNREADABLE',
  PAGES_BUSY: 'DOCUMENT.PAGES_BUSY',
  INVALID_EXAM_YEAR: 'DOCUMENT.INVALID_EXAM_YEAR',
  INVALID_SUGGEST_QUERY: 'DOCUMENT.INVALID_SUGGEST_QUERY',
  ANSWERS_FOR_INVALID: 'DOCUMENT.ANSWERS_FOR_INVALID',
  ANSWERS_FOR_NOT_PAPER: 'DOCUMENT.ANSWERS_FOR_NOT_PAPER',
  ANSWERS_FOR_WRONG_SUBJECT: 'DOCUMENT.ANSWERS_FOR_WRONG_SUBJECT',
  ANSWERS_FOR_SELF: 'DOCUMENT.ANSWERS_FOR_SELF',
  NOT_OWNER_ANSWERS_FOR: 'DOCUMENT.NOT_OWNER_ANSWERS_FOR',
});

export const documentNotFound = () => notFound(DocumentCode.NOT_FOUND, 'Document not found');
export const notOwner = () =>
  forbidden(DocumentCode.NOT_OWNER, 'Only the uploader or an admin can delete this document');
export const invalidType = () => badRequest(DocumentCode.INVALID_TYPE, 'type must be papers or notes');
export const typeMismatch = (name: string, expected: string) =>
  badRequest(DocumentCode.TYPE_MISMATCH, `type '${name}' does not match this ${expected}s list`);
export const invalidSuggestQuery = () =>
  badRequest(DocumentCode.INVALID_SUGGEST_QUERY, 'q must be 1 to 100 characters');
export const invalidCursor = () => badRequest(DocumentCode.INVALID_CURSOR, 'cursor is not valid for this list');

export const notPdf = () =>
  new AppException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    DocumentCode.NOT_PDF,
    'File type not supported. Please upload a PDF file',
  );
export const emptyFile = () =>
  badRequest(DocumentCode.EMPTY_FILE, 'This file is empty. Please choose a PDF with content');
export const tooLarge = (maxBytes: number) =>
  new AppException(
    HttpStatus.PAYLOAD_TOO_LARGE,
    DocumentCode.TOO_LARGE,
    `The file is larger than the ${Math.floor(maxBytes / (1024 * 1024))} MB limit`,
  );
export const multipartRequired = () =>
  new AppException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    DocumentCode.MULTIPART_REQUIRED,
    'Send the upload as multipart/form-data with a file part',
  );
/** The same file (by SHA-256) is already a document; details name it when it is still there. */
export const duplicateFile = (existing: { id: string; title: string } | undefined) =>
  conflict(DocumentCode.DUPLICATE, `This file has already been uploaded${existing ? ` as “${existing.title}”` : ''}`, {
    documentId: existing?.id,
    title: existing?.title,
  });

export const previewNotReady = () => notFound(DocumentCode.PREVIEW_NOT_READY, 'This document has no preview image');
export const fileMissing = () => notFound(DocumentCode.FILE_MISSING, 'The file of this document is missing');
export const rangeNotSatisfiable = () =>
  new AppException(
    HttpStatus.REQUESTED_RANGE_NOT_SATISFIABLE,
    DocumentCode.RANGE_NOT_SATISFIABLE,
    'Requested range not satisfiable',
  );

/** The page viewer's page images (documents/pages/). */
export const pageNotFound = (page: number, pageCount: number) =>
  notFound(
    DocumentCode.PAGE_NOT_FOUND,
    `This document has ${pageCount} page${pageCount === 1 ? '' : 's'}; there is no page ${page}`,
  );
export const invalidPage = () =>
  badRequest(DocumentCode.INVALID_PAGE, 'The page number must be a whole number from 1', [
    { field: 'n', message: 'n must be a whole number from 1' },
  ]);
export const invalidPageWidth = (widths: readonly number[]) =>
  badRequest(DocumentCode.INVALID_PAGE_WIDTH, `width must be one of ${widths.join(', ')}`, [
    { field: 'width', message: `width must be one of ${widths.join(', ')}` },
  ]);
export const pageUnreadable = () =>
  new AppException(
    HttpStatus.UNPROCESSABLE_ENTITY,
    DocumentCode.PAGE_UNREADABLE,
    'This page could not be drawn. Download the PDF or open it in a new tab',
  );
export const pagesBusy = (retryAfterSeconds: number) =>
  new AppException(
    HttpStatus.SERVICE_UNAVAILABLE,
    DocumentCode.PAGES_BUSY,
    'Pages are being drawn for many readers. Try again in a moment',
    undefined,
    { retryAfterSeconds },
  );

/** An upload's examYear broke its rule (dto/exam-year.ts): the message says how. */
export const invalidExamYear = (message: string) =>
  badRequest(DocumentCode.INVALID_EXAM_YEAR, message, [{ field: 'examYear', message }]);
/** answersFor (issue 27: this document answers that paper) names no document: malformed or gone. */
export const answersForInvalid = () =>
  badRequest(DocumentCode.ANSWERS_FOR_INVALID, 'answersFor must be the id of a paper on PaperShelf', [
    { field: 'answersFor', message: 'answersFor must be the id of an existing paper' },
  ]);
/** answersFor names a note: only papers have answer keys. */
export const answersForNotPaper = () =>
  badRequest(DocumentCode.ANSWERS_FOR_NOT_PAPER, 'answersFor must name a paper, not a note', [
    { field: 'answersFor', message: 'answersFor must name a paper' },
  ]);
/** answersFor names a paper of another subject than this document's. */
export const answersForWrongSubject = () =>
  badRequest(DocumentCode.ANSWERS_FOR_WRONG_SUBJECT, 'An answer key must be of the same subject as its paper', [
    { field: 'answersFor', message: 'answersFor must name a paper of the same subject' },
  ]);
/** A paper cannot be its own answer key. */
export const answersForSelf = () =>
  badRequest(DocumentCode.ANSWERS_FOR_SELF, 'A paper cannot be its own answer key', [
    { field: 'answersFor', message: 'answersFor must name another paper' },
  ]);
export const notOwnerAnswersFor = () =>
  forbidden(
    DocumentCode.NOT_OWNER_ANSWERS_FOR,
    'Only the uploader or an admin can change which paper this document answers',
  );
