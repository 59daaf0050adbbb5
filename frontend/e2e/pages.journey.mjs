// The phone page viewer (issue 25 item 9): at 390 px with a phone's user agent the viewer shows
// the pages as images drawn by the server, jumps to page 2 and highlights the search's words;
// the desktop keeps the PDF frame. A shared link shows page 1 before the app's code has run (the
// server's first paint), where the viewer then shows it.
/* global document, window */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiLogin, poll, seedCatalogue, unique, uploadViaApi } from './helpers.mjs';

export const PHONE = {
  viewport: { width: 390, height: 844 },
  contextOptions: {
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 3,
  },
};

/** Extra screenshots for review (outside the repository), when SHOTS_DIR is set. */
const shotsDir = process.env.SHOTS_DIR;

async function twoPagePdf(title) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const one = doc.addPage([595, 842]);
  one.drawText(title, { x: 50, y: 780, size: 24, font });
  one.drawText('Q1. Explain binary search trees.', { x: 50, y: 740, size: 14, font });
  const two = doc.addPage([595, 842]);
  two.drawText('Q2. What is a semaphore? Compare semaphores and monitors.', { x: 50, y: 780, size: 14, font });
  two.drawText('Q3. Explain deadlock avoidance.', { x: 50, y: 750, size: 14, font });
  return Buffer.from(await doc.save());
}

/** Uploads a two-page paper and waits until its pages are counted (the thumbnail job ran). */
async function uploadTwoPages(page, baseURL, admin) {
  await apiLogin(page, baseURL, admin);
  const names = await seedCatalogue(page, baseURL);
  const title = `Phone Paper ${unique()}`;
  const doc = await uploadViaApi(page.request, baseURL, names, title, { pdf: await twoPagePdf(title) });
  // The thumbnail job counts the pages.
  const detail = await poll(
    async () => (await (await page.request.get(`${baseURL}/api/documents/${doc._id}`)).json()).data,
    (read) => read.pages === 2,
    { timeoutMs: 60_000, everyMs: 500 },
  );
  if (detail.pages !== 2) throw new Error('the document never got its page count');
  return detail;
}

const viewerLink = (doc, q) =>
  `/feed/${encodeURIComponent(doc.title.replace(/\s+/g, ''))}?id=${doc._id}${q ? `&q=${encodeURIComponent(q)}` : ''}`;

/** Where page 1's image is and whether it has loaded, in the first paint or the viewer. */
const pageOne = (page, selector) =>
  page.evaluate((css) => {
    const img = document.querySelector(css);
    return img instanceof window.HTMLImageElement
      ? { loaded: img.complete && img.naturalWidth > 0, top: Math.round(img.getBoundingClientRect().top) }
      : undefined;
  }, selector);

