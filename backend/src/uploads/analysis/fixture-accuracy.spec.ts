/**
 * suggestFields over the smart-upload fixture set's text PDFs (test/fixtures/smart-upload), read
 * by the text job's own reader (text layer only, no OCR): the accuracy floors of issue 26, so a
 * change to the rules that loses accuracy fails CI. `npm run bench` prints the same figures with
 * the scans (OCR) included.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PdfRenderer, type PdfSource } from '../../documents/pipeline/pdf-preview';
import {
  answerOf,
  committedLabels,
  demoMatchCatalogue,
  FIELDS,
  generateFixtures,
  type LabelsFile,
  score,
} from '../../../test/fixtures/smart-upload/fixture-set';
import { suggestFields } from './suggest';

/** Issue 26's targets; the other fields are reported, not held to a floor. */
const FLOORS = { subject: 0.8, college: 0.9, examYear: 0.9, type: 0.9 } as const;

const memorySource = (bytes: Buffer): PdfSource => ({
  size: bytes.length,
  read: async (start, end) => new Uint8Array(bytes.subarray(start, end)),
});

describe('suggestFields on the fixture set (text PDFs)', () => {
  let dir: string;
  let labels: LabelsFile;
  const renderer = new PdfRenderer();

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'smart-upload-'));
    labels = generateFixtures(dir, true);
  });

  afterAll(async () => {
    await renderer.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('the committed labels.json is what the generator writes', () => {
    expect(labels).toEqual(committedLabels());
    expect(labels.fixtures.length).toBeGreaterThanOrEqual(30);
  });

  it('meets the accuracy floors', async () => {
    const catalogue = demoMatchCatalogue(labels.catalogueExtras);
    const rows = [];
    const text = labels.fixtures.filter((f) => f.kind === 'text');
    expect(text.length).toBeGreaterThanOrEqual(20);
    for (const fixture of text) {
      const read = await renderer.readText(memorySource(readFileSync(join(dir, fixture.file))), { ocr: null });
      const suggestion = suggestFields(
        read.pages.slice(0, 2).map((p) => p.pdf),
        catalogue,
      );
      rows.push({ id: fixture.id, expected: fixture.expected, answer: answerOf(suggestion) });
    }
    const scores = score(rows);
    const misses = rows.flatMap((r) =>
      FIELDS.filter((f) => r.answer[f] !== r.expected[f]).map((f) => `${r.id} ${f}: ${r.answer[f]} ≠ ${r.expected[f]}`),
    );
    const accuracy = Object.fromEntries(FIELDS.map((f) => [f, scores[f].correct / scores[f].total]));
    // Printed on failure: which fixture missed which field.
    for (const [field, floor] of Object.entries(FLOORS)) {
      expect({ field, accuracy: accuracy[field], misses }).toEqual({ field, accuracy: expect.any(Number), misses });
      expect(accuracy[field]).toBeGreaterThanOrEqual(floor);
    }
    if (process.env.SMART_UPLOAD_REPORT) console.log(accuracy, misses.join('\n'));
  });
});
