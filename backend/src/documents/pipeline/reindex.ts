/**
 * `npm run reindex` (reindex.cli.ts): runs the text job (DocumentTextService, the code the `ocr`
 * job runs) over documents uploaded before OCR existed — those whose text job never ran
 * (text_source null) or found no text ('none'), or, with `all`, every document with a preview.
 *
 * Resumable: documents are walked in id order (keyset) and the last id done is written to a
 * checkpoint file after each one, so a run that is stopped continues where it stopped; the
 * checkpoint is removed when a run completes. On a terminal a progress bar is redrawn in place;
 * otherwise one line per document is printed.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Writable } from 'node:stream';
import type { DocumentTextService } from './document-text.service';
import type { DocumentJobsRepository } from './document-jobs.repository';

const BATCH = 50;
const BAR_WIDTH = 30;

export interface ReindexOptions {
  /** Every document with a preview, not only those without text. */
  all: boolean;
  /** Where progress is kept between runs. */
  checkpointFile: string;
  /** Ignore a checkpoint and start from the first document. */
  restart?: boolean;
  /** Stop after this many documents (the checkpoint keeps the place). */
  maxDocuments?: number;
  out: Writable;
  /** Redraw one progress bar (a terminal) instead of printing a line per document. */
  tty: boolean;
}

export interface ReindexSummary {
  /** Documents processed in this run. */
  processed: number;
  /** Of which now have recognised text. */
  recognised: number;
  /** Documents whose text job failed (storage trouble); the run went on. */
  failed: number;
  /** Where this run began (after this id), when it resumed. */
  resumedAfter?: string;
  /** The walk reached the end (the checkpoint was removed). */
  complete: boolean;
}

interface Checkpoint {
  mode: 'all' | 'missing';
  afterId: string;
}

function readCheckpoint(file: string, mode: Checkpoint['mode']): string | undefined {
  if (!existsSync(file)) return undefined;
  try {
    const saved = JSON.parse(readFileSync(file, 'utf8')) as Partial<Checkpoint>;
    return saved.mode === mode && typeof saved.afterId === 'string' ? saved.afterId : undefined;
  } catch {
    return undefined; // unreadable: start over (every step is idempotent)
  }
}

function writeCheckpoint(file: string, checkpoint: Checkpoint): void {
  mkdirSync(dirname(file), { recursive: true });
  // Written beside and renamed, so a run killed mid-write leaves the previous checkpoint.
  writeFileSync(`${file}.tmp`, JSON.stringify(checkpoint));
  renameSync(`${file}.tmp`, file);
}

function clock(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export function progressBar(done: number, total: number, elapsedSeconds: number): string {
  const ratio = total > 0 ? Math.min(1, done / total) : 1;
  const filled = Math.round(ratio * BAR_WIDTH);
  const eta = done > 0 && total > done ? ` eta ${clock((elapsedSeconds / done) * (total - done))}` : '';
  return `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ${done}/${total} ${Math.round(ratio * 100)}% ${clock(elapsedSeconds)}${eta}`;
}

export async function reindexDocuments(
  repository: DocumentJobsRepository,
  text: DocumentTextService,
  options: ReindexOptions,
): Promise<ReindexSummary> {
  const mode: Checkpoint['mode'] = options.all ? 'all' : 'missing';
  if (options.restart) rmSync(options.checkpointFile, { force: true });
  const resumedAfter = readCheckpoint(options.checkpointFile, mode);
  const write = (line: string) => options.out.write(line);
  const total = await repository.reindexCount({ afterId: resumedAfter, all: options.all });
  write(
    `Re-reading the text of ${total} document(s)` +
      (options.all ? ' (all)' : ' without text') +
      (resumedAfter ? `, resuming after ${resumedAfter}` : '') +
      '\n',
  );
  const started = performance.now();
  const summary: ReindexSummary = { processed: 0, recognised: 0, failed: 0, resumedAfter, complete: false };
  const draw = () => {
    if (options.tty) write(`\r${progressBar(summary.processed, total, (performance.now() - started) / 1000)}`);
  };
  draw();
  let afterId = resumedAfter;
  while (!text.stopping) {
    const batch = await repository.reindexBatch({ afterId, all: options.all, limit: BATCH });
    if (batch.length === 0) break;
    for (const doc of batch) {
      if (options.maxDocuments !== undefined && summary.processed >= options.maxDocuments) {
        if (options.tty) write('\n');
        return summary;
      }
      let line: string;
      try {
        const outcome = await text.process(doc.id, { reprocess: true });
        const recognised = outcome?.recognised.length ?? 0;
        if (outcome?.source === 'ocr') summary.recognised += 1;
        line = `${doc.id} ${outcome?.source ?? 'gone'}${recognised > 0 ? ` (${recognised} page(s) recognised)` : ''}`;
      } catch (error) {
        // Interrupted (Ctrl-C): this document was not done; the checkpoint stays before it.
        if (text.stopping) break;
        summary.failed += 1;
        line = `${doc.id} failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      summary.processed += 1;
      afterId = doc.id;
      writeCheckpoint(options.checkpointFile, { mode, afterId });
      if (options.tty) draw();
      else write(`${summary.processed}/${total} ${line}\n`);
    }
  }
  if (text.stopping) return summary;
  rmSync(options.checkpointFile, { force: true });
  summary.complete = true;
  if (options.tty) write('\n');
  write(
    `Done: ${summary.processed} document(s), ${summary.recognised} with recognised text, ${summary.failed} failed ` +
      `in ${clock((performance.now() - started) / 1000)}\n`,
  );
  return summary;
}
