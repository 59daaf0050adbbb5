/**
 * Owns the process environment: every variable the app reads is declared and validated here,
 * once, at boot. A wrong value stops the app with a message naming the variable.
 */
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { parseRateLimits } from './rate-limits';
import { parseTrustProxy } from './trust-proxy';

/** `all`: today's all-in-one; `api`: HTTP only, jobs are only enqueued; `worker`: runs the jobs. */
export const ROLES = ['all', 'api', 'worker'] as const;
export type Role = (typeof ROLES)[number];

export class EnvironmentVariables {
  @IsOptional() @IsIn(['development', 'production', 'test']) NODE_ENV?: string;
  @IsOptional() @IsInt() @Min(0) @Max(65535) PORT?: number;
  @IsOptional() @IsString() HOST?: string;
  @IsOptional() @IsString() DATA_DIR?: string;
  @IsOptional() @IsString() @MinLength(1) DATABASE_URL?: string;
  @IsOptional() @IsString() @MinLength(1) REDIS_URL?: string;
  /** Key prefix of this deployment's queues and limits in Redis (two deployments may share one server). */
  @IsOptional() @Matches(/^[A-Za-z0-9_.-]{1,64}$/) REDIS_PREFIX?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) S3_ENDPOINT?: string;
  @IsOptional() @IsString() S3_ACCESS_KEY?: string;
  @IsOptional() @IsString() S3_SECRET_KEY?: string;
  @IsOptional() @IsString() @MinLength(3) S3_BUCKET?: string;
  @IsOptional() @IsString() @MinLength(1) SMTP_URL?: string;
  @IsOptional() @IsString() MAIL_FROM?: string;
  @IsOptional() @IsString() @MinLength(16) JWT_ACCESS_SECRET?: string;
  @IsOptional() @IsString() @MinLength(16) JWT_REFRESH_SECRET?: string;
  @IsOptional() @IsString() GOOGLE_CLIENT_ID?: string;
  @IsOptional() @IsString() GOOGLE_CLIENT_SECRET?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) GOOGLE_AUTHORIZATION_URL?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) GOOGLE_TOKEN_URL?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) GOOGLE_USERINFO_URL?: string;
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true }) PUBLIC_URL?: string;
  @IsOptional() @IsEmail() ADMIN_EMAIL?: string;
  @IsOptional() @IsString() @MinLength(8) ADMIN_PASSWORD?: string;
  @IsOptional() @IsInt() @Min(1) @Max(10240) UPLOAD_MAX_MB?: number;
  @IsOptional() @IsIn(['true', 'false']) SEED_DEMO?: string;
  @IsOptional() @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'silent']) LOG_LEVEL?: string;
  /** Which peers may set X-Forwarded-For: off (default), a hop count, or proxy addresses/CIDRs. */
  @IsOptional() @IsString() TRUST_PROXY?: string;
  /** Overrides of the named rate limits, e.g. `login=5/60,signup=10/3600` (requests/seconds). */
  @IsOptional() @IsString() RATE_LIMITS?: string;
  /** What this process does: `all` (API + jobs), `api` (HTTP, only enqueues) or `worker` (jobs). */
  @IsOptional() @IsIn(ROLES) ROLE?: string;
  /** Jobs each queue runs at once in this process. */
  @IsOptional() @IsInt() @Min(1) @Max(64) WORKER_CONCURRENCY?: number;
  /** Bearer token that opens GET /metrics from any address (else only private/loopback peers). */
  @IsOptional() @IsString() @MinLength(16) METRICS_TOKEN?: string;
  /** Recognise the text of scanned pages (tesseract.js) in the job processes: `on` (default) or `off`. */
  @IsOptional() @IsIn(['on', 'off']) OCR?: string;
  /** At most this many text-less pages of one document are recognised. */
  @IsOptional() @IsInt() @Min(1) @Max(500) OCR_MAX_PAGES?: number;
  /** Limit, in CPU time, for recognising one page; a page past it is skipped (the others still count). */
  @IsOptional() @IsInt() @Min(1000) @Max(600_000) OCR_PAGE_TIMEOUT_MS?: number;
  /** How long an API process reuses a public catalogue read (wizard lists, filter names); 0 turns it off. */
  @IsOptional() @IsInt() @Min(0) @Max(3600) CATALOGUE_CACHE_SECONDS?: number;
  /** How often the reconciler looks for unfinished work (0: never; the default under NODE_ENV=test). */
  @IsOptional() @IsInt() @Min(0) @Max(3_600_000) RECONCILE_INTERVAL_MS?: number;
  /** How long a document's job or a code's mail may stay unfinished before it is handed over again. */
  @IsOptional() @IsInt() @Min(0) @Max(86_400_000) RECONCILE_GRACE_MS?: number;
  /** Attempts of a document's thumbnail (or text) job before its preview is marked failed. */
  @IsOptional() @IsInt() @Min(1) @Max(50) DOCUMENT_MAX_ATTEMPTS?: number;
  /** How often the sweep of pending objects runs where jobs run (0: never; the default under NODE_ENV=test). */
  @IsOptional() @IsInt() @Min(0) @Max(86_400_000) STORAGE_SWEEP_INTERVAL_MS?: number;
  /** How old a pending object's row must be before the sweep deletes the object (default: the longest upload + 1 h). */
  @IsOptional() @IsInt() @Min(0) @Max(7 * 86_400_000) STORAGE_SWEEP_GRACE_MS?: number;
}

/** Variables that must be set when NODE_ENV=production (no embedded fallbacks there). */
const REQUIRED_IN_PRODUCTION: (keyof EnvironmentVariables)[] = [
  'DATABASE_URL',
  'REDIS_URL',
  'S3_ENDPOINT',
  'S3_ACCESS_KEY',
  'S3_SECRET_KEY',
  'S3_BUCKET',
  'SMTP_URL',
  'JWT_ACCESS_SECRET',
  'JWT_REFRESH_SECRET',
  'PUBLIC_URL',
];

