import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { containsPattern, idFilter } from '../common/react-admin/list-filters';
import { MAX_RANGE, stringList, type ListFilters, type ListParams } from '../common/react-admin/list-params';
import type { CatalogueFilterIds } from '../catalogue/catalogue.service';
import { DATABASE, Database, Transaction } from '../database/database.types';
import { branches, colleges, courses, documents, requests, requestVotes, subjects, users } from '../database/schema';
import { REQUEST_STATUSES, type DocumentType, type ExamType, type RequestStatus } from '../database/schema/enums';
import type { RequestSort } from './dto/request.dto';

/** A request's place: what makes two requests the same (one open request per place). */
export interface RequestPlace {
  type: DocumentType;
  collegeId: string;
  courseId: string;
  branchId: string;
  subjectId: string;
  year: number;
  examType: ExamType | null;
  examYear: string | null;
}

export interface RequestRowView {
  id: string;
  type: DocumentType;
  year: number;
  examType: ExamType | null;
  examYear: string | null;
  note: string | null;
  status: RequestStatus;
  votes: number;
  documentId: string | null;
  reason: string | null;
  createdAt: Date;
  resolvedAt: Date | null;
  cursorCreatedAt: string;
  ownerId: string;
  ownerUsername: string;
  collegeId: string;
  collegeName: string;
  courseId: string;
  courseName: string;
  branchId: string;
  branchName: string;
  subjectId: string;
  subjectName: string;
  voted: boolean;
}

export interface RequestListQuery {
  catalogue: CatalogueFilterIds;
  status: 'open' | 'fulfilled';
  sort: RequestSort;
  cursor?: { votes?: number; createdAt: string; id: string };
  limit: number;
  viewerId?: string;
}

/** What a fulfilled request tells its askers, and whom. */
export interface FulfilledRequest {
  id: string;
  ownerId: string;
  subjectName: string;
  askers: string[];
}

/** The admin console's list (react-admin): sort fields and filters. */
export const REQUEST_SORT = ['_id', 'createdAt', 'resolvedAt', 'votes', 'status', 'year', 'subject.name'] as const;
export const REQUEST_FILTER = {
  status: 'words',
  id: 'ids',
  college: 'ids',
  course: 'ids',
  branch: 'ids',
  subject: 'ids',
  q: 'text',
} as const satisfies ListFilters;
export type RequestSortField = (typeof REQUEST_SORT)[number];

const placeIs = (place: RequestPlace): SQL =>
  and(
    eq(requests.type, place.type),
    eq(requests.subjectId, place.subjectId),
    eq(requests.year, place.year),
    place.examType === null ? isNull(requests.examType) : eq(requests.examType, place.examType),
    place.examYear === null ? isNull(requests.examYear) : eq(requests.examYear, place.examYear),
  ) as SQL;

