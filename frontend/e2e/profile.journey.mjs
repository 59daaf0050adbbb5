// Issue 25, item 2: the 'Add Information' overlay no longer traps a new student. 'Later' puts it
// off for the session, the menu is reachable, it comes back once before the first bookmark, and
// 'Log out' works from inside it. Screenshots at 1280 and 390 px; axe over the open overlay.
/* global window */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { request as playwrightRequest } from 'playwright-core';
import { newStudent, seedCatalogue, settled, unique, uploadViaApi } from './helpers.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function axeClean(page, label) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const problems = result.violations.map(
    (v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  assert.deepEqual(problems, []);
}

export const journeys = [
  {
    name: 'profile overlay: Later for the session, back once before the first bookmark; Log out from inside it',
    async run({ page, baseURL, readOtp, admin, shot }) {
      // Something to bookmark, whatever ran before: a paper uploaded by the admin.
      const adminRequest = await playwrightRequest.newContext({ baseURL });
      const login = await adminRequest.post('/api/users/login-user', { data: admin });
      assert.equal(login.status(), 200, await login.text());
      const names = await seedCatalogue({ request: adminRequest }, baseURL);
      await uploadViaApi(adminRequest, baseURL, names, `Later journey paper ${unique()}`);
      await adminRequest.dispose();

      await newStudent(page, baseURL, readOtp);
      await page.goto(baseURL + '/feed');
      const dialog = page.getByRole('dialog', { name: 'Add Information' });
      await dialog.waitFor({ timeout: 45_000 });
      await settled(page);
      await axeClean(page, 'overlay');
      await shot('profile-overlay-later-desktop');
      await page.setViewportSize(PHONE);
      await settled(page);
      await shot('profile-overlay-later-phone');
      await page.setViewportSize(DESKTOP);

      // Later: gone, and the page behind it works (the menu, the cards).
      await dialog.getByRole('button', { name: 'Later' }).click();
      await dialog.waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await page.waitForURL(baseURL + '/dashboard');
      await page.getByRole('form', { name: 'Profile' }).waitFor({ timeout: 45_000 });
      // A reload in the same session keeps it away.
      await page.goto(baseURL + '/feed');
      const bookmark = page.getByRole('button', { name: /^Bookmark: / }).first();
      await bookmark.waitFor({ timeout: 45_000 });
      assert.equal(await dialog.count(), 0, 'put off for the session');

      // The first bookmark brings it back before anything is saved.
      const name = (await bookmark.getAttribute('aria-label')).slice('Bookmark: '.length);
      const sent = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && request.url().includes('/api/bookmarks/')) sent.push(request.url());
      });
      await bookmark.click();
      await dialog.waitFor({ timeout: 45_000 });
      assert.equal(sent.length, 0, 'nothing bookmarked while the overlay asks');
      // 'Later' again: the bookmark goes ahead, and the overlay stays away for the session.
      await dialog.getByRole('button', { name: 'Later' }).click();
      await page
        .getByRole('button', { name: `Remove bookmark: ${name}` })
        .first()
        .waitFor({ timeout: 45_000 });
      assert.equal(sent.length, 1);
      await page.reload();
      await page
        .getByRole('button', { name: `Remove bookmark: ${name}` })
        .first()
        .click({ timeout: 45_000 });
      await page
        .getByRole('button', { name: `Bookmark: ${name}` })
        .first()
        .waitFor({ timeout: 45_000 });
      assert.equal(await dialog.count(), 0, 'not again this session');

      // A new session: it shows again, and 'Log out' signs out from inside it.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      await dialog.waitFor({ timeout: 45_000 });
      await dialog.getByRole('button', { name: 'Log out' }).click();
      await page.getByText('Logged out successfully').waitFor({ timeout: 45_000 });
      await page.waitForURL(baseURL + '/');
      assert.equal(await dialog.count(), 0);
      await page.getByRole('link', { name: 'Log In' }).first().waitFor();
    },
  },
];
