import { Injectable, Logger } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { CatalogueService, placementIds } from '../catalogue/catalogue.service';
import { hashSecret } from '../common/password';
import type { NewDocumentRow, NewUserRow } from '../database/schema';
import { OutboxService } from '../queue/outbox.service';
import { StorageService } from '../storage/storage.service';
import { SAMPLE_DESCRIPTION, SAMPLE_DOCUMENTS, SAMPLE_TITLE_PREFIX } from './sample-documents';
import { renderSamplePdf } from './sample-pdf';
import { SeedRepository } from './seed.repository';

/** The account the samples are uploaded by (documents.owner_id is required). */
export const SAMPLE_ACCOUNT = { username: 'papershelf-samples', email: 'samples@papershelf.invalid' };

/**
 * Seeds SAMPLE_DOCUMENTS as if they had been uploaded (SeedService decides when: the first start
 * of an embedded install, see AppConfig.seedSamples): the generated PDF is stored through the
 * same storage service under the same key scheme (documents/{id}.pdf), the row gets the same
 * search text as an upload's, and the same `thumbnails` job is written to the outbox in the row's
 * transaction, so the job renders page 1, counts the pages and indexes the PDF's text just as it
 * does for a real upload.
 *
 * This follows DocumentUploadService.record() step for step, because the documents module exports
 * no way to create a document from bytes already in hand; the duplicated parts are the search-text
 * recipe and the thumbnail job's payload. Keep them in step until such a method exists.
 *
 * Owner: a dedicated account, `papershelf-samples` (samples@papershelf.invalid — the .invalid
 * domain receives no mail). Its password is random and thrown away and it is not verified, so
 * nobody signs in as it.
 *
 * Points: none. Points reward people for sharing; the sample account is not a person, and with
 * +10 per sample it would top every points ranking of a new install. (Deleting a sample takes back
 * UPLOAD_POINTS, floored at zero, so the balance simply stays 0.)
 */
@Injectable()
export class SampleDocumentsService {
  private readonly logger = new Logger('Seed');

  constructor(
    private readonly repository: SeedRepository,
    private readonly catalogue: CatalogueService,
    private readonly storage: StorageService,
    private readonly outbox: OutboxService,
  ) {}

  /**
   * A failure is logged, not thrown: samples are a convenience, and the server must start without
   * them. Objects already stored are removed again (no row names them).
   */
  async seed(): Promise<void> {
    try {
      const count = await this.insertAll();
      this.logger.log(`Seeded ${count} sample documents (start with SEED_DEMO=false to go without them)`);
    } catch (error) {
      this.logger.error(
        `Could not seed the sample documents: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }

  private async insertAll(): Promise<number> {
    // Placements are resolved as an upload's are: by name, with the same year checks.
    const placed = await Promise.all(
      SAMPLE_DOCUMENTS.map(async (sample) => ({
        sample,
        placement: await this.catalogue.resolvePlacement(sample.placement),
      })),
    );
    const existing = await this.repository.findUserByEmail(SAMPLE_ACCOUNT.email);
    const account = existing ? undefined : await this.newAccount();
    const ownerId = existing?.id ?? account?.id;
    if (!ownerId) throw new Error('unreachable: no sample account');

    const stored: string[] = [];
    try {
      const now = Date.now();
      const rows: (Omit<NewDocumentRow, 'searchText'> & { id: string })[] = [];
      for (const [index, { sample, placement }] of placed.entries()) {
        const id = randomUUID();
        const key = `documents/${id}.pdf`;
        const title = `${SAMPLE_TITLE_PREFIX}${sample.title}`;
        const pdf = renderSamplePdf(sample.pdf, `${sample.pdf.heading} (PaperShelf sample)`);
        stored.push(key);
        await this.storage.put(key, Readable.from([pdf]), { contentType: 'application/pdf', size: pdf.length });
        rows.push({
          id,
          type: sample.type,
          examType: sample.type === 'paper' ? (sample.examType ?? null) : null,
          title,
          description: SAMPLE_DESCRIPTION,
          year: placement.year,
          ownerId,
          ...placementIds(placement),
          objectKey: key,
          contentHash: createHash('sha256').update(pdf).digest('hex'),
          size: pdf.length,
          // A minute apart, so the feed (newest first) lists them in SAMPLE_DOCUMENTS' order.
          createdAt: new Date(now - index * 60_000),
          updatedAt: new Date(now - index * 60_000),
        });
      }
      // The thumbnails processor's job payload ({ documentId }), as uploads queue it.
      await this.repository.insertSamples(account, rows, (tx, documentId) =>
        this.outbox.enqueueInTransaction(tx, 'thumbnails', { documentId }),
      );
    } catch (error) {
      await Promise.all(stored.map((key) => this.storage.deleteQuietly(key)));
      throw error;
    }
    this.outbox.kick();
    return placed.length;
  }

  private async newAccount(): Promise<NewUserRow & { id: string }> {
    let username = SAMPLE_ACCOUNT.username;
    for (let n = 2; await this.repository.usernameTaken(username); n += 1) username = `${SAMPLE_ACCOUNT.username}-${n}`;
    return {
      id: randomUUID(),
      username,
      email: SAMPLE_ACCOUNT.email,
      passwordHash: await hashSecret(randomBytes(32).toString('base64url')),
      fullName: 'PaperShelf samples',
      college: 'PaperShelf',
      isVerified: false,
      isInformationComplete: true,
    };
  }
}
