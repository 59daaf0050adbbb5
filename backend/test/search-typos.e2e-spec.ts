/**
 * Search that finds what students mean (issue 28): subject codes in any spelling, aliases on any
 * catalogue level searched as if they were the name (also after an alias edit), misspelt words
 * corrected through the dictionary of indexed words (ranked below exact matches), and the
 * "did you mean" a search that matched nothing as typed answers with.
 */
import request from 'supertest';
import { FeedRepository } from '../src/documents/feed/feed.repository';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, TestCatalogue, uploadDocument } from './support/catalogue';
import { makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

describe('search: codes, aliases and typos', () => {
  let t: TestApp;
  let admin: SignedUpUser;
  let cat: TestCatalogue;

  const search = async (q: string) => {
    const res = await request(t.server).get('/api/documents').query({ q }).expect(200);
    return {
      titles: (res.body.data.docs as { title: string }[]).map((d) => d.title),
      // Absent unless there is a correction (the spec's page shape otherwise).
      didYouMean: (res.body.data.didYouMean as string | undefined) ?? null,
    };
  };
  const found = async (q: string) => (await search(q)).titles.sort();

  beforeAll(async () => {
    t = await createTestApp();
    admin = await signUp(t, { admin: true });
    cat = await createCatalogue(admin);
    // Names without a label, so the words below are the catalogue's own.
    await admin.agent
      .put(`/api/admin/subjects/${cat.subject._id}`)
      .send({ name: 'Operating Systems', code: 'CS301' })
      .expect(200);
    await admin.agent.put(`/api/admin/subjects/${cat.subject2._id}`).send({ name: 'Database Management' }).expect(200);
    const docs: [string, 'subject' | 'subject2', string][] = [
      ['Endsem 2023', 'subject', 'Process scheduling and deadlocks'],
      ['Quiz one', 'subject2', 'Normal forms and transactions'],
      ['Computer networks midsem', 'subject2', 'Routing protocols'],
      ['Networks assignment', 'subject2', 'Sliding window'],
      ['Netwroks cheat sheet', 'subject2', 'Subnetting'],
    ];
    for (const [title, subject, page] of docs) {
      await uploadDocument(admin.agent, cat, { title, subject, by: 'id', pdf: await makePdf({ pages: [page] }) });
    }
    await t.idle();
  });
  afterAll(async () => {
    await t.close();
  });

  it('finds a subject code with or without spaces, dashes and case', async () => {
    for (const q of ['CS301', 'cs301', 'cs 301', 'CS-301', 'Cs 301']) expect(await found(q)).toEqual(['Endsem 2023']);
  });

  it('finds a code stored with a space by its joined spelling too', async () => {
    await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send({ code: 'EE 210' }).expect(200);
    for (const q of ['ee210', 'EE 210', 'ee-210']) expect(await found(q)).toEqual(['Endsem 2023']);
    expect(await found('cs301')).toEqual([]);
    await admin.agent.put(`/api/admin/subjects/${cat.subject._id}`).send({ code: 'CS301' }).expect(200);
    expect(await found('cs 301')).toEqual(['Endsem 2023']);
  });

  it('searches aliases on every level as if they were the name, re-derived when an alias changes', async () => {
    expect(await found('OS')).toEqual([]);
    await admin.agent
      .put(`/api/admin/subjects/${cat.subject._id}`)
      .send({ aliases: ['OS', 'O.S.'] })
      .expect(200);
    await admin.agent
      .put(`/api/admin/subjects/${cat.subject2._id}`)
      .send({ aliases: ['DBMS'] })
      .expect(200);
    await admin.agent
      .put(`/api/admin/colleges/${cat.college._id}`)
      .send({ aliases: ['TIX'] })
      .expect(200);
    expect(await found('OS')).toEqual(['Endsem 2023']);
    expect(await found('o.s.')).toEqual(['Endsem 2023']);
    expect(await found('dbms')).toEqual(
      ['Computer networks midsem', 'Netwroks cheat sheet', 'Networks assignment', 'Quiz one'].sort(),
    );
    expect((await found('tix')).length).toBe(5);
    // An alias taken away is no longer found; a new one is.
    await admin.agent
      .put(`/api/admin/subjects/${cat.subject._id}`)
      .send({ aliases: ['OpSys'] })
      .expect(200);
    expect(await found('OS')).toEqual([]);
    expect(await found('opsys')).toEqual(['Endsem 2023']);
  });

  it('finds what misspelt words mean, and says what it searched for', async () => {
    for (const [q, meant] of [
      ['operatng systms', 'operating systems'],
      ['databse', 'database'],
      ['schedulng', 'scheduling'],
    ] as const) {
      const { titles, didYouMean } = await search(q);
      expect(didYouMean).toBe(meant);
      expect(titles.length).toBeGreaterThan(0);
    }
    expect((await search('operatng systms')).titles).toEqual(['Endsem 2023']);
    expect((await search('schedulng')).titles).toEqual(['Endsem 2023']);
  });

  it('ranks exact matches above corrected ones, without a "did you mean"', async () => {
    // "netwroks" is a word of one title (a typo there): that document first, then the ones the
    // more frequent "networks" finds.
    const { titles, didYouMean } = await search('netwroks');
    expect(titles[0]).toBe('Netwroks cheat sheet');
    expect(titles.slice(1).sort()).toEqual(['Computer networks midsem', 'Networks assignment']);
    expect(didYouMean).toBeNull();
  });

  it('corrects nothing when every word is found as typed, nor codes and short words', async () => {
    expect(await search('networks')).toEqual({
      titles: expect.arrayContaining(['Computer networks midsem', 'Networks assignment']) as unknown,
      didYouMean: null,
    });
    expect(await search('cs302')).toEqual({ titles: [], didYouMean: null });
    expect(await search('qzx')).toEqual({ titles: [], didYouMean: null });
    // Still being typed: a prefix of known words is not a misspelling.
    expect(await search('routi')).toEqual({ titles: ['Computer networks midsem'], didYouMean: null });
  });

  it('leaves the words as typed out of a corrected search only when they matched something', async () => {
    // The search statements run (searchStatement's 4th argument: the corrected search's exclusion
    // of what the words as typed matched). Nothing matched as typed: nothing to leave out, so the
    // corrected query runs as a plain search; something matched: the exclusion keeps it unrepeated.
    const repository = t.app.get(FeedRepository);
    const statements = jest.spyOn(repository as unknown as { searchStatement: () => unknown }, 'searchStatement');
    try {
      expect(await search('operatng systms')).toEqual({ titles: ['Endsem 2023'], didYouMean: 'operating systems' });
      expect(statements.mock.calls.map((call) => (call as unknown[])[3] ?? false)).toEqual([false, false]);
      statements.mockClear();
      const { titles } = await search('netwroks');
      expect(titles).toHaveLength(3);
      expect(new Set(titles).size).toBe(3);
      expect(statements.mock.calls.map((call) => (call as unknown[])[3] ?? false)).toEqual([false, true]);
    } finally {
      statements.mockRestore();
    }
  });

  it('pages through exact and corrected matches without repeating one', async () => {
    const first = await request(t.server).get('/api/documents').query({ q: 'netwroks', limit: 1 }).expect(200);
    const seen: string[] = (first.body.data.docs as { title: string }[]).map((d) => d.title);
    let next = first.body.data.nextPage as string | null;
    while (next) {
      const res = await request(t.server).get(next.replace(/^\/v1/, '/api')).expect(200);
      seen.push(...(res.body.data.docs as { title: string }[]).map((d) => d.title));
      next = res.body.data.nextPage as string | null;
    }
    expect(seen[0]).toBe('Netwroks cheat sheet');
    expect(seen.slice(1).sort()).toEqual(['Computer networks midsem', 'Networks assignment']);
  });

  describe('GET /api/search/suggest', () => {
    const suggest = async (q: string) => {
      const res = await request(t.server).get('/api/search/suggest').query({ q }).expect(200);
      return res.body.data as { kind: string; id: string; label: string; href: string }[];
    };

    it('suggests subjects by the start of a name, word, alias or code, and documents by their title', async () => {
      const os = await suggest('oper');
      expect(os[0]).toMatchObject({ kind: 'subject', id: cat.subject._id, label: 'Operating Systems (CS301)' });
      expect(os[0]?.href).toBe('/feed?subject=Operating+Systems');
      expect((await suggest('cs 30'))[0]).toMatchObject({ kind: 'subject', id: cat.subject._id });
      expect((await suggest('DBM'))[0]).toMatchObject({ kind: 'subject', id: cat.subject2._id });
      const docs = await suggest('netw');
      expect(docs.filter((s) => s.kind === 'document').map((s) => s.label)).toEqual(
        expect.arrayContaining(['Networks assignment', 'Computer networks midsem', 'Netwroks cheat sheet']),
      );
      // A title that starts with it before one with a later word that does.
      expect(docs[0]?.label).not.toBe('Computer networks midsem');
      const doc = docs.find((s) => s.label === 'Networks assignment');
      expect(doc?.href).toBe(`/feed/Networksassignment?id=${doc?.id ?? ''}`);
    });

    it('tolerates a typo from four letters on, not before', async () => {
      expect((await suggest('opreating')).map((s) => s.id)).toContain(cat.subject._id);
      expect((await suggest('databse')).map((s) => s.id)).toContain(cat.subject2._id);
      expect(await suggest('opr')).toEqual([]);
    });

    it('asks more of a near spelling under 6 letters', async () => {
      const res = await admin.agent
        .post('/api/courses')
        .send({ courseName: 'Master of Technology', abbreviation: 'MT', college: cat.college.collegeName, duration: 2 })
        .expect(201);
      // "oper" shares 0.4 of its letters with "Master of Technology" ("  o" of "of", "er " of "master").
      expect((await suggest('oper')).map((s) => s.label)).not.toContain('Master of Technology');
      expect((await suggest('master of tecnology')).map((s) => s.id)).toContain(res.body.data._id);
      expect((await suggest('tecnology')).map((s) => s.id)).toContain(res.body.data._id);
    });

    it('reads a misspelt word of a title as the words spelt like it, below the exact matches', async () => {
      const docs = async (q: string) => (await suggest(q)).filter((s) => s.kind === 'document').map((s) => s.label);
      expect(await docs('asignment')).toEqual(['Networks assignment']);
      expect(await docs('computr netw')).toEqual(['Computer networks midsem']);
      // "sheat" is too far from "sheet" (word similarity 0.5 < 0.6), "asg" too short to be read as another.
      expect(await docs('cheat sheat')).toEqual([]);
      expect(await docs('cheat')).toEqual(['Netwroks cheat sheet']);
      expect(await docs('asg')).toEqual([]);
    });

    it('answers at most 8', async () => {
      for (let i = 0; i < 10; i += 1) {
        await uploadDocument(admin.agent, cat, { title: `Zeta notes ${i}`, by: 'id' });
      }
      const many = await suggest('zeta');
      expect(many).toHaveLength(8);
      expect(many.every((s) => s.kind === 'document')).toBe(true);
    });

    it('finds a title by any word, and by several words in any order', async () => {
      const labels = async (q: string) => (await suggest(q)).filter((s) => s.kind === 'document').map((s) => s.label);
      expect(await labels('mids')).toEqual(['Computer networks midsem']);
      // Several words: every one starts a word of the title, in any order; matches as typed first.
      for (const q of ['networks mid', 'mid netw', 'MIDSEM,  computer']) {
        expect((await labels(q))[0]).toBe('Computer networks midsem');
      }
      expect(await labels('networks kestrel')).toEqual([]);
      // A word's inside is not its start (three letters: no near spellings yet).
      expect(await labels('dse')).toEqual([]);
    });

    it('shows an upload, a deletion and a catalogue edit at once, though answers are kept a few seconds', async () => {
      const labels = async (q: string) => (await suggest(q)).map((s) => s.label);
      expect(await labels('kestrel')).toEqual([]);
      const id = await uploadDocument(admin.agent, cat, { title: 'Kestrel field notes', by: 'id' });
      expect(await labels('kestrel')).toEqual(['Kestrel field notes']);
      expect(await labels('field not')).toEqual(['Kestrel field notes']);
      await admin.agent.delete(`/api/admin/documents/${id}`).expect(200);
      expect(await labels('kestrel')).toEqual([]);
      expect(await labels('field not')).toEqual([]);

      expect(await labels('falcon')).toEqual([]);
      await admin.agent
        .put(`/api/admin/colleges/${cat.college._id}`)
        .send({ aliases: ['Falcon Tech'] })
        .expect(200);
      expect((await suggest('falcon'))[0]).toMatchObject({ kind: 'college', id: cat.college._id });
      await admin.agent
        .put(`/api/admin/colleges/${cat.college._id}`)
        .send({ aliases: ['TIX'] })
        .expect(200);
      expect(await labels('falcon')).toEqual([]);
    });

    it('refuses q missing, blank or over 100 characters with a stable code', async () => {
      for (const query of [{}, { q: '' }, { q: '   ' }, { q: 'x'.repeat(101) }, { q: ['a', 'b'] }]) {
        const res = await request(t.server).get('/api/search/suggest').query(query).expect(400);
        expect(res.body.code).toBe('DOCUMENT.INVALID_SUGGEST_QUERY');
      }
      expect(await suggest('x'.repeat(100))).toEqual([]);
      // LIKE's own characters are read as text.
      expect(await suggest('%')).toEqual([]);
      expect(await suggest('_')).toEqual([]);
    });
  });
});
