// Upload a PDF, find it in the feed, open the viewer, bookmark it and see it in saved items;
// then browse to it through the wizard.
/* global document, getComputedStyle */
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import {
  apiLogin,
  choose,
  completeProfileIfAsked,
  addPdfs,
  fillCard,
  makePdf,
  openUpload,
  seedCatalogue,
  unique,
} from './helpers.mjs';

/**
 * Counts painted pixels on canvas-confetti's full-window <canvas> (position: fixed). The library
 * hands that canvas to a worker it starts from a blob: URL; drawImage still reads the frames the
 * worker commits. If the CSP refuses the worker (no `blob:` in worker-src), Chromium logs a
 * violation instead of throwing, the library keeps waiting on a worker that never runs, and the
 * canvas stays blank: this count stays 0 (checked against a page served with `worker-src 'self'`).
 */
const confettiPixels = () => {
  const canvas = [...document.querySelectorAll('canvas')].find((c) => getComputedStyle(c).position === 'fixed');
  if (!canvas || canvas.width === 0 || canvas.height === 0) return 0;
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const context = copy.getContext('2d');
  context.drawImage(canvas, 0, 0);
  const data = context.getImageData(0, 0, copy.width, copy.height).data;
  let painted = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] > 0) painted += 1;
  return painted;
};

