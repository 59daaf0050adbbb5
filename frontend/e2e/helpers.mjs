// Shared steps for the journeys (not a journey file: the runner loads only *.journey.mjs).
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** Signs the browser context in through the API (the cookies land in the context). */
export async function apiLogin(page, baseURL, { email, password }) {
  const res = await page.request.post(baseURL + '/api/users/login-user', { data: { email, password } });
  assert.equal(res.status(), 200, `login failed: ${await res.text()}`);
}

/** Fills the 'Add Information' overlay if it shows (e.g. a fresh admin account). */
export async function completeProfileIfAsked(page) {
  const dialog = page.getByRole('dialog', { name: 'Add Information' });
  try {
    await dialog.waitFor({ timeout: 3000 });
  } catch {
    return;
  }
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Admin User');
  await dialog.getByRole('textbox', { name: /Mobile Number/ }).fill('9876543210');
  await dialog.getByRole('textbox', { name: /College/ }).fill('IIT Delhi');
  await dialog.getByRole('button', { name: 'Save Information' }).click();
  await page.waitForEvent('load', { timeout: 15_000 });
  await page.waitForTimeout(500);
}

/** Creates college → course → branch → subject through the admin API; returns the names. */
export async function seedCatalogue(page, baseURL) {
  const id = unique();
  const names = {
    college: `College ${id}`,
    course: `Course ${id}`,
    branch: `Branch ${id}`,
    subject: `Subject ${id}`,
  };
  const post = async (path, data) => {
    const res = await page.request.post(baseURL + path, { data });
    assert.ok(res.ok(), `${path}: ${res.status()} ${await res.text()}`);
    return (await res.json()).data;
  };
  const college = await post('/api/colleges', { collegeName: names.college, location: 'Delhi' });
  const course = await post('/api/courses', { courseName: names.course, abbreviation: 'BT', college: college._id, duration: 4 });
  const branch = await post('/api/branches', { branchName: names.branch, abbreviation: 'CSE', college: college._id, course: course._id });
  await post('/api/subjects', { name: names.subject, year: 2, college: college._id, course: course._id, branch: branch._id });
  return names;
}

export async function makePdf(title) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const pageOne = doc.addPage([595, 842]);
  pageOne.drawText(title, { x: 50, y: 780, size: 24, font });
  pageOne.drawText('Q1. Explain binary search trees.', { x: 50, y: 740, size: 14, font });
  return Buffer.from(await doc.save());
}

/** Picks an option of a labelled MUI select. */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}
