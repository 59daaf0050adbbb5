import { sql } from 'drizzle-orm';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue } from './support/catalogue';
import { testDb } from './support/db';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

describe('catalogue (colleges, courses, branches, subjects)', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let student: SignedUpUser;
  let cat: TestCatalogue;

  beforeAll(async () => {
    // The wizard's counts kept for an hour, not 5 s: whatever they show after an upload, a delete
    // or a catalogue write is this process forgetting them, never their time running out.
    t = await createTestApp({ configure: (config) => (config.documentCountsMs = 3_600_000) });
    [admin, student] = await Promise.all([signUp(t, { admin: true }), signUp(t)]);
    cat = await createCatalogue(admin, 'main');
  });
  afterAll(async () => {
    await t.close();
  });

  describe('public reads', () => {
    it('lists every kind in the spec shape, without any parameter', async () => {
      const colleges = await request(t.server).get('/api/colleges').expect(200);
      expect(colleges.body.data).toContainEqual({
        _id: cat.college._id,
        collegeName: cat.college.collegeName,
        location: 'Pune',
        aliases: [],
      });
      const courses = await request(t.server).get('/api/courses').expect(200);
      expect(courses.body.data).toContainEqual({
        _id: cat.course._id,
        courseName: cat.course.courseName,
        abbreviation: 'BT',
        college: cat.college.collegeName,
        collegeId: cat.college._id,
        duration: 4,
        aliases: [],
      });
      const branches = await request(t.server).get('/api/branches').expect(200);
      expect(branches.body.data).toContainEqual(
        expect.objectContaining({
          _id: cat.branch._id,
          college: cat.college.collegeName,
          course: cat.course.courseName,
        }),
      );
      const subjects = await request(t.server).get('/api/subjects').expect(200);
      expect(subjects.body.data).toContainEqual(
        expect.objectContaining({
          _id: cat.subject._id,
          name: cat.subject.name,
          year: 2,
          branch: cat.branch.branchName,
          course: cat.course.courseName,
          college: cat.college.collegeName,
        }),
      );
    });

    it('keeps one shape: react-admin parameters belong to /api/admin and are refused here', async () => {
      for (const kind of ['colleges', 'courses', 'branches', 'subjects']) {
        const res = await request(t.server).get(`/api/${kind}`).query({ range: '[0,1]' }).expect(400);
        expect(res.body.code).toBe('VALIDATION.FAILED');
        expect(res.headers['content-range']).toBeUndefined();
      }
      await request(t.server).get('/api/colleges').query({ sort: '["collegeName","DESC"]' }).expect(400);
    });

    it('answers the wizard lookups and checks every id', async () => {
      const courses = await request(t.server).get(`/api/courses/${cat.college._id}`).expect(200);
      expect(courses.body.data.map((c: { _id: string }) => c._id)).toEqual([cat.course._id]);
      const branches = await request(t.server).get(`/api/branches/${cat.college._id}/${cat.course._id}`).expect(200);
      expect(branches.body.data.map((b: { _id: string }) => b._id)).toEqual([cat.branch._id]);
      const subjects = await request(t.server)
        .get(`/api/subjects/${cat.college._id}/${cat.course._id}/${cat.branch._id}/2`)
        .expect(200);
      expect(subjects.body.data.map((s: { _id: string }) => s._id)).toEqual([cat.subject._id]);

      const unknown = '00000000-0000-4000-8000-000000000000';
      const missing = await request(t.server).get(`/api/courses/${unknown}`).expect(404);
      expect(missing.body.code).toBe('CATALOGUE.COLLEGE_NOT_FOUND');
      const malformed = await request(t.server).get('/api/courses/not-a-uuid').expect(400);
      expect(malformed.body.code).toBe('REQUEST.INVALID_ID');
      expect((await request(t.server).get(`/api/branches/${cat.college._id}/${unknown}`).expect(404)).body.code).toBe(
        'CATALOGUE.COURSE_NOT_FOUND',
      );
      expect(
        (await request(t.server).get(`/api/subjects/${cat.college._id}/${cat.course._id}/${unknown}/1`).expect(404))
          .body.code,
      ).toBe('CATALOGUE.BRANCH_NOT_FOUND');
      expect(
        (
          await request(t.server)
            .get(`/api/subjects/${cat.college._id}/${cat.course._id}/${cat.branch._id}/9`)
            .expect(400)
        ).body.code,
      ).toBe('CATALOGUE.YEAR_OUT_OF_RANGE');
    });

    it('shows an admin write at once in the wizard and filters it reads through the catalogue cache', async () => {
      const fresh = await createCatalogue(admin, 'cache');
      const coursesOf = async () =>
        (await request(t.server).get(`/api/courses/${fresh.college._id}`).expect(200)).body.data as {
          courseName: string;
        }[];
      const base = `${fresh.college._id}/${fresh.course._id}/${fresh.branch._id}`;
      const subjectsOf = async (year = 2) =>
        (await request(t.server).get(`/api/subjects/${base}/${year}`).expect(200)).body.data as {
          _id: string;
          name: string;
        }[];
      const filtered = async (subject: string) =>
        (await request(t.server).get('/api/documents').query({ subject }).expect(200)).body.data.docs as unknown[];
      // Read (and keep) before each write.
      expect((await coursesOf()).map((c) => c.courseName)).toEqual([fresh.course.courseName]);
      expect((await subjectsOf()).map((s) => s.name)).toEqual([fresh.subject.name]);
      expect(await filtered('Renamed cache subject')).toEqual([]);

      await admin.agent
        .post('/api/courses')
        .send({ courseName: 'Another cache course', abbreviation: 'AC', college: fresh.college._id, duration: 2 })
        .expect(201);
      expect((await coursesOf()).map((c) => c.courseName)).toEqual(['Another cache course', fresh.course.courseName]);

      await admin.agent
        .put(`/api/admin/subjects/${fresh.subject._id}`)
        .send({ name: 'Renamed cache subject' })
        .expect(200);
      expect((await subjectsOf()).map((s) => s.name)).toEqual(['Renamed cache subject']);
      await postDocument(admin.agent, fresh, { title: 'Cached filter paper', by: 'id' })
        .attach('file', await makePdf({ pages: ['Cached filter paper'] }), {
          filename: 'c.pdf',
          contentType: 'application/pdf',
        })
        .expect(201);
      expect(await filtered('Renamed cache subject')).toEqual([
        expect.objectContaining({ title: 'Cached filter paper' }),
      ]);
      // The counts are read each time: the upload shows at once, at every step.
      expect(await subjectsOf()).toEqual([
        expect.objectContaining({ _id: fresh.subject._id, documents: { papers: 1, notes: 0 } }),
      ]);
      expect(await coursesOf()).toContainEqual(
        expect.objectContaining({ courseName: fresh.course.courseName, documents: { papers: 1, notes: 0 } }),
      );

      await admin.agent.delete(`/api/admin/subjects/${fresh.subject2._id}`).expect(200);
      expect(await subjectsOf(3)).toEqual([]);
    });

    it('counts the documents behind each wizard step (college, course, branch, year, subject), empty ones included', async () => {
      const counted = await createCatalogue(admin, 'counts');
      const empty = await createCatalogue(admin, 'no documents');
      const emptyCourse = (
        await admin.agent
          .post('/api/courses')
          .send({ courseName: 'Counted empty course', abbreviation: 'CE', college: counted.college._id, duration: 2 })
          .expect(201)
      ).body.data as { _id: string };
      const post = (type: 'papers' | 'notes') => postDocument(admin.agent, counted, { type, title: `Counted ${type}` });
      for (const type of ['papers', 'papers', 'notes'] as const) {
        await post(type)
          .attach('file', await makePdf({ pages: [`Counted ${type}`] }), {
            filename: 'c.pdf',
            contentType: 'application/pdf',
          })
          .expect(201);
      }
      const colleges = await request(t.server).get('/api/colleges/browse').expect(200);
      expect(colleges.body.data).toContainEqual({
        _id: counted.college._id,
        collegeName: counted.college.collegeName,
        location: 'Pune',
        aliases: [],
        documents: { papers: 2, notes: 1 },
      });
      expect(colleges.body.data).toContainEqual(
        expect.objectContaining({ _id: empty.college._id, documents: { papers: 0, notes: 0 } }),
      );
      const courses = await request(t.server).get(`/api/courses/${counted.college._id}`).expect(200);
      expect(courses.body.data).toEqual([
        expect.objectContaining({ _id: counted.course._id, documents: { papers: 2, notes: 1 } }),
        expect.objectContaining({ _id: emptyCourse._id, documents: { papers: 0, notes: 0 } }),
      ]);
      const branches = await request(t.server).get(`/api/branches/${counted.college._id}/${counted.course._id}`);
      expect(branches.body.data).toEqual([
        expect.objectContaining({ _id: counted.branch._id, documents: { papers: 2, notes: 1 } }),
      ]);
      // The plain lists keep the spec's shape: no counts.
      const plain = await request(t.server).get('/api/colleges').expect(200);
      expect(plain.body.data).toContainEqual({
        _id: counted.college._id,
        collegeName: counted.college.collegeName,
        location: 'Pune',
        aliases: [],
      });

      const base = `${counted.college._id}/${counted.course._id}/${counted.branch._id}`;
      const years = await request(t.server).get(`/api/branches/${base}/years`).expect(200);
      expect(years.body.data).toEqual([
        { year: 1, documents: { papers: 0, notes: 0 } },
        { year: 2, documents: { papers: 2, notes: 1 } },
        { year: 3, documents: { papers: 0, notes: 0 } },
        { year: 4, documents: { papers: 0, notes: 0 } },
      ]);
      const second = await request(t.server).get(`/api/subjects/${base}/2`).expect(200);
      expect(second.body.data).toEqual([
        expect.objectContaining({ _id: counted.subject._id, documents: { papers: 2, notes: 1 } }),
      ]);
      const third = await request(t.server).get(`/api/subjects/${base}/3`).expect(200);
      expect(third.body.data).toEqual([
        expect.objectContaining({ _id: counted.subject2._id, documents: { papers: 0, notes: 0 } }),
      ]);
      const unknown = '00000000-0000-4000-8000-000000000000';
      const missing = await request(t.server).get(
        `/api/branches/${counted.college._id}/${counted.course._id}/${unknown}/years`,
      );
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('CATALOGUE.BRANCH_NOT_FOUND');
    });

    it("keeps a step's counts a few seconds, and forgets them when this process uploads or deletes a document", async () => {
      const kept = await createCatalogue(admin, 'kept counts');
      const coursesOf = async () =>
        (
          (await request(t.server).get(`/api/courses/${kept.college._id}`).expect(200)).body.data as {
            documents: { papers: number; notes: number };
          }[]
        )[0]?.documents;
      expect(await coursesOf()).toEqual({ papers: 0, notes: 0 });
      // A row written behind the API's back (another process's upload, as this process sees it)
      // is not counted until the kept counts expire (documentCountsMs; an hour in this suite)…
      await testDb(t).execute(sql`
        insert into documents (type, title, description, year, owner_id, college_id, course_id, branch_id,
                               subject_id, object_key, content_hash, size)
        values ('note', 'Behind the back', '', 1, ${admin.user.id}, ${kept.college._id}, ${kept.course._id},
                ${kept.branch._id}, ${kept.subject._id}, 'documents/behind.pdf', md5('behind-the-back'), 1000)`);
      expect(await coursesOf()).toEqual({ papers: 0, notes: 0 });
      // …but this process's own upload shows at once, and so does the row before it.
      const uploaded = await postDocument(admin.agent, kept, { title: 'Counted at once' })
        .attach('file', await makePdf({ pages: ['Counted at once'] }), {
          filename: 'c.pdf',
          contentType: 'application/pdf',
        })
        .expect(201);
      expect(await coursesOf()).toEqual({ papers: 1, notes: 1 });
      await admin.agent.delete(`/api/documents/${uploaded.body.data._id}`).expect(200);
      expect(await coursesOf()).toEqual({ papers: 0, notes: 1 });
    });

    it('no longer reads single rows on the public surface (the console has /api/admin/{kind}/{id})', async () => {
      await request(t.server).get(`/api/catalogue/courses/${cat.course._id}`).expect(404);
      await request(t.server).get(`/api/colleges/${cat.college._id}`).expect(404);
      await admin.agent.get(`/api/catalogue/courses/${cat.course._id}`).expect(404);
    });
  });

  describe('admin writes', () => {
    it('refuses guests (401) and non-admins (403)', async () => {
      await request(t.server).post('/api/colleges').send({ collegeName: 'Nope', location: 'X' }).expect(401);
      await student.agent.post('/api/colleges').send({ collegeName: 'Nope', location: 'X' }).expect(403);
      await student.agent.delete(`/api/colleges/${cat.college._id}`).expect(403);
      await request(t.server).delete(`/api/courses/${cat.course._id}`).expect(401);
      await request(t.server).put(`/api/admin/courses/${cat.course._id}`).send({ abbreviation: 'X' }).expect(401);
      await student.agent.put(`/api/admin/courses/${cat.course._id}`).send({ abbreviation: 'X' }).expect(403);
      // Changing a row is a console action only.
      await admin.agent.put(`/api/courses/${cat.course._id}`).send({ abbreviation: 'X' }).expect(404);
    });

    it("answers the spec's messages and validates every field", async () => {
      const res = await admin.agent
        .post('/api/colleges')
        .send({ collegeName: 'Msg College', location: 'Goa' })
        .expect(201);
      expect(res.body.message).toBe('College added successfully.');
      const bad = await admin.agent
        .post('/api/courses')
        .send({ courseName: '', abbreviation: 'A', college: 'Msg College' });
      expect(bad.status).toBe(400);
      expect(bad.body.errors.map((e: { field: string }) => e.field)).toEqual(
        expect.arrayContaining(['courseName', 'duration']),
      );
      const unknownParent = await admin.agent
        .post('/api/courses')
        .send({ courseName: 'C', abbreviation: 'A', college: 'No Such College', duration: 3 })
        .expect(400);
      expect(unknownParent.body.code).toBe('CATALOGUE.UNKNOWN_PARENT');
      const del = await admin.agent.delete(`/api/colleges/${res.body.data._id}`).expect(200);
      expect(del.body.message).toBe('College deleted successfully.');
    });

    it('refuses duplicates (409), case-insensitively', async () => {
      const dup = await admin.agent
        .post('/api/colleges')
        .send({ collegeName: cat.college.collegeName.toUpperCase(), location: 'Elsewhere' })
        .expect(409);
      expect(dup.body.code).toBe('CATALOGUE.DUPLICATE');
      await admin.agent
        .post('/api/subjects')
        .send({
          name: cat.subject.name,
          year: 2,
          branch: cat.branch._id,
          course: cat.course._id,
          college: cat.college._id,
        })
        .expect(409);
    });

    it('keeps subject years within the course duration', async () => {
      const res = await admin.agent
        .post('/api/subjects')
        .send({ name: 'Too late', year: 5, branch: cat.branch._id, course: cat.course._id, college: cat.college._id })
        .expect(400);
      expect(res.body.code).toBe('CATALOGUE.YEAR_OUT_OF_RANGE');
      const shorten = await admin.agent.put(`/api/admin/courses/${cat.course._id}`).send({ duration: 2 }).expect(409);
      expect(shorten.body.code).toBe('CATALOGUE.IN_USE');
    });

    it('answers an update that changes nothing with the row as it is (found by the fuzz suite: once 500)', async () => {
      const other = await createCatalogue(admin, 'noop');
      for (const [kind, id] of [
        ['colleges', other.college._id],
        ['courses', other.course._id],
        ['branches', other.branch._id],
        ['subjects', other.subject._id],
      ] as const) {
        const res = await admin.agent.put(`/api/admin/${kind}/${id}`).send({}).expect(200);
        expect(res.body.data._id).toBe(id);
      }
      await admin.agent.put(`/api/admin/branches/${other.branch._id}`).send({ college: other.college._id }).expect(200);
      const missing = await admin.agent.put('/api/admin/colleges/00000000-0000-4000-8000-000000000000').send({});
      expect(missing.status).toBe(404);
      expect(missing.body.code).toBe('CATALOGUE.COLLEGE_NOT_FOUND');
    });

    it('updates a row and refuses to delete one that still has children or documents', async () => {
      const other = await createCatalogue(admin, 'del');
      const renamed = await admin.agent
        .put(`/api/admin/colleges/${other.college._id}`)
        .send({ location: 'Nagpur' })
        .expect(200);
      expect(renamed.body.data.location).toBe('Nagpur');

      const res = await admin.agent.delete(`/api/colleges/${other.college._id}`).expect(409);
      expect(res.body.code).toBe('CATALOGUE.IN_USE');
      expect(res.body.message).toContain('1 course');
      expect(res.body.details).toMatchObject({ courses: 1, branches: 1, subjects: 2, documents: 0 });

      // A subject with a document cannot go either; once the document is gone, it can.
      const pdf = await makePdf({ pages: ['Delete guard'] });
      const up = await admin.agent
        .post('/api/notes')
        .field('title', 'Guard')
        .field('description', 'd')
        .field('college', other.college.collegeName)
        .field('course', other.course.courseName)
        .field('branch', other.branch.branchName)
        .field('subject', other.subject.name)
        .field('year', '2')
        .attach('file', pdf, { filename: 'guard.pdf', contentType: 'application/pdf' })
        .expect(201);
      const blocked = await admin.agent.delete(`/api/subjects/${other.subject._id}`).expect(409);
      expect(blocked.body.details).toMatchObject({ documents: 1 });
      await t.idle();
      await admin.agent.delete(`/api/documents/${up.body.data._id}`).expect(200);
      await admin.agent.delete(`/api/subjects/${other.subject._id}`).expect(200);
      await admin.agent.delete(`/api/subjects/${other.subject2._id}`).expect(200);
      await admin.agent.delete(`/api/branches/${other.branch._id}`).expect(200);
      const course = await admin.agent.delete(`/api/courses/${other.course._id}`).expect(200);
      expect(course.body.message).toBe('Course deleted successfully.');
      await admin.agent.delete(`/api/colleges/${other.college._id}`).expect(200);
      expect((await admin.agent.get(`/api/admin/colleges/${other.college._id}`).expect(404)).body.code).toBe(
        'CATALOGUE.COLLEGE_NOT_FOUND',
      );
    });

    it('renaming a catalogue row keeps document search in step', async () => {
      const other = await createCatalogue(admin, 'ren');
      const pdf = await makePdf({ pages: ['Rename check'] });
      await admin.agent
        .post('/api/notes')
        .field('title', 'Rename')
        .field('description', 'd')
        .field('college', other.college._id)
        .field('course', other.course._id)
        .field('branch', other.branch._id)
        .field('subject', other.subject._id)
        .field('year', '2')
        .attach('file', pdf, { filename: 'r.pdf', contentType: 'application/pdf' })
        .expect(201);
      await admin.agent.put(`/api/admin/subjects/${other.subject._id}`).send({ name: 'Zymurgy Studies' }).expect(200);
      const found = await request(t.server).get('/api/notes').query({ q: 'zymurg' }).expect(200);
      expect(found.body.data.docs.map((d: { title: string }) => d.title)).toEqual(['Rename']);
    });
  });
});