@Injectable()
export class RequestsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private columns(viewerId: string | undefined) {
    return {
      id: requests.id,
      type: requests.type,
      year: requests.year,
      examType: requests.examType,
      examYear: requests.examYear,
      note: requests.note,
      status: requests.status,
      votes: requests.votes,
      documentId: requests.documentId,
      reason: requests.reason,
      createdAt: requests.createdAt,
      resolvedAt: requests.resolvedAt,
      cursorCreatedAt: sql<string>`${requests.createdAt}::text`,
      ownerId: requests.ownerId,
      ownerUsername: users.username,
      collegeId: colleges.id,
      collegeName: colleges.collegeName,
      courseId: courses.id,
      courseName: courses.courseName,
      branchId: branches.id,
      branchName: branches.branchName,
      subjectId: subjects.id,
      subjectName: subjects.name,
      voted: viewerId
        ? sql<boolean>`exists (select 1 from ${requestVotes} where ${requestVotes.requestId} = ${requests.id} and ${requestVotes.userId} = ${viewerId}::uuid)`
        : sql<boolean>`false`,
    };
  }

  private select(viewerId: string | undefined, tx: Transaction | Database = this.db) {
    return tx
      .select(this.columns(viewerId))
      .from(requests)
      .innerJoin(users, eq(users.id, requests.ownerId))
      .innerJoin(colleges, eq(colleges.id, requests.collegeId))
      .innerJoin(courses, eq(courses.id, requests.courseId))
      .innerJoin(branches, eq(branches.id, requests.branchId))
      .innerJoin(subjects, eq(subjects.id, requests.subjectId));
  }

  async find(id: string, viewerId?: string, tx?: Transaction): Promise<RequestRowView | undefined> {
    const [row] = await this.select(viewerId, tx).where(eq(requests.id, id));
    return row;
  }

  async list(query: RequestListQuery): Promise<RequestRowView[]> {
    const { catalogue, cursor } = query;
    const levels = [
      [requests.collegeId, catalogue.college],
      [requests.courseId, catalogue.course],
      [requests.branchId, catalogue.branch],
      [requests.subjectId, catalogue.subject],
    ] as const;
    // A name that matches no row matches no request.
    if (levels.some(([, ids]) => ids !== undefined && ids.length === 0)) return [];
    const after =
      cursor === undefined
        ? undefined
        : query.sort === 'wanted'
          ? sql`(${requests.votes}, ${requests.createdAt}, ${requests.id}) < (${cursor.votes ?? 0}, ${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
          : sql`(${requests.createdAt}, ${requests.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`;
    const order =
      query.sort === 'wanted'
        ? [desc(requests.votes), desc(requests.createdAt), desc(requests.id)]
        : [desc(requests.createdAt), desc(requests.id)];
    return this.select(query.viewerId)
      .where(
        and(
          eq(requests.status, query.status),
          ...levels.map(([column, ids]) => (ids === undefined ? undefined : inArray(column, ids))),
          after,
        ),
      )
      .orderBy(...order)
      .limit(query.limit + 1);
  }

  /** The open request of a place, if any. */
  async openAt(place: RequestPlace, tx: Transaction): Promise<string | undefined> {
    const [row] = await tx
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.status, 'open'), placeIs(place)));
    return row?.id;
  }

  /** Requests the user made since `since` (joins are not counted). */
  async countSince(ownerId: string, since: Date, tx: Transaction): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(requests)
      .where(and(eq(requests.ownerId, ownerId), gt(requests.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Serialises one user's creations (the daily limit's count, then the insert). */
  async lockOwner(ownerId: string, tx: Transaction): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`requests:${ownerId}`}))`);
  }

  /** A new open request with its asker's vote. Throws PostgreSQL's unique violation when the place has one. */
  async insert(place: RequestPlace, ownerId: string, note: string | null, tx: Transaction): Promise<string> {
    const [row] = await tx
      .insert(requests)
      .values({ ...place, ownerId, note, votes: 1 })
      .returning({ id: requests.id });
    if (!row) throw new Error('insert returned no row');
    await tx.insert(requestVotes).values({ requestId: row.id, userId: ownerId });
    return row.id;
  }

  /** Adds the user's vote (no-op when they have one). True when added. */
  async addVote(requestId: string, userId: string, tx: Transaction): Promise<boolean> {
    const added = await tx
      .insert(requestVotes)
      .values({ requestId, userId })
      .onConflictDoNothing()
      .returning({ userId: requestVotes.userId });
    if (added.length === 0) return false;
    await tx
      .update(requests)
      .set({ votes: sql`${requests.votes} + 1` })
      .where(eq(requests.id, requestId));
    return true;
  }

  /** Removes the user's vote when they have one, else adds it; returns the state after. */
  toggleVote(requestId: string, userId: string): Promise<{ voted: boolean; votes: number }> {
    return this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(requestVotes)
        .where(and(eq(requestVotes.requestId, requestId), eq(requestVotes.userId, userId)))
        .returning({ userId: requestVotes.userId });
      const voted = removed.length === 0 && (await this.addVote(requestId, userId, tx));
      const [row] = await tx
        .update(requests)
        .set({ votes: removed.length > 0 ? sql`greatest(${requests.votes} - 1, 0)` : sql`${requests.votes}` })
        .where(eq(requests.id, requestId))
        .returning({ votes: requests.votes });
      return { voted, votes: row?.votes ?? 0 };
    });
  }

  /** react-admin's page: filter by status (one or a list), place ids, id, q (the subject's name contains). */
  async page(params: ListParams<RequestSortField>): Promise<{ rows: RequestRowView[]; total: number; start: number }> {
    const f = params.filter;
    const statuses = stringList(f.status);
    const valid = statuses?.filter((v): v is RequestStatus => (REQUEST_STATUSES as readonly string[]).includes(v));
    const where = and(
      valid === undefined ? undefined : valid.length === 0 ? sql`false` : inArray(requests.status, valid),
      idFilter(requests.id, f.id),
      idFilter(requests.collegeId, f.college),
      idFilter(requests.courseId, f.course),
      idFilter(requests.branchId, f.branch),
      idFilter(requests.subjectId, f.subject),
      typeof f.q === 'string' ? sql`${subjects.name} ilike ${containsPattern(f.q)}` : undefined,
    );
    const columns = {
      _id: requests.id,
      createdAt: requests.createdAt,
      resolvedAt: requests.resolvedAt,
      votes: requests.votes,
      status: requests.status,
      year: requests.year,
      'subject.name': subjects.name,
    };
    const sort = params.sort ?? { field: 'votes', order: 'DESC' };
    const direction = sort.order === 'DESC' ? desc : asc;
    const start = params.range?.start ?? 0;
    const size = params.range ? params.range.end - params.range.start + 1 : MAX_RANGE;
    const [rows, counted] = await Promise.all([
      this.select(undefined)
        .where(where)
        .orderBy(direction(columns[sort.field]), direction(requests.id))
        .limit(size)
        .offset(start),
      this.db
        .select({ n: count() })
        .from(requests)
        .innerJoin(subjects, eq(subjects.id, requests.subjectId))
        .where(where),
    ]);
    return { rows, total: counted[0]?.n ?? 0, start };
  }

  /** Closes or rejects an open request with a reason; false when it was no longer open. */
  async resolve(id: string, status: 'closed' | 'rejected', reason: string): Promise<boolean> {
    const updated = await this.db
      .update(requests)
      .set({ status, reason, resolvedAt: new Date() })
      .where(and(eq(requests.id, id), eq(requests.status, 'open')))
      .returning({ id: requests.id });
    return updated.length > 0;
  }

  async remove(id: string): Promise<boolean> {
    const removed = await this.db.delete(requests).where(eq(requests.id, id)).returning({ id: requests.id });
    return removed.length > 0;
  }

  /**
   * Fulfils, in `tx`, every open request the document matches: same type, subject and year, and
   * the request's exam type and exam year when it names them. Requests leave `open` here, so a
   * second run for the same document (a retried job) finds none.
   */
  async fulfil(
    documentId: string,
    tx: Transaction,
  ): Promise<{ document: FulfillingDocument; fulfilled: FulfilledRequest[] } | undefined> {
    const [doc] = await tx
      .select({
        id: documents.id,
        title: documents.title,
        type: documents.type,
        subjectId: documents.subjectId,
        year: documents.year,
        examType: documents.examType,
        examYear: documents.examYear,
        ownerId: documents.ownerId,
      })
      .from(documents)
      .where(eq(documents.id, documentId));
    if (!doc) return undefined;
    const rows = await tx
      .update(requests)
      .set({ status: 'fulfilled', documentId: doc.id, resolvedAt: new Date() })
      .where(
        and(
          eq(requests.status, 'open'),
          eq(requests.type, doc.type),
          eq(requests.subjectId, doc.subjectId),
          eq(requests.year, doc.year),
          doc.examType === null
            ? isNull(requests.examType)
            : or(isNull(requests.examType), eq(requests.examType, doc.examType)),
          doc.examYear === null
            ? isNull(requests.examYear)
            : or(isNull(requests.examYear), eq(requests.examYear, doc.examYear)),
        ),
      )
      .returning({ id: requests.id, ownerId: requests.ownerId, subjectId: requests.subjectId });
    if (rows.length === 0) return { document: doc, fulfilled: [] };
    const ids = rows.map((row) => row.id);
    const [subject] = await tx.select({ name: subjects.name }).from(subjects).where(eq(subjects.id, doc.subjectId));
    const votes = await tx
      .select({ requestId: requestVotes.requestId, userId: requestVotes.userId })
      .from(requestVotes)
      .where(inArray(requestVotes.requestId, ids));
    return {
      document: doc,
      fulfilled: rows.map((row) => ({
        id: row.id,
        ownerId: row.ownerId,
        subjectName: subject?.name ?? '',
        askers: votes.filter((vote) => vote.requestId === row.id).map((vote) => vote.userId),
      })),
    };
  }

  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}

export interface FulfillingDocument {
  id: string;
  title: string;
  type: DocumentType;
  ownerId: string;
}
