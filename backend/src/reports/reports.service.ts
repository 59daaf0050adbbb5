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
import { MailService } from '../mail/mail.service';
import { documentRemovedMail, REMOVAL_REASONS } from '../mail/mail.templates';
import { NotificationsService } from '../notifications/notifications.service';

/** Users flag documents (one open report per user and document); admins dismiss or remove. */
@Injectable()
export class ReportsService {
  private readonly logger = new Logger('Reports');

  constructor(
    private readonly repository: ReportsRepository,
    private readonly documents: DocumentsService,
    private readonly mail: MailService,
    private readonly notifications: NotificationsService,
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
   * report on it (they are resolved): the answer is then the report as it was closed. The
   * uploader is mailed the title and the report's reason (not the reporter's note, nor who).
   */
  async resolve(id: string, dto: ResolveReportDto): Promise<ReportDto> {
    const report = await this.get(id);
    if (report.status !== 'open') throw reportAlreadyResolved();
    if (dto.action === 'dismiss') {
      if (!(await this.repository.close(id, 'dismissed'))) throw reportAlreadyResolved();
      return this.get(id);
    }
    const uploader = await this.repository.uploaderOf(report.document._id);
    // The removal takes the report with it (reports cascade with their document), so nothing is
    // closed first: a removal that fails (storage down) leaves the report open to try again.
    await this.documents.remove(report.document._id);
    const resolvedAt = new Date();
    this.logger.log(`Report ${id}: document ${report.document._id} removed`);
    if (uploader) await this.tellUploader(uploader, report);
    return { ...report, status: 'actioned', resolvedAt };
  }

  /**
   * Queued after the removal committed (documents.remove runs its own transaction): a crash in
   * between loses this notice, never the removal; a queueing failure is logged, not the admin's error.
   */
  private async tellUploader(
    uploader: { id: string; email: string; username: string },
    report: ReportDto,
  ): Promise<void> {
    // The bell (issue 27): the same news, with the reason, whatever happens to the mail.
    try {
      await this.notifications.notify([
        {
          userId: uploader.id,
          kind: 'upload-removed',
          payload: {
            documentId: report.document._id,
            title: report.document.title,
            reason: REMOVAL_REASONS[report.reason],
          },
          dedupeKey: `upload-removed:${report.document._id}`,
        },
      ]);
    } catch (error) {
      this.logger.warn(`Report ${report._id}: the uploader could not be notified (${String(error)})`);
    }
    try {
      await this.mail.send(
        documentRemovedMail(uploader.email, uploader.username, report.document.title, report.reason),
      );
    } catch (error) {
      this.logger.warn(`Report ${report._id}: the uploader could not be told (${String(error)})`);
    }
  }
}
