import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Client routes (/feed, /papers/…) must survive a reload: any GET that is not for /api or /auth
 * and that no static file answered gets the built frontend's index.html.
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

  send(reply: FastifyReply): void {
    void reply
      .status(200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(this.html);
  }
}