export const journeys = [
  {
    name: 'upload a PDF → feed → viewer → bookmark → saved items → wizard',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const title = `E2E Paper ${unique()}`;

      await openUpload(page, baseURL);
      const file = { name: 'paper.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) };
      const [uploaded] = await addPdfs(page, [file]);
      await uploaded.getByText(/^\d+\.\d\d KB$/).waitFor();
      await fillCard(page, uploaded, names, title);
      await shot('upload-filled');
      await uploaded.getByRole('button', { name: 'Publish paper.pdf', exact: true }).click();
      await uploaded.getByText('File uploaded successfully').waitFor({ timeout: 30_000 });
      // The celebration must actually draw (issue 11): confetti pixels while the toast shows. (The
      // limit is a hang guard: a busy machine delays the first frame; CSP blocking the worker
      // means none ever comes.)
      const toastAt = Date.now();
      await page.waitForFunction(confettiPixels, undefined, { timeout: 10_000, polling: 50 }).catch(() => {
        assert.fail('no confetti pixels after the success toast (CSP worker-src blob:?)');
      });
      console.log(`    confetti drawn ${String(Date.now() - toastAt)} ms after the toast`);
      // Published: the card says so and its form is gone.
      await uploaded.getByText('Published', { exact: true }).waitFor();
      assert.equal(await uploaded.getByRole('textbox', { name: /^Title/ }).count(), 0);
      await shot('upload-done');

      await page.goto(baseURL + '/feed');
      await choose(page, 'College', names.college);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.waitFor({ timeout: 45_000 });
      await page.waitForTimeout(1500);
      await shot('feed');
      await card.getByRole('button', { name: `Bookmark: ${title}` }).click();
      await card.getByRole('button', { name: `Remove bookmark: ${title}` }).waitFor();
      await card.getByRole('link').click();
      await page.waitForURL(baseURL + '/feed/' + encodeURIComponent(title.replace(/\s+/g, '')));
      const frame = page.locator(`iframe[title="${title}"]`);
      await frame.waitFor();
      assert.match(await frame.getAttribute('src'), /^\/api\/documents\/[^/]+\/preview$/);
      const pdf = await page.request.get(baseURL + (await frame.getAttribute('src')));
      assert.equal(pdf.status(), 200);
      assert.match(pdf.headers()['content-type'] ?? '', /pdf/);
      await page.getByRole('button', { name: 'Bookmarked' }).waitFor({ timeout: 45_000 });
      await page.getByRole('region', { name: 'Document details' }).getByText('End semester paper, 2025').waitFor();
      assert.match(
        await page.getByRole('link', { name: 'Download' }).getAttribute('href'),
        /^\/api\/documents\/[^/]+\/download$/,
      );
      await shot('viewer');
      await page.getByRole('button', { name: 'Report' }).click();
      await page.getByRole('dialog', { name: 'Report this document' }).waitFor();
      await page.waitForTimeout(500);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      assert.deepEqual(
        axe.violations.map((v) => v.id),
        [],
        'viewer and report dialog pass axe',
      );
      await shot('report-dialog');
      await page.keyboard.press('Escape');

      // A shared link (?id=) opens the document without navigation state, even for a visitor.
      const documentId = (await frame.getAttribute('src')).split('/')[3];
      const visitor = await page.context().browser().newPage();
      await visitor.goto(`${baseURL}/feed/${encodeURIComponent(title.replace(/\s+/g, ''))}?id=${documentId}`);
      await visitor.locator(`iframe[title="${title}"]`).waitFor({ timeout: 45_000 });
      await visitor.getByRole('button', { name: 'Report' }).click();
      await visitor.getByRole('button', { name: 'Send report' }).click();
      await visitor.getByRole('dialog', { name: 'Login Or Sign Up Required' }).waitFor();
      await visitor.close();

      // Search finds it by a word of its title.
      await page.goto(baseURL + '/feed');
      const word = title.split(' ').at(-1);
      await page.getByRole('combobox', { name: 'Search papers and notes' }).fill(word);
      // The search is in the address; until its results replace the unfiltered list, the card may
      // already show from that list: wait for the search's own list (one card), a hang guard.
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      await page.waitForFunction(
        (expected) => {
          const cards = document.querySelectorAll('article');
          return cards.length === 1 && cards[0].textContent.includes(expected);
        },
        title,
        { timeout: 45_000 },
      );
      assert.equal(await page.getByRole('article').count(), 1);
      await shot('feed-search');

      await page.goto(baseURL + '/dashboard/saved-items');
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
      await shot('saved-items');

      await page.goto(baseURL + '/dashboard/uploaded-items');
      await page.getByRole('tab', { name: 'Papers' }).click();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });

      await page.goto(baseURL + '/papers');
      // Every step's tiles say how many papers lie behind them (issue 25), colleges included.
      const collegeTile = page.getByRole('link', { name: names.college, exact: true });
      await collegeTile.getByText('1 paper', { exact: true }).waitFor({ timeout: 45_000 });
      await shot('wizard-colleges');
      await collegeTile.click();
      const courseTile = page.getByRole('link', { name: names.course, exact: true });
      await courseTile.getByText('1 paper', { exact: true }).waitFor({ timeout: 45_000 });
      await courseTile.click();
      const branchTile = page.getByRole('link', { name: names.branch, exact: true });
      await branchTile.getByText('1 paper', { exact: true }).waitFor({ timeout: 45_000 });
      await branchTile.click();
      // Year buttons keep the spec's labels and say how many papers each year holds (issue 11).
      const second = page.getByRole('link', { name: '2nd', exact: true });
      await second.waitFor({ timeout: 45_000 });
      await second.getByText('1 paper', { exact: true }).waitFor();
      await page.getByRole('link', { name: '1st', exact: true }).getByText('No papers yet').waitFor();
      await page.getByRole('link', { name: '4th Year', exact: true }).waitFor();
      await shot('wizard-years');
      await second.click();
      const subjectTile = page.getByRole('link', { name: names.subject, exact: true });
      await subjectTile.getByText('1 paper', { exact: true }).waitFor({ timeout: 45_000 });
      await shot('wizard-subjects');
      await subjectTile.click();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
      // Breadcrumbs show the catalogue's names, not the squashed URL segments.
      const crumbs = page.getByRole('navigation', { name: 'Your choices' });
      for (const name of [names.college, names.course, names.branch, '2nd', names.subject]) {
        await crumbs.getByText(name, { exact: true }).waitFor();
      }
      assert.ok(!(await crumbs.textContent()).includes(names.college.replace(/\s+/g, '')), 'no squashed names');
      await shot('wizard-documents');

      // The same steps on a phone (390 px), going back through history.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goBack();
      await subjectTile.waitFor({ timeout: 45_000 });
      await crumbs.getByText(names.branch, { exact: true }).waitFor();
      await shot('wizard-subjects-mobile');
      await page.goBack();
      await second.waitFor({ timeout: 45_000 });
      await page.waitForTimeout(300);
      await shot('wizard-years-mobile');
    },
  },
  {
    name: 'a visitor gets the guest prompt on /upload and closing goes back',
    async run({ page, baseURL, shot }) {
      await page.goto(baseURL + '/about-us');
      await page.goto(baseURL + '/upload');
      const dialog = page.getByRole('dialog', { name: 'Login Or Sign Up Required' });
      await dialog.waitFor({ timeout: 45_000 });
      await shot('guest-prompt');
      await page.keyboard.press('Escape');
      await page.waitForURL(baseURL + '/about-us');
    },
  },
  {
    name: 'small screens: feed and dashboard sections',
    viewport: { width: 390, height: 844 },
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/feed');
      await completeProfileIfAsked(page);
      // On a phone the filters fold behind a 'Filters' button (issue 11).
      await page.getByRole('button', { name: /^Filters/ }).waitFor({ timeout: 45_000 });
      await page.waitForTimeout(1000);
      await shot('feed-mobile');
      await page.goto(baseURL + '/dashboard');
      const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
      await sections.getByRole('link', { name: 'Saved Items' }).click();
      await page.waitForURL(baseURL + '/dashboard/saved-items');
      await page.waitForTimeout(500);
      await shot('dashboard-mobile');
    },
  },
];
