/**
 * The application under test plus the data the fuzzer and the access matrix aim at: one user per
 * role (unverified, verified, another verified user, admin), a small catalogue, a few documents,
 * an avatar, a report, a bookmark and a feedback message. Requests go through Fastify's
 * in-process `inject()` (no sockets). Sessions are minted straight from TokensService so the
 * suites can replace a session that a request revoked (logout, password change) at no cost.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import { TokensService } from '../../src/auth/tokens.service';
import { documents, reports, users } from '../../src/database/schema';
import { readOtp } from '../support/auth';
import { promoteToAdmin, testDb } from '../support/db';
import { makePdf } from '../support/pdf';
import { createTestApp, TestApp } from '../support/test-app';
import { multipartBody, MultipartPart, multipartType } from './multipart';

export type Role = 'guest' | 'unverified' | 'verified' | 'other' | 'admin';
export type SignedInRole = Exclude<Role, 'guest'>;
export const ROLES: readonly Role[] = ['guest', 'unverified', 'verified', 'other', 'admin'];
export const SIGNED_IN_ROLES: readonly SignedInRole[] = ['unverified', 'verified', 'other', 'admin'];

export interface WorldUser {
  id: string;
  username: string;
  email: string;
  password: string;
  /** As stored after sign-up, to put back when a request changed the password. */
  passwordHash: string | null;
}

export interface Session {
  userId: string;
  accessToken: string;
  refreshToken: string;
  familyId: string;
}

/** One subject with its whole placement: a consistent set for uploads, wizard paths and filters. */
export interface Chain {
  collegeId: string;
  collegeName: string;
  courseId: string;
  courseName: string;
  branchId: string;
  branchName: string;
  subjectId: string;
  subjectName: string;
  year: number;
}

export interface Named {
  id: string;
  name: string;
}

export interface Pools {
  chains: Chain[];
  colleges: Named[];
  courses: Named[];
  branches: Named[];
  subjects: Named[];
  documents: { id: string; type: 'paper' | 'note'; ownerId: string }[];
  /** Ids of documents that were deleted (404s that once existed). */
  goneDocuments: string[];
  reports: { id: string; status: string }[];
  userIds: string[];
  avatars: string[];
  /** Real nextPage cursors seen in feed answers. */
  cursors: string[];
  /** Valid PDFs made at start (uploading one again is a duplicate). */
  pdfs: Buffer[];
}

export interface WireRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress?: string;
}

