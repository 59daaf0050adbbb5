// Issue 11: a newcomer's walk through every screen, on desktop and on a phone. Each journey holds
// the fix for something that walk found (the item numbers are the issue's).
/* global document, window, MutationObserver */
import assert from 'node:assert/strict';
import { request as playwrightRequest } from 'playwright-core';
import {
  apiLogin,
  choose,
  completeProfileIfAsked,
  addPdfs,
  uploadThroughScreen,
  makePdf,
  newStudent,
  openUpload,
  pickProfilePlace,
  seedCatalogue,
  textUnderBookmark,
  unique,
  uploadViaApi,
} from './helpers.mjs';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Screenshots of the current screen at 1280 px and at 390 px. */
async function shotBoth(page, shot, name) {
  await page.setViewportSize(DESKTOP);
  await page.waitForTimeout(300);
  await shot(`${name}-desktop`);
  await page.setViewportSize(PHONE);
  await page.waitForTimeout(300);
  await shot(`${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

/** Console lines that print an error's stack (expected failures must not). */
function watchForStacks(page) {
  const stacks = [];
  page.on('console', (message) => {
    if (/\n\s+at /.test(message.text())) stacks.push(message.text().split('\n').slice(0, 2).join(' / '));
  });
  return stacks;
}

export const journeys = [
  {
    // Item 1.
    name: 'profile overlay: empty values stay empty; a refused save says why on the field and keeps what was typed',
    async run({ page, baseURL, readOtp, shot }) {
      const student = await newStudent(page, baseURL, readOtp);
      await page.goto(baseURL + '/feed');
      const dialog = page.getByRole('dialog', { name: 'Add Information' });
      await dialog.waitFor({ timeout: 45_000 });
      const field = (name) => dialog.getByRole('textbox', { name });
      const picker = (name) => dialog.getByRole('combobox', { name });
      assert.equal(await field(/^Mobile Number/).inputValue(), '', 'no "null" in Mobile Number');
      assert.equal(await picker(/^Year/).inputValue(), '', 'no "null" in Year');
      assert.equal(await field(/^Email/).inputValue(), student.email);

      await field(/^Full Name/).fill('Asha Rao');
      await field(/^Mobile Number/).fill('12345');
      const place = await pickProfilePlace(page, dialog);
      await dialog.getByRole('button', { name: 'Save Information' }).click();
      // The server wants 7–15 digits: its reason shows on the field, and nothing typed is lost.
      await dialog.getByText(/must be 7 to 15 digits/).waitFor({ timeout: 45_000 });
      assert.equal(await field(/^Mobile Number/).getAttribute('aria-invalid'), 'true');
      assert.equal(await field(/^Mobile Number/).inputValue(), '12345');
      assert.equal(await field(/^Full Name/).inputValue(), 'Asha Rao');
      assert.equal(await field(/^Email/).inputValue(), student.email);
      assert.equal(await picker(/^College/).inputValue(), place.college);
      assert.equal(await picker(/^Course/).inputValue(), place.course);
      await shotBoth(page, shot, 'profile-overlay-refused');

      await field(/^Mobile Number/).fill('9876543210');
      assert.equal(
        await field(/^Mobile Number/).getAttribute('aria-invalid'),
        'false',
        'the error clears when the field changes',
      );
      await dialog.getByRole('button', { name: 'Save Information' }).click();
      await page.getByText('User information saved successfully').waitFor({ timeout: 45_000 });
      await page.waitForEvent('load', { timeout: 45_000 });

      // The dashboard's profile reads the same user the same way.
      await page.goto(baseURL + '/dashboard');
      const profile = page.getByRole('form', { name: 'Profile' });
      await profile.waitFor({ timeout: 45_000 });
      assert.equal(await profile.getByRole('combobox', { name: 'Year' }).inputValue(), place.year);
      assert.equal(await profile.getByRole('textbox', { name: 'Mobile Number' }).inputValue(), '9876543210');
      await shotBoth(page, shot, 'profile-screen');
    },
  },
  {
    // Items 2 and 12.
    name: 'phone: the menu reaches everything the top bar does; dashboard sections fit without scrolling sideways',
    viewport: PHONE,
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      await page.goto(baseURL + '/feed');
      await completeProfileIfAsked(page);
      await page.getByRole('button', { name: 'Open navigation menu' }).click({ timeout: 45_000 });
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await menu.waitFor();
      const labels = (await menu.getByRole('link').allInnerTexts()).map((l) => l.trim());
      for (const label of [
        'Home',
        'Papers',
        'Notes',
        'Uploads',
        'About Us',
        'Dashboard',
        'Profile',
        'Saved Items',
        'Uploaded Items',
        'Help & Support',
        'Admin',
      ]) {
        assert.ok(labels.includes(label), `phone menu lacks ${label} (has ${labels.join(', ')})`);
      }
      await page.locator('.MuiDrawer-paper').getByRole('button', { name: 'Logout' }).waitFor();
      await page.waitForTimeout(400); // the slide-in
      await shot('mobile-menu-signed-in');
      await menu.getByRole('link', { name: 'Saved Items' }).click();
      await page.waitForURL(/\/saved-items$/);
      await page.getByRole('heading', { name: 'Saved Items' }).waitFor();

      await page.goto(baseURL + '/dashboard');
      const sections = page.getByRole('navigation', { name: 'Dashboard sections' });
      await sections.waitFor({ timeout: 45_000 });
      const fit = await sections.evaluate((nav) => ({
        scrollWidth: nav.scrollWidth,
        clientWidth: nav.clientWidth,
        links: [...nav.querySelectorAll('a')].map((a) => {
          const r = a.getBoundingClientRect();
          return { text: a.textContent, left: r.left, right: r.right };
        }),
      }));
      assert.ok(
        fit.scrollWidth <= fit.clientWidth + 1,
        `sections scroll sideways (${fit.scrollWidth} > ${fit.clientWidth})`,
      );
      for (const link of fit.links) {
        assert.ok(link.left >= 0 && link.right <= PHONE.width, `${link.text} is cut off (${link.left}–${link.right})`);
      }
      assert.ok(fit.links.some((l) => l.text === 'Uploaded Items'));
      await shot('dashboard-sections-phone');
    },
  },
  {
    // Items 4, 7 and 9 (and 13's "no stacks for expected failures").
    name: 'upload: the same file again is caught on its card (link to the original); another file goes through and links to the viewer; the thumbnail appears in place',
    async run({ page, baseURL, admin, shot }) {
      const stacks = watchForStacks(page);
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const title = `Newcomer Paper ${unique()}`;
      const first = { name: 'paper.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) };

      await openUpload(page, baseURL);
      const published = await uploadThroughScreen(page, names, title, first);
      await published.getByRole('link', { name: 'View your upload' }).waitFor();
      await shot('upload-success-toast');

      // The same file again: its card says so before publishing (Publish is off), linking the
      // paper already there; discarding it removes the card.
      const [again] = await addPdfs(page, [first]);
      await again.getByText('Same file already here').waitFor({ timeout: 30_000 });
      await again.getByRole('link', { name: `Open “${title}”` }).waitFor();
      assert.ok(await again.getByRole('button', { name: 'Publish paper.pdf', exact: true }).isDisabled());
      await shotBoth(page, shot, 'upload-exact-duplicate');
      await again.getByRole('button', { name: 'Discard paper.pdf', exact: true }).click();
      await page.getByRole('article', { name: 'paper.pdf', exact: true }).nth(1).waitFor({ state: 'detached' });

      // A different file goes through.
      const other = { name: 'other.pdf', mimeType: 'application/pdf', buffer: await makePdf(`${title} v2`) };
      const second = await uploadThroughScreen(page, names, `${title} again`, other);

      // "View your upload" (on its card) opens the viewer of the new document.
      const againSlug = `${title} again`.replace(/\s+/g, '');
      await second
        .getByRole('link', { name: 'View your upload' })
        .and(page.locator(`[href^="/feed/${againSlug}?id="]`))
        .click();
      await page.locator(`iframe[title="${title} again"]`).waitFor({ timeout: 45_000 });
      assert.match(page.url(), /\/feed\/Newcomer.*\?id=/);
      await shotBoth(page, shot, 'upload-view-your-upload');

      // Pretend the thumbnail job is still running when the list loads: the card must pick the
      // thumbnail up on its own, without a reload.
      await page.route('**/api/users/user-papers', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        for (const doc of body.data) doc.preview = null;
        await route.fulfill({ response, json: body });
      });
      await page.goto(baseURL + '/dashboard/uploaded-items');
      await page.getByRole('tab', { name: 'Papers' }).click();
      const card = page.getByRole('article').filter({ hasText: `${title} again` });
      await card.waitFor({ timeout: 45_000 });
      await card.locator('img[src*="/thumbnail"]').waitFor({ timeout: 45_000 });
      await shotBoth(page, shot, 'uploaded-items-preview');
      assert.deepEqual(stacks, [], 'expected failures are logged without stacks');
    },
  },
  {
    // Item 6.
    name: 'say why: the password rule before sign-up, the server reason beneath the spec text, the wait after a refused resend',
    async run({ page, baseURL, readOtp, shot }) {
      const taken = await newStudent(page, baseURL, readOtp, { complete: true });

      // Sign-up: the rule is next to the field before anything is sent.
      await page.request.post(baseURL + '/api/users/logout-user');
      await page.goto(baseURL + '/signup');
      const password = page.getByLabel(/^Create Password/);
      await password.waitFor({ timeout: 45_000 });
      await page.getByText(/8 to 128 characters/).waitFor();
      await page.getByRole('textbox', { name: 'Username' }).fill(taken.username);
      await page.getByRole('textbox', { name: 'Email' }).fill(`other-${unique()}@e2e.test`);
      await password.fill('short');
      await page.getByRole('checkbox', { name: /I agree/ }).check();
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      assert.equal(await password.getAttribute('aria-invalid'), 'true', 'a short password is flagged before sending');
      // A taken username: the spec's line, and beneath it the server's reason.
      await password.fill('long-enough-password');
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      const alert = page.getByRole('alert').filter({ hasText: "Can't create account, please try again" });
      await alert.waitFor({ timeout: 45_000 });
      assert.match(await alert.innerText(), /username already exists/);
      await shotBoth(page, shot, 'signup-refused');

      // Change password with a wrong old password: the spec's toast, and why.
      await apiLogin(page, baseURL, taken);
      await page.goto(baseURL + '/change-password');
      await page.getByLabel(/^Old Password/).fill('not-my-password');
      await page.getByLabel(/^New Password/).fill('another-password-2');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByText('Error in changing password. Please try again').waitFor({ timeout: 45_000 });
      await page.getByText('Old password is incorrect').first().waitFor();
      assert.equal(await page.getByLabel(/^Old Password/).getAttribute('aria-invalid'), 'true');
      await shotBoth(page, shot, 'change-password-refused');

      // A resend inside the cooldown: the spec's text and how long to wait.
      await page.request.post(baseURL + '/api/users/logout-user');
      await page.goto(baseURL + '/forgot-password');
      await page.getByRole('textbox', { name: 'Email' }).fill(taken.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.waitForURL(baseURL + '/verify-forgot-password-otp', { timeout: 45_000 });
      await page.getByRole('button', { name: 'Resend' }).click();
      await page.getByText('Error in sending reset otp').waitFor({ timeout: 45_000 });
      await page
        .getByText(/Try again in \d+ seconds?/)
        .first()
        .waitFor();
      await shotBoth(page, shot, 'resend-wait');
    },
  },
  {
    // Items 10 and 11.
    name: 'feed on a phone: filters fold behind a button, results on the first screen; card text clear of the bookmark',
    viewport: PHONE,
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL, { long: true });
      const title = `Midterm and End Semester Question Paper with Solutions ${unique()}`;
      await uploadViaApi(page.request, baseURL, names, title);

      await page.goto(baseURL + '/feed');
      await completeProfileIfAsked(page);
      const filters = page.getByRole('button', { name: /^Filters/ });
      await filters.waitFor({ timeout: 45_000 });
      const firstCard = page.getByRole('article').first();
      await firstCard.waitFor({ timeout: 45_000 });
      assert.equal(await page.getByRole('combobox', { name: 'College' }).isVisible(), false, 'filters folded away');
      const box = await firstCard.boundingBox();
      assert.ok(box && box.y < PHONE.height - 100, `first result starts below the first screen (y=${box?.y})`);
      const hint = page.getByText('Title, subject, or words inside the PDF');
      assert.ok(await hint.isVisible(), 'the search hint is visible');
      const hintBox = await hint.boundingBox();
      assert.ok(hintBox && hintBox.x + hintBox.width <= PHONE.width, 'the search hint is not cut off');
      await shot('feed-phone');

      await filters.click();
      await choose(page, 'College', names.college);
      await page.getByRole('button', { name: /^Filters.*1/ }).waitFor();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
      await shot('feed-phone-filters-open');
      assert.deepEqual(await textUnderBookmark(page), [], 'the bookmark button covers card text (phone)');

      await page.setViewportSize(DESKTOP);
      await page.reload();
      await page.getByRole('button', { name: 'Reset Filters' }).waitFor({ timeout: 45_000 });
      await page.getByRole('article').first().waitFor({ timeout: 45_000 });
      await page.waitForTimeout(500);
      assert.deepEqual(await textUnderBookmark(page), [], 'the bookmark button covers card text (desktop)');
      await shot('feed-desktop-cards');
    },
  },
  {
    // Item 13.
    name: 'a visitor page load asks for no session (no 401) and never tries a refresh; an expired access token still refreshes, also when the browser raced itself',
    async run({ page, context, baseURL, admin }) {
      const unauthorized = [];
      const noisy = [];
      page.on('response', (response) => {
        if (response.status() === 401) unauthorized.push(new URL(response.url()).pathname);
      });
      page.on('console', (message) => {
        if (['error', 'warning'].includes(message.type()) && !message.text().startsWith('Failed to load resource'))
          noisy.push(message.text());
      });
      await page.goto(baseURL + '/feed');
      await page.getByRole('heading', { name: 'Feed' }).waitFor({ timeout: 45_000 });
      await page.waitForTimeout(1000);
      // Without the signedIn hint cookie the client does not ask for a session (issue 25 item 11).
      assert.deepEqual(unauthorized, []);
      assert.deepEqual(noisy, []);

      // Signed in through the login screen, then the 15-minute access token lapses.
      await page.goto(baseURL + '/login');
      await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
      await page.getByLabel(/^Password/).fill(admin.password);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await page.waitForURL(baseURL + '/feed', { timeout: 45_000 });
      assert.ok((await context.cookies()).some((c) => c.name === 'signedIn' && c.value === '1' && !c.httpOnly));
      await context.clearCookies({ name: 'accessToken' });
      await page.goto(baseURL + '/dashboard');
      await page.getByRole('heading', { name: 'Profile' }).waitFor({ timeout: 45_000 });
      assert.ok(page.url().endsWith('/dashboard'), 'still signed in after the refresh');

      // The browser racing itself: another request of this browser (a page navigated away from)
      // rotated the refresh token, and its new cookies land only after this page has asked with the
      // old one. The server refuses that one without ending the session; the page tries again.
      const held = (await context.cookies()).find((c) => c.name === 'refreshToken');
      assert.ok(held, 'the browser holds a refresh token');
      const other = await playwrightRequest.newContext({ baseURL, storageState: { cookies: [held], origins: [] } });
      assert.equal((await other.post('/api/users/refresh-token')).status(), 200);
      const winners = (await other.storageState()).cookies.filter((c) => /^(access|refresh)Token$/.test(c.name));
      await other.dispose();
      assert.equal(winners.length, 2);
      await context.clearCookies({ name: 'accessToken' });
      const refreshes = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname === '/api/users/refresh-token') refreshes.push(response.status());
      });
      const raced = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/users/refresh-token' && response.status() === 401,
      );
      await page.goto(baseURL + '/dashboard/saved-items');
      const refused = await raced;
      assert.equal((await refused.json()).code, 'AUTH.REFRESH_RACED');
      await context.addCookies(winners);
      await page.getByRole('heading', { name: 'Saved Items' }).waitFor({ timeout: 45_000 });
      assert.ok(page.url().endsWith('/dashboard/saved-items'), 'still signed in after the race');
      assert.equal(refreshes.at(-1), 200);
    },
  },
  {
    // Splash.
    name: 'a shared link loads its document while the splash shows; the splash shows once per browser session',
    async run({ page, baseURL, admin, shot }) {
      const uploader = await playwrightRequest.newContext({ baseURL });
      await apiLogin({ request: uploader }, '', admin);
      const names = await seedCatalogue({ request: uploader }, '');
      const title = `Shared Paper ${unique()}`;
      const doc = await uploadViaApi(uploader, '', names, title);
      await uploader.dispose();

      await page.addInitScript(() => {
        const look = () => {
          if (document.querySelector('[aria-label="Loading PaperShelf"]')) window.__splashSeen = true;
        };
        new MutationObserver(look).observe(document, { childList: true, subtree: true });
      });
      let requestedAt;
      page.on('request', (req) => {
        if (new URL(req.url()).pathname === `/api/documents/${doc._id}`) requestedAt ??= Date.now();
      });
      const link = `${baseURL}/feed/${encodeURIComponent(title.replace(/\s+/g, ''))}?id=${doc._id}`;
      await page.goto(link);
      const splash = page.getByRole('status', { name: 'Loading PaperShelf' });
      await splash.waitFor({ state: 'detached', timeout: 45_000 });
      const splashGoneAt = Date.now();
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 1000 });
      assert.ok(
        requestedAt !== undefined && requestedAt < splashGoneAt - 500,
        'the document was requested while the splash showed',
      );
      assert.equal(await page.evaluate(() => window.__splashSeen), true);
      await shot('shared-link');

      // A second link in the same browser session opens without the splash.
      await page.goto(link);
      await page.getByRole('heading', { name: title }).waitFor({ timeout: 45_000 });
      assert.equal(await page.evaluate(() => window.__splashSeen ?? false), false, 'no second splash');
    },
  },
];
