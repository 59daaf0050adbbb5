import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { branches, colleges, courses, subjects } from './catalogue';
import { createdAt, id } from './columns';
import { documents, documentType, examType } from './documents';
import { NOTIFICATION_KINDS, REQUEST_STATUSES } from './enums';
import { users } from './users';

export const requestStatus = pgEnum('request_status', REQUEST_STATUSES);
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * A student's request for a document that is not there yet (issue 27), by catalogue place. At
 * most one OPEN request per place (type, subject, year, exam type, exam year): asking again joins
 * it (a vote). `votes` counts request_votes (kept in the same transactions) so "most wanted" is an
 * index scan.
 */
export const requests = pgTable(
  'requests',
  {
    id: id(),
    type: documentType('type').notNull(),
    collegeId: uuid('college_id')
      .notNull()
      .references(() => colleges.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    branchId: uuid('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    /** Null: any exam type (and always null for notes). */
    examType: examType('exam_type'),
    /** Null: any exam year. */
    examYear: text('exam_year'),
    note: text('note'),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: requestStatus('status').notNull().default('open'),
    votes: integer('votes').notNull().default(0),
    /** The document that fulfilled it (null again if that document is deleted later). */
    documentId: uuid('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** An admin's reason for closing or rejecting it. */
    reason: text('reason'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // NULLS NOT DISTINCT (an unnamed exam type or year is one place), which drizzle cannot say:
    // migration 0017 writes it by hand.
    uniqueIndex('requests_one_open_per_place_uq')
      .on(t.type, t.subjectId, t.year, t.examType, t.examYear)
      .where(sql`${t.status} = 'open'`),
    index('requests_status_wanted_idx').on(t.status, t.votes.desc(), t.createdAt.desc(), t.id.desc()),
    index('requests_status_new_idx').on(t.status, t.createdAt.desc(), t.id.desc()),
    index('requests_owner_recent_idx').on(t.ownerId, t.createdAt.desc()),
    check('requests_note_length', sql`char_length(${t.note}) <= 300`),
    check('requests_votes_non_negative', sql`${t.votes} >= 0`),
  ],
);

/** "Me too": one row per student and request (the asker's own included). */
export const requestVotes = pgTable(
  'request_votes',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => requests.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index('request_votes_user_idx').on(t.userId)],
);

/** A user's notifications (the bell): newest first, unread while read_at is null. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    /** What the entry shows and links to (`link` is an app path); its shape depends on kind. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Makes a notification idempotent: the same event recorded twice for a user is one row. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('notifications_user_recent_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

export type RequestRow = typeof requests.$inferSelect;
export type NotificationRow = typeof notifications.$inferSelect;
