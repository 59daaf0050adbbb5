// Links that work for everyone (issue 25 items 1, 5, 7, 11): a broken or removed document link
// opened in a fresh tab stays on PaperShelf; "Copy link" copies the public link, which a guest in
// a fresh browser opens, and whose page carries the preview tags; a visitor's walk over the public
// pages logs no console error (no current-user 401); no Google button without Google keys.
/* global document, window, PopStateEvent */
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import {
  apiLogin,
  completeProfileIfAsked,
  consoleErrorsDuring,
  seedCatalogue,
  settled,
  unique,
  uploadViaApi,
} from './helpers.mjs';

const MISSING = 'This paper was removed or the link is broken';
/** Where the runner keeps its screenshots (frontend/e2e/screenshots). */
const SHOTS = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');

async function axe(page, label) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  assert.deepEqual(
    result.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
  );
}

export const journeys = [
  {
    name: 'a removed document link in a fresh tab stays on the site, with a search and its subject',
    async run({ page, context, baseURL, admin }) {
      // A document to share, then remove.
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const kept = await uploadViaApi(page.request, baseURL, names, `Compiler Design Endsem ${unique()}`);
      const doomed = await uploadViaApi(
        page.request,
        baseURL,
        names,
        `Compiler Design Midsem ${unique().toUpperCase()}`,
      );
      const del = await page.request.delete(`${baseURL}/api/documents/${doomed._id}`);
      assert.equal(del.status(), 200);

      // A fresh browser (a link from a class group): no history, no session.
      for (const width of [1280, 390]) {
        const guest = await context.browser().newContext({ viewport: { width, height: 800 } });
        const tab = await guest.newPage();
        const link = `${baseURL}/feed/${doomed.title.replace(/\s+/g, '')}?id=${doomed._id}`;
        await tab.goto(link);
        await tab.getByRole('heading', { level: 1, name: MISSING }).waitFor({ timeout: 45_000 });
        assert.equal(tab.url(), link);
        const box = tab.getByRole('searchbox', { name: 'Search papers and notes' });
        assert.match(await box.inputValue(), /^Compiler Design Midsem /);
        // What the words find (the kept paper), and its subject.
        await tab.getByRole('link', { name: kept.title }).waitFor({ timeout: 45_000 });
        await tab.getByRole('link', { name: `Browse ${names.subject}` }).waitFor();
        await settled(tab);
        await axe(tab, `missing document at ${String(width)} px`);
        const overflow = await tab.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `the page is ${String(overflow)} px wider than the screen`);
        // The fresh tab's page (the runner's `shot` takes the journey's own page).
        await tab.screenshot({ path: join(SHOTS, `missing-document-${String(width)}.png`), fullPage: true });
        await guest.close();
      }

      // A link cut short (no id), in a fresh tab: the same page; its search goes to the feed.
      const guest = await context.browser().newContext();
      const tab = await guest.newPage();
      await tab.goto(`${baseURL}/feed/NoIdHere`);
      await tab.getByRole('heading', { level: 1, name: MISSING }).waitFor({ timeout: 45_000 });
      assert.equal(await tab.getByRole('searchbox', { name: 'Search papers and notes' }).inputValue(), 'No Id Here');
      await tab.getByRole('searchbox', { name: 'Search papers and notes' }).fill('Compiler Design');
      await tab.getByRole('button', { name: 'Search', exact: true }).click();
      await tab.waitForURL(/\/feed\?q=Compiler\+Design$/, { timeout: 45_000 });
      await guest.close();

      // Inside the app, after another document: the missing page, not that document.
      await page.goto(`${baseURL}/feed/${kept.title.replace(/\s+/g, '')}?id=${kept._id}`);
      await completeProfileIfAsked(page);
      await page.getByRole('heading', { level: 1, name: kept.title }).waitFor({ timeout: 45_000 });
      await page.evaluate(
        ([href]) => {
          window.history.pushState(null, '', href);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        [`/feed/Gone?id=${doomed._id}`],
      );
      await page.getByRole('heading', { level: 1, name: MISSING }).waitFor({ timeout: 45_000 });
      assert.equal(await page.getByRole('heading', { level: 1, name: kept.title }).count(), 0);
    },
  },
  {
    name: '"Copy link" copies the public link; a guest in a fresh browser opens it; its page has preview tags',
    async run({ page, context, baseURL, admin }) {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const doc = await uploadViaApi(page.request, baseURL, names, `Shared Paper ${unique()}`);
      // From the signed-in-only viewer of the saved items.
      await page.request.post(`${baseURL}/api/bookmarks/${doc._id}`);
      await page.goto(`${baseURL}/dashboard/saved-items`);
      await completeProfileIfAsked(page);
      await page.getByText(doc.title).first().click({ timeout: 45_000 });
      await page.getByRole('button', { name: 'Copy link' }).click({ timeout: 45_000 });
      await page.getByText('Link copied').waitFor({ timeout: 45_000 });
      assert.doesNotMatch(page.url(), /\/feed\//, `the viewer opened at ${page.url()}, not a signed-in-only route`);
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      assert.equal(copied, `${baseURL}/feed/${encodeURIComponent(doc.title.replace(/\s+/g, ''))}?id=${doc._id}`);

      // A guest in a fresh browser opens it.
      const guest = await context.browser().newContext();
      const tab = await guest.newPage();
      await tab.goto(copied);
      await tab.getByRole('heading', { level: 1, name: doc.title }).waitFor({ timeout: 45_000 });
      await tab.getByTitle(doc.title).waitFor();
      // What a chat app's crawler reads (no script run): the preview tags.
      const html = await (await guest.request.get(copied)).text();
      assert.ok(html.includes(`<meta property="og:title" content="${doc.title}" />`), 'og:title');
      assert.ok(html.includes(`<meta property="og:url" content="${copied}" />`), 'og:url');
      assert.match(
        html,
        new RegExp(`<meta property="og:description" content="Paper · End Semester · ${names.subject}`),
      );
      await guest.close();
    },
  },
  {
    name: "a visitor's walk over the public pages logs no console error, and sees no Google button here",
    async run({ page, baseURL }) {
      const errors = await consoleErrorsDuring(page, async () => {
        for (const [path, ready] of [
          ['/', 'Find Papers'],
          ['/feed', 'Reset Filters'],
          ['/papers', 'Papers: Choose a College'],
          ['/notes', 'Notes: Choose a College'],
          ['/about-us', 'Our Story'],
          ['/contactus', 'Contact Our Team'],
          ['/login', 'Forgot Password ?'],
          ['/signup', 'Login Here'],
        ]) {
          await page.goto(baseURL + path);
          await page.getByText(ready).first().waitFor({ timeout: 45_000 });
          await settled(page);
        }
      });
      assert.deepEqual(errors, []);
      // The server has no Google keys (GET /api/auth/providers says so): no button to a raw 503.
      const providers = await (await page.request.get(baseURL + '/api/auth/providers')).json();
      assert.deepEqual(providers.data, { google: false });
      assert.equal(await page.getByRole('button', { name: 'Sign Up With Google' }).count(), 0);
    },
  },
];
