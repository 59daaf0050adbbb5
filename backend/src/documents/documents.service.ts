import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { CatalogueRefs, CatalogueService, WizardPath, wizardParams } from '../catalogue/catalogue.service';
import { ListParams, MAX_RANGE, stringList } from '../common/react-admin/list-params';
import { CATALOGUE_CHAIN } from '../database/catalogue-chain';
import { PendingObjects } from '../storage/pending-objects';
import { PG_FOREIGN_KEY_VIOLATION, pgErrorCode } from '../database/pg-error';
import { StorageService } from '../storage/storage.service';
import { UsersService } from '../users/users.service';
import { DocumentsRepository } from './documents.repository';
import { AdminDocumentSortField, FeedFilters, FeedRepository } from './feed/feed.repository';
import {
  type AdminDocumentDto,
  DOCUMENT_TYPES,
  type DocumentDto,
  type DocumentPageDto,
  type DocumentType,
  toDocumentDto,
} from './dto/document.dto';
import type { FeedQueryDto, FeedSort, PageQueryDto } from './dto/feed-query.dto';
import { decodeCursor, encodeCursor } from './feed/feed-cursor';
import { toSearchTerms } from './feed/search-query';
import { UPLOAD_POINTS } from './upload/points';
import { invalidListParams } from '../common/common.errors';
import {
  answersForInvalid,
  answersForNotPaper,
  answersForSelf,
  answersForWrongSubject,
  documentNotFound,
  notOwner,
  notOwnerAnswersFor,
} from './documents.errors';
import { isUuid } from '../common/id-param';
import { OutboxService } from '../queue/outbox.service';
import { enqueueAnswerKeyNotice } from '../answer-keys/answer-key.job';
import { firstPageKeys } from './pages/page-drawing';
import { pagesPrefix } from './pages/page-keys';

export const PAGE_SIZE = 20;

/** Feed filters as a request names them: catalogue levels by id or name. */
interface RequestedFilters extends Omit<FeedFilters, 'catalogue'> {
  catalogue: CatalogueRefs;
}

/** Each catalogue level's filter as a request gives it (`college`, `course`, …: a name or an id). */
function catalogueRefs(valueOf: (key: keyof CatalogueRefs) => string | undefined): CatalogueRefs {
  return Object.fromEntries(CATALOGUE_CHAIN.map((level) => [level.key, valueOf(level.key)]));
}

/** The list a page belongs to: its path after /v1 (for nextPage) and its query parameters. */
interface PageTarget {
  path: string;
  params: Record<string, string | number | undefined>;
}

/**
 * Reads and removals of documents: feeds (keyset-paged, filtered, searched), the wizard's grid,
 * details, per-owner lists and look-ups for the bookmarks and reports modules.
 */
@Injectable()
export class DocumentsService implements OnModuleInit {
  private readonly logger = new Logger('Documents');

  constructor(
    private readonly repository: DocumentsRepository,
    private readonly feeds: FeedRepository,
    private readonly catalogue: CatalogueService,
    private readonly storage: StorageService,
    private readonly users: UsersService,
    private readonly pending: PendingObjects,
    private readonly outbox: OutboxService,
  ) {}

  /** A catalogue row's names are part of its documents' search text: rebuilt in the rename's transaction. */
  onModuleInit(): void {
    this.catalogue.onRowChanged((tx, kind, id) => this.repository.rebuildSearchText(tx, kind, id));
  }

  /** GET /api/papers, /api/notes, /api/documents. */
  feed(type: DocumentType | undefined, query: FeedQueryDto): Promise<DocumentPageDto> {
    const path = type === 'paper' ? 'papers' : type === 'note' ? 'notes' : 'documents';
    const { cursor: _cursor, ...params } = query;
    return this.page(
      {
        type,
        catalogue: catalogueRefs((key) => query[key]),
        year: query.year,
        examType: type === 'note' ? undefined : query.examType,
        examYear: query.examYear,
      },
      query.q,
      query,
      { path: `/${path}`, params },
    );
  }

  /** GET /api/admin/documents: react-admin's sort/range/filter, one page and the total. */
  async adminList(
    params: ListParams<AdminDocumentSortField>,
  ): Promise<{ rows: DocumentDto[]; total: number; start: number }> {
    const f = params.filter;
    const text = (name: string): string | undefined => {
      const value = f[name];
      if (value === undefined) return undefined;
      if (typeof value !== 'string') throw invalidListParams(`filter ${name} must be a string`);
      return value;
    };
    const type = text('type');
    if (type !== undefined && !(DOCUMENT_TYPES as readonly string[]).includes(type)) {
      throw invalidListParams(`filter type must be one of ${DOCUMENT_TYPES.join(', ')}`);
    }
    // parseListParams checked the year (a whole number 1–10).
    const year = typeof f.year === 'number' ? f.year : undefined;
    const q = text('q');
    const search = q === undefined ? undefined : toSearchTerms(q);
    const start = params.range?.start ?? 0;
    // Only punctuation typed: nothing matches (as in the feed), rather than everything.
    if (q !== undefined && search === undefined) return { rows: [], total: 0, start };
    const page = await this.feeds.adminPage({
      filters: await this.filters({
        type: type as DocumentType | undefined,
        catalogue: catalogueRefs(text),
        year,
      }),
      search,
      ids: stringList(f.id),
      sort: params.sort ?? { field: 'createdAt', order: 'DESC' },
      offset: start,
      limit: params.range ? params.range.end - params.range.start + 1 : MAX_RANGE,
    });
    return { rows: page.rows.map(toDocumentDto), total: page.total, start };
  }

