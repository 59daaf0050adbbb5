/**
 * `npm run reindex [-- --all] [-- --restart]`: reads the text of documents uploaded before OCR
 * existed — OCR for their scanned pages — with the code the `ocr` job runs (documents/pipeline/reindex.ts).
 * Resumable (a checkpoint under DATA_DIR); a progress bar on a terminal, a line per document
 * otherwise. It opens only the database and storage: no queues, no outbox relay, no HTTP, so it
 * can run beside the servers. OCR=off makes it re-read text layers only.
 */
import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { join } from 'node:path';
import { AppConfig, loadConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { DocumentTextService } from './documents/pipeline/document-text.service';
import { DocumentJobsRepository } from './documents/pipeline/document-jobs.repository';
import { reindexDocuments } from './documents/pipeline/reindex';
import { StorageModule } from './storage/storage.module';

const USAGE = `Usage: npm run reindex [-- --all] [-- --restart]
  (default)   documents whose text was never read or had none (text source null or "none")
  --all       every document that has a preview
  --restart   ignore the saved progress and start from the first document`;

@Module({})
class ReindexModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ReindexModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, StorageModule],
      providers: [DocumentJobsRepository, DocumentTextService],
    };
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !['--all', '--restart'].includes(a));
  if (unknown.length > 0 || args.includes('--help')) {
    console.error(USAGE);
    process.exit(unknown.length > 0 ? 2 : 0);
  }
  const config = loadConfig();
  const app = await NestFactory.createApplicationContext(ReindexModule.forRoot(config), { logger: ['error', 'warn'] });
  // Ctrl-C: finish cleanly; the checkpoint already holds the last document done.
  process.once('SIGINT', () => {
    process.stdout.write('\nStopped; run it again to continue.\n');
    void app.close().then(() => process.exit(130));
  });
  try {
    const summary = await reindexDocuments(app.get(DocumentJobsRepository), app.get(DocumentTextService), {
      all: args.includes('--all'),
      restart: args.includes('--restart'),
      checkpointFile: join(config.dataDir, 'reindex-progress.json'),
      out: process.stdout,
      tty: process.stdout.isTTY,
    });
    if (summary.failed > 0) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
