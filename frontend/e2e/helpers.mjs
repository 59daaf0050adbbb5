// Shared steps for the journeys (not a journey file: the runner loads only *.journey.mjs).
/* global document, NodeFilter */
import assert from 'node:assert/strict';
import { PDFDocument, StandardFonts } from 'pdf-lib';

export const unique = () => Date.now().toString(36) + Math.random().toString(36).slice(2, 6);

/** Signs the browser context in through the API (the cookies land in the context). */
export async function apiLogin(page, baseURL, { email, password }) {
  const res = await page.request.post(baseURL + '/api/users/login-user', { data: { email, password } });
  assert.equal(res.status(), 200, `login failed: ${await res.text()}`);
}

/**
 * Fills the 'Add Information' overlay when the signed-in account's profile is incomplete (e.g. a
 * fresh admin account). Asks the API rather than waiting a fixed time for the overlay, which a
 * busy machine can outlast.
 */
export async function completeProfileIfAsked(page) {
  const baseURL = new URL(page.url()).origin;
  const res = await page.request.get(baseURL + '/api/users/current-user');
  const body = res.ok() ? await res.json() : {};
  const user = body.data ?? body;
  if (user?.isInformationComplete !== false) return;
  const dialog = page.getByRole('dialog', { name: 'Add Information' });
  await dialog.waitFor({ timeout: 45_000 });
  await dialog.getByRole('textbox', { name: /Full Name/ }).fill('Admin User');
  await dialog.getByRole('textbox', { name: /Mobile Number/ }).fill('9876543210');
  await pickCollege(page, dialog);
  await dialog.getByRole('button', { name: 'Save Information' }).click();
  await page.waitForEvent('load', { timeout: 45_000 });
  await page.waitForTimeout(500);
}

/**
 * Chooses the profile's College in the 'Add Information' overlay: the catalogue's first college
 * (asked from the API, not guessed), or, on an install whose catalogue is still empty, a typed name.
 */
export async function pickCollege(page, dialog) {
  const baseURL = new URL(page.url()).origin;
  const res = await page.request.get(baseURL + '/api/colleges');
  const colleges = res.ok() ? ((await res.json()).data ?? []) : [];
  const field = dialog.getByRole('combobox', { name: /College/ });
  const name = colleges[0]?.collegeName;
  if (!name) {
    await field.fill('IIT Delhi');
    return 'IIT Delhi';
  }
  await field.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  // The list closes before the next picker is used: an open one lies over the fields below it.
  await page.getByRole('listbox').waitFor({ state: 'hidden', timeout: 45_000 });
  return name;
}

/**
 * Chooses College, then its first Course and the 2nd year in the 'Add Information' overlay or the
 * profile screen; returns what each picker shows. On an install without a catalogue the names are
 * typed (the pickers take free text only then).
 */
export async function pickProfilePlace(page, form) {
  const college = await pickCollege(page, form);
  const courseField = form.getByRole('combobox', { name: /^Course/ });
  await settled(page);
  await courseField.click();
  const firstCourse = page.getByRole('listbox').getByRole('option').first();
  let course = 'B.Tech';
  if ((await page.getByRole('listbox').count()) > 0 && (await firstCourse.count()) > 0) {
    course = ((await firstCourse.textContent()) ?? '').trim();
    await firstCourse.click();
    await page.getByRole('listbox').waitFor({ state: 'hidden', timeout: 45_000 });
  } else {
    await courseField.fill(course);
  }
  await form.getByRole('combobox', { name: /^Year/ }).click();
  await page.getByRole('option', { name: '2nd Year', exact: true }).click();
  return { college, course, year: '2nd Year' };
}

/**
 * Waits until no finite CSS animation or transition is running (a dialog's fade, a drawer's
 * slide): what a fixed pause guessed at, and a busy machine outlasted. Endless ones (spinners,
 * skeletons) are not waited for.
 */
export async function settled(page) {
  await page.waitForFunction(
    () =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    undefined,
    { timeout: 45_000, polling: 50 },
  );
}

/** Opens the upload page (past the 'Add Information' overlay, if it shows) and waits for its form. */
export async function openUpload(page, baseURL) {
  await page.goto(baseURL + '/upload');
  await completeProfileIfAsked(page);
  await page.getByRole('heading', { name: 'Upload Your Papers/Notes' }).waitFor({ timeout: 45_000 });
}

/**
 * Creates college → course → branch → subject through the admin API; returns the names. `long`
 * gives them the length of real names ("Government College of Engineering and Technology …").
 */
