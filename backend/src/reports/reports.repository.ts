import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, sql, SQL } from 'drizzle-orm';
import { ListFilters, ListParams, MAX_RANGE, stringList } from '../common/react-admin/list-params';
import { DATABASE, Database } from '../database/database.types';
import { containsPattern, idFilter } from '../common/react-admin/list-filters';
import { documents, reports, users } from '../database/schema';
import { REPORT_REASONS, type ReportReason } from './dto/create-report.dto';
import { REPORT_STATUSES, type ReportDto, type ReportStatus } from './dto/report.dto';

export const REPORT_SORT = [
  '_id',
  'createdAt',
  'resolvedAt',
  'reason',
  'status',
  'document.title',
  'reporter.username',
] as const;
export const REPORT_FILTER = { status: 'words', reason: 'words', id: 'ids', q: 'text' } as const satisfies ListFilters;
export type ReportSortField = (typeof REPORT_SORT)[number];

/** A filter value that must be one of a few words: one or a list; anything else matches nothing. */
function oneOf<T extends string>(
  column: Parameters<typeof eq>[0],
  allowed: readonly T[],
  value: unknown,
): SQL | undefined {
  const wanted = stringList(value);
  if (wanted === undefined) return undefined;
  const valid = wanted.filter((v): v is T => (allowed as readonly string[]).includes(v));
  return valid.length === 0 ? sql`false` : inArray(column, valid);
}

@Injectable()
export class ReportsRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  private select() {
    return this.db
      .select({
        _id: reports.id,
        reason: reports.reason,
        note: reports.note,
        status: reports.status,
        createdAt: reports.createdAt,
        resolvedAt: reports.resolvedAt,
        documentId: documents.id,
        title: documents.title,
        userId: users.id,
        username: users.username,
      })
      .from(reports)
      .innerJoin(documents, eq(documents.id, reports.documentId))
      .innerJoin(users, eq(users.id, reports.userId));
  }

  private static present(row: Awaited<ReturnType<ReportsRepository['select']>>[number]): ReportDto {
    const { documentId, title, userId, username, ...rest } = row;
    return { ...rest, document: { _id: documentId, title }, reporter: { _id: userId, username } };
  }

  async insert(values: { documentId: string; userId: string; reason: ReportReason; note?: string }): Promise<string> {
    const [row] = await this.db.insert(reports).values(values).returning({ id: reports.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  async find(id: string): Promise<ReportDto | undefined> {
    const [row] = await this.select().where(eq(reports.id, id));
    return row ? ReportsRepository.present(row) : undefined;
  }

  /** Who uploaded the document, to tell them when it is removed. */
  async uploaderOf(documentId: string): Promise<{ id: string; email: string; username: string } | undefined> {
    const [row] = await this.db
      .select({ id: users.id, email: users.email, username: users.username })
      .from(documents)
      .innerJoin(users, eq(users.id, documents.ownerId))
      .where(eq(documents.id, documentId));
    return row;
  }

  /** react-admin's page: filter by status, reason, id (one or a list) or q (document title contains). */
  async page(params: ListParams<ReportSortField>): Promise<{ rows: ReportDto[]; total: number; start: number }> {
    const f = params.filter;
    const where = and(
      oneOf(reports.status, REPORT_STATUSES, f.status),
      oneOf(reports.reason, REPORT_REASONS, f.reason),
      idFilter(reports.id, f.id),
      typeof f.q === 'string' ? sql`${documents.title} ilike ${containsPattern(f.q)}` : undefined,
    );
    const columns = {
      _id: reports.id,
      createdAt: reports.createdAt,
      resolvedAt: reports.resolvedAt,
      reason: reports.reason,
      status: reports.status,
      'document.title': documents.title,
      'reporter.username': users.username,
    };
    const sort = params.sort ?? { field: 'createdAt', order: 'DESC' };
    const direction = sort.order === 'DESC' ? desc : asc;
    const start = params.range?.start ?? 0;
    const size = params.range ? params.range.end - params.range.start + 1 : MAX_RANGE;
    const [rows, counted] = await Promise.all([
      this.select()
        .where(where)
        .orderBy(direction(columns[sort.field]), direction(reports.id))
        .limit(size)
        .offset(start),
      this.db
        .select({ n: count() })
        .from(reports)
        .innerJoin(documents, eq(documents.id, reports.documentId))
        .innerJoin(users, eq(users.id, reports.userId))
        .where(where),
    ]);
    return { rows: rows.map((row) => ReportsRepository.present(row)), total: counted[0]?.n ?? 0, start };
  }

  /** Closes an open report: when, or undefined when it was no longer open. */
  async close(id: string, status: Exclude<ReportStatus, 'open'>): Promise<Date | undefined> {
    const [row] = await this.db
      .update(reports)
      .set({ status, resolvedAt: new Date() })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning({ resolvedAt: reports.resolvedAt });
    return row ? (row.resolvedAt ?? undefined) : undefined;
  }
}
