// Issue 13 end to end: a scanned paper (a PDF whose only content is a picture of its text) is
// uploaded through the upload page, its words are recognised in the background, a search for a
// word that exists only in the picture finds it, the card shows the matching passage with the word
// marked, and the viewer says the text was recognised automatically.
/* global document */
import assert from 'node:assert/strict';
import { PDFDocument } from 'pdf-lib';
import { apiLogin, openUpload, seedCatalogue, unique, uploadThroughScreen } from './helpers.mjs';

/** Draws the lines in the browser's own canvas (large print, 150 dpi-ish) and returns the PNG's bytes. */
async function scanImage(page, lines) {
  const dataUrl = await page.evaluate((text) => {
    const canvas = document.createElement('canvas');
    canvas.width = 900;
    canvas.height = 320;
    const g = canvas.getContext('2d');
    g.fillStyle = 'white';
    g.fillRect(0, 0, canvas.width, canvas.height);
    g.fillStyle = 'black';
    g.font = '48px sans-serif';
    text.forEach((line, n) => g.fillText(line, 40, 90 + n * 80));
    return canvas.toDataURL('image/png');
  }, lines);
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** A one-page PDF with no text layer: the picture is the page. */
async function scanPdf(png) {
  const doc = await PDFDocument.create();
  doc.setTitle(`scan ${unique()}`);
  const image = await doc.embedPng(png);
  doc.addPage([432, 154]).drawImage(image, { x: 0, y: 0, width: 432, height: 154 });
  return Buffer.from(await doc.save());
}

export const journeys = [
  {
    name: 'upload a scan → find it by a word in the picture → the card shows the passage → the viewer says it was recognised',
    async run({ page, baseURL, admin, shot }) {
      await apiLogin(page, baseURL, admin);
      const names = await seedCatalogue(page, baseURL);
      const title = `Scanned paper ${unique()}`;
      await openUpload(page, baseURL);
      const pdf = await scanPdf(await scanImage(page, ['Explain the Quokka', 'migration pattern']));

      await uploadThroughScreen(
        page,
        names,
        title,
        { name: 'scan.pdf', mimeType: 'application/pdf', buffer: pdf },
        'Photographed in the exam hall',
      );

      // "quokka" is only in the picture: the search finds the paper once OCR has read it.
      const card = page.getByRole('article').filter({ hasText: title });
      const deadline = Date.now() + 240_000; // a hang guard: OCR on a loaded machine
      for (;;) {
        await page.goto(baseURL + '/feed');
        await page.getByRole('combobox', { name: 'Search papers and notes' }).fill('quokka');
        await page.waitForURL((url) => url.searchParams.get('q') === 'quokka');
        // The card with a marked passage: a search result, not the unfiltered list it replaces.
        const found = await card
          .locator('mark')
          .first()
          .waitFor({ timeout: 5_000 })
          .then(() => true)
          .catch(() => false);
        if (found) break;
        assert.ok(Date.now() < deadline, 'the scan was not found by a word in its picture within 240 s');
        await page.waitForTimeout(2_000);
      }
      const mark = card.locator('mark');
      await mark.first().waitFor();
      assert.match((await mark.allTextContents()).join(' '), /quokka/i);
      assert.match(await card.innerText(), /migration/i);
      await shot('scan-search-snippet');

      await card.getByRole('link').first().click();
      await page.getByText('Text recognised automatically: search may miss words').waitFor({ timeout: 45_000 });
      await shot('scan-viewer-ocr-notice');
    },
  },
];
