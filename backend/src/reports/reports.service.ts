import { Injectable, Logger } from '@nestjs/common';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import { DocumentsService } from '../documents/documents.service';
import type { CreateReportDto } from './dto/create-report.dto';
import type { ReportDto } from './dto/report.dto';
import type { ResolveReportDto } from './dto/resolve-report.dto';
import { parseListParams } from '../common/react-admin/list-params';
import type { ListQueryDto } from '../common/react-admin/list-query.dto';
import { REPORT_FILTER, REPORT_SORT, ReportsRepository } from './reports.repository';
import { reportAlreadyOpen, reportAlreadyResolved, reportNotFound } from './reports.errors';
import { documentNotFound } from '../documents/documents.errors';

/** Users flag documents (one open report per user and document); admins dismiss or remove. */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly repository: ReportsRepository,
    private readonly documents: DocumentsService,
  ) {}

  async create(documentId: string, userId: string, dto: CreateReportDto): Promise<ReportDto> {
    if (!(await this.documents.exists(documentId))) throw documentNotFound();
    let id: string;
    try {
      id = await this.repository.insert({
        documentId,
        userId,
        reason: dto.reason,
        note: dto.note?.trim() || undefined,
      });
    } catch (error) {
      const code = pgErrorCode(error);
      if (code === PG_UNIQUE_VIOLATION) {
        throw reportAlreadyOpen();
      }
      if (code === PG_FOREIGN_KEY_VIOLATION) throw documentNotFound();
      throw error;
    }
    const report = await this.repository.find(id);
    if (!report) throw reportNotFound();
    return report;
  }

  /** The admin console's list: react-admin sort, range and filter (status, reason, id, q). */
  page(query: ListQueryDto): Promise<{ rows: ReportDto[]; total: number; start: number }> {
    return this.repository.page(parseListParams(query, REPORT_SORT, REPORT_FILTER));
  }

  async get(id: string): Promise<ReportDto> {
    const report = await this.repository.find(id);
    if (!report) throw reportNotFound();
    return report;
  }

  /**
   * Answers the report as resolved. delete-document removes the document, and with it every
   * report on it (they are resolved): the answer is then the report as it was closed.
   */
  async resolve(id: string, dto: ResolveReportDto): Promise<ReportDto> {
    const report = await this.get(id);
    if (report.status !== 'open') throw reportAlreadyResolved();
    if (dto.action === 'dismiss') {
      if (!(await this.repository.close(id, 'dismissed'))) throw reportAlreadyResolved();
      return this.get(id);
    }
    const resolvedAt = (await this.repository.close(id, 'actioned')) ?? new Date();
    await this.documents.remove(report.document._id);
    this.logger.log(`Report ${id}: document ${report.document._id} removed`);
    return { ...report, status: 'actioned', resolvedAt };
  }
}
