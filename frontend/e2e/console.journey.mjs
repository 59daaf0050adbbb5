// The admin app full-screen at /admin (the same react-admin app as the Admin Panel): guards,
// catalogue CRUD, documents, reports, users and feedback.
import assert from 'node:assert/strict';
import AxeBuilder from '@axe-core/playwright';
import { apiLogin, makePdf, seedCatalogue, unique, uploadViaApi } from './helpers.mjs';

/**
 * axe's WCAG A/AA violations of the page itself. A toast left over from the step before is not
 * part of it (and the app toasts' green fails contrast: lib/toast's business, reported there).
 */
async function violations(page) {
  await page.locator('#notistack-snackbar').first().waitFor({ state: 'detached', timeout: 45_000 });
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 2)
        .join(', ')}`,
  );
}

export const journeys = [
  {
    name: 'a visitor opening /admin is sent to /login',
    async run({ page, baseURL }) {
      await page.goto(baseURL + '/admin');
      await page.waitForURL(baseURL + '/login', { timeout: 45_000, waitUntil: 'commit' });
      await page.getByRole('button', { name: 'Log In' }).first().waitFor({ timeout: 45_000 });
    },
  },
  {
    name: 'a signed-in student opening /admin goes to /dashboard and stays signed in',
    async run({ page, baseURL, readOtp }) {
      const id = unique();
      const email = `student-${id}@e2e.test`;
      const password = 'student-pass-123';
      const register = await page.request.post(baseURL + '/api/users/register-user', {
        data: { username: `stu_${id}`, email, password },
      });
      assert.equal(register.status(), 201, await register.text());
      await apiLogin(page, baseURL, { email, password });
      let otp;
      for (let i = 0; i < 40 && !otp; i += 1) {
        otp = readOtp(email);
        if (!otp) await page.waitForTimeout(250);
      }
      assert.ok(otp, 'verification code mailed');
      assert.equal((await page.request.post(baseURL + '/api/users/verify-email', { data: { otp } })).status(), 200);

      await page.goto(baseURL + '/admin');
      await page.waitForURL(baseURL + '/dashboard', { timeout: 45_000, waitUntil: 'commit' });
      await page.waitForTimeout(1000);
      const me = await page.request.get(baseURL + '/api/users/current-user');
      assert.equal(me.status(), 200, 'still signed in');
    },
  },
  {
    name: 'an admin adds, edits and deletes a college, and works through reports and feedback',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);

      // Something to moderate: a document with a report, and a message.
      const names = await seedCatalogue(page, baseURL);
      const title = `Console Paper ${unique()}`;
      const upload = await page.request.post(baseURL + '/api/papers', {
        multipart: {
          title,
          description: 'For the console',
          college: names.college,
          course: names.course,
          branch: names.branch,
          subject: names.subject,
          year: '2',
          examType: 'quiz',
          file: { name: 'c.pdf', mimeType: 'application/pdf', buffer: await makePdf(title) },
        },
      });
      assert.equal(upload.status(), 201, await upload.text());
      const documentId = (await upload.json()).data._id;
      const report = await page.request.post(`${baseURL}/api/documents/${documentId}/reports`, {
        data: { reason: 'illegible', note: 'Page 1 is blurred' },
      });
      assert.equal(report.status(), 201, await report.text());
      const message = `Console feedback ${unique()}`;
      await page.request.post(baseURL + '/api/feedbacks', {
        data: { email: 'a@b.co', name: 'Asha', feedback: message },
      });

      // The spec's Admin Panel links to the console.
      await page.goto(baseURL + '/dashboard/admin');
      await page.getByRole('link', { name: 'Open admin console' }).click();
      await page.waitForURL(/\/admin(\/|$)/, { timeout: 45_000, waitUntil: 'commit' });
      await page.getByRole('menuitem', { name: 'Colleges' }).waitFor({ timeout: 20_000 });
      await page.getByRole('table').waitFor({ timeout: 45_000 });
      await shot('console-colleges');

      const college = `Console College ${unique()}`;
      await page.getByRole('button', { name: 'Add College' }).click();
      const add = page.getByRole('dialog', { name: 'Add College' });
      await add.getByRole('textbox', { name: /College Name/ }).fill(college);
      await add.getByRole('textbox', { name: /Location/ }).fill('Chennai');
      await add.getByRole('button', { name: 'Add College' }).click();
      await page.getByText('College added successfully.').waitFor({ timeout: 45_000 });

      // Find it (sorted by name, possibly not on page 1) by editing through its row.
      await page.goto(baseURL + '/admin/colleges?sort=collegeName&order=DESC&page=1&perPage=50');
      const row = page.getByRole('row').filter({ hasText: college });
      await row.waitFor({ timeout: 45_000 });
      await row.getByRole('link', { name: `Edit ${college}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit College' });
      await edit.getByRole('textbox', { name: /Location/ }).fill('Madurai');
      await shot('console-edit-college');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('College updated successfully.').waitFor({ timeout: 45_000 });
      const edited = page.getByRole('row').filter({ hasText: college });
      await edited.getByText('Madurai').waitFor({ timeout: 45_000 });
      await edited.getByRole('button', { name: `Delete ${college}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('College deleted successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('row').filter({ hasText: college }).waitFor({ state: 'detached', timeout: 45_000 });

      // A college that still has courses is refused, with the server's reason.
      await page.goto(baseURL + '/admin/colleges?sort=collegeName&order=DESC&page=1&perPage=50');
      const busy = page.getByRole('row').filter({ hasText: names.college });
      await busy.waitFor({ timeout: 45_000 });
      await busy.getByRole('button', { name: `Delete ${names.college}` }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText(/still has/).waitFor({ timeout: 45_000 });

      // A course edits through its college reference (by id) and keeps it.
      await page.goto(baseURL + '/admin/courses?sort=courseName&order=DESC&page=1&perPage=50');
      const courseRow = page.getByRole('row').filter({ hasText: names.course });
      await courseRow.waitFor({ timeout: 45_000 });
      await courseRow.getByRole('link', { name: `Edit ${names.course}` }).click();
      const courseForm = page.getByRole('dialog', { name: 'Edit Course' });
      await courseForm
        .getByRole('combobox', { name: /^College/ })
        .filter({ hasText: names.college })
        .waitFor({ timeout: 45_000 });
      await courseForm.getByRole('textbox', { name: /Abbreviation/ }).fill('CX');
      await courseForm.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Course updated successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('row').filter({ hasText: names.course }).getByText('CX').waitFor({ timeout: 45_000 });

      await page.getByRole('menuitem', { name: 'Reports' }).click();
      const reported = page.getByRole('row').filter({ hasText: title });
      await reported.waitFor({ timeout: 45_000 });
      await reported.getByText('Page 1 is blurred').waitFor();
      assert.deepEqual(await violations(page), []);
      await shot('console-reports');
      await reported.getByRole('button', { name: 'Dismiss' }).click();
      await page.getByText('Report dismissed.').waitFor({ timeout: 45_000 });
      await page.getByRole('row').filter({ hasText: title }).waitFor({ state: 'detached', timeout: 45_000 });

      // Documents: paged, sortable and searchable on the server; a detail page with the PDF and
      // thumbnail; an admin can delete one from here.
      await page.getByRole('menuitem', { name: 'Documents' }).click();
      await page.getByRole('columnheader', { name: 'Views' }).waitFor({ timeout: 45_000 });
      await page.getByRole('textbox', { name: 'Search' }).fill(title.split(' ').at(-1));
      const docRow = page.getByRole('row').filter({ hasText: title });
      await docRow.waitFor({ timeout: 45_000 });
      for (let i = 0; i < 60 && (await page.locator('tbody tr').count()) !== 1; i += 1) await page.waitForTimeout(250);
      assert.equal(await page.getByRole('row').count(), 2); // header + the one match
      await shot('console-documents');
      assert.deepEqual(await violations(page), []);
      // Sorting by a column header, with the keyboard.
      await page.getByRole('columnheader', { name: 'Views' }).getByRole('button').focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(/sort=views/, { timeout: 45_000 });
      await docRow.getByRole('link', { name: title }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Open the PDF' }).waitFor({ timeout: 45_000 });
      assert.equal(
        await page.getByRole('link', { name: 'Open the PDF' }).getAttribute('href'),
        `/api/documents/${documentId}/view`,
      );
      const pdf = await page.request.get(`${baseURL}/api/documents/${documentId}/view`);
      assert.equal(pdf.headers()['content-type'], 'application/pdf');
      // The thumbnail is rendered by a background job: once it is there, the page shows it.
      for (let i = 0; i < 40; i += 1) {
        if ((await page.request.get(`${baseURL}/api/documents/${documentId}`).then((r) => r.json())).data.preview)
          break;
        await page.waitForTimeout(250);
      }
      await page.reload();
      const thumbnail = page.getByRole('img', { name: `First page of ${title}` });
      await thumbnail.waitFor({ timeout: 45_000 });
      assert.ok(await thumbnail.evaluate((img) => img.complete && img.naturalWidth > 0), 'thumbnail loads');
      await shot('console-document-show');
      assert.deepEqual(await violations(page), []);
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
      await page.getByText('Element deleted').waitFor({ timeout: 45_000 });
      assert.equal((await page.request.get(`${baseURL}/api/documents/${documentId}`)).status(), 404);

      // Users: searchable; an admin cannot take away their own role.
      await page.getByRole('menuitem', { name: 'Users' }).click();
      await page.getByRole('textbox', { name: 'Search' }).fill(admin.email);
      // The search reaches the address after a debounce; leaving before it lands let it navigate
      // back to Users after the Feedback click below (the admin's row shows unfiltered too).
      await page.waitForURL(/filter=.*admin/, { timeout: 45_000 });
      const me = page.getByRole('row').filter({ hasText: admin.email });
      await me.waitFor({ timeout: 45_000 });
      await shot('console-users');
      await me.getByRole('button', { name: 'Remove admin' }).click();
      await page.getByText('You cannot change your own role').waitFor({ timeout: 45_000 });

      await page.getByRole('menuitem', { name: 'Feedback' }).click();
      await page.getByRole('row').filter({ hasText: message }).waitFor({ timeout: 45_000 });
      await shot('console-feedback');
    },
  },
  {
    // Issue 25 item 6: "Delete document" on a report asked nothing; the documents list does.
    name: 'a report’s "Delete document" asks first, quoting the title; Cancel keeps it, confirming removes it',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const doc = await uploadViaApi(page.request, baseURL, names, `Reported Paper ${unique()}`);
      const report = await page.request.post(`${baseURL}/api/documents/${doc._id}/reports`, {
        data: { reason: 'copyright', note: 'Scanned from a paid guide' },
      });
      assert.equal(report.status(), 201, await report.text());
      await page.goto(baseURL + '/admin/reports');
      const row = page.getByRole('row').filter({ hasText: doc.title });
      await row.getByRole('button', { name: 'Delete document' }).click({ timeout: 45_000 });
      const ask = page.getByRole('dialog', { name: `Delete "${doc.title}"?` });
      await ask.waitFor({ timeout: 45_000 });
      await shot('console-report-delete-asks');
      await ask.getByRole('button', { name: 'Cancel' }).click();
      await ask.waitFor({ state: 'detached' });
      assert.equal((await page.request.get(`${baseURL}/api/documents/${doc._id}`)).status(), 200, 'kept');
      await row.getByRole('button', { name: 'Delete document' }).click();
      await ask.getByRole('button', { name: 'Delete document' }).click();
      // The server has answered once the console says so (the list may refresh before that).
      await page.getByText('Document deleted.').waitFor({ timeout: 45_000 });
      await row.waitFor({ state: 'detached', timeout: 45_000 });
      assert.equal((await page.request.get(`${baseURL}/api/documents/${doc._id}`)).status(), 404, 'removed');
    },
  },
];
