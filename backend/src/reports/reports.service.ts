import { Injectable, Logger } from '@nestjs/common';
import { conflict, notFound } from '../common/app-exception';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import { DocumentsService, documentNotFound } from '../documents/documents.service';
import type { CreateReportDto } from './dto/create-report.dto';
import type { ReportDto, ReportStatus } from './dto/report.dto';
import type { ResolveReportDto } from './dto/resolve-report.dto';
import { ListParams } from '../catalogue/ra-params';
import { ReportSortField, ReportsRepository } from './reports.repository';

const reportNotFound = () => notFound('REPORT.NOT_FOUND', 'Report not found');

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
        throw conflict('REPORT.ALREADY_OPEN', 'You already have an open report on this document');
      }
      if (code === PG_FOREIGN_KEY_VIOLATION) throw documentNotFound();
      throw error;
    }
    const report = await this.repository.find(id);
    if (!report) throw reportNotFound();
    return report;
  }

  list(status: ReportStatus | undefined): Promise<ReportDto[]> {
    return this.repository.list(status);
  }

  page(params: ListParams<ReportSortField>): Promise<{ rows: ReportDto[]; total: number; start: number }> {
    return this.repository.page(params);
  }

  /** delete-document removes the document, and with it every report on it (they are resolved). */
  async resolve(id: string, dto: ResolveReportDto): Promise<{ _id: string; status: 'dismissed' | 'actioned' }> {
    const report = await this.repository.find(id);
    if (!report) throw reportNotFound();
    if (report.status !== 'open') throw conflict('REPORT.ALREADY_RESOLVED', 'This report has already been resolved');
    if (dto.action === 'dismiss') {
      if (!(await this.repository.close(id, 'dismissed'))) {
        throw conflict('REPORT.ALREADY_RESOLVED', 'This report has already been resolved');
      }
      return { _id: id, status: 'dismissed' };
    }
    await this.repository.close(id, 'actioned');
    await this.documents.remove(report.document._id);
    this.logger.log(`Report ${id}: document ${report.document._id} removed`);
    return { _id: id, status: 'actioned' };
  }
}
