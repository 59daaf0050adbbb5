import { buildMatchCatalogue, type MatchCatalogue } from './match-catalogue';
import { suggestFields, SUGGESTION_THRESHOLD } from './suggest';

/** Two colleges, each with a "Data Structures" (no code) so a bare name is ambiguous. */
const CATALOGUE: MatchCatalogue = {
  colleges: [
    { id: 'dtu', name: 'Delhi Technological University', aliases: ['Delhi College of Engineering'] },
    { id: 'nitk', name: 'National Institute of Technology Karnataka', aliases: ['NIT Surathkal'] },
  ],
  courses: [
    { id: 'dtu-btech', collegeId: 'dtu', name: 'Bachelor of Technology', abbreviation: 'BTech', aliases: [] },
    { id: 'dtu-mtech', collegeId: 'dtu', name: 'Master of Technology', abbreviation: 'MTech', aliases: [] },
    { id: 'nitk-btech', collegeId: 'nitk', name: 'Bachelor of Technology', abbreviation: 'BTech', aliases: [] },
  ],
  branches: [
    { id: 'dtu-cse', collegeId: 'dtu', courseId: 'dtu-btech', name: 'Computer Science and Engineering', aliases: [] },
    {
      id: 'dtu-it',
      collegeId: 'dtu',
      courseId: 'dtu-btech',
      name: 'Information Technology',
      abbreviation: 'IT',
      aliases: [],
    },
    { id: 'dtu-mcse', collegeId: 'dtu', courseId: 'dtu-mtech', name: 'Computer Science and Engineering', aliases: [] },
    {
      id: 'nitk-cse',
      collegeId: 'nitk',
      courseId: 'nitk-btech',
      name: 'Computer Science and Engineering',
      aliases: [],
    },
  ],
  subjects: [
    {
      id: 'os',
      collegeId: 'dtu',
      courseId: 'dtu-btech',
      branchId: 'dtu-cse',
      name: 'Operating Systems',
      code: 'CS301',
      year: 3,
      aliases: ['OS'],
    },
    {
      id: 'dbms',
      collegeId: 'dtu',
      courseId: 'dtu-btech',
      branchId: 'dtu-it',
      name: 'Database Management Systems',
      code: 'IT-202',
      year: 2,
      aliases: [],
    },
    {
      id: 'ds-dtu',
      collegeId: 'dtu',
      courseId: 'dtu-btech',
      branchId: 'dtu-cse',
      name: 'Data Structures',
      code: null,
      year: 2,
      aliases: [],
    },
    {
      id: 'ds-nitk',
      collegeId: 'nitk',
      courseId: 'nitk-btech',
      branchId: 'nitk-cse',
      name: 'Data Structures',
      code: null,
      year: 2,
      aliases: [],
    },
    {
      id: 'ml',
      collegeId: 'dtu',
      courseId: 'dtu-mtech',
      branchId: 'dtu-mcse',
      name: 'Machine Learning',
      code: 'CS-701',
      year: 1,
      aliases: [],
    },
  ],
};

const QUESTIONS = [
  'Q1. (a) Explain the difference between a process and a thread. [10 marks]',
  '(b) Describe the round robin scheduling algorithm with an example.',
  'Q2. What is a deadlock? State the four necessary conditions. [10 marks]',
  'Q3. Explain paging and segmentation with diagrams. [10 marks]',
];

const paper = (...header: string[]) => [
  [...header, 'Time: 3 Hours        Maximum Marks: 100', 'Answer any five questions.', ...QUESTIONS].join('\n'),
];
const suggest = (pages: string[]) => suggestFields(pages, CATALOGUE);

