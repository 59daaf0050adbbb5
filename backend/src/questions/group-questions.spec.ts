import { groupQuestions, questionTerms, stem } from './group-questions';
import { segmentQuestions } from './segment-questions';

/** The groups of `texts` as lists of their texts' indices. */
const grouped = (texts: string[]) =>
  groupQuestions(texts.map((text, i) => ({ id: String(i), text }))).map((g) => g.members.map(Number));

/** Whether questions `a` and `b` of `texts` end up in one group. */
const together = (texts: string[], a: number, b: number) =>
  grouped(texts).some((members) => members.includes(a) && members.includes(b));

/** Other questions of the subject, so rare words weigh as they do in a real subject. */
const SUBJECT = [
  'Explain the round robin CPU scheduling algorithm.',
  'Write a short note on spooling.',
  'Explain contiguous, linked and indexed file allocation methods.',
  'Compare monolithic and microkernel architectures.',
  'Explain inter process communication using message passing.',
  'What is thrashing? How can it be prevented?',
];

describe('groupQuestions', () => {
  it('puts reworded repeats of one question together', () => {
    const texts = [
      ...SUBJECT,
      'What is a deadlock? State the four necessary conditions for a deadlock.',
      'List and explain the necessary conditions for deadlock to occur.',
      "Describe Banker's algorithm used to avoid deadlocks.",
      "Illustrate the Banker's deadlock avoidance algorithm with a suitable example.",
      'Differentiate between a process and a thread.',
      'Compare processes and threads.',
    ];
    expect(together(texts, 6, 7)).toBe(true);
    expect(together(texts, 8, 9)).toBe(true);
    expect(together(texts, 10, 11)).toBe(true);
  });

  it('keeps a repeat whose scan OCR read with specks with its text twin', () => {
    const texts = [
      ...SUBJECT,
      'Explain thrashing and techniques to prevent thrashing.',
      // As the segmenter gives it: the specks after the words are dropped, the misread word stays.
      segmentQuestions(['Q1Whais thrashing? How can it be prevented? he a. Co LE'])[0]?.text ?? '',
    ];
    expect(texts[7]).toBe('Whais thrashing? How can it be prevented?');
    expect(together(texts, 5, 6)).toBe(true);
    expect(together(texts, 5, 7)).toBe(true);
  });

  it('keeps apart questions that share their topic but ask different things (non-repeats)', () => {
    const texts = [
      ...SUBJECT,
      "Explain the Banker's algorithm for deadlock avoidance with an example.",
      'Explain deadlock detection and recovery.',
      'Explain paging with a neat diagram.',
      'Explain segmentation with a neat diagram.',
      'Explain SSTF and SCAN disk scheduling algorithms.',
    ];
    expect(grouped(texts).every((members) => members.length === 1)).toBe(true);
  });

  it('keeps numbers and formula tokens as terms', () => {
    expect(questionTerms('Divide the network 192.168.10.0/24 into 4 subnets.')).toEqual(
      expect.arrayContaining(['192', '168', '10', '0/24', '4', 'subnet']),
    );
  });

  // As it stands: the same exercise on other data is one group ("Find the CRC …" asked twice);
  // the numbers weigh less than the words they share.
  it('groups the same exercise on other data as one question', () => {
    const texts = [
      ...SUBJECT,
      'Find the CRC for data 1101011011 with generator 10011.',
      'Find the CRC for data 1010001101 with generator 110101.',
    ];
    expect(together(texts, 6, 7)).toBe(true);
  });

  it('stems lightly so word forms meet', () => {
    expect(stem('prevention')).toBe(stem('preventing'));
    expect(stem('paging')).toBe(stem('pages'));
    expect(stem('process')).toBe('process');
  });

  it('groups nothing out of nothing', () => {
    expect(groupQuestions([])).toEqual([]);
  });
});