/** Secrets that were copied from an example rather than chosen (compose once shipped such defaults). */
const PLACEHOLDER_SECRET = /change[-_ ]?me|changeme|^secret$|^password$|example/i;

const NUMERIC: (keyof EnvironmentVariables)[] = [
  'PORT',
  'UPLOAD_MAX_MB',
  'WORKER_CONCURRENCY',
  'OCR_MAX_PAGES',
  'OCR_PAGE_TIMEOUT_MS',
  'CATALOGUE_CACHE_SECONDS',
  'RECONCILE_INTERVAL_MS',
  'RECONCILE_GRACE_MS',
  'DOCUMENT_MAX_ATTEMPTS',
  'STORAGE_SWEEP_INTERVAL_MS',
  'STORAGE_SWEEP_GRACE_MS',
];

export class ConfigValidationError extends Error {}

export function validateEnv(raw: NodeJS.ProcessEnv): EnvironmentVariables {
  const known = Object.keys(new EnvironmentVariablesKeys());
  const picked: Record<string, unknown> = {};
  for (const key of known) {
    const value = raw[key];
    if (value === undefined || value === '') continue;
    picked[key] = NUMERIC.includes(key as keyof EnvironmentVariables) && /^\d+$/.test(value) ? Number(value) : value;
  }
  const env = plainToInstance(EnvironmentVariables, picked);
  const problems = validateSync(env, { whitelist: true }).map(
    (e) => `${e.property}: ${Object.values(e.constraints ?? {}).join('; ')}`,
  );
  if (env.NODE_ENV === 'production') {
    for (const key of REQUIRED_IN_PRODUCTION) {
      if (env[key] === undefined) problems.push(`${key}: is required when NODE_ENV=production`);
    }
  }
  for (const parse of [() => parseTrustProxy(env.TRUST_PROXY), () => parseRateLimits(env.RATE_LIMITS)]) {
    try {
      parse();
    } catch (error) {
      problems.push((error as Error).message);
    }
  }
  // API replicas and workers meet only through Redis: without it an API would run no jobs at all.
  if ((env.ROLE === 'api' || env.ROLE === 'worker') && env.REDIS_URL === undefined) {
    problems.push(`REDIS_URL: is required when ROLE=${env.ROLE} (API and workers pass jobs through Redis)`);
  }
  if (env.NODE_ENV === 'production') {
    for (const key of ['JWT_ACCESS_SECRET', 'JWT_REFRESH_SECRET', 'ADMIN_PASSWORD', 'METRICS_TOKEN'] as const) {
      const value = env[key];
      if (value !== undefined && PLACEHOLDER_SECRET.test(value)) {
        problems.push(`${key}: is a placeholder; set a secret of your own when NODE_ENV=production`);
      }
    }
    if (env.JWT_ACCESS_SECRET !== undefined && env.JWT_ACCESS_SECRET === env.JWT_REFRESH_SECRET) {
      problems.push('JWT_REFRESH_SECRET: must differ from JWT_ACCESS_SECRET');
    }
  }
  if ((env.GOOGLE_CLIENT_ID === undefined) !== (env.GOOGLE_CLIENT_SECRET === undefined)) {
    problems.push('GOOGLE_CLIENT_ID/GOOGLE_CLIENT_SECRET: set both or neither');
  }
  if (problems.length > 0) {
    throw new ConfigValidationError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  }
  return env;
}

/** The list of variable names, kept beside the class so docs and tests can enumerate them. */
class EnvironmentVariablesKeys implements Record<keyof EnvironmentVariables, undefined> {
  NODE_ENV = undefined;
  PORT = undefined;
  HOST = undefined;
  DATA_DIR = undefined;
  DATABASE_URL = undefined;
  REDIS_URL = undefined;
  REDIS_PREFIX = undefined;
  S3_ENDPOINT = undefined;
  S3_ACCESS_KEY = undefined;
  S3_SECRET_KEY = undefined;
  S3_BUCKET = undefined;
  SMTP_URL = undefined;
  MAIL_FROM = undefined;
  JWT_ACCESS_SECRET = undefined;
  JWT_REFRESH_SECRET = undefined;
  GOOGLE_CLIENT_ID = undefined;
  GOOGLE_CLIENT_SECRET = undefined;
  GOOGLE_AUTHORIZATION_URL = undefined;
  GOOGLE_TOKEN_URL = undefined;
  GOOGLE_USERINFO_URL = undefined;
  PUBLIC_URL = undefined;
  ADMIN_EMAIL = undefined;
  ADMIN_PASSWORD = undefined;
  UPLOAD_MAX_MB = undefined;
  SEED_DEMO = undefined;
  LOG_LEVEL = undefined;
  TRUST_PROXY = undefined;
  RATE_LIMITS = undefined;
  ROLE = undefined;
  WORKER_CONCURRENCY = undefined;
  METRICS_TOKEN = undefined;
  OCR = undefined;
  OCR_MAX_PAGES = undefined;
  OCR_PAGE_TIMEOUT_MS = undefined;
  CATALOGUE_CACHE_SECONDS = undefined;
  RECONCILE_INTERVAL_MS = undefined;
  RECONCILE_GRACE_MS = undefined;
  DOCUMENT_MAX_ATTEMPTS = undefined;
  STORAGE_SWEEP_INTERVAL_MS = undefined;
  STORAGE_SWEEP_GRACE_MS = undefined;
}

export const KNOWN_ENV_VARS: readonly string[] = Object.keys(new EnvironmentVariablesKeys());
