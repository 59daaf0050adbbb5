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
  TOO_LARGE: 'DOCUMENT.TOO_LARGE',
  MULTIPART_REQUIRED: 'DOCUMENT.MULTIPART_REQUIRED',
  DUPLICATE: 'DOCUMENT.DUPLICATE',
  PREVIEW_NOT_READY: 'DOCUMENT.PREVIEW_NOT_READY',
  FILE_MISSING: 'DOCUMENT.FILE_MISSING',
  RANGE_NOT_SATISFIABLE: 'DOCUMENT.RANGE_NOT_SATISFIABLE',
});

export const documentNotFound = () => notFound(DocumentCode.NOT_FOUND, 'Document not found');
export const notOwner = () =>
  forbidden(DocumentCode.NOT_OWNER, 'Only the uploader or an admin can delete this document');
export const invalidType = () => badRequest(DocumentCode.INVALID_TYPE, 'type must be papers or notes');
export const typeMismatch = (name: string, expected: string) =>
  badRequest(DocumentCode.TYPE_MISMATCH, `type '${name}' does not match this ${expected}s list`);
export const invalidCursor = () => badRequest(DocumentCode.INVALID_CURSOR, 'cursor is not valid for this list');

export const notPdf = () =>
  new AppException(
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
    DocumentCode.NOT_PDF,
    'File type not supported. Please upload a PDF file',
  );
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
