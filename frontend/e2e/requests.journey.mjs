// Issue 27 end to end in the browser: student A asks for a missing paper from the empty wizard
// step, student B says "Me too", student C uploads a matching paper (the upload card says two
// students asked), A sees the bell's count and the notification that opens the paper, and the
// request shows as fulfilled. Screens of each new page are taken on the way (and the console's).
/* global document */
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  addPdfs,
  apiLogin,
  fillCard,
  makePdf,
  newStudent,
  openUpload,
  publishCard,
  seedCatalogue,
  unique,
} from './helpers.mjs';

const shots = join(dirname(fileURLToPath(import.meta.url)), 'screenshots');
/** A screenshot of another student's page, beside the runner's own (frontend/e2e/screenshots). */
const snap = async (p, name, fullPage = true) => {
  // Past MUI's transitions (a popover fading in, a pressed button's colour).
  await p.waitForTimeout(500);
  await p.screenshot({ path: join(shots, `${name}.png`), fullPage });
};

/** The bell's label once the count is `n` (reloading: the bell polls once a minute and on focus). */
async function waitForBell(page, n) {
  const name = n === 1 ? 'Notifications, 1 unread' : `Notifications, ${n} unread`;
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await page.getByRole('button', { name, exact: true }).isVisible()) return;
    await page.waitForTimeout(1000);
    await page.reload();
    await page.getByRole('banner').waitFor();
    await page.getByRole('button', { name: /^Notifications/ }).waitFor({ timeout: 45_000 });
  }
  assert.fail(`the bell never said "${name}"`);
}

