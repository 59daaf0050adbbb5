/**
 * One VALID request per operation (and per variant) of the access matrix, built from seeded
 * data: real ids, well-formed bodies, fresh fixtures where a request consumes something (a
 * document to delete, an OTP, a reset grant). Each role gets its own fixture, so what one role's
 * request changes never decides another role's answer.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { feedback, reports, users } from '../../src/database/schema';
import { unsubscribeToken } from '../../src/notifications/unsubscribe-token';
import { readOtp } from '../support/auth';
import { backdateCodes, testDb } from '../support/db';
import { image } from '../support/images';
import { makePdf } from '../support/pdf';
import { Chain, dataOf, freshIp, FuzzWorld, Role, setCookie, SignedInRole, WireRequest, WorldUser } from './fuzz-world';
import { multipartBody, MultipartPart, multipartType } from './multipart';

export interface ValidRequest extends WireRequest {
  /** Send with a session of this user instead of the role's seeded user (same role). */
  as?: WorldUser;
}

export type RequestBuilder = (ctx: MatrixContext, role: Role) => Promise<ValidRequest>;

const tag = () => randomBytes(4).toString('hex');

/** Request places handed out so far (MatrixContext.requestBody): each call a new exam year. */
let requestPlaces = Math.floor(Math.random() * 200);

const json = (method: string, url: string, body: unknown, extra: Partial<ValidRequest> = {}): ValidRequest => ({
  method,
  url,
  headers: { 'content-type': 'application/json' },
  payload: JSON.stringify(body),
  ...extra,
});

const get = (url: string, headers: Record<string, string> = {}): ValidRequest => ({ method: 'GET', url, headers });

/** Fixtures for valid requests: fresh users, documents, catalogue rows, reports. */
export class MatrixContext {
  /** A verified user other tests log in as (per-IP limits are avoided with fresh addresses). */
  loginTarget!: WorldUser;
  /** A document every role may report once. */
  reportTarget!: string;

  constructor(readonly world: FuzzWorld) {}

  async init(): Promise<void> {
    this.loginTarget = await this.freshUser('verified');
    this.reportTarget = await this.world.uploadDocument('other', 'paper');
    // complete-registration needs these fields on the caller's profile.
    for (const role of ['unverified', 'verified', 'other', 'admin'] as const) {
      await testDb(this.world.t)
        .update(users)
        .set({ fullName: `Matrix ${role}`, mobileNumber: '9876543210', college: 'Matrix College' })
        .where(eq(users.id, this.world.users[role].id));
    }
    await this.world.t.idle();
    await this.world.refreshPools();
  }

  get chain(): Chain {
    const chain = this.world.pools.chains[0];
    if (!chain) throw new Error('no catalogue');
    return chain;
  }

  /** A signed-up user of the role's kind (unverified, verified or admin). */
  freshUser(role: SignedInRole): Promise<WorldUser> {
    return this.world.signUp({ username: `m_${tag()}`, verified: role !== 'unverified', admin: role === 'admin' });
  }

  /** Registered only (no session, unverified): a target for password-reset requests. */
  async registeredUser(): Promise<WorldUser> {
    const username = `r_${tag()}`;
    const user = { username, email: `${username}@example.test`, password: 'correct-horse-battery' };
    const res = await this.world.inject({
      ...json('POST', '/api/users/register-user', user),
      remoteAddress: freshIp(),
    });
    const id = dataOf<{ _id: string }>(res)?._id;
    if (res.statusCode !== 201 || !id) throw new Error(`register-user: ${res.statusCode} ${res.body}`);
    return { ...user, id, passwordHash: null };
  }

  async resetOtp(email: string): Promise<string> {
    const res = await this.world.inject({
      ...json('POST', '/api/users/forgot-password', { email }),
      remoteAddress: freshIp(),
    });
    if (res.statusCode !== 200) throw new Error(`forgot-password: ${res.statusCode} ${res.body}`);
    return readOtp(this.world.t, email, /password reset code/i);
  }

  async freshDocument(owner: SignedInRole = 'verified'): Promise<string> {
    return this.world.uploadDocument(owner, 'paper');
  }

