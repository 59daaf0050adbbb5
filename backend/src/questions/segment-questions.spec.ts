import { mendOcrLine, segmentQuestions } from './segment-questions';

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

  describe('a section heading', () => {
    it("glued after a question's marks is not part of the question, and the marks are read", () => {
      const questions = segmentQuestions([
        [
          'Q1. Explain an AVL tree rotation with an example. (6) Section B - Trees',
          'Q2. Define a binary search tree. [4] SECTION C: Graphs (Answer any two)',
          'Q3. Explain breadth first search. 5 marks Part D',
        ].join('\n'),
      ]);
      expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
        ['1', 'Explain an AVL tree rotation with an example', 6],
        ['2', 'Define a binary search tree', 4],
        ['3', 'Explain breadth first search', 5],
      ]);
    });

    it("on a line of its own ends the question before it, with the section's own instructions", () => {
      const questions = segmentQuestions([
        [
          'Q1. Explain an AVL tree rotation with an example. (6)',
          'Section B - Trees',
          'Q2. Define a binary search tree. [4]',
          'PART – C',
          'Answer any two of the following.',
          '1. Explain breadth first search. [5]',
          '2. Explain depth first search',
          'with an example. [5]',
        ].join('\n'),
      ]);
      expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
        ['1', 'Explain an AVL tree rotation with an example', 6],
        ['2', 'Define a binary search tree', 4],
        ['1', 'Explain breadth first search', 5],
        ['2', 'Explain depth first search with an example', 5],
      ]);
    });

    it('does not take a sentence that mentions a part for a heading', () => {
      const questions = segmentQuestions(['Q1. Explain why part of the memory is reserved for the kernel. [4]']);
      expect(questions.map((q) => [q.text, q.marks])).toEqual([
        ['Explain why part of the memory is reserved for the kernel', 4],
      ]);
    });
  });

  describe('OCR mends (mendOcrLine)', () => {
    it.each([
      ['QI. Explain paging.', 'Q1. Explain paging.'],
      ['Ql. Explain paging.', 'Q1. Explain paging.'],
      ['Q.l Explain paging.', 'Q.1 Explain paging.'],
      ['Q|) Explain paging.', 'Q1) Explain paging.'],
      ['QlO. Explain paging.', 'Q10. Explain paging.'],
      ['QS Explain paging.', 'Q5 Explain paging.'],
      ['Question l: Explain paging.', 'Question 1: Explain paging.'],
      ['Q6Whais thrashing?', 'Q6 Whais thrashing?'],
    ])('reads the number after Q: %s', (line, mended) => {
      expect(mendOcrLine(line)).toBe(mended);
    });

    it.each([
      ['l(a) Define a heap.', '1(a) Define a heap.'],
      ['I(a) Define a heap.', '1(a) Define a heap.'],
      ['|(b) Define a heap.', '1(b) Define a heap.'],
      ['l. Define a heap.', '1. Define a heap.'],
      ['l) Define a heap.', '1) Define a heap.'],
      ['l2. Define a heap.', '12. Define a heap.'],
      ['1l. Define a heap.', '11. Define a heap.'],
      ['1O. Define a heap.', '10. Define a heap.'],
    ])('reads a plain number at the start of a line: %s', (line, mended) => {
      expect(mendOcrLine(line)).toBe(mended);
    });

    it.each([
      ['Define a heap. (5]', 'Define a heap. [5]'],
      ['Define a heap. [5)', 'Define a heap. [5]'],
      ['Define a heap. {5}', 'Define a heap. [5]'],
      ['Define a heap. [5|', 'Define a heap. [5]'],
      ['Define a heap. |5]', 'Define a heap. [5]'],
      ['Define a heap. [l0]', 'Define a heap. [10]'],
      ['Define a heap. {4 marks)', 'Define a heap. (4 marks)'],
      ['Define a heap. [CO2] 110]', 'Define a heap. [CO2] [10]'],
      ['Define a heap. [41', 'Define a heap. [4]'],
    ])('reads marks whose bracket was misread: %s', (line, mended) => {
      expect(mendOcrLine(line)).toBe(mended);
    });

    it.each([
      [': ’ 2) Explain paging. ’ :', '2) Explain paging.'],
      ['‘2. Explain paging.', '2. Explain paging.'],
      ['i 0 Q.4 Compare kernels. (6)', 'Q.4 Compare kernels. (6)'],
      ['5 Question 4: What is normalization?', 'Question 4: What is normalization?'],
      ['Co 2) An organisation is given a block.', '2) An organisation is given a block.'],
      ['Page 20f2 : h : i i 2 a 3. Describe the OSI model.', '3. Describe the OSI model.'],
    ])('drops the specks around the words: %s', (line, mended) => {
      expect(mendOcrLine(line)).toBe(mended);
    });

    it.each([
      'I) Spooling',
      'ii) Virtual memory',
      'Q1. Explain the differences between a process and a thread. [6]',
      '2(a) Compare FCFS and SJF scheduling. (5)',
      'Quick sort is a divide and conquer algorithm.',
      'a deadlock occurs. (8 marks)',
      'Find f(3) for n = 5',
      'is 2. Hence the answer is even.',
    ])('leaves a line that needs no mending as it is: %s', (line) => {
      expect(mendOcrLine(line)).toBe(line.startsWith('a ') ? line.slice(2) : line);
    });
  });

  it('reads a scanned paper through what OCR gets wrong: numbers, marks, specks and CO tags', () => {
    const questions = segmentQuestions([
      [
        'i Savitribai Phule Institute of Engineering e 8 c',
        'Time: 1 Hour Max. Marks: 30 oo : i po',
        '1. Answer all questions. : .',
        "QI. Explain the Banker's algorithm for deadlock avoidance with i ’",
        'an example. (5 marks). ’ Co ’ : oo',
        ': Q2. Answer the following: oe ’',
        '(a) Define a semaphore. [coz] 110] CL i . oo 3',
        '(b) Describe round robin scheduling. [C02] [4] .',
        'ERIEON . df . 0 : °',
        'i © PTO. . i : i',
      ].join('\n'),
      [
        'Page 20f 2 i oo -',
        'i 0 Q.3 Explain demand paging in virtual memory. (5]',
        'Q4Explain thrashing. {4 marks) : g a i a',
      ].join('\n'),
    ]);
    expect(questions.map((q) => [q.number, q.marks, q.page])).toEqual([
      ['1', 5, 1],
      ['2(a)', 10, 1],
      ['2(b)', 4, 1],
      ['3', 5, 2],
      ['4', 4, 2],
    ]);
    // A lone letter at a line's end may be a word ("of x"): it is kept, specks around it are not.
    expect(questions[0]?.text).toBe("Explain the Banker's algorithm for deadlock avoidance with i an example");
  });

  it('reads `1(a)` read as `l(a)` and marks read as `(3]`', () => {
    const questions = segmentQuestions(['l(a) Define a heap. [2]\n1(b) What is a trie? (3]\n2. Explain hashing. [5)']);
    expect(questions.map((q) => [q.number, q.text, q.marks])).toEqual([
      ['1(a)', 'Define a heap', 2],
      ['1(b)', 'What is a trie?', 3],
      ['2', 'Explain hashing', 5],
    ]);
  });

  it('finds marks followed by specks but not a formula followed by words', () => {
    const [scan] = segmentQuestions(['Q1. Explain paging with a diagram. [C02] [10] 5%']);
    expect([scan?.text, scan?.marks]).toEqual(['Explain paging with a diagram', 10]);
    const [specks] = segmentQuestions(['Q1. What is thrashing? How can it be prevented? he a. Co LE']);
    expect(specks?.text).toBe('What is thrashing? How can it be prevented?');
    const [short] = segmentQuestions(['Q1. Show that the relation holds for x or y']);
    expect(short?.text).toBe('Show that the relation holds for x or y');
    const [formula] = segmentQuestions(['Q1. Find f(3) for n = 5']);
    expect([formula?.text, formula?.marks]).toEqual(['Find f(3) for n = 5', null]);
  });
});
