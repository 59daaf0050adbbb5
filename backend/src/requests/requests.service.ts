import { Injectable, Logger } from '@nestjs/common';
import { CatalogueService, placementIds } from '../catalogue/catalogue.service';
import type { AuthUser } from '../common/access/auth-user';
import { decodeKeyset, keysetPage } from '../documents/feed/keyset-cursor';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import type { Transaction } from '../database/database.types';
import { REQUEST_FULFIL_POINTS } from '../documents/upload/points';
import { NotificationsService } from '../notifications/notifications.service';
import { UsersService } from '../users/users.service';
import type { CreateRequestDto } from './dto/create-request.dto';
import type { RequestDto, RequestPageDto, RequestQueryDto, VoteStateDto } from './dto/request.dto';
import {
  examTypeForNote,
  invalidRequestCursor,
  requestDailyLimit,
  requestNotFound,
  requestNotOpen,
  requestNotOwner,
} from './requests.errors';
import { REQUEST_FILTER, REQUEST_SORT, RequestPlace, RequestRowView, RequestsRepository } from './requests.repository';
import { parseListParams } from '../common/react-admin/list-params';
import type { ListQueryDto } from '../common/react-admin/list-query.dto';
import type { ResolveRequestDto } from './dto/resolve-request.dto';

/** New requests one student may make in any 24 hours (joining an existing one is not counted). */
export const REQUESTS_PER_DAY = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
const PAGE_SIZE = 20;

/** The app path of a document (the viewer loads it by id) and of a request. */
export const documentLink = (id: string) => `/feed/document?id=${id}`;
export const requestLink = (id: string) => `/requests/${id}`;

function toDto(row: RequestRowView, viewerId: string | undefined): RequestDto {
  return {
    _id: row.id,
    type: row.type,
    college: { _id: row.collegeId, collegeName: row.collegeName },
    course: { _id: row.courseId, courseName: row.courseName },
    branch: { _id: row.branchId, branchName: row.branchName },
    subject: { _id: row.subjectId, name: row.subjectName },
    year: row.year,
    examType: row.examType,
    examYear: row.examYear,
    note: row.note,
    status: row.status,
    votes: row.votes,
    voted: row.voted,
    mine: viewerId !== undefined && row.ownerId === viewerId,
    owner: { username: row.ownerUsername },
    documentId: row.documentId,
    reason: row.reason,
    createdAt: row.createdAt,
    resolvedAt: row.resolvedAt,
  };
}

/**
 * Requests for missing documents (issue 27): students ask by catalogue place, others join ("me
 * too"), and a matching upload fulfils them (RequestFulfilment, from the upload's outbox job).
 */
@Injectable()
export class RequestsService {
  private readonly logger = new Logger('Requests');

  constructor(
    private readonly repository: RequestsRepository,
    private readonly catalogue: CatalogueService,
    private readonly notifications: NotificationsService,
    private readonly users: UsersService,
  ) {}

  /** A new request (created: true), or the open one of the same place with the caller's vote added. */
  async create(userId: string, dto: CreateRequestDto): Promise<{ request: RequestDto; created: boolean }> {
    if (dto.type === 'note' && dto.examType !== undefined) throw examTypeForNote();
    const placement = await this.catalogue.resolvePlacement(dto);
    const place: RequestPlace = {
      type: dto.type,
      ...placementIds(placement),
      year: placement.year,
      examType: dto.examType ?? null,
      examYear: dto.examYear ?? null,
    };
    const attempt = () =>
      this.repository.transaction(async (tx) => {
        const open = await this.repository.openAt(place, tx);
        if (open) {
          await this.repository.addVote(open, userId, tx);
          return { id: open, created: false };
        }
        await this.repository.lockOwner(userId, tx);
        const made = await this.repository.countSince(userId, new Date(Date.now() - DAY_MS), tx);
        if (made >= REQUESTS_PER_DAY) throw requestDailyLimit(REQUESTS_PER_DAY);
        return { id: await this.repository.insert(place, userId, dto.note ?? null, tx), created: true };
      });
    let outcome: { id: string; created: boolean };
    try {
      outcome = await attempt();
    } catch (error) {
      // Another student opened the same place at the same moment: join theirs.
      if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
      outcome = await attempt();
    }
    return { request: await this.get(outcome.id, userId), created: outcome.created };
  }

  async get(id: string, viewerId?: string): Promise<RequestDto> {
    const row = await this.repository.find(id, viewerId);
    if (!row) throw requestNotFound();
    return toDto(row, viewerId);
  }