export const journeys = [
  {
    name: "phone: a shared link shows page 1 before the app's code runs, where the viewer then shows it",
    ...PHONE,
    async run({ page, baseURL, admin, shot }) {
      const doc = await uploadTwoPages(page, baseURL, admin);
      await page.context().addCookies([{ name: 'papershelf_splash', value: '1', url: baseURL }]);
      const errors = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const pageOneRequests = [];
      page.on('request', (request) => {
        if (request.url().includes(`/api/documents/${doc._id}/pages/1?`)) pageOneRequests.push(request.url());
      });

      // The app's code held back: what the HTML alone shows.
      let release = () => undefined;
      const held = new Promise((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(baseURL + viewerLink(doc), { waitUntil: 'commit' });
      await page.waitForFunction(() => {
        const img = document.querySelector('#document-first-page img');
        return img instanceof window.HTMLImageElement && img.complete && img.naturalWidth > 0;
      });
      assert.equal(await page.locator('#document-first-page h1').textContent(), doc.title);
      assert.equal(await page.locator('header').count(), 0, "the app's code has not run");
      const before = await pageOne(page, '#document-first-page img');
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: `${shotsDir}/phone-first-paint.png` });
      }

      // The app starts and takes over: the viewer's page 1, at the same place, asked for once.
      release();
      await page.locator('#page-1 img').waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('#page-1 img');
        return img instanceof window.HTMLImageElement && img.complete && img.naturalWidth > 0;
      });
      assert.equal(await page.locator('#document-first-page').count(), 0);
      const after = await pageOne(page, '#page-1 img');
      assert.equal(after?.top, before?.top, `page 1 stays where it was (${before?.top} → ${after?.top})`);
      assert.deepEqual(pageOneRequests, [`${baseURL}/api/documents/${doc._id}/pages/1?width=960`]);
      await page.getByText('of 2', { exact: true }).waitFor();
      assert.deepEqual(errors, []);
      await shot('phone-first-paint-taken-over');
    },
  },
  {
    name: 'phone: pages as images, jump to page 2, search words highlighted',
    ...PHONE,
    async run({ page, baseURL, admin, shot }) {
      const doc = await uploadTwoPages(page, baseURL, admin);
      // The splash was seen (its own journeys cover it).
      await page.context().addCookies([{ name: 'papershelf_splash', value: '1', url: baseURL }]);
      const images = [];
      page.on('response', (response) => {
        if (/\/pages\/\d+\?width=/.test(response.url()))
          images.push({ url: response.url(), status: response.status() });
      });
      await page.goto(baseURL + viewerLink(doc, 'semaphore'));
      const first = page.locator('#page-1 img');
      await first.waitFor();
      await page.waitForFunction(() => {
        const img = document.querySelector('#page-1 img');
        return img instanceof window.HTMLImageElement && img.complete && img.naturalWidth > 0;
      });
      assert.equal(await page.locator('main iframe').count(), 0, 'no PDF frame on a phone');
      // 390 CSS px at 3× gets the 960 px drawing (2× at most).
      assert.ok(
        images.some((image) => image.url.includes('/pages/1?width=960') && image.status === 200),
        JSON.stringify(images),
      );
      assert.equal(await page.getByText('Highlighting “semaphore”').count(), 1);
      if (shotsDir) {
        mkdirSync(shotsDir, { recursive: true });
        await page.screenshot({ path: `${shotsDir}/phone-viewer-top.png` });
      }

      await page.getByLabel('Page', { exact: true }).fill('2');
      await page.getByRole('button', { name: 'Go', exact: true }).click();
      const second = page.locator('#page-2');
      await page.waitForFunction(() => document.activeElement?.id === 'page-2');
      await page.waitForFunction(() => {
        const img = document.querySelector('#page-2 img');
        return img instanceof window.HTMLImageElement && img.complete && img.naturalWidth > 0;
      });
      const top = await second.evaluate((element) => element.getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 400, `page 2 is at the top of the screen (top ${top})`);
      assert.equal(
        await page.evaluate(() => document.documentElement.scrollWidth),
        390,
        'nothing wider than the phone',
      );
      // "semaphore?" and "semaphores" on page 2; nothing on page 1.
      await second.getByTestId('page-highlight').first().waitFor();
      assert.equal(await second.getByTestId('page-highlight').count(), 2);
      // The highlighted line is on screen, below the sticky page bar.
      const barBottom = await page
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Go', exact: true }) })
        .evaluate((form) => form.getBoundingClientRect().bottom);
      const markTop = await second
        .getByTestId('page-highlight')
        .first()
        .evaluate((mark) => mark.getBoundingClientRect().top);
      assert.ok(markTop > barBottom && markTop < 844, `highlight at ${markTop}, page bar ends at ${barBottom}`);
      assert.equal(await page.locator('#page-1').getByTestId('page-highlight').count(), 0);
      await page.getByRole('region', { name: 'Page 2 of 2' }).waitFor();
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/phone-viewer-page2.png` });

      await page.getByRole('button', { name: 'Zoom in' }).click();
      await page.getByText('Zoom 150%').waitFor();
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/phone-viewer-zoom.png` });
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      assert.deepEqual(
        axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        [],
      );
      await shot('phone-page-viewer');

      // The desktop keeps the spec's frame.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('main iframe').waitFor();
      assert.equal(await page.locator('#page-1').count(), 0);
      if (shotsDir) await page.screenshot({ path: `${shotsDir}/desktop-viewer.png` });
    },
  },
];
