/**
 * Profile routes (spec §7 "Account"): current-user, update-profile (with avatar data URLs),
 * complete-registration, the caller's uploads, points; and the role guards on real routes.
 */
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { branches, colleges, courses, documents, subjects } from '../src/database/schema';
import { UsersService } from '../src/users/users.service';
import { readOtp, signUp } from './support/auth';
import { backdateCodes, findUserByEmail, testDb } from './support/db';
import { image as testImage, pngClaiming } from './support/images';
import { createTestApp, TestApp } from './support/test-app';

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const dataUrl = (bytes: Buffer, mime: string) => `data:${mime};base64,${bytes.toString('base64')}`;

describe('users: profile, avatar, uploads, points, roles', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe('current-user', () => {
    it('returns the spec §3 fields plus _id, and 401 without a session', async () => {
      const { agent, user } = await signUp(t);
      const res = await agent.get('/api/users/current-user').expect(200);
      expect(res.body).toMatchObject({ success: true, statusCode: 200 });
      expect(res.body.data).toEqual({
        _id: user.id,
        fullName: null,
        username: user.username,
        email: user.email,
        avatar: null,
        course: null,
        year: null,
        college: null,
        mobileNumber: null,
        isVerified: true,
        isInformationComplete: false,
        points: 0,
        isAdmin: false,
      });
      const guest = await request(t.server).get('/api/users/current-user').expect(401);
      expect(guest.body.code).toBe('AUTH.UNAUTHENTICATED');
    });
  });

  describe('update-profile', () => {
    it('saves the fields (numbers from numeric inputs become text) and echoes the read-only username', async () => {
      const { agent, user } = await signUp(t);
      const res = await agent
        .patch('/api/users/update-profile')
        .send({
          fullName: '  Ada Lovelace ',
          username: user.username,
          email: user.email,
          course: 'BTech',
          year: 2,
          college: 'IIT Delhi',
          mobileNumber: 9876543210,
        })
        .expect(200);
      expect(res.body.message).toBe('User information saved successfully');
      expect(res.body.data).toMatchObject({
        fullName: 'Ada Lovelace',
        username: user.username,
        email: user.email,
        course: 'BTech',
        year: '2',
        college: 'IIT Delhi',
        mobileNumber: '9876543210',
        isVerified: true,
      });
      const me = await agent.get('/api/users/current-user').expect(200);
      expect(me.body.data.college).toBe('IIT Delhi');
    });

    it('refuses a different username (400 USER.USERNAME_READ_ONLY) and changes nothing', async () => {
      const { agent, user } = await signUp(t);
      const res = await agent
        .patch('/api/users/update-profile')
        .send({ username: `${user.username}x`, fullName: 'Changed' })
        .expect(400);
      expect(res.body).toMatchObject({ code: 'USER.USERNAME_READ_ONLY', message: 'Username cannot be changed' });
      const me = await agent.get('/api/users/current-user').expect(200);
      expect(me.body.data).toMatchObject({ username: user.username, fullName: null });
    });

    it('validates fields (400) and rejects unknown ones', async () => {
      const { agent } = await signUp(t);
      for (const [body, field] of [
        [{ mobileNumber: '12ab' }, 'mobileNumber'],
        [{ email: 'nope' }, 'email'],
        [{ fullName: 'x'.repeat(101) }, 'fullName'],
        [{ points: 1000 }, 'points'],
        [{ isAdmin: true }, 'isAdmin'],
      ] as const) {
        const res = await agent.patch('/api/users/update-profile').send(body).expect(400);
        expect(res.body.errors.map((e: { field: string }) => e.field)).toContain(field);
      }
    });

    it('a taken e-mail is 409 USER.EXISTS; a new one un-verifies until the new address is verified', async () => {
      const other = await signUp(t);
      const { agent, user, password } = await signUp(t);
      const taken = await agent
        .patch('/api/users/update-profile')
        .send({ email: other.user.email.toUpperCase(), currentPassword: password })
        .expect(409);
      expect(taken.body).toMatchObject({ code: 'USER.EXISTS', details: { field: 'email' } });

      const newEmail = `moved-${user.email}`;
      const moved = await agent
        .patch('/api/users/update-profile')
        .send({ email: newEmail, currentPassword: password })
        .expect(200);
      expect(moved.body.data).toMatchObject({ email: newEmail, isVerified: false });
      await agent.patch('/api/users/update-profile').send({ fullName: 'x' }).expect(403);

      // The client's unverified-login path: log in, resend, verify the code mailed to the new address.
      const fresh = request.agent(t.server);
      await fresh.post('/api/users/login-user').send({ email: newEmail, password }).expect(200);
      await fresh.post('/api/users/resend-verfication-email').expect(429); // the cooldown is per user, across addresses
      await backdateCodes(t, user.id, 31);
      await fresh.post('/api/users/resend-verfication-email').expect(200);
      const code = await readOtp(t, newEmail);
      await fresh.post('/api/users/verify-email').send({ otp: code }).expect(200);
      await agent.patch('/api/users/update-profile').send({ fullName: 'Moved' }).expect(200);
    });

    it('"" clears a field, and clearing a required one makes the information incomplete again', async () => {
      const { agent } = await signUp(t);
      await agent
        .patch('/api/users/update-profile')
        .send({ fullName: 'Ada', mobileNumber: '9876543210', college: 'IITD', course: 'BTech' })
        .expect(200);
      await agent.post('/api/users/complete-registration').expect(200);
      const cleared = await agent.patch('/api/users/update-profile').send({ course: '', college: '' }).expect(200);
      expect(cleared.body.data).toMatchObject({
        course: null,
        college: null,
        fullName: 'Ada',
        isInformationComplete: false,
      });
    });
  });

  describe('avatar', () => {
    it('stores a PNG data URL under a timestamped name and serves it publicly with caching', async () => {
      const { agent } = await signUp(t);
      const res = await agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(PNG, 'image/png') })
        .expect(200);
      const url = String(res.body.data.avatar);
      expect(url).toMatch(/^\/api\/users\/avatar\/[0-9a-f-]{36}-\d{13}-[a-z0-9]{6}\.png$/);

      const image = await request(t.server).get(url).buffer(true).expect(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toContain('immutable');
      expect(Buffer.compare(image.body as Buffer, PNG)).toBe(0);

      // Echoing the current URL back (as the profile form does) keeps the avatar.
      const kept = await agent.patch('/api/users/update-profile').send({ avatar: url, fullName: 'Ada' }).expect(200);
      expect(kept.body.data.avatar).toBe(url);

      // A new picture replaces the old one, which is deleted.
      const replaced = await agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(await testImage('jpeg'), 'image/jpeg') })
        .expect(200);
      expect(replaced.body.data.avatar).toMatch(/\.jpg$/);
      await request(t.server).get(String(replaced.body.data.avatar)).expect(200).expect('content-type', 'image/jpeg');
      const gone = await request(t.server).get(url).expect(404);
      expect(gone.body.code).toBe('USER.AVATAR_NOT_FOUND');
    });

    it('decides the type by magic bytes: a PDF or SVG labelled as PNG is refused', async () => {
      const { agent } = await signUp(t);
      const pdf = await agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(Buffer.from('%PDF-1.7\n...'), 'image/png') })
        .expect(400);
      expect(pdf.body.code).toBe('USER.AVATAR_UNSUPPORTED');
      const svg = await agent
        .patch('/api/users/update-profile')
        .send({
          avatar: dataUrl(
            Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
            'image/svg+xml',
          ),
        })
        .expect(400);
      expect(svg.body.code).toBe('USER.AVATAR_UNSUPPORTED');
      const broken = await agent
        .patch('/api/users/update-profile')
        .send({ avatar: 'data:image/png;base64,!!!' })
        .expect(400);
      expect(broken.body.code).toBe('USER.AVATAR_INVALID');
      expect((await agent.get('/api/users/current-user')).body.data.avatar).toBeNull();
    });

    it('refuses data URLs over 1 MiB (413; larger pictures go to PUT /api/users/avatar)', async () => {
      const { agent } = await signUp(t);
      const big = pngClaiming(1, 1, 800 * 1024);
      const res = await agent
        .patch('/api/users/update-profile')
        .send({ avatar: dataUrl(big, 'image/png') })
        .expect(413);
      expect(res.body.code).toBe('REQUEST.TOO_LARGE');
    });

    it('answers 404 for unknown or malformed names', async () => {
      await request(t.server)
        .get('/api/users/avatar/00000000-0000-4000-8000-000000000000-1700000000000-abcdef.png')
        .expect(404);
      await request(t.server).get('/api/users/avatar/..%2F..%2Fsecrets.json').expect(404);
    });
  });

  describe('complete-registration', () => {
    it('names the missing fields (400), then marks the information complete', async () => {
      const { agent } = await signUp(t);
      const missing = await agent.post('/api/users/complete-registration').expect(400);
      expect(missing.body.code).toBe('USER.INFORMATION_INCOMPLETE');
      expect(missing.body.message).toBe('Missing required information: fullName, mobileNumber, college');
      expect(missing.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'fullName',
        'mobileNumber',
        'college',
      ]);

      await agent.patch('/api/users/update-profile').send({ fullName: 'Ada', mobileNumber: '9876543210' }).expect(200);
      const stillMissing = await agent.post('/api/users/complete-registration').expect(400);
      expect(stillMissing.body.message).toBe('Missing required information: college');

      await agent.patch('/api/users/update-profile').send({ college: 'IIT Delhi' }).expect(200);
      const done = await agent.post('/api/users/complete-registration').expect(200);
      expect(done.body).toMatchObject({
        message: 'User information saved successfully',
        data: { isInformationComplete: true },
      });
    });
  });

  describe("user-papers and user-notes: the caller's uploads", () => {
    it('lists only the caller’s documents of that type, newest first', async () => {
      const me = await signUp(t);
      const other = await signUp(t);
      const db = testDb(t);
      const [college] = await db
        .insert(colleges)
        .values({ collegeName: `College ${me.user.username}`, location: 'Delhi' })
        .returning();
      if (!college) throw new Error('no college');
      const [course] = await db
        .insert(courses)
        .values({ collegeId: college.id, courseName: 'BTech', abbreviation: 'BT', duration: 4 })
        .returning();
      if (!course) throw new Error('no course');
      const [branch] = await db
        .insert(branches)
        .values({ collegeId: college.id, courseId: course.id, branchName: 'CSE', abbreviation: 'CSE' })
        .returning();
      if (!branch) throw new Error('no branch');
      const [subject] = await db
        .insert(subjects)
        .values({ collegeId: college.id, courseId: course.id, branchId: branch.id, name: 'Algorithms', year: 2 })
        .returning();
      if (!subject) throw new Error('no subject');
      const doc = (ownerId: string, type: 'paper' | 'note', title: string, minutesAgo: number) => ({
        type,
        examType: type === 'paper' ? ('endsem' as const) : null,
        title,
        description: title,
        year: 2,
        ownerId,
        collegeId: college.id,
        courseId: course.id,
        branchId: branch.id,
        subjectId: subject.id,
        objectKey: `documents/${randomBytes(8).toString('hex')}.pdf`,
        contentHash: randomBytes(32).toString('hex'),
        size: 1000,
        createdAt: new Date(Date.now() - minutesAgo * 60_000),
      });
      await db
        .insert(documents)
        .values([
          doc(me.user.id, 'paper', 'Older paper', 30),
          doc(me.user.id, 'paper', 'Newer paper', 5),
          doc(me.user.id, 'note', 'My note', 10),
          doc(other.user.id, 'paper', 'Someone else’s paper', 1),
        ]);

      const papers = await me.agent.get('/api/users/user-papers').expect(200);
      expect(papers.body.data.map((d: { title: string }) => d.title)).toEqual(['Newer paper', 'Older paper']);
      expect(papers.body.data[0]).toMatchObject({ examType: 'endsem', owner: [{ username: me.user.username }] });
      const notes = await me.agent.get('/api/users/user-notes').expect(200);
      expect(notes.body.data.map((d: { title: string }) => d.title)).toEqual(['My note']);

      const empty = await (await signUp(t)).agent.get('/api/users/user-notes').expect(200);
      expect(empty.body.data).toEqual([]);
    });

    it('is for verified users only', async () => {
      await request(t.server).get('/api/users/user-papers').expect(401);
      const unverified = await signUp(t, { verified: false });
      const res = await unverified.agent.get('/api/users/user-notes').expect(403);
      expect(res.body.code).toBe('AUTH.UNVERIFIED');
    });
  });

  describe('points', () => {
    it('UsersService.awardPoints adds points and never goes below zero', async () => {
      const { agent, user } = await signUp(t);
      const users = t.app.get(UsersService);
      expect(await users.awardPoints(user.id, 10)).toBe(10);
      expect(await users.awardPoints(user.id, 10)).toBe(20);
      expect((await agent.get('/api/users/current-user')).body.data.points).toBe(20);
      expect(await users.awardPoints(user.id, -50)).toBe(0);
      expect((await findUserByEmail(t, user.email))?.points).toBe(0);
      await expect(users.awardPoints('00000000-0000-4000-8000-000000000000', 10)).rejects.toMatchObject({
        code: 'USER.NOT_FOUND',
      });
    });
  });

  describe('roles on real admin routes', () => {
    it('guest 401, unverified 403 AUTH.UNVERIFIED, non-admin 403 AUTH.ADMIN_ONLY, admin allowed', async () => {
      const body = { collegeName: `Guarded College ${randomBytes(3).toString('hex')}`, location: 'Pune' };
      const guest = await request(t.server).post('/api/colleges').send(body).expect(401);
      expect(guest.body.code).toBe('AUTH.UNAUTHENTICATED');

      const unverified = await signUp(t, { verified: false });
      expect((await unverified.agent.post('/api/colleges').send(body).expect(403)).body.code).toBe('AUTH.UNVERIFIED');

      const student = await signUp(t);
      const refused = await student.agent.post('/api/colleges').send(body).expect(403);
      expect(refused.body).toMatchObject({ code: 'AUTH.ADMIN_ONLY', message: 'Only administrators can do this' });

      const admin = await signUp(t, { admin: true });
      const created = await request(t.server)
        .post('/api/colleges')
        .set('authorization', `Bearer ${admin.accessToken}`)
        .send(body);
      expect(created.status).toBe(201);
      expect(created.body.data.collegeName).toBe(body.collegeName);
    });
  });
  describe('admin: users list and roles (console)', () => {
    it('lists users for admins only, paged with Content-Range, searchable and sortable', async () => {
      const admin = await signUp(t, { admin: true });
      const student = await signUp(t);
      await request(t.server).get('/api/admin/users').expect(401);
      expect((await student.agent.get('/api/admin/users').expect(403)).body.code).toBe('AUTH.ADMIN_ONLY');

      const all = await admin.agent
        .get('/api/admin/users')
        .query({ range: '[0,0]', sort: '["createdAt","DESC"]' })
        .expect(200);
      expect(all.body.data).toHaveLength(1);
      expect(all.headers['content-range']).toMatch(/^users 0-0\/\d+$/);
      expect(Number(all.headers['content-range'].split('/')[1])).toBeGreaterThanOrEqual(2);

      const found = await admin.agent
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q: student.user.username.toUpperCase() }) })
        .expect(200);
      expect(found.body.data.map((u: { _id: string }) => u._id)).toEqual([student.user.id]);
      expect(found.body.data[0]).not.toHaveProperty('passwordHash');
      // getOne answers the list's row.
      const one = await admin.agent.get(`/api/admin/users/${student.user.id}`).expect(200);
      expect(one.body.data).toEqual(found.body.data[0]);
      const missing = await admin.agent.get('/api/admin/users/00000000-0000-4000-8000-000000000000').expect(404);
      expect(missing.body.code).toBe('USER.NOT_FOUND');

      // LIKE wildcards in q are literal.
      const none = await admin.agent
        .get('/api/admin/users')
        .query({ filter: JSON.stringify({ q: '%' }) })
        .expect(200);
      expect(none.body.data).toEqual([]);
      await admin.agent.get('/api/admin/users').query({ sort: '["password","ASC"]' }).expect(400);
    });

    it('grants and withdraws the admin role, never your own', async () => {
      const admin = await signUp(t, { admin: true });
      const student = await signUp(t);
      const promoted = await admin.agent.put(`/api/admin/users/${student.user.id}`).send({ isAdmin: true }).expect(200);
      expect(promoted.body).toMatchObject({ message: 'Role updated.', data: { _id: student.user.id, isAdmin: true } });
      // The guard reads the role fresh: the student is an admin at once.
      await student.agent.get('/api/admin/users').expect(200);
      await admin.agent.put(`/api/admin/users/${student.user.id}`).send({ isAdmin: false }).expect(200);
      await student.agent.get('/api/admin/users').expect(403);

      const own = await admin.agent.put(`/api/admin/users/${admin.user.id}`).send({ isAdmin: false }).expect(409);
      expect(own.body.code).toBe('USER.OWN_ROLE');
      // The console-only routes left the public surface.
      await admin.agent.get('/api/users').expect(404);
      await admin.agent.patch(`/api/users/${student.user.id}/role`).send({ isAdmin: true }).expect(404);
      await admin.agent
        .put('/api/admin/users/00000000-0000-4000-8000-000000000000')
        .send({ isAdmin: true })
        .expect(404);
      await admin.agent.put(`/api/admin/users/${student.user.id}`).send({ isAdmin: 'yes' }).expect(400);
      await student.agent.put(`/api/admin/users/${admin.user.id}`).send({ isAdmin: false }).expect(403);
    });
  });
});
