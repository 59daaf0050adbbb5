// Upload a PDF, find it in the feed, open the viewer, bookmark it and see it in saved items;
// then browse to it through the wizard.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { apiLogin, choose, completeProfileIfAsked, makePdf, seedCatalogue, unique } from './helpers.mjs';

export const journeys = [
  {
    name: 'upload a PDF → feed → viewer → bookmark → saved items → wizard',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const title = `E2E Paper ${unique()}`;

      await page.goto(baseURL + '/upload');
      await completeProfileIfAsked(page);
      await page.getByRole('heading', { name: 'Upload Your Papers/Notes' }).waitFor({ timeout: 15_000 });
      await page.getByRole('textbox', { name: /^Title/ }).fill(title);
      await page.getByRole('textbox', { name: /^Description/ }).fill('End semester paper, 2025');
      await choose(page, 'College', names.college);
      await choose(page, 'Course', names.course);
      await choose(page, 'Branch', names.branch);
      await choose(page, 'Subject', names.subject);
      await choose(page, 'Exam Type', 'End Semester');
      await choose(page, 'Year', '2');
      await page.getByLabel('Choose a PDF file').setInputFiles({ name: 'paper.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) });
      await page.getByText(/paper\.pdf \(\d+\.\d\d KB\)/).waitFor();
      await shot('upload-filled');
      await page.getByRole('button', { name: 'Upload', exact: true }).click();
      await page.getByText('File uploaded successfully').waitFor({ timeout: 30_000 });
      assert.equal(await page.getByRole('textbox', { name: /^Title/ }).inputValue(), '');
      await shot('upload-done');

      await page.goto(baseURL + '/feed');
      await choose(page, 'College', names.college);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.waitFor({ timeout: 15_000 });
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
      await page.getByRole('button', { name: 'Bookmarked' }).waitFor({ timeout: 15_000 });
      await page.getByRole('region', { name: 'Document details' }).getByText('End semester paper, 2025').waitFor();
      assert.match(await page.getByRole('link', { name: 'Download' }).getAttribute('href'), /^\/api\/documents\/[^/]+\/download$/);
      await shot('viewer');
      await page.getByRole('button', { name: 'Report' }).click();
      await page.getByRole('dialog', { name: 'Report this document' }).waitFor();
      await page.waitForTimeout(500);
      const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
      assert.deepEqual(axe.violations.map((v) => v.id), [], 'viewer and report dialog pass axe');
      await shot('report-dialog');
      await page.keyboard.press('Escape');

      // A shared link (?id=) opens the document without navigation state, even for a visitor.
      const documentId = (await frame.getAttribute('src')).split('/')[3];
      const visitor = await page.context().browser().newPage();
      await visitor.goto(`${baseURL}/feed/${encodeURIComponent(title.replace(/\s+/g, ''))}?id=${documentId}`);
      await visitor.locator(`iframe[title="${title}"]`).waitFor({ timeout: 15_000 });
      await visitor.getByRole('button', { name: 'Report' }).click();
      await visitor.getByRole('button', { name: 'Send report' }).click();
      await visitor.getByRole('dialog', { name: 'Login Or Sign Up Required' }).waitFor();
      await visitor.close();

      // Search finds it by a word of its title.
      await page.goto(baseURL + '/feed');
      await page.getByRole('searchbox', { name: 'Search papers and notes' }).fill(title.split(' ').at(-1));
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 15_000 });
      assert.equal(await page.getByRole('article').count(), 1);
      await shot('feed-search');

      await page.goto(baseURL + '/dashboard/saved-items');
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 15_000 });
      await shot('saved-items');

      await page.goto(baseURL + '/dashboard/uploaded-items');
      await page.getByRole('tab', { name: 'Papers' }).click();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 15_000 });

      await page.goto(baseURL + '/papers');
      await page.getByRole('link', { name: new RegExp(names.college) }).click();
      await page.getByRole('link', { name: new RegExp(names.course) }).click();
      await page.getByRole('link', { name: new RegExp(names.branch) }).click();
      await page.getByRole('link', { name: '2nd', exact: true }).click();
      await page.getByRole('link', { name: new RegExp(names.subject) }).click();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 15_000 });
      await shot('wizard-documents');
    },
  },
  {
    name: 'a visitor gets the guest prompt on /upload and closing goes back',
    async run({ page, baseURL, shot }) {
      await page.goto(baseURL + '/about-us');
      await page.goto(baseURL + '/upload');
      const dialog = page.getByRole('dialog', { name: 'Login Or Sign Up Required' });
      await dialog.waitFor({ timeout: 15_000 });
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
      await page.getByRole('button', { name: 'Reset Filters' }).waitFor({ timeout: 15_000 });
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