export interface WireResponse {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** A real 1×1 PNG, for avatars. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function jsonOf<T = Record<string, unknown>>(res: WireResponse): T | undefined {
  try {
    return JSON.parse(res.body) as T;
  } catch {
    return undefined;
  }
}

/** The `data` of a success envelope. */
export function dataOf<T = Record<string, unknown>>(res: WireResponse): T | undefined {
  return jsonOf<{ data?: T }>(res)?.data;
}

export function setCookie(res: WireResponse, name: string): string | undefined {
  const raw = res.headers['set-cookie'];
  const list = Array.isArray(raw) ? (raw as string[]) : typeof raw === 'string' ? [raw] : [];
  for (const cookie of list) {
    const [pair = ''] = cookie.split(';');
    const eq = pair.indexOf('=');
    if (eq > 0 && pair.slice(0, eq).trim() === name) return decodeURIComponent(pair.slice(eq + 1));
  }
  return undefined;
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits (login, feedback) count each setup request apart. */
export function freshIp(): string {
  ipCounter += 1;
  return `10.250.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

export interface UploadFields {
  title?: string;
  chain?: Chain;
  pdf?: Buffer;
}

export class FuzzWorld {
  readonly users = {} as Record<SignedInRole, WorldUser>;
  readonly sessions = {} as Record<SignedInRole, Session>;
  /** Uploads the replacement documents ensureDocuments needs; see there. */
  private replacementUploader: Session | undefined;
  readonly pools: Pools = {
    chains: [],
    colleges: [],
    courses: [],
    branches: [],
    subjects: [],
    documents: [],
    goneDocuments: [],
    reports: [],
    userIds: [],
    avatars: [],
    cursors: [],
    pdfs: [],
  };
  private readonly tokens: TokensService;

  private constructor(readonly t: TestApp) {
    this.tokens = t.app.get(TokensService, { strict: false });
  }

  /**
   * Boots the app and seeds it. Google sign-in is configured with provider URLs on a closed
   * local port, so /auth/google redirects (302) instead of answering 503 "not configured".
   *
   * RATE LIMITS: the app is booted with its normal limits (config/rate-limits.ts: per client
   * address for login, sign-up, code mails and checks, feedback; per user for password changes,
   * uploads and reports; plus the per-account OTP rules in auth/otp.ts). Every generated request
   * comes from one of 4096 client addresses (inject's remoteAddress; X-Forwarded-For is not
   * trusted), so the per-address limits rarely bite. The per-user ones do: in a 10 000-request
   * run the seeded users pass their upload/report/password budgets and later attempts get 429
   * (see "By operation" in the report). To fuzz deeper past them, raise those limits here with
   * the app's knob, e.g. env `RATE_LIMITS: 'upload=100000/3600,report=100000/3600,password=100000/900'`,
   * or without a code change: FUZZ_APP_ENV='{"RATE_LIMITS":"upload=100000/3600"}'.
   */
  static async create(options: { env?: Record<string, string> } = {}): Promise<FuzzWorld> {
    const extraEnv = process.env.FUZZ_APP_ENV ? (JSON.parse(process.env.FUZZ_APP_ENV) as Record<string, string>) : {};
    const t = await createTestApp({
      // PostgreSQL, as deployed: PGlite runs queries on the event loop (WASM), so its delays would
      // be measured instead of ours.
      postgres: true,
      storage: process.env.FUZZ_STORAGE === 's3' ? 's3' : 'local',
      env: {
        GOOGLE_CLIENT_ID: 'fuzz-client-id',
        GOOGLE_CLIENT_SECRET: 'fuzz-client-secret',
        GOOGLE_AUTHORIZATION_URL: 'http://127.0.0.1:9/authorize',
        GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
        GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
        ...options.env,
        ...extraEnv,
      },
    });
    const world = new FuzzWorld(t);
    try {
      await world.seed();
    } catch (error) {
      await t.close();
      throw error;
    }
    return world;
  }

  private async seed(): Promise<void> {
    const roles: Record<SignedInRole, { verified: boolean; admin: boolean }> = {
      admin: { verified: true, admin: true },
      verified: { verified: true, admin: false },
      other: { verified: true, admin: false },
      unverified: { verified: false, admin: false },
    };
    for (const role of SIGNED_IN_ROLES) {
      this.users[role] = await this.signUp({ ...roles[role], username: uniqueUsername(role.slice(0, 5)) });
      this.sessions[role] = await this.mintSession(this.users[role].id);
    }
    await this.createChain(`a${randomBytes(2).toString('hex')}`);
    await this.createChain(`b${randomBytes(2).toString('hex')}`);
    for (let i = 0; i < 6; i += 1)
      this.pools.pdfs.push(await makePdf({ pages: [`Fuzz corpus paper ${i}`, 'page two'] }));
    await this.refreshPools();

    const chain = this.pools.chains[0];
    if (!chain) throw new Error('seed: no catalogue chain');
    await this.uploadDocument('verified', 'paper', { chain });
    await this.uploadDocument('verified', 'note', { chain });
    await this.uploadDocument('other', 'paper', { chain: this.pools.chains[1] ?? chain });
    await this.uploadDocument('other', 'note', { chain });

    const avatar = await this.as('verified', {
      method: 'PATCH',
      url: '/api/users/update-profile',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ avatar: `data:image/png;base64,${PNG_1X1.toString('base64')}` }),
    });
    if (avatar.statusCode !== 200) throw new Error(`seed avatar: ${avatar.statusCode} ${avatar.body}`);

    await this.refreshPools();
    const [first, second] = this.pools.documents;
    if (!first || !second) throw new Error('seed: documents missing');
    const report = await this.as('other', {
      method: 'POST',
      url: `/api/documents/${first.id}/reports`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ reason: 'illegible', note: 'seeded by the fuzz suite' }),
    });
    if (report.statusCode !== 201) throw new Error(`seed report: ${report.statusCode} ${report.body}`);
    await this.as('verified', { method: 'POST', url: `/api/bookmarks/${second.id}`, headers: {} });
    const feedback = await this.inject({
      method: 'POST',
      url: '/api/feedbacks',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'fuzz@example.test', name: 'Fuzz', feedback: 'Seeded feedback' }),
      remoteAddress: freshIp(),
    });
    if (feedback.statusCode !== 201) throw new Error(`seed feedback: ${feedback.statusCode} ${feedback.body}`);
    for (const type of ['papers', 'notes', 'documents']) {
      const page = await this.inject({ method: 'GET', url: `/api/${type}?limit=1`, headers: {} });
      this.collectCursor(page);
    }
    await this.t.idle();
    await this.refreshPools();
  }

  /**
   * A new account through the API (register, then the mailed code), each step from a fresh
   * client address so per-IP limits on sign-ups and code checks never refuse the setup.
   */
  async signUp(options: { verified?: boolean; admin?: boolean; username?: string } = {}): Promise<WorldUser> {
    const username = options.username ?? uniqueUsername('user');
    const email = `${username.toLowerCase()}@example.test`;
    const password = `pw-${randomBytes(6).toString('hex')}`;
    const res = await this.inject({
      method: 'POST',
      url: '/api/users/register-user',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username, email, password }),
      remoteAddress: freshIp(),
    });
    const id = dataOf<{ _id: string }>(res)?._id;
    if (res.statusCode !== 201 || !id) throw new Error(`register-user answered ${res.statusCode}: ${res.body}`);
    if (options.verified !== false || options.admin) {
      const otp = await readOtp(this.t, email);
      const session = await this.mintSession(id);
      const verify = await this.inject({
        method: 'POST',
        url: '/api/users/verify-email',
        headers: { 'content-type': 'application/json', cookie: `accessToken=${session.accessToken}` },
        payload: JSON.stringify({ otp }),
        remoteAddress: freshIp(),
      });
      if (verify.statusCode !== 200) throw new Error(`verify-email answered ${verify.statusCode}: ${verify.body}`);
    }
    if (options.admin) await promoteToAdmin(this.t, id);
    const [row] = await testDb(this.t).select({ hash: users.passwordHash }).from(users).where(eq(users.id, id));
    return { id, username, email, password, passwordHash: row?.hash ?? null };
  }

  async inject(request: WireRequest): Promise<WireResponse> {
    const fastify = this.t.app.getHttpAdapter().getInstance();
    const res = await fastify.inject({
      method: request.method as 'GET',
      url: request.url,
      headers: request.headers,
      ...(request.payload !== undefined ? { payload: request.payload } : {}),
      remoteAddress: request.remoteAddress ?? '127.0.0.1',
    });
    return { statusCode: res.statusCode, headers: res.headers, body: res.body };
  }

  /** A request with the role's current session cookie (none for guests). */
  as(role: Role, request: WireRequest): Promise<WireResponse> {
    const headers = { ...request.headers };
    if (role !== 'guest') headers.cookie = `accessToken=${this.sessions[role].accessToken}`;
    return this.inject({ ...request, headers });
  }

  async mintSession(userId: string): Promise<Session> {
    const tokens = await this.tokens.startSession(userId);
    return { userId, ...tokens };
  }

  /**
   * Puts the role users back as seeded (flags, e-mail, password) and replaces revoked sessions:
   * requests may legitimately log out, change a password or an e-mail, or grant a role.
   */
  async restoreUsers(): Promise<void> {
    const db = testDb(this.t);
    for (const role of SIGNED_IN_ROLES) {
      const user = this.users[role];
      await db
        .update(users)
        .set({ email: sql`'taken-' || ${users.id} || '@fuzz.invalid'` })
        .where(and(sql`lower(${users.email}) = lower(${user.email})`, ne(users.id, user.id)));
      await db
        .update(users)
        .set({
          email: user.email,
          passwordHash: user.passwordHash,
          isVerified: role !== 'unverified',
          isAdmin: role === 'admin',
        })
        .where(eq(users.id, user.id));
      const session = this.sessions[role];
      if (!(await this.tokens.isSessionActive(user.id, session.familyId))) {
        this.sessions[role] = await this.mintSession(user.id);
      }
    }
  }

  /** Re-reads what exists: catalogue chains (via the public API), documents, reports, users, avatars. */
  async refreshPools(): Promise<void> {
    const list = async <T>(path: string): Promise<T[]> => {
      const res = await this.inject({ method: 'GET', url: path, headers: {} });
      return dataOf<T[]>(res) ?? [];
    };
    type SubjectRow = {
      _id: string;
      name: string;
      year: number;
      branch: string;
      branchId: string;
      course: string;
      courseId: string;
      college: string;
      collegeId: string;
    };
    const subjects = await list<SubjectRow>('/api/subjects');
    this.pools.chains = subjects.map((s) => ({
      collegeId: s.collegeId,
      collegeName: s.college,
      courseId: s.courseId,
      courseName: s.course,
      branchId: s.branchId,
      branchName: s.branch,
      subjectId: s._id,
      subjectName: s.name,
      year: s.year,
    }));
    this.pools.subjects = subjects.map((s) => ({ id: s._id, name: s.name }));
    this.pools.colleges = (await list<{ _id: string; collegeName: string }>('/api/colleges')).map((c) => ({
      id: c._id,
      name: c.collegeName,
    }));
    this.pools.courses = (await list<{ _id: string; courseName: string }>('/api/courses')).map((c) => ({
      id: c._id,
      name: c.courseName,
    }));
    this.pools.branches = (await list<{ _id: string; branchName: string }>('/api/branches')).map((c) => ({
      id: c._id,
      name: c.branchName,
    }));
    const db = testDb(this.t);
    const before = new Set(this.pools.documents.map((d) => d.id));
    this.pools.documents = await db
      .select({ id: documents.id, type: documents.type, ownerId: documents.ownerId })
      .from(documents)
      .orderBy(documents.createdAt);
    const now = new Set(this.pools.documents.map((d) => d.id));
    for (const id of before)
      if (!now.has(id) && !this.pools.goneDocuments.includes(id)) this.pools.goneDocuments.push(id);
    this.pools.reports = await db
      .select({ id: reports.id, status: reports.status })
      .from(reports)
      .orderBy(reports.createdAt);
    this.pools.userIds = (await db.select({ id: users.id }).from(users).orderBy(users.createdAt).limit(200)).map(
      (u) => u.id,
    );
    this.pools.avatars = (
      await db
        .select({ key: users.avatarKey })
        .from(users)
        .where(sql`${users.avatarKey} is not null`)
    ).flatMap((u) => (u.key ? [u.key.replace(/^avatars\//, '')] : []));
  }

  /** Remembers the cursor of a feed answer's nextPage. */
  collectCursor(res: WireResponse): void {
    if (res.statusCode !== 200) return;
    const next = dataOf<{ nextPage?: unknown }>(res)?.nextPage;
    if (typeof next !== 'string') return;
    const cursor = new URL(next, 'http://x').searchParams.get('cursor');
    if (cursor && !this.pools.cursors.includes(cursor)) {
      this.pools.cursors.push(cursor);
      if (this.pools.cursors.length > 64) this.pools.cursors.shift();
    }
  }

  /** Keeps enough documents (and a catalogue) alive for deep paths; uploads replacements. */
  async ensureDocuments(min = 4): Promise<void> {
    await this.refreshPools();
    if (this.pools.chains.length === 0) {
      await this.createChain(`r${randomBytes(3).toString('hex')}`);
      await this.refreshPools();
    }
    // Replacements come from an account no generated request signs in as: the role users' upload
    // budgets (30 an hour each) are spent by generated uploads, and two routes delete documents
    // (DELETE /api/documents/{id} and the console's DELETE /api/admin/documents/{id}), so a long
    // run may need more replacements than any budget holds. When the account's budget runs out a
    // new one is signed up.
    let n = 0;
    while (this.pools.documents.length + n < min) {
      await this.uploadReplacement(n % 3 === 0 ? 'note' : 'paper');
      n += 1;
    }
    if (n > 0) await this.refreshPools();
  }

  /** A college → course → branch → two subjects, through the admin API. */
  async createChain(label: string): Promise<void> {
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await this.as('admin', {
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      const data = dataOf<Record<string, string>>(res);
      if (res.statusCode !== 201 || !data) throw new Error(`${path} answered ${res.statusCode}: ${res.body}`);
      return data;
    };
    const college = await post('/api/colleges', { collegeName: `Fuzz Institute ${label}`, location: 'Pune' });
    const course = await post('/api/courses', {
      courseName: `Bachelor of Fuzzing ${label}`,
      abbreviation: 'BF',
      college: college.collegeName,
      duration: 4,
    });
    const branch = await post('/api/branches', {
      branchName: `Computer Science ${label}`,
      abbreviation: 'CS',
      course: course.courseName,
      college: college.collegeName,
    });
    await post('/api/subjects', {
      name: `Operating Systems ${label}`,
      year: 2,
      branch: branch._id,
      course: course._id,
      college: college._id,
    });
    await post('/api/subjects', {
      name: `Compilers ${label}`,
      year: 3,
      branch: branch.branchName,
      course: course.courseName,
      college: college.collegeName,
    });
  }

  private async uploadReplacement(type: 'paper' | 'note'): Promise<string> {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      if (!this.replacementUploader) {
        const user = await this.signUp({ verified: true, username: uniqueUsername('repl') });
        this.replacementUploader = await this.mintSession(user.id);
      }
      const res = await this.postUpload(this.replacementUploader, type);
      const id = dataOf<{ _id?: string }>(res)?._id;
      if (res.statusCode === 201 && id) return id;
      if (res.statusCode !== 429) throw new Error(`replacement upload: ${res.statusCode} ${res.body}`);
      this.replacementUploader = undefined;
    }
    throw new Error('replacement upload: a fresh account was refused too');
  }

  /** Uploads a document as the role through the API and returns its id. */
  async uploadDocument(role: SignedInRole, type: 'paper' | 'note', fields: UploadFields = {}): Promise<string> {
    const res = await this.postUpload(this.sessions[role], type, fields);
    const id = dataOf<{ _id?: string }>(res)?._id;
    if (res.statusCode !== 201 || !id) throw new Error(`upload as ${role}: ${res.statusCode} ${res.body}`);
    return id;
  }

  private async postUpload(session: Session, type: 'paper' | 'note', fields: UploadFields = {}): Promise<WireResponse> {
    const chain = fields.chain ?? this.pools.chains[0];
    if (!chain) throw new Error('uploadDocument: no catalogue');
    const boundary = `----fuzz${randomBytes(8).toString('hex')}`;
    const parts: MultipartPart[] = [
      { name: 'title', value: fields.title ?? `Fuzz ${type} ${randomBytes(3).toString('hex')}` },
      { name: 'description', value: 'Uploaded by the fuzz suite' },
      { name: 'college', value: chain.collegeName },
      { name: 'course', value: chain.courseName },
      { name: 'branch', value: chain.branchName },
      { name: 'subject', value: chain.subjectName },
      { name: 'year', value: String(chain.year) },
      ...(type === 'paper' ? [{ name: 'examType', value: 'endsem' }] : []),
      {
        name: 'file',
        value: fields.pdf ?? (await makePdf({ pages: [`Fuzz upload ${randomBytes(4).toString('hex')}`] })),
        filename: 'fuzz.pdf',
        contentType: 'application/pdf',
      },
    ];
    return this.inject({
      method: 'POST',
      url: type === 'paper' ? '/api/papers' : '/api/notes',
      headers: { 'content-type': multipartType(boundary), cookie: `accessToken=${session.accessToken}` },
      payload: multipartBody(parts, { boundary }),
    });
  }

  async close(): Promise<void> {
    await this.t.close();
  }
}

function uniqueUsername(prefix: string): string {
  return `${prefix}_${randomBytes(4).toString('hex')}`;
}
