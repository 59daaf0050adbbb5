/**
 * Link previews for shared document links (issue 25 item 5): /feed/{title}?id={uuid} is the
 * built index.html with Open Graph and Twitter tags in its head, since chat apps and crawlers
 * do not run the client. Titles are user input: every value is escaped.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { signUp, SignedUpUser } from './support/auth';
import { createCatalogue, postDocument, TestCatalogue, uploadDocument } from './support/catalogue';
import { brokenPdf, makePdf } from './support/pdf';
import { createTestApp, TestApp } from './support/test-app';

const HOSTILE = "Graphs\"><script>alert(1)</script> & 'Trees'";
const INDEX =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>PaperShelf</title></head>' +
  '<body><div id="root"></div></body></html>';

/** The head's <meta> tags as { property-or-name: content }, decoded as a browser would. */
function metaOf(html: string): Record<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const decode = (value: string) =>
    value.replace(
      /&(amp|lt|gt|quot|#39);/g,
      (_, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[e] ?? '',
    );
  const tags: Record<string, string> = {};
  for (const match of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags[decode(match[1] ?? '')] = decode(match[2] ?? '');
  }
  return tags;
}

describe('link previews of shared document links', () => {
  let t: TestApp;
  let uploader: SignedUpUser;
  let cat: TestCatalogue;
  let id: string;
  const dist = mkdtempSync(join(tmpdir(), 'dist-preview-'));

  beforeAll(async () => {
    writeFileSync(join(dist, 'index.html'), INDEX);
    t = await createTestApp({ frontendDist: dist, env: { PUBLIC_URL: 'https://papers.example.edu' } });
    uploader = await signUp(t, { admin: true });
    cat = await createCatalogue(uploader);
    id = (
      await postDocument(uploader.agent, cat, { title: HOSTILE, examType: 'endsem' })
        .attach('file', await makePdf({ pages: ['Graph theory'] }), {
          filename: 'g.pdf',
          contentType: 'application/pdf',
        })
        .expect(201)
    ).body.data._id;
    await t.idle(); // the thumbnail is drawn
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it("puts the document's title, place in the catalogue, thumbnail and address in the head, escaped", async () => {
    const res = await request(t.server).get(`/feed/Graphs?id=${id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Nothing of the title reaches the page as markup.
    expect(res.text).not.toContain('<script>alert(1)</script>');
    expect(res.text).not.toMatch(/"><script/);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.text).toContain(
      `<title>${'Graphs&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Trees&#39;'} · PaperShelf</title>`,
    );

    const meta = metaOf(res.text);
    const description = `Paper · End Semester · ${cat.subject.name} · ${cat.branch.branchName} · ${cat.course.courseName} · ${cat.college.collegeName} · Year 2`;
    expect(meta).toEqual({
      'og:site_name': 'PaperShelf',
      'og:type': 'article',
      'og:title': HOSTILE,
      'og:description': description,
      'og:url': `https://papers.example.edu/feed/${encodeURIComponent(HOSTILE.replace(/\s+/g, ''))}?id=${id}`,
      'og:image': `https://papers.example.edu/api/documents/${id}/thumbnail`,
      'twitter:card': 'summary_large_image',
      'twitter:title': HOSTILE,
      'twitter:description': description,
      'twitter:image': `https://papers.example.edu/api/documents/${id}/thumbnail`,
    });
    // The image the tags name is there for a crawler (no session).
    const image = await request(t.server).get(`/api/documents/${id}/thumbnail`).expect(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
  });

  it('gives an unknown, deleted or malformed id the generic tags', async () => {
    const generic = {
      'og:site_name': 'PaperShelf',
      'og:type': 'website',
      'og:title': 'PaperShelf',
      'og:description': 'PaperShelf: find, view, bookmark and upload past exam papers and notes.',
      'og:url': 'https://papers.example.edu/feed',
      'twitter:card': 'summary',
      'twitter:title': 'PaperShelf',
      'twitter:description': 'PaperShelf: find, view, bookmark and upload past exam papers and notes.',
    };
    for (const url of [
      `/feed/Whatever?id=${randomUUID()}`,
      '/feed/NoIdHere',
      '/feed/Bad?id=not-a-uuid',
      `/feed/Twice?id=${id}&id=${id}`,
    ]) {
      const res = await request(t.server).get(url).expect(200);
      expect({ url, meta: metaOf(res.text) }).toEqual({ url, meta: generic });
      expect(res.text).toContain('<title>PaperShelf</title>');
    }
    // A title as long as a title can be (no spaces): still the page, not a refusal of the address.
    await request(t.server)
      .get(`/feed/${'A'.repeat(200)}?id=${randomUUID()}`)
      .expect(200);

    const doomed = (
      await postDocument(uploader.agent, cat, { title: 'Doomed paper', examType: 'quiz' })
        .attach('file', await makePdf({ pages: ['Doomed'] }), { filename: 'd.pdf', contentType: 'application/pdf' })
        .expect(201)
    ).body.data._id as string;
    expect(metaOf((await request(t.server).get(`/feed/Doomed?id=${doomed}`).expect(200)).text)['og:title']).toBe(
      'Doomed paper',
    );
    await uploader.agent.delete(`/api/documents/${doomed}`).expect(200);
    expect(metaOf((await request(t.server).get(`/feed/Doomed?id=${doomed}`).expect(200)).text)).toEqual(generic);
  });

  it("carries page 1's preload and the document's detail, and page 1 itself once the splash was seen", async () => {
    const page = (width: number) => `/api/documents/${id}/pages/1?width=${width}`;
    const res = await request(t.server).get(`/feed/Graphs?id=${id}`).expect(200);
    const head = res.text.slice(0, res.text.indexOf('</head>'));
    // The drawing a phone's viewer asks for first, chosen per screen as the viewer chooses it.
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${page(480)} 1x, ${page(960)} 2x" media="(max-width: 480px)" />`,
    );
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${page(960)} 1x, ${page(1440)} 2x" media="(min-width: 480.05px) and (max-width: 899.95px)" />`,
    );
    // The detail the API would answer, so the viewer need not ask; nothing in it can close the element.
    const json = /<script type="application\/json" id="document-data">([^<]*)<\/script>/.exec(head)?.[1] ?? '';
    const detail = (await request(t.server).get(`/api/documents/${id}`).expect(200)).body.data;
    expect(JSON.parse(json)).toEqual({ ...detail, views: expect.any(Number) });
    expect(json).toContain('\\u003cscript\\u003e');
    // A first visit: the splash will cover the page as the app starts, so nothing is drawn under it.
    expect(res.text).toContain('<div id="root"></div>');

    const seen = await request(t.server).get(`/feed/Graphs?id=${id}`).set('cookie', 'papershelf_splash=1').expect(200);
    const root = seen.text.slice(seen.text.indexOf('<div id="root">'), seen.text.indexOf('</body>'));
    const title = 'Graphs&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &#39;Trees&#39;';
    expect(root).toContain(`<h1>${title}</h1>`);
    expect(root).toContain(`<source media="(max-width: 480px)" srcset="${page(480)} 1x, ${page(960)} 2x" />`);
    expect(root).toContain(
      `<img src="${page(960)}" srcset="${page(960)} 1x, ${page(1440)} 2x" alt="Page 1 of ${title}" width="595" height="842"`,
    );
    expect(seen.text).not.toContain('<script>alert(1)</script>');
    // The image it names is in the page cache (the thumbnail job drew it).
    await request(t.server).get(page(960)).expect(200);
  });

  it('carries no preload or first paint for a missing document, or one without page images', async () => {
    const broken = await uploadDocument(uploader.agent, cat, {
      type: 'notes',
      title: 'Broken notes',
      pdf: brokenPdf(),
    });
    await t.idle(); // the thumbnail fails: no page images
    for (const url of [`/feed/Whatever?id=${randomUUID()}`, '/feed/NoIdHere', `/feed/Broken?id=${broken}`]) {
      const res = await request(t.server).get(url).set('cookie', 'papershelf_splash=1').expect(200);
      expect({ url, preload: res.text.includes('rel="preload"') }).toEqual({ url, preload: false });
      expect(res.text).not.toContain('document-data');
      expect(res.text).toContain('<div id="root"></div>');
    }
  });

  it('leaves the other client routes as they were', async () => {
    const res = await request(t.server).get('/feed').expect(200);
    expect(res.text).toBe(INDEX);
    expect((await request(t.server).get('/papers/Some/Where').expect(200)).text).toBe(INDEX);
    expect((await request(t.server).get(`/feed/Deeper/Path?id=${id}`).expect(200)).text).toBe(INDEX);
    // Still no file of the client for a path that looks like one.
    await request(t.server).get('/feed/missing.js').expect(404);
  });
});