  async list(query: RequestQueryDto, viewerId?: string): Promise<RequestPageDto> {
    const sort = query.sort ?? 'wanted';
    const status = query.status ?? 'open';
    const limit = query.limit ?? PAGE_SIZE;
    let cursor: { votes?: number; createdAt: string; id: string } | undefined;
    if (query.cursor !== undefined) {
      const tuple =
        sort === 'wanted'
          ? decodeKeyset(query.cursor, ['count', 'timestamp', 'uuid'])
          : decodeKeyset(query.cursor, ['timestamp', 'uuid']);
      if (!tuple) throw invalidRequestCursor();
      cursor =
        sort === 'wanted'
          ? { votes: Number(tuple[0]), createdAt: String(tuple[1]), id: String(tuple[2]) }
          : { createdAt: String(tuple[0]), id: String(tuple[1]) };
    }
    const { college, course, branch, subject } = query;
    const rows = await this.repository.list({
      catalogue: await this.catalogue.filterIds({ college, course, branch, subject }),
      status,
      sort,
      cursor,
      limit,
      viewerId,
    });
    const { page, nextPage, hasNextPage } = keysetPage(rows, limit, {
      path: '/v1/requests',
      params: { college, course, branch, subject, status: query.status, sort: query.sort, limit: query.limit },
      cursor: (last) =>
        sort === 'wanted' ? [last.votes, last.cursorCreatedAt, last.id] : [last.cursorCreatedAt, last.id],
    });
    return { requests: page.map((row) => toDto(row, viewerId)), nextPage, hasNextPage };
  }

  async toggleVote(id: string, userId: string): Promise<VoteStateDto> {
    const row = await this.repository.find(id);
    if (!row) throw requestNotFound();
    if (row.status !== 'open') throw requestNotOpen(row.status);
    return this.repository.toggleVote(id, userId);
  }

  /** The admin console's list (react-admin sort, range and filter). */
  async page(query: ListQueryDto): Promise<{ rows: RequestDto[]; total: number; start: number }> {
    const page = await this.repository.page(parseListParams(query, REQUEST_SORT, REQUEST_FILTER));
    return { ...page, rows: page.rows.map((row) => toDto(row, undefined)) };
  }

  /** An admin closes (the need is gone) or rejects (not a real request) an open request, with a reason. */
  async resolve(id: string, dto: ResolveRequestDto): Promise<RequestDto> {
    const row = await this.repository.find(id);
    if (!row) throw requestNotFound();
    if (row.status !== 'open') throw requestNotOpen(row.status);
    const status = dto.action === 'close' ? 'closed' : 'rejected';
    if (!(await this.repository.resolve(id, status, dto.reason))) {
      throw requestNotOpen((await this.repository.find(id))?.status ?? 'gone');
    }
    return this.get(id);
  }

  /** Withdrawn by the student who asked, or by an admin: the request and its votes are gone. */
  async remove(id: string, user: AuthUser): Promise<void> {
    const row = await this.repository.find(id);
    if (!row) throw requestNotFound();
    if (row.ownerId !== user.id && !user.isAdmin) throw requestNotOwner();
    if (!(await this.repository.remove(id))) throw requestNotFound();
  }

  /**
   * The fulfilment job's work for one published document, in one transaction: the matching open
   * requests become fulfilled with its id, each asker (but the uploader) is notified, and the
   * uploader earns REQUEST_FULFIL_POINTS per request someone else made. Idempotent: the requests
   * leave `open` in this transaction, so a second run does nothing.
   */
  async fulfil(documentId: string): Promise<number> {
    const count = await this.repository.transaction(async (tx) => {
      const outcome = await this.repository.fulfil(documentId, tx);
      if (!outcome || outcome.fulfilled.length === 0) return 0;
      const { document, fulfilled } = outcome;
      await this.notifyAskers(document, fulfilled, tx);
      const earned = fulfilled.filter((request) => request.ownerId !== document.ownerId).length * REQUEST_FULFIL_POINTS;
      if (earned > 0) await this.users.awardPoints(document.ownerId, earned, tx);
      this.logger.log(`Document ${document.id} fulfilled ${fulfilled.length} request(s)`);
      return fulfilled.length;
    });
    if (count > 0) this.notifications.flushMail();
    return count;
  }

  private async notifyAskers(
    document: { id: string; title: string; ownerId: string },
    fulfilled: { id: string; subjectName: string; askers: string[] }[],
    tx: Transaction,
  ): Promise<void> {
    const rows = fulfilled.flatMap((request) =>
      request.askers
        .filter((userId) => userId !== document.ownerId)
        .map((userId) => ({
          userId,
          kind: 'request-fulfilled' as const,
          payload: {
            link: documentLink(document.id),
            requestId: request.id,
            documentId: document.id,
            title: document.title,
            subject: request.subjectName,
          },
          dedupeKey: `request-fulfilled:${request.id}`,
        })),
    );
    // One request at a time: the users notified now (not those a retried run told already) are mailed.
    for (const request of fulfilled) {
      const told = await this.notifications.notify(
        rows.filter((row) => row.payload.requestId === request.id),
        tx,
      );
      await this.notifications.mailRequestFulfilled(tx, told, {
        subject: request.subjectName,
        title: document.title,
        documentPath: documentLink(document.id),
      });
    }
  }
}