describe('suggestFields', () => {
  describe('subject', () => {
    it.each(['CS301', 'cs-301', 'CS 301', 'Cs - 301'])('finds the subject by its code written %p', (code) => {
      const s = suggest(paper(`${code} End Semester Examination 2023`));
      expect(s.subjectId?.value).toBe('os');
      expect(s.subjectId?.confidence).toBeGreaterThanOrEqual(0.8);
    });

    it('finds it by its name and by an alias', () => {
      expect(suggest(paper('Delhi Technological University', 'OPERATING SYSTEMS')).subjectId?.value).toBe('os');
      expect(suggest(paper('Delhi Technological University', 'Mid Semester: OS')).subjectId?.value).toBe('os');
    });

    it('does not read a short code or abbreviation out of lower-case prose', () => {
      // "it" is the IT branch's abbreviation only where printed as "IT".
      const s = suggest([
        'Lecture notes\nWe study it here and explain it with an example. Definition: a set is a collection.',
      ]);
      expect(s.branchId).toBeNull();
    });

    it('leaves a subject whose name exists in two colleges empty when nothing else tells them apart', () => {
      const s = suggest(paper('Data Structures', 'Mid Semester Examination 2022'));
      expect(s.subjectId).toBeNull();
      expect(s.collegeId).toBeNull();
    });

    it('settles the same name by the college printed beside it (a consistent chain)', () => {
      const s = suggest(paper('NIT Surathkal', 'Data Structures', 'Mid Semester Examination 2022'));
      expect(s.subjectId?.value).toBe('ds-nitk');
      expect(s.collegeId?.value).toBe('nitk');
    });

    it('prefers the header subject to one named in a question', () => {
      const s = suggest(
        paper('CS301 Operating Systems', 'Q5. Compare with what you learnt in Database Management Systems.'),
      );
      expect(s.subjectId?.value).toBe('os');
    });
  });

  describe('college, course, branch', () => {
    it('a subject implies its branch, course and college', () => {
      const s = suggest(paper('IT-202 Database Management Systems', 'Major Examination, May 2023'));
      expect(s.collegeId?.value).toBe('dtu');
      expect(s.courseId?.value).toBe('dtu-btech');
      expect(s.branchId?.value).toBe('dtu-it');
    });

    it('matches names, aliases and initials of multi-word names', () => {
      expect(suggest(paper('DELHI TECHNOLOGICAL UNIVERSITY')).collegeId?.value).toBe('dtu');
      expect(suggest(paper('Delhi College of Engineering')).collegeId?.value).toBe('dtu');
      expect(suggest(paper('DTU, B.Tech (CSE)', 'CS301')).collegeId?.value).toBe('dtu');
    });

    it('reads the course from its abbreviation with dots and spaces', () => {
      const s = suggest(paper('Delhi Technological University', 'M. Tech, Computer Science and Engineering'));
      expect(s.courseId?.value).toBe('dtu-mtech');
      expect(s.branchId?.value).toBe('dtu-mcse');
    });

    it('a branch name shared by two courses stays empty without the course', () => {
      const s = suggest(paper('Delhi Technological University', 'Department of Computer Science and Engineering'));
      expect(s.collegeId?.value).toBe('dtu');
      expect(s.branchId).toBeNull();
      expect(s.courseId).toBeNull();
    });
  });

  describe('exam type', () => {
    it.each([
      ['Mid Semester Examination', 'midsem'],
      ['Mid-Term Test', 'midsem'],
      ['Minor Test II', 'midsem'],
      ['Sessional Examination 1', 'midsem'],
      ['End Semester Examination', 'endsem'],
      ['End-Term Exam', 'endsem'],
      ['B.Tech V Semester Examination', 'endsem'],
      ['III B.Tech I Semester Regular Examinations', 'endsem'],
      ['Major Test', 'endsem'],
      ['Quiz 2', 'quiz'],
      ['Class Test', 'quiz'],
      ['Practical Examination', 'lab'],
      ['Laboratory Examination', 'lab'],
    ])('%p is %p', (wording, type) => {
      expect(suggest(paper(wording, 'CS301 Operating Systems')).examType?.value).toBe(type);
    });

    it('a note has none', () => {
      const s = suggest([
        'Lecture Notes: Operating Systems\nUnit 2: Lab setup and processes\nIntroduction: a process is a program in execution. Example: a shell. Definition: a thread is a unit of scheduling. Summary of the key points follows below for revision.',
      ]);
      expect(s.type?.value).toBe('note');
      expect(s.examType).toBeNull();
    });
  });

  describe('exam year', () => {
    it.each([
      ['End Semester Examination, November 2023', '2023'],
      ['Major Examination Dec-2021', '2021'],
      ['Academic Session 2023-24', '2023-24'],
      ['Session: 2023-2024', '2023-24'],
      ['Session 2019–20', '2019-20'],
      ['Academic Session: 2022.23', '2022-23'],
      ['End Semester Examination, Nov 2023 (Session 2023-24)', '2023-24'],
      ['Date: 12/05/2022   Mid Semester Examination', '2022'],
    ])('%p → %p', (line, year) => {
      expect(suggest(paper(line)).examYear?.value).toBe(year);
    });

    it('ignores what is not a session (2023-25) and a year only the questions mention', () => {
      expect(suggest(paper('Session 2023-25 Mid Semester Examination')).examYear).toBeNull();
      const s = suggest(paper('Operating Systems', 'Q4. Which scheduler did Linux use in 2007? [5 marks]'));
      expect(s.examYear).toBeNull();
    });

    it('two different years in the header leave it empty', () => {
      expect(suggest(paper('Examination May 2021', 'Examination December 2022')).examYear).toBeNull();
    });
  });

  describe('year of study', () => {
    it.each([
      ['III B.Tech', 3],
      ['B.Tech III Year', 3],
      ['5th Semester', 3],
      ['Semester VI', 3],
      ['Sem-IV', 2],
      ['Second Year', 2],
      ['Year: 1', 1],
      ['T.Y.B.Sc. (Physics)', 3],
      ['III B.Tech I Semester Regular Examinations', 3],
      ['B.Tech III-II Sem', 3],
      ['Fourth year, seventh semester', 4],
    ])('%p → %p', (line, year) => {
      expect(suggest(paper('Delhi Technological University', line)).year?.value).toBe(year);
    });

    it("is the subject's own year when a subject is found (the wizard files it there)", () => {
      const agree = suggest(paper('CS301 Operating Systems', 'B.Tech 5th Semester'));
      expect(agree.year).toEqual({ value: 3, confidence: expect.any(Number) });
      const alone = suggest(paper('CS301 Operating Systems'));
      expect(alone.year?.value).toBe(3);
      expect(agree.year?.confidence ?? 0).toBeGreaterThan(alone.year?.confidence ?? 1);
    });
  });

  describe('type', () => {
    it('a page with marks, time and instructions is a paper', () => {
      expect(suggest(paper('Operating Systems')).type).toEqual({ value: 'paper', confidence: expect.any(Number) });
    });

    it('prose with a notes header is a note', () => {
      const s = suggest([
        'Chapter 3 - Deadlocks\nOperating Systems\nIntroduction: a deadlock is a set of processes each waiting for another. Example: two trains on one track. Definition: a resource allocation graph shows requests.',
      ]);
      expect(s.type?.value).toBe('note');
    });

    it('text with no sign either way (noise) is left empty', () => {
      const noise = Array.from({ length: 40 }, (_v, i) => `xq${i}zr`).join(' ');
      const s = suggest([noise]);
      expect(s.type).toBeNull();
    });
  });

  describe('title', () => {
    it('is subject, exam type and exam year for a paper', () => {
      const s = suggest(paper('CS301 Operating Systems', 'End Semester Examination, November 2023'));
      expect(s.title?.value).toBe('Operating Systems End Semester 2023');
    });

    it("is a note's own heading", () => {
      const s = suggest([
        'Lecture 5: Deadlocks and Starvation\nOperating Systems\nIntroduction: a deadlock is a set of processes each waiting for another. Example: two trains on one track.',
      ]);
      expect(s.title?.value).toBe('Lecture 5: Deadlocks and Starvation');
    });
  });

  it('leaves every field empty for a page with no text', () => {
    const s = suggest(['', '']);
    expect(Object.values(s).every((v) => v === null)).toBe(true);
  });

  it('never answers a confidence under the threshold', () => {
    for (const pages of [paper('Data Structures'), paper('OS 2021'), ['Quiz'], paper('NIT Surathkal, Sem 3')]) {
      for (const value of Object.values(suggest(pages))) {
        if (value) expect(value.confidence).toBeGreaterThanOrEqual(SUGGESTION_THRESHOLD);
      }
    }
  });
});

