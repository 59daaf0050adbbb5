// Issue 25, item 2: the 'Add Information' overlay no longer traps a new student. 'Later' puts it
// off for the session, the menu is reachable, it comes back once before the first bookmark, and
// 'Log out' works from inside it. Screenshots at 1280 and 390 px; axe over the open overlay.
/* global document, window */
import AxeBuilder from '@axe-core/playwright';
import assert from 'node:assert/strict';
import { request as playwrightRequest } from 'playwright-core';
import {
  addPdfs,
  fillCard,
  makePdf,
  newStudent,
  pickCollege,
  poll,
  seedCatalogue,
  settled,
  unique,
  uploadViaApi,
} from './helpers.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

async function axeClean(page, label) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  const problems = result.violations.map(
    (v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  assert.deepEqual(problems, []);
}

/** A catalogue place and a paper in it, made by the admin outside the browser under test. */
async function adminPaper(baseURL, admin, title) {
  const adminRequest = await playwrightRequest.newContext({ baseURL });
  const login = await adminRequest.post('/api/users/login-user', { data: admin });
  assert.equal(login.status(), 200, await login.text());
  const names = await seedCatalogue({ request: adminRequest }, baseURL);
  const paper = await uploadViaApi(adminRequest, baseURL, names, title);
  await adminRequest.dispose();
  return { names, paper };
}

export const journeys = [
  {
    name: 'profile overlay: Later for the session, back once before the first bookmark; Log out from inside it',
    async run({ page, baseURL, readOtp, admin, shot }) {
      // Something to bookmark, whatever ran before: a paper uploaded by the admin.
      await adminPaper(baseURL, admin, `Later journey paper ${unique()}`);

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
  {
    name: 'profile overlay: a bookmark or an upload held for it survives a reload and is made after the save',
    async run({ page, baseURL, readOtp, admin, shot }) {
      const { names, paper } = await adminPaper(baseURL, admin, `Held bookmark paper ${unique()}`);
      await page.context().addCookies([{ name: 'papershelf_splash', value: '1', url: baseURL }]);
      const dialog = page.getByRole('dialog', { name: 'Add Information' });
      const saveProfile = async () => {
        await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Held Student');
        await dialog.getByRole('textbox', { name: /Mobile Number/ }).fill('9876543210');
        await pickCollege(page, dialog);
        // The spec reloads the page after a save.
        await Promise.all([
          page.waitForEvent('load', { timeout: 45_000 }),
          dialog.getByRole('button', { name: 'Save Information' }).click(),
        ]);
      };

      // A bookmark: held while the overlay asks, still held after a reload, made after the save.
      await newStudent(page, baseURL, readOtp);
      await page.goto(`${baseURL}/feed?q=${encodeURIComponent(paper.title)}`);
      await dialog.getByRole('button', { name: 'Later' }).click({ timeout: 45_000 });
      await dialog.waitFor({ state: 'detached', timeout: 45_000 });
      await page.getByRole('button', { name: `Bookmark: ${paper.title}` }).click({ timeout: 45_000 });
      await dialog.waitFor({ timeout: 45_000 });
      await page.reload();
      await dialog.waitFor({ timeout: 45_000 });
      assert.equal((await page.request.get(baseURL + '/api/bookmarks').then((r) => r.json())).data.length, 0);
      await saveProfile();
      await page.getByRole('button', { name: `Remove bookmark: ${paper.title}` }).waitFor({ timeout: 45_000 });
      // The button turns at once (optimistic) while its request may still be on the way (a run
      // beside two CPU burners read the list before it landed): wait for the server's list.
      const bookmarks = await poll(
        async () =>
          (await page.request.get(baseURL + '/api/bookmarks').then((r) => r.json())).data.map((doc) => doc._id),
        (ids) => ids.length > 0,
        { everyMs: 200 },
      );
      assert.deepEqual(bookmarks, [paper._id]);

      // An upload, on a phone: a PDF dropped, its card filled in, Publish pressed, the page
      // reloaded while the overlay asks (the card and its form come back), then the save's reload:
      // it is published.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.setViewportSize(PHONE);
      await newStudent(page, baseURL, readOtp);
      await page.goto(`${baseURL}/upload`);
      await dialog.getByRole('button', { name: 'Later' }).click({ timeout: 45_000 });
      await dialog.waitFor({ state: 'detached', timeout: 45_000 });
      const title = `Held upload ${unique()}`;
      const [draft] = await addPdfs(page, [
        { name: 'held.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) },
      ]);
      await fillCard(page, draft, names, title);
      const sent = [];
      page.on('request', (request) => {
        if (request.method() === 'POST' && /\/api\/uploads\/[^/]+\/publish$/.test(request.url()))
          sent.push(request.url());
      });
      await draft.getByRole('button', { name: 'Publish held.pdf', exact: true }).click();
      await dialog.waitFor({ timeout: 45_000 });
      await page.reload();
      await dialog.waitFor({ timeout: 45_000 });
      await page.waitForFunction(
        (held) => [...document.querySelectorAll('article input')].some((input) => input.value === held),
        title,
        { timeout: 45_000 },
      );
      assert.equal(await page.getByRole('article', { name: 'held.pdf', includeHidden: true }).count(), 1);
      assert.equal(sent.length, 0, 'nothing sent while the overlay asks');
      await settled(page);
      await shot('profile-overlay-held-upload-phone');
      await saveProfile();
      await page
        .getByRole('article', { name: 'held.pdf' })
        .getByText('File uploaded successfully')
        .waitFor({ timeout: 45_000 });
      assert.equal(sent.length, 1);
      const mine = (await page.request.get(baseURL + '/api/users/user-papers').then((r) => r.json())).data;
      assert.deepEqual(
        mine.map((doc) => [doc.title, doc.subject[0].name]),
        [[title, names.subject]],
      );
      await shot('profile-overlay-held-upload-sent-phone');
    },
  },
];
