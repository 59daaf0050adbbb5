// Issue 26's "done when": a student drops five PDFs on /upload and publishes them with at most one
// correction each. The PDFs are the labelled fixture set's first five text papers of distinct
// layouts (backend/test/fixtures/smart-upload/generate.mjs, made here), on the demo catalogue with
// the codes and aliases an admin would have entered (the set's CATALOGUE_EXTRAS).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addPdfs, apiLogin, chooseIn, openUpload } from './helpers.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const generator = join(here, '..', '..', 'backend', 'test', 'fixtures', 'smart-upload', 'generate.mjs');

const EXAM_TYPE_LABELS = { midsem: 'Mid Semester', endsem: 'End Semester', quiz: 'Quiz', lab: 'Lab' };
const FIXTURES = ['p01-classic', 'p02-form', 'p03-terse', 'p05-quiz', 'p07-form'];

/** Gives the demo catalogue the codes and aliases of the fixture set (as an admin would in the console). */
async function enterCodesAndAliases(page, baseURL, extras) {
  const list = async (kind) => {
    const res = await page.request.get(`${baseURL}/api/admin/${kind}?range=${encodeURIComponent('[0,499]')}`);
    assert.ok(res.ok(), `${kind}: ${res.status()}`);
    return (await res.json()).data;
  };
  const put = async (kind, id, data) => {
    const res = await page.request.put(`${baseURL}/api/admin/${kind}/${id}`, { data });
    assert.ok(res.ok(), `${kind}/${id}: ${res.status()} ${await res.text()}`);
  };
  for (const college of await list('colleges')) {
    const aliases = extras.colleges[college.collegeName];
    if (aliases) await put('colleges', college._id, { aliases });
  }
  for (const subject of await list('subjects')) {
    const extra = extras.subjects[subject.name];
    if (extra) await put('subjects', subject._id, { code: extra.code ?? '', aliases: extra.aliases });
  }
}

/** A card's fields as the student sees them, by the fixture labels' names. */
async function cardFields(card) {
  const select = async (label) =>
    (await card.getByRole('combobox', { name: new RegExp(`^${label}`) }).innerText()).replace(/\u200b/g, '').trim();
  return {
    type: (await select('Type')).toLowerCase(),
    college: await select('College'),
    course: await select('Course'),
    branch: await select('Branch'),
    subject: await select('Subject'),
    year: Number(await select('Year')) || undefined,
    examType: await select('Exam Type'),
    examYear: await card.getByRole('textbox', { name: /^Exam year/ }).inputValue(),
    title: await card.getByRole('textbox', { name: /^Title/ }).inputValue(),
    description: await card.getByRole('textbox', { name: /^Description/ }).inputValue(),
  };
}

export const journeys = [
  {
    name: 'smart upload (issue 26): five PDFs dropped at once publish with at most one correction each',
    async run({ page, baseURL, admin, shot }) {
      const dir = mkdtempSync(join(tmpdir(), 'papershelf-smart-'));
      try {
        const made = spawnSync(process.execPath, [generator, dir, '--text-only'], { encoding: 'utf8' });
        assert.equal(made.status, 0, made.stderr);
        const labels = JSON.parse(readFileSync(join(dir, 'labels.json'), 'utf8'));
        await apiLogin(page, baseURL, admin);
        await enterCodesAndAliases(page, baseURL, labels.catalogueExtras);
        const fixtures = FIXTURES.map((id) => labels.fixtures.find((f) => f.id === id));
        await openUpload(page, baseURL);
        const cards = await addPdfs(
          page,
          fixtures.map((f) => ({ name: f.file, mimeType: 'application/pdf', buffer: readFileSync(join(dir, f.file)) })),
        );
        await shot('smart-upload-five');

        const corrections = [];
        for (const [index, fixture] of fixtures.entries()) {
          const card = cards[index];
          const seen = await cardFields(card);
          const want = fixture.expected;
          const wrong = [
            seen.type !== want.type && ['Type', want.type === 'paper' ? 'Paper' : 'Note'],
            seen.college !== want.college && ['College', want.college],
            seen.course !== want.course && ['Course', want.course],
            seen.branch !== want.branch && ['Branch', want.branch],
            seen.subject !== want.subject && ['Subject', want.subject],
            seen.year !== want.year && ['Year', String(want.year)],
            seen.examType !== EXAM_TYPE_LABELS[want.examType] && ['Exam Type', EXAM_TYPE_LABELS[want.examType]],
            seen.examYear !== (want.examYear ?? '') && ['Exam year', want.examYear ?? ''],
            seen.title.trim() === '' && ['Title', `${want.subject} ${want.examYear ?? ''}`.trim()],
            seen.description.trim() === '' && ['Description', `${want.subject} paper`],
          ].filter(Boolean);
          corrections.push({ fixture: fixture.id, wrong: wrong.map(([field]) => field) });
          // The student corrects what is wrong, parents before children.
          for (const [field, value] of wrong) {
            if (['Title', 'Description', 'Exam year'].includes(field)) {
              await card.getByRole('textbox', { name: new RegExp(`^${field}`) }).fill(value);
            } else {
              await chooseIn(page, card, field, value);
            }
          }
        }
        console.log(
          `    corrections: ${corrections.map((c) => `${c.fixture} ${c.wrong.join('+') || 'none'}`).join('; ')}`,
        );
        assert.deepEqual(
          corrections.filter((c) => c.wrong.length > 1),
          [],
          'each card needs at most one correction',
        );

        await page.getByRole('button', { name: 'Publish all ready (5)' }).click();
        for (const [index, fixture] of fixtures.entries()) {
          await cards[index].getByText('File uploaded successfully').waitFor({ timeout: 60_000 });
          assert.ok(fixture);
        }
        await shot('smart-upload-published');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
];