  /** Each call a place no request has yet (an exam year of its own) on the seeded chain. */
  requestBody(): Record<string, unknown> {
    const chain = this.chain;
    requestPlaces += 1;
    return {
      type: 'paper',
      college: chain.collegeId,
      course: chain.courseId,
      branch: chain.branchId,
      subject: chain.subjectId,
      year: chain.year,
      examYear: String(1900 + (requestPlaces % 200)),
    };
  }

  /** A valid unsubscribe token of a fresh user (the link of a notification e-mail). */
  async unsubscribeToken(): Promise<string> {
    const user = await this.freshUser('verified');
    return unsubscribeToken(this.world.t.config.jwt.accessSecret, user.id);
  }

  /**
   * A new open request made by the role's user (a few per role: the daily limit is 10), or with
   * 'fresh' by a new verified user.
   */
  async freshRequest(owner: SignedInRole | 'fresh'): Promise<string> {
    const body = json('POST', '/api/requests', this.requestBody());
    let res;
    if (owner === 'fresh') {
      const session = await this.world.mintSession((await this.freshUser('verified')).id);
      res = await this.world.inject({
        ...body,
        headers: { ...body.headers, cookie: `accessToken=${session.accessToken}` },
      });
    } else {
      res = await this.world.as(owner, body);
    }
    const id = dataOf<{ _id: string }>(res)?._id;
    if (res.statusCode !== 201 || !id) throw new Error(`POST /api/requests: ${res.statusCode} ${res.body}`);
    return id;
  }

  /** An unused catalogue row of the kind (its parents are fresh too). */
  async freshRow(kind: 'colleges' | 'courses' | 'branches' | 'subjects'): Promise<string> {
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await this.world.as('admin', json('POST', path, body));
      const id = dataOf<{ _id: string }>(res)?._id;
      if (res.statusCode !== 201 || !id) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
      return id;
    };
    const t = tag();
    const college = await post('/api/colleges', { collegeName: `Matrix College ${t}`, location: 'Pune' });
    if (kind === 'colleges') return college;
    const course = await post('/api/courses', {
      courseName: `Matrix Course ${t}`,
      abbreviation: 'MC',
      college,
      duration: 4,
    });
    if (kind === 'courses') return course;
    const branch = await post('/api/branches', {
      branchName: `Matrix Branch ${t}`,
      abbreviation: 'MB',
      course,
      college,
    });
    if (kind === 'branches') return branch;
    return post('/api/subjects', { name: `Matrix Subject ${t}`, year: 1, branch, course, college });
  }

  /** A message sent through the contact form (the world seeds one). */
  async feedbackId(): Promise<string> {
    const [row] = await testDb(this.world.t).select({ id: feedback.id }).from(feedback).limit(1);
    if (!row) throw new Error('no feedback seeded');
    return row.id;
  }

  /** An open report on a seeded document, by a fresh reporter. */
  async freshReport(): Promise<string> {
    const reporter = await this.registeredUser();
    const [row] = await testDb(this.world.t)
      .insert(reports)
      .values({ documentId: this.reportTarget, userId: reporter.id, reason: 'duplicate', note: 'matrix' })
      .returning({ id: reports.id });
    if (!row) throw new Error('report insert returned nothing');
    return row.id;
  }

  async upload(type: 'papers' | 'notes'): Promise<ValidRequest> {
    const boundary = `----matrix${tag()}`;
    const c = this.chain;
    const parts: MultipartPart[] = [
      { name: 'title', value: `Matrix ${type} ${tag()}` },
      { name: 'description', value: 'Valid upload from the access matrix' },
      { name: 'college', value: c.collegeName },
      { name: 'course', value: c.courseName },
      { name: 'branch', value: c.branchName },
      { name: 'subject', value: c.subjectName },
      { name: 'year', value: String(c.year) },
      ...(type === 'papers' ? [{ name: 'examType', value: 'midsem' }] : []),
      { name: 'file', value: await makePdf(), filename: 'matrix.pdf', contentType: 'application/pdf' },
    ];
    return {
      method: 'POST',
      url: `/api/${type}`,
      headers: { 'content-type': multipartType(boundary) },
      payload: multipartBody(parts, { boundary }),
    };
  }

  /** A multipart body with one fresh PDF: the smart upload's POST /api/uploads. */
  async draftUpload(): Promise<ValidRequest> {
    const boundary = `----matrix${tag()}`;
    const file = await makePdf({ pages: [`Matrix draft ${tag()}`] });
    return {
      method: 'POST',
      url: '/api/uploads',
      headers: { 'content-type': multipartType(boundary) },
      payload: multipartBody([{ name: 'file', value: file, filename: 'draft.pdf', contentType: 'application/pdf' }], {
        boundary,
      }),
    };
  }

  /**
   * A new draft of a fresh verified user (a fresh PDF each time, so never a duplicate; a fresh
   * owner, so the seeded users' upload budget is not spent): the `verified` role sends its request
   * as that owner, every other role as itself (not the owner).
   */
  async freshDraft(role: Role): Promise<{ id: string; as?: WorldUser }> {
    const owner = await this.freshUser('verified');
    const session = await this.world.mintSession(owner.id);
    const upload = await this.draftUpload();
    const res = await this.world.inject({
      ...upload,
      headers: { ...upload.headers, cookie: `accessToken=${session.accessToken}` },
    });
    const id = dataOf<{ id: string }>(res)?.id;
    if (res.statusCode !== 201 || !id) throw new Error(`POST /api/uploads: ${res.statusCode} ${res.body}`);
    return { id, as: role === 'verified' ? owner : undefined };
  }

  /** What POST /api/uploads/{id}/publish takes: the one-step route's fields, by name. */
  publishBody(): Record<string, unknown> {
    const c = this.chain;
    return {
      type: 'paper',
      title: `Matrix draft ${tag()}`,
      description: 'Published from the access matrix',
      college: c.collegeName,
      course: c.courseName,
      branch: c.branchName,
      subject: c.subjectName,
      year: c.year,
      examType: 'midsem',
    };
  }

  documentId(): string {
    const doc = this.world.pools.documents[0];
    if (!doc) throw new Error('no document');
    return doc.id;
  }

  wizard(type: 'papers' | 'notes', typed: boolean): ValidRequest {
    const c = this.chain;
    const head = typed ? `/api/${type}/${type}` : `/api/${type}`;
    return get(`${head}/${c.collegeId}/${c.courseId}/${c.branchId}/${c.year}/${c.subjectId}`);
  }
}