export async function seedCatalogue(page, baseURL, { long = false } = {}) {
  const id = unique();
  const names = long
    ? {
        college: `Government College of Engineering and Technology ${id}`,
        course: `Bachelor of Technology ${id}`,
        branch: `Computer Science and Engineering ${id}`,
        subject: `Advanced Data Structures and Algorithms ${id}`,
      }
    : {
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
  const course = await post('/api/courses', {
    courseName: names.course,
    abbreviation: 'BT',
    college: college._id,
    duration: 4,
  });
  const branch = await post('/api/branches', {
    branchName: names.branch,
    abbreviation: 'CSE',
    college: college._id,
    course: course._id,
  });
  await post('/api/subjects', {
    name: names.subject,
    year: 2,
    college: college._id,
    course: course._id,
    branch: branch._id,
  });
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

/**
 * Drops PDFs on /upload (smart upload, through its file input) and waits until each one's card
 * shows its form (stored as a draft, analysed). `files`: { name, mimeType, buffer }. Returns each
 * file's newest card.
 */
export async function addPdfs(page, files) {
  await page.getByLabel('Choose PDF files').setInputFiles(files);
  const cards = [];
  for (const file of files) {
    const card = page.getByRole('article', { name: file.name, exact: true }).last();
    await card.getByRole('button', { name: `Publish ${file.name}`, exact: true }).waitFor({ timeout: 60_000 });
    cards.push(card);
  }
  return cards;
}

/** Picks an option of a labelled MUI select inside `scope` (a draft card). */
export async function chooseIn(page, scope, label, option) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Corrects a draft card's form to a paper (end semester, year 2) of the catalogue seedCatalogue
 * made, whatever the analysis suggested.
 */
export async function fillCard(page, card, names, title, description = 'End semester paper, 2025') {
  await card.getByRole('textbox', { name: /^Title/ }).fill(title);
  await card.getByRole('textbox', { name: /^Description/ }).fill(description);
  await chooseIn(page, card, 'College', names.college);
  await chooseIn(page, card, 'Course', names.course);
  await chooseIn(page, card, 'Branch', names.branch);
  await chooseIn(page, card, 'Subject', names.subject);
  await chooseIn(page, card, 'Year', '2');
  await chooseIn(page, card, 'Type', 'Paper');
  await chooseIn(page, card, 'Exam Type', 'End Semester');
}

/** Presses a card's Publish and waits for it to say it is published. */
export async function publishCard(card, fileName) {
  await card.getByRole('button', { name: `Publish ${fileName}`, exact: true }).click();
  await card.getByText('File uploaded successfully').waitFor({ timeout: 45_000 });
}

/** Drops one PDF on /upload, corrects its card and publishes it; returns the card. */
export async function uploadThroughScreen(page, names, title, file, description) {
  const [card] = await addPdfs(page, [file]);
  await fillCard(page, card, names, title, description);
  await publishCard(card, file.name);
  return card;
}

/** Picks an option of a labelled MUI select. */
export async function choose(page, label, option) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/**
 * Reads `read()` every `everyMs` until `done(value)` holds or `timeoutMs` has passed (a hang guard,
 * not a measure: background work on a loaded machine takes many times longer); returns the last
 * value read, for the caller to assert on.
 */
export async function poll(read, done, { timeoutMs = 45_000, everyMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, everyMs));
    value = await read();
  }
  return value;
}

/**
 * The newest OTP mailed to `email` (optionally one other than `not`). Waits up to 60 s: a hang
 * guard, not a measure (a cold app's first mail beside two CPU burners took over 10 s).
 */
export async function waitForOtp(readOtp, email, not = undefined) {
  const fresh = (otp) => Boolean(otp) && otp !== not;
  const otp = await poll(() => readOtp(email), fresh, { timeoutMs: 60_000 });
  if (!fresh(otp)) throw new Error(`no OTP mailed to ${email}`);
  return otp;
}

/**
 * A new, verified student signed in in this browser context. Their profile is incomplete (the
 * 'Add Information' overlay shows) unless `complete` fills it in through the API.
 */
export async function newStudent(page, baseURL, readOtp, { complete = false } = {}) {
  const id = unique();
  const student = { username: `new_${id}`, email: `newcomer-${id}@e2e.test`, password: 'newcomer-password-1' };
  const call = async (method, path, data) => {
    const res = await page.request.fetch(baseURL + path, { method, data });
    assert.ok(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`);
  };
  await call('POST', '/api/users/register-user', student);
  await call('POST', '/api/users/login-user', { email: student.email, password: student.password });
  await call('POST', '/api/users/verify-email', { otp: await waitForOtp(readOtp, student.email) });
  if (complete) {
    await call('PATCH', '/api/users/update-profile', {
      fullName: 'New Student',
      mobileNumber: '9876543210',
      college: 'IIT Delhi',
    });
    await call('POST', '/api/users/complete-registration', {});
  }
  return student;
}

/** Uploads a paper through the API (as whoever is signed in on `request`); returns the document. */
export async function uploadViaApi(
  request,
  baseURL,
  names,
  title,
  { examYear, description = 'End semester paper, 2025', pdf } = {},
) {
  const res = await request.post(baseURL + '/api/papers', {
    multipart: {
      title,
      description,
      college: names.college,
      course: names.course,
      branch: names.branch,
      subject: names.subject,
      year: '2',
      examType: 'endsem',
      ...(examYear ? { examYear } : {}),
      file: { name: 'paper.pdf', mimeType: 'application/pdf', buffer: pdf ?? (await makePdf(title)) },
    },
  });
  assert.ok(res.ok(), `upload: ${res.status()} ${await res.text()}`);
  return (await res.json()).data;
}

/**
 * Rectangles where a card's text actually is (text line boxes, not the blocks around them) that
 * its bookmark button covers; [] when the text is clear of it.
 */
export async function textUnderBookmark(page) {
  return page.locator('article').evaluateAll((cards) =>
    cards.flatMap((card) => {
      const button = card.querySelector('button[aria-label^="Bookmark"], button[aria-label^="Remove bookmark"]');
      if (!button) return [];
      const b = button.getBoundingClientRect();
      const hits = [];
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (button.contains(node) || node.textContent.trim() === '') continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const r of range.getClientRects()) {
          if (r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top)
            hits.push(node.textContent.trim());
        }
      }
      return hits;
    }),
  );
}

/** Console errors and failed responses (a 401 the browser logs) while `walk` runs. */
export async function consoleErrorsDuring(page, walk) {
  const errors = [];
  const onConsole = (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  };
  const onResponse = (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  };
  page.on('console', onConsole);
  page.on('response', onResponse);
  try {
    await walk();
  } finally {
    page.off('console', onConsole);
    page.off('response', onResponse);
  }
  return errors;
}
