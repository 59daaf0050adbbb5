/**
 * Each enum of the data model, defined once. The pgEnum (the database type), the DTOs'
 * `@IsIn` and `@ApiProperty({ enum })` (so openapi.json, and the client types generated from it)
 * and the TypeScript types all read these arrays. Changing a value changes the database type:
 * run `npm run db:generate` and commit the migration.
 */

export const DOCUMENT_TYPES = ['paper', 'note'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const EXAM_TYPES = ['midsem', 'endsem', 'quiz', 'lab'] as const;
export type ExamType = (typeof EXAM_TYPES)[number];

export const PREVIEW_STATUSES = ['pending', 'ready', 'failed'] as const;
export type PreviewStatus = (typeof PREVIEW_STATUSES)[number];

/** Where a document's searchable text came from: its PDF's text layer, OCR of its scanned pages, or nowhere. */
export const TEXT_SOURCES = ['pdf', 'ocr', 'none'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/** 'login': the step-up code a login needs after many failed passwords for the account. */
export const OTP_PURPOSES = ['verify-email', 'reset-password', 'login'] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];

/** A wrong password at login, or a wrong one-time code of one of the purposes above. */
export const CREDENTIAL_FAILURE_KINDS = ['password', ...OTP_PURPOSES] as const;
export type CredentialFailureKind = (typeof CREDENTIAL_FAILURE_KINDS)[number];

export const REPORT_REASONS = ['wrong-details', 'duplicate', 'illegible', 'copyright', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * A request for a missing document (issue 27): open until a matching upload fulfils it, or an
 * admin closes (the need is gone) or rejects it (not a real request), with a reason.
 */
export const REQUEST_STATUSES = ['open', 'fulfilled', 'closed', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What a notification is about (its payload's shape depends on it: notifications/notification.dto.ts). */
export const NOTIFICATION_KINDS = ['request-fulfilled', 'upload-removed', 'answer-key'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
