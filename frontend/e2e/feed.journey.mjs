// Issue 25 items 3 and 4: the feed's filters live in the address (a shared link, a reload and Back
// keep them; chips remove them), and Back from a document returns to the same card with the pages
// already loaded. Issue 24 item 6: the upload form and the wizard run down the catalogue chain.
/* global window */
import assert from 'node:assert/strict';
import { isDeepStrictEqual } from 'node:util';
import AxeBuilder from '@axe-core/playwright';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import {
  apiLogin,
  choose,
  completeProfileIfAsked,
  addPdfs,
  chooseIn,
  publishCard,
  makePdf,
  openUpload,
  poll,
  seedCatalogue,
  settled,
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

/** axe's WCAG 2 A/AA violations on the current screen, as lines. */
async function axeViolations(page, label) {
  await settled(page);
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return result.violations.map((v) => `${label}: ${v.id} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** The chosen-filter chips, as their text reads. */
const chipTexts = (page) => page.getByRole('list', { name: 'Chosen filters' }).getByRole('button').allInnerTexts();

/** The chips as they settle: the address changes a render before the list does, so wait for the list. */
async function expectChips(page, expected, timeout = 45_000) {
  const texts = await poll(
    () => chipTexts(page),
    (read) => isDeepStrictEqual(read, expected),
    { timeoutMs: timeout, everyMs: 100 },
  );
  assert.deepEqual(texts, expected);
}

/** A PDF whose pages each carry one line of text (page n: lines[n - 1]). */
async function pagedPdf(lines) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const line of lines) doc.addPage([595, 842]).drawText(line, { x: 50, y: 780, size: 16, font });
  return Buffer.from(await doc.save());
}

export const journeys = [
  {
    name: 'search (issue 28): a misspelt subject is suggested and chosen with the keyboard; a hit opens at its page',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const id = unique();
      const post = async (path, data) => {
        const res = await page.request.post(baseURL + path, { data });
        assert.ok(res.ok(), `${path}: ${res.status()} ${await res.text()}`);
        return (await res.json()).data;
      };
      // A subject whose name is spelt out, in a college of its own.
      const college = await post('/api/colleges', { collegeName: `Typo College ${id}`, location: 'Pune' });
      const course = await post('/api/courses', {
        courseName: `Typo Course ${id}`,
        abbreviation: 'BT',
        college: college._id,
        duration: 4,
      });
      const branch = await post('/api/branches', {
        branchName: `Typo Branch ${id}`,
        abbreviation: 'ME',
        college: college._id,
        course: course._id,
      });
      const subject = `Thermodynamics ${id}`;
      await post('/api/subjects', {
        name: subject,
        year: 2,
        college: college._id,
        course: course._id,
        branch: branch._id,
      });
      // Three pages; the words searched for are on page 3 only.
      const title = `Heat engines ${id}`;
      const upload = await page.request.post(baseURL + '/api/papers', {
        multipart: {
          title,
          description: 'End semester paper, 2025',
          college: college.collegeName,
          course: course.courseName,
          branch: branch.branchName,
          subject,
          year: '2',
          examType: 'endsem',
          file: {
            name: 'heat-engines.pdf',
            mimeType: 'application/pdf',
            buffer: await pagedPdf([
              'Section A: laws of motion revisited',
              'Section B: entropy and enthalpy tables',
              `Section C: derive the Carnot efficiency ${id}`,
            ]),
          },
        },
      });
      assert.ok(upload.ok(), `upload: ${upload.status()} ${await upload.text()}`);
      // The PDF's text is read in the background: wait until the search finds the words at their page.
      const hit = await poll(
        async () => {
          const res = await page.request.get(`${baseURL}/api/documents?q=${encodeURIComponent(`carnot ${id}`)}`);
          return (await res.json()).data?.docs?.find((d) => d.title === title && d.snippetPage === 3);
        },
        Boolean,
        { timeoutMs: 120_000, everyMs: 500 },
      );
      assert.ok(hit, 'the text of page 3 was read');

      await page.goto(baseURL + '/feed');
      await completeProfileIfAsked(page);
      await page.getByRole('article').first().waitFor({ timeout: 45_000 });
      // Misspelt: "thermodynamcs". The suggestion names the subject; arrows and Enter choose it.
      const box = page.getByRole('combobox', { name: 'Search papers and notes' });
      await box.click();
      await box.pressSequentially('thermodynamcs', { delay: 30 });
      const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
      const option = suggestions.getByRole('option').filter({ hasText: subject });
      await option.waitFor({ timeout: 45_000 });
      await shot('search-suggestions');
      const options = await suggestions.getByRole('option').allInnerTexts();
      const index = options.findIndex((text) => text.includes(subject));
      for (let i = 0; i <= index; i += 1) await box.press('ArrowDown');
      assert.equal(await option.getAttribute('aria-selected'), 'true');
      await box.press('Enter');
      await page.waitForURL((url) => url.searchParams.get('subject') === subject, { timeout: 45_000 });
      assert.equal(new URL(page.url()).searchParams.get('q'), null, 'the words typed give way to the filter');
      await expectChips(page, [`Subject: ${subject}`]);
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });

      // A search for words on page 3: the card says so, and the viewer opens the PDF there.
      await box.fill(`carnot ${id}`);
      const card = page.getByRole('article').filter({ hasText: title });
      await card.getByText('page 3').waitFor({ timeout: 45_000 });
      await shot('search-hit-page');
      await card.getByRole('link').first().click();
      const frame = page.locator('iframe#document-frame');
      await frame.waitFor({ timeout: 45_000 });
      const src = await frame.getAttribute('src');
      assert.match(src ?? '', /#page=3&search=carnot/i);
    },
  },
  {
    name: 'exam year (issue 26): the feed filters and sorts by it in the address, cards show it, the upload checks it',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const id = unique();
      for (const [title, examYear] of [
        [`Older session ${id}`, '2021-22'],
        [`Newer year ${id}`, '2024'],
        [`No year ${id}`, undefined],
      ]) {
        await uploadViaApi(page.request, baseURL, names, title, { examYear });
      }

      await page.goto(`${baseURL}/feed?college=${encodeURIComponent(names.college)}&sort=examYear`);
      await completeProfileIfAsked(page);
      await page
        .getByRole('article')
        .filter({ hasText: `No year ${id}` })
        .waitFor({ timeout: 45_000 });
      const titles = await page.getByRole('article').getByRole('heading', { level: 2 }).allInnerTexts();
      assert.deepEqual(titles, [`Newer year ${id}`, `Older session ${id}`, `No year ${id}`]);
      await page
        .getByRole('article')
        .filter({ hasText: `Newer year ${id}` })
        .getByText('Paper · End Semester · 2024')
        .waitFor();

      // The filter by keyboard: typed into the box, then in the address with a chip.
      await page.getByRole('textbox', { name: 'Exam year' }).focus();
      await page.keyboard.type('2021-22');
      await page.waitForURL((url) => url.searchParams.get('examYear') === '2021-22', { timeout: 45_000 });
      await page
        .getByRole('article')
        .filter({ hasText: `Newer year ${id}` })
        .waitFor({ state: 'detached', timeout: 45_000 });
      await expectChips(page, [`College: ${names.college}`, 'Exam year: 2021-22']);
      assert.equal(new URL(page.url()).searchParams.get('sort'), 'examYear');
      await shotBoth(page, shot, 'exam-year-feed');
      const problems = await axeViolations(page, 'feed with an exam year, 1280 px');
      await page.setViewportSize(PHONE);
      problems.push(...(await axeViolations(page, 'feed with an exam year, 390 px')));
      await page.setViewportSize(DESKTOP);

      // The chip goes with Enter.
      await page.getByRole('button', { name: 'Remove filter Exam year: 2021-22' }).focus();
      await page.keyboard.press('Enter');
      await page.waitForURL((url) => !url.searchParams.has('examYear'), { timeout: 45_000 });

      // The upload: a session that does not run into the next year is refused at the field.
      await openUpload(page, baseURL);
      const [draft] = await addPdfs(page, [
        { name: 'exam-year.pdf', mimeType: 'application/pdf', buffer: await makePdf(`Exam year ${unique()}`) },
      ]);
      const examYear = draft.getByRole('textbox', { name: 'Exam year' });
      await examYear.fill('2023-25');
      await examYear.blur();
      await page.getByText('A session runs into the next year: 2023-24').waitFor();
      await shotBoth(page, shot, 'exam-year-upload');
      problems.push(...(await axeViolations(page, 'upload with a wrong exam year, 1280 px')));
      await page.setViewportSize(PHONE);
      problems.push(...(await axeViolations(page, 'upload with a wrong exam year, 390 px')));
      await page.setViewportSize(DESKTOP);
      assert.deepEqual(problems, []);

      // The console's subject form: a code and aliases (chips, Enter adds one).
      await page.goto(baseURL + '/admin/subjects?sort=name&order=DESC&page=1&perPage=50');
      const row = page.getByRole('row').filter({ hasText: names.subject });
      await row.waitFor({ timeout: 45_000 });
      await row.getByRole('link', { name: `Edit ${names.subject}` }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Subject' });
      await edit.getByRole('textbox', { name: /Subject Code/ }).fill('CS301');
      const aliases = edit.getByRole('combobox', { name: /Aliases/ });
      await aliases.fill('OS');
      await aliases.press('Enter');
      await aliases.fill('Op Sys');
      await aliases.press('Enter');
      await shotBoth(page, shot, 'exam-year-console-subject');
      await edit.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Subject updated successfully.').waitFor({ timeout: 45_000 });
      await page.getByRole('row').filter({ hasText: names.subject }).getByText('CS301').waitFor({ timeout: 45_000 });
    },
  },
  {
    name: 'filters in the address: a shared link and a reload keep them; a chip removes one and Back undoes it',
    async run({ page, context, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const title = `Filtered paper ${unique()}`;
      await uploadViaApi(page.request, baseURL, names, title);

      await page.goto(baseURL + '/feed');
      await completeProfileIfAsked(page);
      await page.getByRole('article').first().waitFor({ timeout: 45_000 });
      await choose(page, 'College', names.college);
      await choose(page, 'Course', names.course);
      await page.getByRole('combobox', { name: 'Search papers and notes' }).fill('Filtered');
      await page.waitForURL((url) => url.searchParams.get('q') === 'Filtered', { timeout: 45_000 });
      const url = new URL(page.url());
      assert.equal(url.searchParams.get('college'), names.college);
      assert.equal(url.searchParams.get('course'), names.course);
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
      await expectChips(page, [`College: ${names.college}`, `Course: ${names.course}`, 'Search: Filtered']);
      await shotBoth(page, shot, 'feed-chips');
      const problems = await axeViolations(page, 'feed with chips, 1280 px');
      await page.setViewportSize(PHONE);
      problems.push(...(await axeViolations(page, 'feed with chips, 390 px')));
      await page.setViewportSize(DESKTOP);
      assert.deepEqual(problems, []);

      // A reload keeps every choice.
      await page.reload();
      await page.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
      assert.match(await page.getByRole('combobox', { name: 'College' }).innerText(), new RegExp(names.college));
      assert.equal(await page.getByRole('combobox', { name: 'Search papers and notes' }).inputValue(), 'Filtered');

      // The same link opened by someone else (no session, fresh tab) shows the same filters.
      const visitor = await context.browser().newContext({ viewport: PHONE });
      try {
        const shared = await visitor.newPage();
        await shared.goto(url.toString());
        await shared.getByRole('article').filter({ hasText: title }).waitFor({ timeout: 45_000 });
        await expectChips(shared, [`College: ${names.college}`, `Course: ${names.course}`, 'Search: Filtered']);
      } finally {
        await visitor.close();
      }

      // A chip removes its filter; Back puts it back.
      await page.getByRole('button', { name: `Remove filter College: ${names.college}` }).click();
      await page.waitForURL((next) => !next.searchParams.has('college'), { timeout: 45_000 });
      await expectChips(page, [`Course: ${names.course}`, 'Search: Filtered']);
      assert.equal(new URL(page.url()).searchParams.get('course'), names.course, 'the course stays');
      await page.goBack();
      await page.waitForURL((next) => next.searchParams.get('college') === names.college, { timeout: 45_000 });
      await page.getByRole('button', { name: `Remove filter College: ${names.college}` }).waitFor({ timeout: 45_000 });
    },
  },
  {
    name: 'Back from a document returns to the same card, the pages already loaded (more than 20 cards)',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const run = unique();
      const total = 24;
      for (let i = 1; i <= total; i += 1) {
        await uploadViaApi(page.request, baseURL, names, `Paper ${String(i).padStart(2, '0')} ${run}`);
      }

      await page.goto(`${baseURL}/feed?${new URLSearchParams({ college: names.college })}`);
      await completeProfileIfAsked(page);
      const cards = page.getByRole('article');
      await cards.first().waitFor({ timeout: 45_000 });
      // Scroll until the second page is in: every one of the college's papers is listed.
      for (let i = 0; i < 60 && (await cards.count()) < total; i += 1) {
        await page.mouse.wheel(0, 4000);
        await page.waitForTimeout(250);
      }
      assert.equal(await cards.count(), total, 'the second page loaded on scrolling');
      await page.getByText('Yay! You have seen it all').waitFor({ timeout: 45_000 });

      // Paper 02 is the 23rd card (newest first), on the second page.
      const target = cards.filter({ hasText: `Paper 02 ${run}` });
      await target.scrollIntoViewIfNeeded();
      const before = await page.evaluate(() => window.scrollY);
      assert.ok(before > 1000, `scrolled well down the list (${before})`);
      await target.getByRole('link').first().click();
      await page.waitForURL(/\/feed\/Paper02/, { timeout: 45_000 });
      await page.getByRole('heading', { name: `Paper 02 ${run}` }).waitFor({ timeout: 45_000 });

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/feed', { timeout: 45_000 });
      await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before, { timeout: 45_000, polling: 100 });
      assert.equal(await cards.count(), total, 'the list is not collapsed to the first 20 cards');
      const box = await target.boundingBox();
      assert.ok(
        box && box.y + box.height > 0 && box.y < DESKTOP.height,
        `the card is on screen (${JSON.stringify(box)})`,
      );
      await shot('feed-back-restored');
    },
  },
  {
    name: 'the upload form runs down the catalogue chain; the wizard names a broken link’s level',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL, { long: true });
      await openUpload(page, baseURL);
      const [draft] = await addPdfs(page, [
        { name: 'chain.pdf', mimeType: 'application/pdf', buffer: await makePdf(`Chain ${unique()}`) },
      ]);
      await chooseIn(page, draft, 'College', names.college);
      // The subject settles the course, branch and year above it.
      await chooseIn(page, draft, 'Subject', names.subject);
      assert.match(await draft.getByRole('combobox', { name: /^Course/ }).innerText(), new RegExp(names.course));
      assert.match(await draft.getByRole('combobox', { name: /^Branch/ }).innerText(), new RegExp(names.branch));
      assert.match(await draft.getByRole('combobox', { name: /^Year/ }).innerText(), /2/);
      await shotBoth(page, shot, 'upload-chain');

      await page.goto(baseURL + '/papers');
      await page.getByRole('link', { name: new RegExp(names.college) }).click();
      await page.getByRole('heading', { name: 'Papers: Choose a Course' }).waitFor({ timeout: 45_000 });
      await shotBoth(page, shot, 'wizard-courses');
      await page.goto(baseURL + '/papers/NoSuchCollegeAnywhere');
      await page.getByText("We couldn't find that college").waitFor({ timeout: 45_000 });
    },
  },
  {
    // Issue 25 item 10: an empty place's next step, and the upload form's title count, lasting
    // refusal (the duplicate's original linked) and the same file chosen again after a success.
    name: 'an empty subject offers its first upload: the form starts there, counts the title, keeps a refusal linking the original, and takes the same file again',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const place = [names.college, names.course, names.branch, '2', names.subject].map((n) => n.replace(/\s+/g, ''));
      await page.goto(`${baseURL}/notes/${place.join('/')}`);
      await completeProfileIfAsked(page);
      await page.getByText('No documents available').waitFor({ timeout: 45_000 });
      assert.deepEqual(await axeViolations(page, 'empty place'), []);
      await shotBoth(page, shot, 'wizard-empty-place');
      await page.getByRole('link', { name: 'Be the first to upload' }).click();
      await page.waitForURL(/\/upload\?/, { timeout: 45_000 });

      // A PDF picked through the file dialog, as a student picks it.
      const title = `First Notes ${unique()}`;
      // Headed otherwise than the title the student gives it (the analysis suggests the heading).
      const file = { name: 'notes.pdf', mimeType: 'application/pdf', buffer: await makePdf(`Unit 1 ${title}`) };
      const pick = async () => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          page.getByText('Click to upload or drag and drop').click(),
        ]);
        await chooser.setFiles(file);
        const card = page.getByRole('article', { name: 'notes.pdf', exact: true }).last();
        await card.getByRole('button', { name: 'Publish notes.pdf', exact: true }).waitFor({ timeout: 60_000 });
        return card;
      };
      const draft = await pick();

      // The analysis cannot place it: its card starts from the place and the kind.
      const subject = draft.getByRole('combobox', { name: /^Subject/ });
      await subject.filter({ hasText: names.subject }).waitFor({ timeout: 45_000 });
      for (const [label, value] of [
        ['College', names.college],
        ['Course', names.course],
        ['Branch', names.branch],
        ['Year', '2'],
        ['Type', 'Note'],
      ])
        assert.match(
          await draft.getByRole('combobox', { name: new RegExp(`^${label}`) }).innerText(),
          new RegExp(value),
        );

      // The title counts toward the API's 200 characters, read with the field.
      const titleBox = draft.getByRole('textbox', { name: /^Title/ });
      await titleBox.fill(title);
      const describedBy = await titleBox.getAttribute('aria-describedby');
      assert.equal(await page.locator(`[id="${describedBy}"]`).innerText(), `${title.length}/200 characters`);
      assert.equal(await titleBox.getAttribute('maxlength'), '200');
      await draft.getByRole('textbox', { name: /^Description/ }).fill('Unit 1 notes');
      await shotBoth(page, shot, 'upload-started-from-place');
      await publishCard(draft, 'notes.pdf');

      // The same file again, after the success: it is taken, and its card says before publishing
      // that it is already here (not in a toast), with a link to the notes already there.
      const again = await pick();
      const refusal = again.getByRole('alert').filter({ hasText: 'Same file already here' });
      await refusal.waitFor({ timeout: 45_000 });
      assert.equal(await page.locator('#notistack-snackbar').filter({ hasText: 'Same file already here' }).count(), 0);
      assert.deepEqual(await axeViolations(page, 'upload refused'), []);
      await shotBoth(page, shot, 'upload-refusal-inline');
      await refusal.getByRole('link', { name: `Open “${title}”` }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 45_000 });
    },
  },
];
