/**
 * The typed, resolved configuration: validated environment plus the embedded defaults that an
 * unset infrastructure variable selects (PGlite, local disk, in-process jobs, mail to files).
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { normalizeEmail } from '../common/email';
import { Role, validateEnv } from './env.validation';
import { parseRateLimits, RateLimits } from './rate-limits';
import { parseTrustProxy, TrustProxy } from './trust-proxy';

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  database: { url?: string; pgliteDir: string };
  redis: { url?: string; prefix: string };
  storage:
    | { driver: 's3'; endPoint: string; accessKey: string; secretKey: string; bucket: string }
    | { driver: 'local'; root: string };
  mail: { smtpUrl?: string; from: string; outboxDir: string };
  jwt: { accessSecret: string; refreshSecret: string; accessTtlSeconds: number; refreshTtlSeconds: number };
  google?: {
    clientId: string;
    clientSecret: string;
    authorizationURL?: string;
    tokenURL?: string;
    userProfileURL?: string;
  };
  admin: { email?: string; password?: string };
  uploadMaxBytes: number;
  /**
   * Limits on reading one PDF (thumbnail, page count, text) in the renderer's niced child process.
   * The limits that stop hostile PDFs count the child's CPU time, so a busy machine only makes
   * ordinary PDFs slower, never refused (issue 23): thumbnailCpuLimitMs for one thumbnail (a normal
   * one takes ≈ 30 ms; thumbnails.processor.ts), textCpuLimitMs for opening a PDF to read its text
   * and for each page's text layer (document-text.service.ts). wallBackstopMs is only the backstop
   * for a child that makes no progress at all.
   */
  pdfRender: { wallBackstopMs: number; memoryLimitMb: number; thumbnailCpuLimitMs: number; textCpuLimitMs: number };
  seedDemo: boolean;
  /**
   * Seed a few generated sample documents with the demo catalogue (seed/sample-documents.ts).
   * Only with embedded defaults, which here means: no DATABASE_URL (the PGlite database under
   * DATA_DIR that `npm start` creates) — the database decides, since "first start" is a fresh
   * database; whichever storage is set, the samples go through it. Never when SEED_DEMO=false,
   * and only when NODE_ENV is unset or development: never in production (which also insists on
   * DATABASE_URL) nor in tests, which ask for it through test-app's `configure`.
   */
  seedSamples: boolean;
  logLevel: string;
  /** Which peers' X-Forwarded-For is believed (TRUST_PROXY). */
  trustProxy: TrustProxy;
  rateLimits: RateLimits;
  /** ROLE: which parts run in this process (HTTP API, job processors, or both). */
  role: Role;
  /** WORKER_CONCURRENCY: jobs each queue runs at once in this process (a processor may cap it lower). */
  worker: { concurrency: number };
  /** METRICS_TOKEN: opens GET /metrics from any address; without it only private peers may scrape. */
  metrics: { token?: string };
  /**
   * OCR of pages without a usable text layer (the `ocr` job, run where jobs run: ROLE=worker or
   * all). maxPages (OCR_MAX_PAGES) bounds the pages recognised per document; pageTimeoutMs
   * (OCR_PAGE_TIMEOUT_MS) bounds one page, in the renderer child's CPU time.
   */
  ocr: {
    enabled: boolean;
    maxPages: number;
    pageTimeoutMs: number;
    /** OCR CPU seconds one document may spend (fixed: documents/pipeline/ocr-budget.ts). */
    documentSeconds: number;
    /** OCR CPU seconds one user's documents may spend per UTC day (fixed: documents/pipeline/ocr-budget.ts). */
    userSecondsPerDay: number;
  };
  /**
   * CATALOGUE_CACHE_SECONDS (10): how long a process reuses a public catalogue read (catalogue-cache.ts).
   * A write clears this process's copy at once; other processes see it within this time.
   */
  catalogueCacheMs: number;
  /**
   * How long a process reuses a wizard step's document counts (DocumentCountsCache): 5 s, or
   * CATALOGUE_CACHE_SECONDS when that is shorter (0 turns both off). Not an environment variable.
   */
  documentCountsMs: number;
  /**
   * The reconciler (documents/pipeline/document-reconciler.ts), where jobs run: every intervalMs
   * (RECONCILE_INTERVAL_MS, 60 s; 0 turns it off — the default under NODE_ENV=test, where suites
   * hold jobs back on purpose) it hands work unfinished for graceMs (RECONCILE_GRACE_MS, 60 s) to
   * the queue again; a document's job is tried at most maxAttempts times (DOCUMENT_MAX_ATTEMPTS, 5).
   */
  reconciler: { intervalMs: number; graceMs: number; maxAttempts: number };
  /**
   * The sweep of pending objects (storage/pending-objects.ts, run by
   * documents/pipeline/object-sweeper.ts where jobs run): every intervalMs (STORAGE_SWEEP_INTERVAL_MS,
   * 5 min; 0 turns it off — the default under NODE_ENV=test) it deletes the objects whose pending
   * row is older than graceMs (STORAGE_SWEEP_GRACE_MS). Unset, graceMs is derived from the upload
   * limits (common/connection-limits.ts: the longest an upload of uploadMaxBytes may last, plus 1 h).
   */
  storageSweep: { intervalMs: number; graceMs?: number };
}