/** Whoever sends it, the same request. */
const same =
  (build: (ctx: MatrixContext) => ValidRequest | Promise<ValidRequest>): RequestBuilder =>
  (ctx) =>
    Promise.resolve(build(ctx));

/** A fresh user of the role for requests that change the caller's own account. */
async function ownAccount(ctx: MatrixContext, role: Role): Promise<WorldUser | undefined> {
  return role === 'guest' ? undefined : ctx.freshUser(role);
}

export const VALID_REQUESTS: Record<string, RequestBuilder> = {
  'GET /api/health': same(() => get('/api/health')),

  'POST /api/users/register-user': same(() => {
    const username = `n_${tag()}`;
    return {
      ...json('POST', '/api/users/register-user', {
        username,
        email: `${username}@example.test`,
        password: 'correct-horse-battery',
      }),
      remoteAddress: freshIp(),
    };
  }),
  'POST /api/users/login-user': same((ctx) => ({
    ...json('POST', '/api/users/login-user', { email: ctx.loginTarget.email, password: ctx.loginTarget.password }),
    remoteAddress: freshIp(),
  })),
  'POST /api/users/verify-email': async (ctx, role) => {
    if (role !== 'unverified') return json('POST', '/api/users/verify-email', { otp: '0000' });
    const user = await ctx.freshUser('unverified');
    const otp = await readOtp(ctx.world.t, user.email);
    return json('POST', '/api/users/verify-email', { otp }, { as: user });
  },
  'POST /api/users/resend-verfication-email': async (ctx, role) => {
    const request: ValidRequest = { method: 'POST', url: '/api/users/resend-verfication-email', headers: {} };
    if (role !== 'unverified') return request;
    const user = await ctx.freshUser('unverified');
    // The sign-up code was sent a moment ago; a resend is allowed 30 s later.
    await backdateCodes(ctx.world.t, user.id, 120);
    return { ...request, as: user };
  },
  'POST /api/users/logout-user': same(() => ({ method: 'POST', url: '/api/users/logout-user', headers: {} })),
  'POST /api/users/refresh-token': same(async (ctx) => {
    const session = await ctx.world.mintSession(ctx.loginTarget.id);
    // The refresh token travels in its cookie only (a body value is ignored).
    return {
      method: 'POST',
      url: '/api/users/refresh-token',
      headers: { cookie: `refreshToken=${session.refreshToken}` },
    };
  }),
  'POST /api/users/forgot-password': same(async (ctx) => {
    const target = await ctx.registeredUser();
    return { ...json('POST', '/api/users/forgot-password', { email: target.email }), remoteAddress: freshIp() };
  }),
  'PATCH /api/users/update-password': same(async (ctx) => {
    const target = await ctx.registeredUser();
    const otp = await ctx.resetOtp(target.email);
    return { ...json('PATCH', '/api/users/update-password', { email: target.email, otp }), remoteAddress: freshIp() };
  }),
  'PATCH /api/users/change-forget-password': same(async (ctx) => {
    const target = await ctx.registeredUser();
    const otp = await ctx.resetOtp(target.email);
    const verified = await ctx.world.inject({
      ...json('PATCH', '/api/users/update-password', { email: target.email, otp }),
      remoteAddress: freshIp(),
    });
    const grant = setCookie(verified, 'passwordResetGrant');
    if (verified.statusCode !== 200 || !grant)
      throw new Error(`update-password: ${verified.statusCode} ${verified.body}`);
    const request = json('PATCH', '/api/users/change-forget-password', {
      email: target.email,
      newPassword: 'a-brand-new-password',
    });
    return { ...request, headers: { ...request.headers, cookie: `passwordResetGrant=${grant}` } };
  }),
  'POST /api/users/change-password': async (ctx, role) => {
    const user = await ownAccount(ctx, role);
    return json(
      'POST',
      '/api/users/change-password',
      { oldPassword: user?.password ?? 'correct-horse-battery', newPassword: 'another-long-password' },
      { as: user },
    );
  },
  'GET /auth/google': same(() => get('/auth/google')),
  'GET /api/auth/providers': same(() => get('/api/auth/providers')),
  'GET /auth/google/callback': same(() => get('/auth/google/callback')),

  'GET /api/users/current-user': same(() => get('/api/users/current-user')),
  'PATCH /api/users/update-profile': same(() =>
    json('PATCH', '/api/users/update-profile', { fullName: 'Matrix Tester' }),
  ),
  // A fresh account: replacing the seeded user's picture would delete the avatar other rows read.
  'PUT /api/users/avatar': async (ctx, role) => {
    const user = await ownAccount(ctx, role);
    const boundary = `----matrix${tag()}`;
    const avatar = await image('png', 8, 8);
    return {
      method: 'PUT',
      url: '/api/users/avatar',
      headers: { 'content-type': multipartType(boundary) },
      payload: multipartBody([{ name: 'avatar', value: avatar, filename: 'me.png', contentType: 'image/png' }], {
        boundary,
      }),
      as: user,
    };
  },
  'POST /api/users/complete-registration': same(() => ({
    method: 'POST',
    url: '/api/users/complete-registration',
    headers: {},
  })),
  'GET /api/users/user-papers': same(() => get('/api/users/user-papers')),
  'GET /api/users/user-notes': same(() => get('/api/users/user-notes')),
  'GET /api/users/avatar/{name}': same((ctx) => {
    const name = ctx.world.pools.avatars[0];
    if (!name) throw new Error('no avatar seeded');
    return get(`/api/users/avatar/${name}`);
  }),

  'GET /api/colleges': same(() => get('/api/colleges')),
  'GET /api/colleges/browse': same(() => get('/api/colleges/browse')),
  'POST /api/colleges': same(() =>
    json('POST', '/api/colleges', { collegeName: `Matrix New College ${tag()}`, location: 'Goa' }),
  ),
  'DELETE /api/colleges/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/colleges/${await ctx.freshRow('colleges')}`,
    headers: {},
  })),
  'GET /api/courses': same(() => get('/api/courses')),
  'POST /api/courses': same((ctx) =>
    json('POST', '/api/courses', {
      courseName: `Matrix New Course ${tag()}`,
      abbreviation: 'MNC',
      college: ctx.chain.collegeId,
      duration: 3,
    }),
  ),
  'GET /api/courses/{collegeId}': same((ctx) => get(`/api/courses/${ctx.chain.collegeId}`)),
  'DELETE /api/courses/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/courses/${await ctx.freshRow('courses')}`,
    headers: {},
  })),
  'GET /api/branches': same(() => get('/api/branches')),
  'POST /api/branches': same((ctx) =>
    json('POST', '/api/branches', {
      branchName: `Matrix New Branch ${tag()}`,
      abbreviation: 'MNB',
      course: ctx.chain.courseId,
      college: ctx.chain.collegeId,
    }),
  ),
  'GET /api/branches/{collegeId}/{courseId}': same((ctx) =>
    get(`/api/branches/${ctx.chain.collegeId}/${ctx.chain.courseId}`),
  ),
  'GET /api/branches/{collegeId}/{courseId}/{branchId}/years': same((ctx) =>
    get(`/api/branches/${ctx.chain.collegeId}/${ctx.chain.courseId}/${ctx.chain.branchId}/years`),
  ),
  'DELETE /api/branches/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/branches/${await ctx.freshRow('branches')}`,
    headers: {},
  })),
  'GET /api/subjects': same(() => get('/api/subjects')),
  'POST /api/subjects': same((ctx) =>
    json('POST', '/api/subjects', {
      name: `Matrix New Subject ${tag()}`,
      year: 1,
      branch: ctx.chain.branchId,
      course: ctx.chain.courseId,
      college: ctx.chain.collegeId,
    }),
  ),
  'GET /api/subjects/{collegeId}/{courseId}/{branchId}/{year}': same((ctx) => {
    const c = ctx.chain;
    return get(`/api/subjects/${c.collegeId}/${c.courseId}/${c.branchId}/${c.year}`);
  }),
  'DELETE /api/subjects/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/subjects/${await ctx.freshRow('subjects')}`,
    headers: {},
  })),

  'GET /api/papers': same(() => get('/api/papers')),
  'POST /api/papers': same((ctx) => ctx.upload('papers')),
  'GET /api/notes': same(() => get('/api/notes')),
  'POST /api/notes': same((ctx) => ctx.upload('notes')),
  'GET /api/documents': same(() => get('/api/documents')),
  'GET /api/search/suggest': same(() => get('/api/search/suggest?q=oper')),
  'GET /api/papers/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': same((ctx) => ctx.wizard('papers', false)),
  'GET /api/notes/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': same((ctx) => ctx.wizard('notes', false)),
  'GET /api/papers/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': same((ctx) =>
    ctx.wizard('papers', true),
  ),
  'GET /api/notes/{type}/{collegeId}/{courseId}/{branchId}/{year}/{subjectId}': same((ctx) =>
    ctx.wizard('notes', true),
  ),
  'GET /api/documents/{id}': same((ctx) => get(`/api/documents/${ctx.documentId()}`)),
  // The document belongs to the `verified` role; `other` is not its owner.
  'DELETE /api/documents/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/documents/${await ctx.freshDocument('verified')}`,
    headers: {},
  })),
  'GET /api/documents/{id}/preview': same((ctx) => get(`/api/documents/${ctx.documentId()}/preview`)),
  'GET /api/documents/{id}/view': same((ctx) => get(`/api/documents/${ctx.documentId()}/view`)),
  'GET /api/documents/{id}/download': same((ctx) => get(`/api/documents/${ctx.documentId()}/download`)),
  'GET /api/documents/{id}/thumbnail': same((ctx) => get(`/api/documents/${ctx.documentId()}/thumbnail`)),
  'GET /api/documents/{id}/pages/{n}': same((ctx) => get(`/api/documents/${ctx.documentId()}/pages/1?width=480`)),
  'GET /api/documents/{id}/pages/{n}/text': same((ctx) => get(`/api/documents/${ctx.documentId()}/pages/1/text`)),
  'GET /api/documents/{id}/questions': same((ctx) => get(`/api/documents/${ctx.documentId()}/questions`)),
  'GET /api/documents/{id}/answers': same((ctx) => get(`/api/documents/${ctx.documentId()}/answers`)),
  // The document belongs to the `verified` role; clearing its link is valid for its owner and admins.
  'PUT /api/documents/{id}/answers-for': same(async (ctx) =>
    json('PUT', `/api/documents/${await ctx.freshDocument('verified')}/answers-for`, { answersFor: null }),
  ),
  'GET /api/subjects/{id}': same((ctx) => get(`/api/subjects/${ctx.chain.subjectId}`)),
  'GET /api/questions': same(() => get('/api/questions?q=deadlock')),
  'GET /api/subjects/{id}/questions': same((ctx) => get(`/api/subjects/${ctx.chain.subjectId}/questions`)),

  // Each draft belongs to a fresh verified user: the `verified` role sends as its owner.
  'POST /api/uploads': same((ctx) => ctx.draftUpload()),
  'GET /api/uploads': same(() => get('/api/uploads')),
  'GET /api/uploads/{id}': async (ctx, role) => {
    const draft = await ctx.freshDraft(role);
    return { ...get(`/api/uploads/${draft.id}`), as: draft.as };
  },
  'POST /api/uploads/{id}/publish': async (ctx, role) => {
    const draft = await ctx.freshDraft(role);
    return json('POST', `/api/uploads/${draft.id}/publish`, ctx.publishBody(), { as: draft.as });
  },
  'DELETE /api/uploads/{id}': async (ctx, role) => {
    const draft = await ctx.freshDraft(role);
    return { method: 'DELETE', url: `/api/uploads/${draft.id}`, headers: {}, as: draft.as };
  },

  'GET /api/bookmarks': same(() => get('/api/bookmarks')),
  'POST /api/bookmarks/{documentId}': same((ctx) => ({
    method: 'POST',
    url: `/api/bookmarks/${ctx.documentId()}`,
    headers: {},
  })),
  'POST /api/documents/{id}/reports': same((ctx) =>
    json('POST', `/api/documents/${ctx.reportTarget}/reports`, { reason: 'wrong-details', note: 'Wrong year' }),
  ),

  'POST /api/requests': same((ctx) => json('POST', '/api/requests', ctx.requestBody())),
  'GET /api/requests': same(() => get('/api/requests?sort=new')),
  'GET /api/requests/{id}': same(async (ctx) => get(`/api/requests/${await ctx.freshRequest('other')}`)),
  'POST /api/requests/{id}/votes': same(async (ctx) => ({
    method: 'POST',
    url: `/api/requests/${await ctx.freshRequest('admin')}/votes`,
    headers: {},
  })),
  'DELETE /api/requests/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/requests/${await ctx.freshRequest('verified')}`,
    headers: {},
  })),
  'GET /api/notifications': same(() => get('/api/notifications')),
  'POST /api/notifications/read': same(() => json('POST', '/api/notifications/read', { all: true })),
  'GET /api/notifications/settings': same(() => get('/api/notifications/settings')),
  'PUT /api/notifications/settings': same(() => json('PUT', '/api/notifications/settings', { notifyByEmail: true })),
  'GET /api/notifications/unsubscribe': same(async (ctx) =>
    get(`/api/notifications/unsubscribe?token=${encodeURIComponent(await ctx.unsubscribeToken())}`),
  ),
  'POST /api/notifications/unsubscribe': same(async (ctx) =>
    json('POST', '/api/notifications/unsubscribe', { token: await ctx.unsubscribeToken() }),
  ),

  'POST /api/feedbacks': same(() => ({
    ...json('POST', '/api/feedbacks', { email: 'reader@example.test', name: 'Reader', feedback: 'Useful site' }),
    remoteAddress: freshIp(),
  })),

  // The admin console's API
  ...Object.fromEntries(
    ['colleges', 'courses', 'branches', 'subjects', 'documents', 'reports', 'feedbacks', 'users', 'requests'].map(
      (r) => [`GET /api/admin/${r}`, same(() => get(`/api/admin/${r}`))],
    ),
  ),
  'GET /api/admin/colleges/{id}': same((ctx) => get(`/api/admin/colleges/${ctx.chain.collegeId}`)),
  'GET /api/admin/courses/{id}': same((ctx) => get(`/api/admin/courses/${ctx.chain.courseId}`)),
  'GET /api/admin/branches/{id}': same((ctx) => get(`/api/admin/branches/${ctx.chain.branchId}`)),
  'GET /api/admin/subjects/{id}': same((ctx) => get(`/api/admin/subjects/${ctx.chain.subjectId}`)),
  'GET /api/admin/documents/{id}': same((ctx) => get(`/api/admin/documents/${ctx.documentId()}`)),
  'GET /api/admin/reports/{id}': same(async (ctx) => get(`/api/admin/reports/${await ctx.freshReport()}`)),
  'GET /api/admin/requests/{id}': same(async (ctx) => get(`/api/admin/requests/${await ctx.freshRequest('fresh')}`)),
  'GET /api/admin/feedbacks/{id}': same(async (ctx) => get(`/api/admin/feedbacks/${await ctx.feedbackId()}`)),
  'GET /api/admin/users/{id}': same((ctx) => get(`/api/admin/users/${ctx.loginTarget.id}`)),
  'POST /api/admin/colleges': same(() =>
    json('POST', '/api/admin/colleges', { collegeName: `Matrix Console College ${tag()}`, location: 'Goa' }),
  ),
  'POST /api/admin/courses': same((ctx) =>
    json('POST', '/api/admin/courses', {
      courseName: `Matrix Console Course ${tag()}`,
      abbreviation: 'MCC',
      college: ctx.chain.collegeId,
      duration: 3,
    }),
  ),
  'POST /api/admin/branches': same((ctx) =>
    json('POST', '/api/admin/branches', {
      branchName: `Matrix Console Branch ${tag()}`,
      abbreviation: 'MCB',
      course: ctx.chain.courseId,
      college: ctx.chain.collegeId,
    }),
  ),
  'POST /api/admin/subjects': same((ctx) =>
    json('POST', '/api/admin/subjects', {
      name: `Matrix Console Subject ${tag()}`,
      year: 1,
      branch: ctx.chain.branchId,
      course: ctx.chain.courseId,
      college: ctx.chain.collegeId,
    }),
  ),
  'PUT /api/admin/colleges/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/colleges/${await ctx.freshRow('colleges')}`, { location: 'Mumbai' }),
  ),
  'PUT /api/admin/courses/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/courses/${await ctx.freshRow('courses')}`, { abbreviation: 'UPD' }),
  ),
  'PUT /api/admin/branches/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/branches/${await ctx.freshRow('branches')}`, { abbreviation: 'UPD' }),
  ),
  'PUT /api/admin/subjects/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/subjects/${await ctx.freshRow('subjects')}`, { name: `Matrix Renamed ${tag()}` }),
  ),
  ...Object.fromEntries(
    (['colleges', 'courses', 'branches', 'subjects'] as const).map((kind) => [
      `DELETE /api/admin/${kind}/{id}`,
      same(async (ctx) => ({ method: 'DELETE', url: `/api/admin/${kind}/${await ctx.freshRow(kind)}`, headers: {} })),
    ]),
  ),
  'DELETE /api/admin/documents/{id}': same(async (ctx) => ({
    method: 'DELETE',
    url: `/api/admin/documents/${await ctx.freshDocument('verified')}`,
    headers: {},
  })),
  'PUT /api/admin/reports/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/reports/${await ctx.freshReport()}`, { action: 'dismiss' }),
  ),
  'PUT /api/admin/requests/{id}': same(async (ctx) =>
    json('PUT', `/api/admin/requests/${await ctx.freshRequest('fresh')}`, {
      action: 'close',
      reason: 'Exam cancelled',
    }),
  ),
  'PUT /api/admin/users/{id}': same(async (ctx) => {
    const target = await ctx.registeredUser();
    return json('PUT', `/api/admin/users/${target.id}`, { isAdmin: false });
  }),

  // Variants (ACCESS_MATRIX_VARIANTS)
  'GET /api/documents?range=[0,9] (not a feed parameter)': same(() =>
    get(`/api/documents?range=${encodeURIComponent('[0,9]')}`),
  ),
  'GET /api/search/suggest without q': same(() => get('/api/search/suggest')),
  'GET /api/documents/{id}/view with Range: bytes=0-99': same((ctx) =>
    get(`/api/documents/${ctx.documentId()}/view`, { range: 'bytes=0-99' }),
  ),
  'GET /api/admin/reports?range=[0,9]&filter={"status":"open"}': same(() =>
    get(`/api/admin/reports?range=${encodeURIComponent('[0,9]')}&filter=${encodeURIComponent('{"status":"open"}')}`),
  ),
  'GET /api/admin/users?range=[0,9]&sort=["username","ASC"]': same(() =>
    get(`/api/admin/users?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["username","ASC"]')}`),
  ),
  'GET /api/admin/documents?range=[0,9]&sort=["views","DESC"]': same(() =>
    get(`/api/admin/documents?range=${encodeURIComponent('[0,9]')}&sort=${encodeURIComponent('["views","DESC"]')}`),
  ),
};
