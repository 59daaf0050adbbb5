import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import { DATABASE, Database } from '../database/database.types';
import { documents, reports, users } from '../database/schema';
import type { ReportReason } from './dto/create-report.dto';
import type { ReportDto, ReportStatus } from './dto/report.dto';

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

  async list(status: ReportStatus | undefined): Promise<ReportDto[]> {
    const rows = await this.select()
      .where(status ? eq(reports.status, status) : undefined)
      .orderBy(desc(reports.createdAt), desc(reports.id))
      .limit(1000);
    return rows.map((row) => ReportsRepository.present(row));
  }

  /** Closes an open report; false when it was no longer open. */
  async close(id: string, status: 'dismissed' | 'actioned'): Promise<boolean> {
    const rows = await this.db
      .update(reports)
      .set({ status, resolvedAt: new Date() })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning({ id: reports.id });
    return rows.length > 0;
  }
}
