import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type { AuthUser } from '../common/access/auth-user';
import { CatalogueRefs, CatalogueService, WizardPath, wizardParams } from '../catalogue/catalogue.service';
import { ListParams, MAX_RANGE, stringList } from '../common/react-admin/list-params';
import { CATALOGUE_CHAIN } from '../database/catalogue-chain';
import { PendingObjects } from '../storage/pending-objects';
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
import { documentNotFound, notOwner } from './documents.errors';
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
      const { possibleDuplicateOf = null, ...state } = processing.get(row._id) ?? {
        previewStatus: row.preview ? ('ready' as const) : ('pending' as const),
        previewAttempts: 0,
        textAttempts: 0,
        failureReason: null,
      };
      return { ...row, processing: state, possibleDuplicateOf };
    });
  }

  async detail(id: string): Promise<DocumentDto> {
    const [row] = await this.repository.findManyListed([id]);
    if (!row) throw documentNotFound();
    return toDocumentDto(row);
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
