import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** What a link preview (Open Graph / Twitter card) says about one shared document. */
export interface LinkPreview {
  title: string;
  /** "Paper · End semester · Data Structures · B.Tech · IIT Delhi". */
  description: string;
  /** Site-relative path of the thumbnail; made absolute with PUBLIC_URL. */
  imagePath?: string | undefined;
  /** What the page carries for the client beside the tags (documents/document-first-paint.ts). */
  firstPaint?: FirstPaint | undefined;
}

/**
 * Markup a document link's page carries for the client, already escaped: `head` at the end of
 * <head>; `root` inside the empty #root, shown until the app replaces it.
 */
export interface FirstPaint {
  head: string[];
  root: string;
}

/** Looks one document up by id (a uuid); undefined when there is none. One indexed read. */
export type LinkPreviewSource = (id: string) => Promise<LinkPreview | undefined>;

const SITE_NAME = 'PaperShelf';
/**
 * Set by the client once its splash has shown this browser session (frontend/src/app/app.tsx):
 * until then the splash covers the page as the app starts, so a first paint under it would only
 * flash before it.
 */
const SPLASH_COOKIE = 'papershelf_splash';
const ROOT = '<div id="root"></div>';
const SITE_DESCRIPTION = 'PaperShelf: find, view, bookmark and upload past exam papers and notes.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * The client's public document route, /feed/:document (frontend/src/config/paths.ts
 * `feed.document`), as a wildcard: Fastify refuses a route parameter longer than maxParamLength
 * (100) with a 414, and a title without its spaces can be longer.
 */
const DOCUMENT_LINK_ROUTE = '/feed/*';

const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Client routes (/feed, /papers/…) must survive a reload: any GET that is not for /api or /auth
 * and that no static file answered gets the built frontend's index.html, read once and kept in
 * memory.
 *
 * A shared document link (/feed/{title}?id={uuid}) gets the same page with link-preview tags in
 * its head (Open Graph, Twitter card): chat apps and crawlers read those without running the
 * client (issue 25 item 5). Every value is escaped (titles are user input); an unknown or deleted
 * id gets the site's generic tags. A document with page images also gets its first paint
 * (LinkPreview.firstPaint): page 1 on a phone before the app's code has run (issue 25 item 9).
 */
export class SpaFallback {
  private readonly html: string;

  private constructor(html: string) {
    this.html = html;
  }

  static fromDist(distDir: string): SpaFallback | undefined {
    const index = join(distDir, 'index.html');
    return existsSync(index) ? new SpaFallback(readFileSync(index, 'utf8')) : undefined;
  }

  handles(request: FastifyRequest): boolean {
    if (request.method !== 'GET' && request.method !== 'HEAD') return false;
    const path = request.url.split('?')[0] ?? '';
    return !/^\/(api|auth)(\/|$)/.test(path) && !/\.[a-z0-9]+$/i.test(path);
  }

  send(reply: FastifyReply, html = this.html): void {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(html);
  }

  /**
   * Serves DOCUMENT_LINK_ROUTE itself (a plain Fastify route: the lookup is asynchronous, and the
   * 404 fallback above is not) with the document's preview tags. `publicUrl` makes og:url and
   * og:image absolute, as crawlers need.
   */
  registerLinkPreviews(fastify: FastifyInstance, publicUrl: string, source: LinkPreviewSource): void {
    fastify.get<{ Querystring: { id?: unknown } }>(DOCUMENT_LINK_ROUTE, async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      // Deeper paths and file names are not document links: answered as if this route were not here.
      if (path.split('/').length !== 3 || !this.handles(request)) {
        reply.callNotFound();
        return reply;
      }
      const id = typeof request.query.id === 'string' && UUID.test(request.query.id) ? request.query.id : undefined;
      const preview = id ? await source(id) : undefined;
      const splashSeen = request.cookies[SPLASH_COOKIE] === '1';
      const html = this.withTags(
        preview && id ? documentTags(publicUrl, id, preview) : genericTags(publicUrl),
        preview?.firstPaint,
        splashSeen,
      );
      this.send(reply, html);
      return reply;
    });
  }

  private withTags(
    tags: { title: string; meta: [string, string][] },
    firstPaint: FirstPaint | undefined,
    splashSeen: boolean,
  ): string {
    const head = [
      ...tags.meta.map(([key, content]) => {
        const attribute = key.startsWith('og:') ? 'property' : 'name';
        return `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`;
      }),
      ...(firstPaint?.head ?? []),
    ].join('\n    ');
    const html = this.html
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(tags.title)}</title>`)
      .replace('</head>', `  ${head}\n  </head>`);
    return firstPaint && splashSeen ? html.replace(ROOT, `<div id="root">${firstPaint.root}</div>`) : html;
  }
}

function documentTags(publicUrl: string, id: string, preview: LinkPreview) {
  const url = `${publicUrl}/feed/${encodeURIComponent(preview.title.replace(/\s+/g, ''))}?id=${id}`;
  const image = preview.imagePath ? `${publicUrl}${preview.imagePath}` : undefined;
  const meta: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', 'article'],
    ['og:title', preview.title],
    ['og:description', preview.description],
    ['og:url', url],
    ...(image ? ([['og:image', image]] as [string, string][]) : []),
    ['twitter:card', image ? 'summary_large_image' : 'summary'],
    ['twitter:title', preview.title],
    ['twitter:description', preview.description],
    ...(image ? ([['twitter:image', image]] as [string, string][]) : []),
  ];
  return { title: `${preview.title} · ${SITE_NAME}`, meta };
}

function genericTags(publicUrl: string) {
  const meta: [string, string][] = [
    ['og:site_name', SITE_NAME],
    ['og:type', 'website'],
    ['og:title', SITE_NAME],
    ['og:description', SITE_DESCRIPTION],
    ['og:url', `${publicUrl}/feed`],
    ['twitter:card', 'summary'],
    ['twitter:title', SITE_NAME],
    ['twitter:description', SITE_DESCRIPTION],
  ];
  return { title: SITE_NAME, meta };
}
