import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { setNewest } from '../common/bounded-map';

/** Entries kept at most; past it the oldest goes (ids from the internet must not grow it without bound). */
export const CATALOGUE_CACHE_MAX_ENTRIES = 5_000;

interface Entry {
  expires: number;
  value: Promise<unknown>;
}

/**
 * A per-process copy of public catalogue reads: the wizard's lists and path checks, and the ids a
 * feed filter's names stand for. Why: the catalogue changes a few times a term while every wizard
 * step and filtered feed reads it, and each read is a round trip to PostgreSQL costing more CPU
 * than the rest of the request (measured: the `courses` lookup went from 1 600 to the 5 000s
 * req/s on 2 cores without them).
 *
 * - A write through CatalogueService clears this process's copy at once; another API process
 *   keeps answering from its copy for at most CATALOGUE_CACHE_SECONDS (10 s). Admin reads and
 *   writes, and an upload's catalogue look-up, never go through it.
 * - Concurrent misses for one key share one query; a failed read is not kept.
 * - A clear during a read drops that read too (it may predate the write): later callers read again.
 * - 0 seconds turns it off.
 */
@Injectable()
export class CatalogueCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  /** Keys kept at most (a subclass may keep fewer). */
  protected readonly maxEntries: number = CATALOGUE_CACHE_MAX_ENTRIES;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'catalogueCacheMs'>) {
    this.ttlMs = config.catalogueCacheMs;
  }

  /** The kept answer for `key`, or `load()`'s, kept for the configured time. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = Date.now();
    const found = this.entries.get(key);
    if (found && found.expires > now) return found.value as Promise<T>;
    if (found) this.entries.delete(key);

    const value = load();
    const entry: Entry = { expires: now + this.ttlMs, value };
    setNewest(this.entries, key, entry, this.maxEntries);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** After a catalogue write: every later read goes to the database. */
  clear(): void {
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * The documents behind each wizard tile (CatalogueService.wizardStep, yearsUnder). Unlike the
 * catalogue they change with every upload, but a step's grouped count reads every document filed
 * under its parent: a college of 20 000 documents cost ≈ 2.4 ms of PostgreSQL a request, and the
 * courses step fell from ≈ 18 000 to ≈ 400 req/s on 2 cores (the bench, 100 000 documents) when
 * the counts came in. So a process keeps them for at most the config's documentCountsMs (5 s,
 * DOCUMENT_COUNTS_MS) and forgets them all whenever it stores or deletes a document itself
 * (CatalogueService.documentsChanged) or writes the catalogue: an upload shows at once on the
 * process that took it, within 5 s on the others.
 */
@Injectable()
export class DocumentCountsCache extends CatalogueCache {
  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'documentCountsMs'>) {
    super({ catalogueCacheMs: config.documentCountsMs });
  }
}

/** Typed prefixes whose suggestions a process keeps at most (SuggestionCache). */
export const SUGGESTION_CACHE_MAX_ENTRIES = 2_000;

/**
 * The answers of GET /api/search/suggest, per prefix as typed (normalised). Every student typing
 * "operating" asks for "oper", "opera", "operat"… as the others did, so the same few hundred
 * prefixes make most of the traffic; each answer is one statement over four tables (≈ 1.4 ms of
 * PostgreSQL CPU on 2 cores, the bench's "subj"). The answers name catalogue rows and document
 * titles, so they live as the wizard's counts do: at most documentCountsMs (5 s), forgotten when
 * this process stores or deletes a document or writes the catalogue (CatalogueService) — a new
 * subject or upload is suggested at once by the process that took it, within 5 s by the others.
 * At most SUGGESTION_CACHE_MAX_ENTRIES prefixes (≈ 2 KB each), the oldest going first.
 */
@Injectable()
export class SuggestionCache extends CatalogueCache {
  protected override readonly maxEntries = SUGGESTION_CACHE_MAX_ENTRIES;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'documentCountsMs'>) {
    super({ catalogueCacheMs: config.documentCountsMs });
  }
}