  /** GET /api/{papers|notes}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}: the wizard's last step. */
  async wizardFeed(type: DocumentType, path: WizardPath, query: PageQueryDto): Promise<DocumentPageDto> {
    await this.catalogue.resolvePath(path);
    const list = type === 'paper' ? 'papers' : 'notes';
    const base = ['', list, ...wizardParams().map((param) => path[param])].join('/');
    const catalogue = catalogueRefs((key) => path[`${key}Id`]);
    return this.page({ type, catalogue, year: path.year }, undefined, query, {
      path: base,
      params: { limit: query.limit },
    });
  }

  /** Filters with the catalogue levels' names (or ids) turned into ids. */
  private async filters({ catalogue, ...rest }: RequestedFilters): Promise<FeedFilters> {
    return { ...rest, catalogue: await this.catalogue.filterIds(catalogue) };
  }

  private async page(
    requested: RequestedFilters,
    q: string | undefined,
    query: PageQueryDto & { sort?: FeedSort },
    target: PageTarget,
  ): Promise<DocumentPageDto> {
    const sort = query.sort ?? 'newest';
    const search = q === undefined ? undefined : toSearchTerms(q);
    // A query with no searchable word (only punctuation) matches nothing rather than everything.
    if (q !== undefined && search === undefined) {
      return { docs: [], nextPage: null, hasNextPage: false };
    }
    const limit = query.limit ?? PAGE_SIZE;
    const kind =
      search === undefined
        ? sort === 'newest'
          ? 'feed'
          : sort
        : sort === 'newest'
          ? 'search'
          : (`search:${sort}` as const);
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor, kind);
    const { rows, didYouMean } = await this.feeds.feedPage({
      filters: await this.filters(requested),
      search,
      cursor,
      sort,
      limit,
    });
    const hasNextPage = rows.length > limit;
    const docs = rows.slice(0, limit);
    const last = docs[docs.length - 1];
    let nextPage: string | null = null;
    if (hasNextPage && last) {
      const token = encodeCursor({
        createdAt: last.cursorCreatedAt,
        id: last.id,
        tier: search ? last.tier : undefined,
        examYear: sort === 'examYear' ? (last.examYear ?? '') : undefined,
        popularity: sort === 'popular' ? last.popularity : undefined,
      });
      const next = new URLSearchParams();
      for (const [key, value] of Object.entries(target.params)) {
        if (value !== undefined && key !== 'cursor') next.set(key, String(value));
      }
      next.set('cursor', token);
      nextPage = `/v1${target.path}?${next.toString()}`;
    }
    return { docs: docs.map(toDocumentDto), nextPage, hasNextPage, ...(didYouMean ? { didYouMean } : {}) };
  }

  /** The admin console's view of these documents: each with its background jobs' state. */
  async withProcessing(rows: DocumentDto[]): Promise<AdminDocumentDto[]> {
    const processing = await this.repository.processingOf(rows.map((row) => row._id));
    return rows.map((row) => {
      const {
        possibleDuplicateOf = null,
        checks = [],
        ...state
      } = processing.get(row._id) ?? {
        previewStatus: row.preview ? ('ready' as const) : ('pending' as const),
        previewAttempts: 0,
        textAttempts: 0,
        failureReason: null,
      };
      return { ...row, processing: state, possibleDuplicateOf, checks };
    });
  }

  /** One document, with the paper it answers and how many keys answer it (issue 27). */
  /** The document as lists show it (no answer-key links): the console's one row matches its list's. */
  async listed(id: string): Promise<DocumentDto> {
    const [row] = await this.repository.findManyListed([id]);
    if (!row) throw documentNotFound();
    return toDocumentDto(row);
  }

  async detail(id: string): Promise<DocumentDto> {
    const [[row], links] = await Promise.all([this.repository.findManyListed([id]), this.repository.answerLinks(id)]);
    if (!row) throw documentNotFound();
    const dto = toDocumentDto(row);
    dto.answersFor = links.answersFor;
    dto.answerCount = links.answerCount;
    return dto;
  }

  /** GET /api/documents/{id}/answers: the answer keys of a document (a paper), newest first. */
  async answers(id: string): Promise<DocumentDto[]> {
    const [paper, rows] = await Promise.all([this.repository.answerFacts(id), this.repository.listAnswers(id)]);
    if (!paper) throw documentNotFound();
    return rows.map((row) => {
      const dto = toDocumentDto(row);
      dto.answersFor = { id: paper.id, title: paper.title };
      return dto;
    });
  }

  /**
   * Checks that `paperId` may be the paper of an answer key filed under `subjectId` (issue 27): an
   * existing document (else ANSWERS_FOR_INVALID, also for an id that is not a UUID), a paper, of
   * the same subject, and not the key itself (`keyId`, when the key exists already).
   */
  async checkAnswersFor(paperId: string, subjectId: string, keyId?: string): Promise<void> {
    if (!isUuid(paperId)) throw answersForInvalid();
    if (paperId === keyId) throw answersForSelf();
    const paper = await this.repository.answerFacts(paperId);
    if (!paper) throw answersForInvalid();
    if (paper.type !== 'paper') throw answersForNotPaper();
    if (paper.subjectId !== subjectId) throw answersForWrongSubject();
  }

  /** PUT /api/documents/{id}/answers-for: the owner or an admin links the document to a paper, or unlinks it. */
  async setAnswersForAs(id: string, paperId: string | null, user: AuthUser): Promise<DocumentDto> {
    const key = await this.repository.answerFacts(id);
    if (!key) throw documentNotFound();
    if (key.ownerId !== user.id && !user.isAdmin) throw notOwnerAnswersFor();
    if (paperId !== null) await this.checkAnswersFor(paperId, key.subjectId, id);
    let updated: boolean;
    try {
      updated = await this.repository.setAnswersFor(id, paperId, async (tx) => {
        // The bookmarkers of a newly named paper are told (the job deduplicates per key and paper).
        if (paperId !== null && paperId !== key.answersFor) await enqueueAnswerKeyNotice(this.outbox, tx, id);
      });
    } catch (error) {
      // The paper was deleted between the check and the write.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) throw answersForInvalid();
      throw error;
    }
    if (!updated) throw documentNotFound();
    this.outbox.kick();
    return this.detail(id);
  }

  /** The owner's uploads of one type, newest first (for GET /api/users/user-papers and user-notes). */
  async listByOwner(ownerId: string, type: DocumentType): Promise<DocumentDto[]> {
    return (await this.repository.listByOwner(ownerId, type)).map(toDocumentDto);
  }

  /** Documents by id in the order given; ids that no longer exist are skipped. */
  async findManyInOrder(ids: string[]): Promise<DocumentDto[]> {
    const rows = await this.repository.findManyListed(ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toDocumentDto(row)] : [];
    });
  }

  async exists(id: string): Promise<boolean> {
    return (await this.repository.findFile(id)) !== undefined;
  }

  /** DELETE /api/documents/{id}: the owner or an admin. */
  async removeAs(id: string, user: AuthUser): Promise<void> {
    const file = await this.repository.findFile(id);
    if (!file) throw documentNotFound();
    if (file.ownerId !== user.id && !user.isAdmin) {
      throw notOwner();
    }
    await this.remove(id);
  }

  /**
   * Removes the row first (one transaction; bookmarks and reports go with it, the points its
   * upload earned are taken back in it: see upload/points.ts, and its PDF, thumbnail and the page 1
   * the thumbnail job drew become pending objects in it), then the objects. A process killed
   * between the commit and the deletes leaves them to the storage sweep
   * (storage/pending-objects.ts); an object that cannot be removed is never resurrected as a row.
   */
  async remove(id: string): Promise<void> {
    // Page 1 as the thumbnail job draws it (beside a thumbnail; releasing a key never written is harmless).
    const firstPage = firstPageKeys(id);
    const keys = await this.repository.deleteRow(id, async (tx, { ownerId, objectKey, thumbnailKey }) => {
      await this.users.awardPoints(ownerId, -UPLOAD_POINTS, tx);
      await this.pending.release(tx, objectKey);
      if (thumbnailKey) {
        await this.pending.release(tx, thumbnailKey);
        for (const key of firstPage) await this.pending.release(tx, key);
      }
    });
    if (!keys) throw documentNotFound();
    this.catalogue.documentsChanged();
    await this.pending.abandon(keys.objectKey);
    if (keys.thumbnailKey) {
      await this.pending.abandon(keys.thumbnailKey);
      for (const key of firstPage) await this.pending.abandon(key);
    }
    // The pages drawn on request (not pending objects: the sweep would not find them).
    await this.storage.deletePrefixQuietly(pagesPrefix(id));
    this.logger.log(`Deleted document ${id}`);
  }
}