describe('buildMatchCatalogue', () => {
  it('maps the Drizzle rows', () => {
    const catalogue = buildMatchCatalogue({
      colleges: [{ id: 'c', collegeName: 'Delhi Technological University', aliases: ['DCE'] }],
      courses: [{ id: 'k', collegeId: 'c', courseName: 'Bachelor of Technology', abbreviation: 'BTech', aliases: [] }],
      branches: [
        {
          id: 'b',
          collegeId: 'c',
          courseId: 'k',
          branchName: 'Information Technology',
          abbreviation: 'IT',
          aliases: [],
        },
      ],
      subjects: [
        {
          id: 's',
          collegeId: 'c',
          courseId: 'k',
          branchId: 'b',
          name: 'Computer Networks',
          code: 'IT301',
          year: 3,
          aliases: ['CN'],
        },
      ],
    });
    expect(catalogue.colleges[0]).toEqual({ id: 'c', name: 'Delhi Technological University', aliases: ['DCE'] });
    expect(catalogue.subjects[0]).toMatchObject({ name: 'Computer Networks', code: 'IT301', year: 3, branchId: 'b' });
    const s = suggestFields(['DCE  IT 301  Major Examination 2022\nMax Marks 50\nAnswer all questions.'], catalogue);
    expect(s.subjectId?.value).toBe('s');
    expect(s.collegeId?.value).toBe('c');
  });
});
