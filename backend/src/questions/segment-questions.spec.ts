import { segmentQuestions } from './segment-questions';

const numbers = (pages: string[]) => segmentQuestions(pages).map((q) => q.number);

describe('segmentQuestions', () => {
  it('leaves the header and the instructions out and reads plain numbered questions with marks', () => {
    const questions = segmentQuestions([
      [
        'Pune Institute of Technology',
        'B.Tech (Computer Engineering) End Semester Examination, May 2023',
        'Operating Systems (CS301)',
        'Time: 3 Hours Max. Marks: 70',
        'Instructions:',
        '1. Answer any five questions.',
        '2. Figures to the right indicate full marks.',
        'Q1. Explain the differences between a process and a thread. [6]',
        'Q2. What is a deadlock? State the four necessary conditions',
        'for a deadlock to occur. (8 marks)',
        'Q3. Describe paging with a neat diagram. 10 M',
      ].join('\n'),
    ]);
    expect(questions).toEqual([
      { number: '1', text: 'Explain the differences between a process and a thread', marks: 6, page: 1 },
      {
        number: '2',
        text: 'What is a deadlock? State the four necessary conditions for a deadlock to occur',
        marks: 8,
        page: 1,
      },
      { number: '3', text: 'Describe paging with a neat diagram', marks: 10, page: 1 },
    ]);
  });

  it('splits sub-parts in every common style and keeps a short lead-in in front of each', () => {
    const questions = segmentQuestions([
      [
        'Q1 Answer the following:',
        '(a) Define a semaphore. [2]',
        '(b) What is a critical section? [3]',
        '2(a) Compare FCFS and SJF scheduling. (5)',
        '2(b) Explain Belady’s anomaly with an example. (5)',
        '3.a Explain thrashing. 4 marks',
        '3.b What is a TLB? 4 marks',
        'Q4. Write short notes on:',
        'i) Spooling ii-not-a-part',
        'ii) Virtual memory',
        'iii) Demand paging [CO3] [6]',
      ].join('\n'),
    ]);
    expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
      ['1(a)', 'Answer the following: Define a semaphore', 2],
      ['1(b)', 'Answer the following: What is a critical section?', 3],
      ['2(a)', 'Compare FCFS and SJF scheduling', 5],
      ['2(b)', 'Explain Belady’s anomaly with an example', 5],
      ['3(a)', 'Explain thrashing', 4],
      ['3(b)', 'What is a TLB?', 4],
      ['4(i)', 'Write short notes on: Spooling ii-not-a-part', null],
      ['4(ii)', 'Write short notes on: Virtual memory', null],
      ['4(iii)', 'Write short notes on: Demand paging', 6],
    ]);
  });

  it('gives each question the page it starts on and drops running headers, footers and "OR"', () => {
    const questions = segmentQuestions([
      ['Question 1: Explain the layered architecture of an operating system.', 'Page 1 of 2', 'P.T.O.'].join('\n'),
      [
        'Page 2 of 2',
        'Question 2: Describe the banker’s algorithm',
        'with an example. [10]',
        'OR',
        'Question 3: Explain deadlock detection and recovery. [10]',
      ].join('\n'),
    ]);
    expect(questions.map((q) => [q.number, q.page, q.marks])).toEqual([
      ['1', 1, null],
      ['2', 2, 10],
      ['3', 2, 10],
    ]);
    expect(questions[0]?.text).toBe('Explain the layered architecture of an operating system');
  });

  it('drops a running footer whatever its page number, and stops at the end of the paper', () => {
    const questions = segmentQuestions([
      ['1. Define a heap and give its two properties. (4)', 'Sample college document Page 1 of 2'].join('\n'),
      [
        '2. Explain why deleting a key from an open-addressing hash table needs a tombstone. (3)',
        '--- End of paper ---',
        'Sample college document Page 2 of 2',
        'Rough work',
      ].join('\n'),
    ]);
    expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
      ['1', 'Define a heap and give its two properties', 4],
      ['2', 'Explain why deleting a key from an open-addressing hash table needs a tombstone', 3],
    ]);
  });

  it('does not take years, figures or wrapped numbers for questions', () => {
    expect(
      numbers([
        [
          'Examination 2023',
          'Q1. A system has 5 processes and',
          '3 resource types. Find a safe sequence. [8]',
          '2024 was not asked',
          'Q2. Explain the 10 states of a process? [4]',
        ].join('\n'),
      ]),
    ).toEqual(['1', '2']);
  });

  it('reads a question whose number stands on a line of its own (OCR of a boxed number)', () => {
    const questions = segmentQuestions(['Q1.\nExplain inter-process communication. [5]\nQ2.\nWhat is a pipe? [3]']);
    expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
      ['1', 'Explain inter-process communication', 5],
      ['2', 'What is a pipe?', 3],
    ]);
  });

  it('finds nothing in a note or an empty page', () => {
    expect(segmentQuestions(['Unit 1: processes and threads. A process is a program in execution.'])).toEqual([]);
    expect(segmentQuestions([''])).toEqual([]);
  });
});