export const journeys = [
  {
    name: 'A asks, B says me too, C uploads a match, A is told and the request is fulfilled',
    async run({ page, context, baseURL, readOtp, admin }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const browser = context.browser();
      const studentPage = async () => {
        const own = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const p = await own.newPage();
        await newStudent(p, baseURL, readOtp, { complete: true });
        return p;
      };

      // A: the empty documents step offers to request the paper, the form starts from the place.
      const a = await studentPage();
      const place = [names.college, names.course, names.branch, '2', names.subject].map(encodeURIComponent).join('/');
      await a.goto(`${baseURL}/papers/${place}`);
      await a.getByText('No documents available').waitFor({ timeout: 45_000 });
      await a.getByRole('link', { name: 'Request this paper' }).waitFor();
      await snap(a, 'requests-wizard-offer');
      await a.getByRole('link', { name: 'Request this paper' }).click();
      const form = a.getByRole('form', { name: 'Request a paper' });
      await form.waitFor();
      await form
        .getByRole('combobox', { name: /^Subject/ })
        .filter({ hasText: names.subject })
        .waitFor();
      await form.getByRole('textbox', { name: 'Note (optional)' }).fill('The end semester paper, any year');
      await snap(a, 'requests-form');
      await form.getByRole('button', { name: 'Request', exact: true }).click();
      await a.getByText('Request sent. We will tell you when someone uploads it.').waitFor();
      await snap(a, 'requests-form-sent');

      // B: the Requests page lists it (filtered by the college); "Me too".
      const b = await studentPage();
      await b.goto(`${baseURL}/requests?college=${encodeURIComponent(names.college)}`);
      const card = b.getByRole('article', { name: names.subject });
      await card.waitFor({ timeout: 45_000 });
      await card.getByText('1 student asked').waitFor();
      const meToo = card.getByRole('button', { name: `Me too: ${names.subject}` });
      await meToo.click();
      await card.getByText('2 students asked').waitFor();
      assert.equal(await meToo.getAttribute('aria-pressed'), 'true');
      await snap(b, 'requests-page');

      // The console: requests by votes and most wanted per subject; a note request rejected with a reason.
      const notes = await a.request.post(`${baseURL}/api/requests`, {
        data: { ...names, type: 'note', year: 2, note: 'Handwritten notes please' },
      });
      assert.equal(notes.status(), 201, await notes.text());
      const noteRequest = (await notes.json()).data;
      await page.goto(`${baseURL}/admin/requests`);
      const rows = page.locator('.RaDatagrid-table tbody tr');
      await rows.filter({ hasText: 'Handwritten notes please' }).waitFor({ timeout: 45_000 });
      // The splash shows on this browser's first page of the session.
      await page.getByRole('status', { name: 'Loading PaperShelf' }).waitFor({ state: 'detached', timeout: 45_000 });
      await snap(page, 'console-requests');
      await page.goto(`${baseURL}/admin/requests/most-wanted`);
      await rows.filter({ hasText: 'The end semester paper, any year' }).waitFor({ timeout: 45_000 });
      await snap(page, 'console-most-wanted');
      await page.goto(`${baseURL}/admin/requests/${noteRequest._id}`);
      await page.getByRole('combobox', { name: /^Action/ }).click();
      await page.getByRole('option', { name: 'Reject (not a valid request)' }).click();
      await page.getByRole('textbox', { name: /^Reason/ }).fill('Notes for this subject are on the shelf already');
      await snap(page, 'console-request-reject');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/requests$/, { timeout: 45_000 });
      await a.goto(`${baseURL}/requests/${noteRequest._id}`);
      await a.getByText('Reason: Notes for this subject are on the shelf already').waitFor({ timeout: 45_000 });
      await a.getByText('Rejected').waitFor();
      await snap(a, 'request-detail-rejected');

      // C: the upload card says two students asked; publishing fulfils the request.
      const c = await studentPage();
      await openUpload(c, baseURL);
      const title = `Requested paper ${unique()}`;
      const file = { name: 'asked.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) };
      const [upload] = await addPdfs(c, [file]);
      await fillCard(c, upload, names, title);
      await upload.getByText('2 students asked for this').waitFor({ timeout: 30_000 });
      await snap(c, 'requests-upload-hint');
      await publishCard(upload, file.name);

      // A: the bell counts it; the entry opens the paper and is read from then on.
      await a.goto(`${baseURL}/about-us`);
      await waitForBell(a, 1);
      await a.getByRole('button', { name: 'Notifications, 1 unread' }).click();
      const panel = a.getByRole('dialog', { name: 'Notifications' });
      const entry = panel.getByRole('button', { name: new RegExp(names.subject) });
      await entry.waitFor();
      await snap(a, 'requests-bell-panel', false);
      await entry.click();
      await a.waitForURL(/\/feed\/document\?id=/);
      await a.getByRole('heading', { name: title }).first().waitFor({ timeout: 45_000 });
      await a.getByRole('button', { name: 'Notifications', exact: true }).waitFor();

      // B was told too.
      await b.goto(`${baseURL}/about-us`);
      await waitForBell(b, 1);

      // The request shows as fulfilled, linking the paper.
      await a.goto(`${baseURL}/requests?status=fulfilled&college=${encodeURIComponent(names.college)}`);
      const fulfilled = a.getByRole('article', { name: names.subject });
      await fulfilled.waitFor({ timeout: 45_000 });
      await fulfilled.getByText('Fulfilled').waitFor();
      await fulfilled.getByRole('link', { name: 'Open the uploaded document' }).waitFor();
      await snap(a, 'requests-fulfilled');

      // The notifications page and the profile's e-mail switch.
      await a.goto(`${baseURL}/notifications`);
      await a.getByRole('list', { name: 'Notifications' }).waitFor({ timeout: 45_000 });
      await snap(a, 'notifications-page');
      await a.goto(`${baseURL}/dashboard`);
      const emails = a.getByRole('switch', {
        name: 'E-mail me when a paper I asked for is uploaded or a paper I saved gets an answer key',
      });
      await emails.waitFor({ timeout: 45_000 });
      await a.waitForFunction(() => {
        const input = document.querySelector('input[aria-describedby="notify-email-hint"]');
        return input !== null && !input.disabled;
      });
      assert.equal(await emails.isChecked(), true);
      await emails.click();
      await a.getByText('Notification e-mails are off').waitFor();
      await snap(a, 'profile-email-switch');

      // At a phone's width: the bell stays in the bar beside the menu button.
      await a.setViewportSize({ width: 390, height: 844 });
      await a.goto(`${baseURL}/requests?status=fulfilled`);
      await a.getByRole('article').first().waitFor({ timeout: 45_000 });
      await snap(a, 'requests-phone');
      await a.getByRole('button', { name: /^Notifications/ }).click();
      await a.getByRole('dialog', { name: 'Notifications' }).getByRole('list').waitFor();
      await snap(a, 'bell-phone', false);
    },
  },
];
