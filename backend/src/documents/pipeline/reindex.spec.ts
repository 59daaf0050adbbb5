import { progressBar } from './reindex';

describe('reindex progress bar', () => {
  it('fills in proportion, counts, and estimates the time left once a document is done', () => {
    expect(progressBar(0, 10, 0)).toBe(`[${'-'.repeat(30)}] 0/10 0% 0:00`);
    expect(progressBar(5, 10, 30)).toBe(`[${'#'.repeat(15)}${'-'.repeat(15)}] 5/10 50% 0:30 eta 0:30`);
    expect(progressBar(10, 10, 95)).toBe(`[${'#'.repeat(30)}] 10/10 100% 1:35`);
    expect(progressBar(0, 0, 0)).toBe(`[${'#'.repeat(30)}] 0/0 100% 0:00`);
  });
});