/** Injection token for AppConfig (an interface has no runtime value). */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** The longest a process reuses a wizard step's document counts (documentCountsMs, DocumentCountsCache). */
export const DOCUMENT_COUNTS_MS = 5_000;

/**
 * Outside production, missing JWT secrets are generated once and kept under DATA_DIR so that
 * sessions survive a restart of a local install.
 */
function localSecrets(dataDir: string): { access: string; refresh: string } {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { access?: string; refresh?: string };
    if (parsed.access && parsed.refresh) return { access: parsed.access, refresh: parsed.refresh };
  }
  const secrets = { access: randomBytes(32).toString('hex'), refresh: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

export function loadConfig(raw: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = validateEnv(raw);
  const mode = (env.NODE_ENV ?? 'development') as AppConfig['env'];
  const dataDir = resolve(env.DATA_DIR ?? './data');
  const port = env.PORT ?? 3000;
  const needsLocalSecrets = !env.JWT_ACCESS_SECRET || !env.JWT_REFRESH_SECRET;
  const generated = needsLocalSecrets ? localSecrets(dataDir) : undefined;
  const seedDemo = (env.SEED_DEMO ?? 'true') === 'true';
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    database: { url: env.DATABASE_URL, pgliteDir: join(dataDir, 'db') },
    redis: { url: env.REDIS_URL, prefix: env.REDIS_PREFIX ?? 'papershelf' },
    storage: env.S3_ENDPOINT
      ? {
          driver: 's3',
          endPoint: env.S3_ENDPOINT,
          accessKey: env.S3_ACCESS_KEY ?? '',
          secretKey: env.S3_SECRET_KEY ?? '',
          bucket: env.S3_BUCKET ?? 'papershelf',
        }
      : { driver: 'local', root: join(dataDir, 'objects') },
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'PaperShelf <no-reply@papershelf.local>',
      outboxDir: join(dataDir, 'mail'),
    },
    jwt: {
      accessSecret: env.JWT_ACCESS_SECRET ?? generated?.access ?? '',
      refreshSecret: env.JWT_REFRESH_SECRET ?? generated?.refresh ?? '',
      accessTtlSeconds: 15 * 60,
      refreshTtlSeconds: 7 * 24 * 60 * 60,
    },
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
            authorizationURL: env.GOOGLE_AUTHORIZATION_URL,
            tokenURL: env.GOOGLE_TOKEN_URL,
            userProfileURL: env.GOOGLE_USERINFO_URL,
          }
        : undefined,
    admin: { email: env.ADMIN_EMAIL ? normalizeEmail(env.ADMIN_EMAIL) : undefined, password: env.ADMIN_PASSWORD },
    uploadMaxBytes: (env.UPLOAD_MAX_MB ?? 100) * 1024 * 1024,
    pdfRender: { wallBackstopMs: 600_000, memoryLimitMb: 1024, thumbnailCpuLimitMs: 5_000, textCpuLimitMs: 30_000 },
    seedDemo,
    seedSamples: seedDemo && mode === 'development' && env.DATABASE_URL === undefined,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'warn' : 'info'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    rateLimits: parseRateLimits(env.RATE_LIMITS),
    role: (env.ROLE ?? 'all') as Role,
    worker: { concurrency: env.WORKER_CONCURRENCY ?? 2 },
    metrics: { token: env.METRICS_TOKEN },
    ocr: {
      enabled: (env.OCR ?? 'on') === 'on',
      maxPages: env.OCR_MAX_PAGES ?? 10,
      pageTimeoutMs: env.OCR_PAGE_TIMEOUT_MS ?? 30_000,
      documentSeconds: 60,
      userSecondsPerDay: 900,
    },
    catalogueCacheMs: (env.CATALOGUE_CACHE_SECONDS ?? 10) * 1000,
    documentCountsMs: Math.min((env.CATALOGUE_CACHE_SECONDS ?? 10) * 1000, DOCUMENT_COUNTS_MS),
    reconciler: {
      intervalMs: env.RECONCILE_INTERVAL_MS ?? (mode === 'test' ? 0 : 60_000),
      graceMs: env.RECONCILE_GRACE_MS ?? 60_000,
      maxAttempts: env.DOCUMENT_MAX_ATTEMPTS ?? 5,
    },
    storageSweep: {
      intervalMs: env.STORAGE_SWEEP_INTERVAL_MS ?? (mode === 'test' ? 0 : 5 * 60_000),
      graceMs: env.STORAGE_SWEEP_GRACE_MS,
    },
  };
}
