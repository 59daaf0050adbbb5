/**
 * The question bank's accuracy floor on the labelled set (test/fixtures/question-bank, written by
 * hand): issue 29's targets, segmentation F1 ≥ 0.85 and grouping precision ≥ 0.9 on text papers.
 * `npm run bench` prints the same figures.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { groupQuestions } from './group-questions';
import { groupingScores, segmentationScores } from './question-bank-scores';
import { segmentQuestions } from './segment-questions';

interface Paper {
  id: string;
  subject: string;
  pages: string[];
  questions: { number: string; marks: number; page: number; concept: string }[];
}

const readSet = (name: string) =>
  JSON.parse(readFileSync(join(__dirname, '..', '..', 'test', 'fixtures', 'question-bank', name), 'utf8')) as Paper[];
const papers = readSet('papers.json');
/** The same papers printed as image-only pages and read by the text job's OCR (scan.mjs). */
const scans = readSet('scans.json');

function segmentation(set: Paper[]) {
  const found = set.flatMap((p) => segmentQuestions(p.pages).map((q) => ({ ...q, number: `${p.id}#${q.number}` })));
  const truth = set.flatMap((p) => p.questions.map((q) => ({ ...q, number: `${p.id}#${q.number}` })));
  return segmentationScores(found, truth);
}

function grouping(set: Paper[]) {
  return [...new Set(set.map((p) => p.subject))].map((subject) => {
    const conceptOf = new Map<string, string>();
    const inputs = set
      .filter((p) => p.subject === subject)
      .flatMap((p) => {
        const truth = new Map(p.questions.map((q) => [q.number, q.concept]));
        return segmentQuestions(p.pages).flatMap((q) => {
          const concept = truth.get(q.number);
          if (!concept) return [];
          const id = `${p.id}#${q.number}`;
          conceptOf.set(id, concept);
          return [{ id, text: q.text }];
        });
      });
    return { subject, ...groupingScores(groupQuestions(inputs), conceptOf) };
  });
}

describe('question bank accuracy on the labelled set', () => {
  it('has the set the issue asks for: ≥ 15 papers over 3 subjects, with repeats', () => {
    expect(papers.length).toBeGreaterThanOrEqual(15);
    expect(new Set(papers.map((p) => p.subject)).size).toBeGreaterThanOrEqual(3);
  });

  it('segments questions with F1 ≥ 0.85 (number, page and marks all right)', () => {
    expect(segmentation(papers).f1).toBeGreaterThanOrEqual(0.85);
  });

  it('groups repeats within a subject with precision ≥ 0.9 and finds most of them', () => {
    for (const { subject, precision, recall } of grouping(papers)) {
      expect({ subject, precisionOk: precision >= 0.9 }).toEqual({ subject, precisionOk: true });
      expect(recall).toBeGreaterThanOrEqual(0.7);
    }
  });

  it('has a scan of every paper, with the same truth', () => {
    expect(scans.map((s) => s.id)).toEqual(papers.map((p) => `${p.id}-scan`));
    expect(scans.map((s) => s.questions)).toEqual(papers.map((p) => p.questions));
  });

  // Floors a little under what was measured (F1 0.90, grouping precision 1.00, recall 0.70–0.80):
  // the issue sets its targets on text papers; these keep the scans from sliding back.
  it('segments the scans with F1 ≥ 0.85 and groups them with precision ≥ 0.9', () => {
    expect(segmentation(scans).f1).toBeGreaterThanOrEqual(0.85);
    for (const { subject, precision, recall } of grouping(scans)) {
      expect({ subject, precisionOk: precision >= 0.9 }).toEqual({ subject, precisionOk: true });
      expect(recall).toBeGreaterThanOrEqual(0.6);
    }
  });
});
