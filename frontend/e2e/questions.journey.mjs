// The question bank in the browser (issue 29): two years' papers of one subject ask the same
// question; the viewer of one says so, its link opens the subject's most asked questions, and an
// occurrence there opens the other paper at the question's page.
import assert from 'node:assert/strict';
import { request } from 'playwright-core';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { apiLogin, poll, seedCatalogue, unique, uploadViaApi } from './helpers.mjs';

const REPEATED = 'Q2. Compare Dijkstra and Bellman-Ford shortest path algorithms on graphs with negative edges. [10]';

/** A two-page paper: its own first question on page 1, the repeated one on page 2. */
async function paperPdf(title, examYear, first) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const one = doc.addPage([595, 842]);
  one.drawText(title, { x: 50, y: 780, size: 20, font });
  one.drawText(`End Semester Examination, ${examYear}`, { x: 50, y: 750, size: 12, font });
  one.drawText(first, { x: 50, y: 710, size: 11, font });
  const two = doc.addPage([595, 842]);
  two.drawText(REPEATED, { x: 50, y: 780, size: 11, font });
  return Buffer.from(await doc.save());
}

/** Waits (a hang guard) until the worker has split the paper into its questions and grouped them. */
async function questionsOf(api, id, count) {
  const grouped = (questions) => questions.length >= count && questions.some((q) => q.asked >= 2);
  const questions = await poll(
    async () => {
      const res = await api.get(`/api/documents/${id}/questions`);
      return res.ok() ? (await res.json()).data : [];
    },
    grouped,
    { timeoutMs: 120_000, everyMs: 300 },
  );
  assert.ok(grouped(questions), `questions of ${id}: ${JSON.stringify(questions)}`);
  return questions;
}

export const journeys = [
  {
    name: 'a repeated question: the viewer says "Asked 2 times", the subject page lists it, an occurrence opens its page',
    async run({ page, baseURL, admin, shot }) {
      const api = await request.newContext({ baseURL });
      let older;
      let newer;
      let names;
      try {
        await apiLogin({ request: api }, '', admin);
        names = await seedCatalogue({ request: api }, '');
        const u = unique();
        const upload = async (title, examYear, first) =>
          uploadViaApi(api, '', names, title, {
            examYear,
            description: `End semester paper, ${examYear}`,
            pdf: await paperPdf(title, examYear, first),
          });
        older = await upload(`Graphs ${u} 2022`, '2022', 'Q1. Define a spanning tree. [5]');
        newer = await upload(`Graphs ${u} 2024`, '2024', 'Q1. State the handshaking lemma. [5]');
        await questionsOf(api, older._id, 2);
        await questionsOf(api, newer._id, 2);
      } finally {
        await api.dispose();
      }

      // A visitor opens the newer paper: its questions, the repeated one with its years.
      await page.goto(`${baseURL}/feed/${encodeURIComponent(newer.title.replace(/\s+/g, ''))}?id=${newer._id}`);
      await page.getByText('Questions in this paper').waitFor({ timeout: 45_000 });
      await page.getByText('Asked 2 times: 2022, 2024').first().waitFor({ timeout: 45_000 });
      await page.getByRole('link', { name: `Most asked questions in ${names.subject}` }).click();

      // The subject page: the repeated question first, with both papers.
      await page.getByRole('heading', { name: `Most asked: ${names.subject}` }).waitFor({ timeout: 45_000 });
      const groups = page.getByRole('listitem').filter({ has: page.getByText('Asked 2 times: 2022, 2024') });
      await groups.first().waitFor({ timeout: 45_000 });
      const repeated = groups.filter({ hasText: 'Bellman-Ford' });
      assert.equal(await repeated.count(), 1);
      await shot('subject-most-asked');
      const occurrence = repeated.getByRole('link', { name: /^Q2, 2022\b.*page 2$/ });
      await occurrence.click();

      // The older paper's viewer, at page 2.
      await page.waitForURL((url) => url.searchParams.get('id') === older._id && url.searchParams.get('page') === '2', {
        timeout: 45_000,
      });
      const frame = page.locator('iframe#document-frame');
      await frame.waitFor({ timeout: 45_000 });
      assert.match((await frame.getAttribute('src')) ?? '', /#page=2\b/);
    },
  },
];
