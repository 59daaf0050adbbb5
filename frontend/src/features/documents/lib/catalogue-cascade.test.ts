import { describe, expect, it } from 'vitest';
import { CATALOGUE_CHAIN, LISTED_LEVELS, ancestorsOf, catalogueLevel } from '@/config/catalogue-chain';
import { BROWSE_LEVELS } from '@/config/paths';
import type { Catalogue } from '../api/get-catalogue';
import { cascadeOptions, choose, optionsFor } from './catalogue-cascade';

/** Two colleges that both teach a B.Tech with a Computer Science branch, as the API answers. */
const catalogue: Catalogue = {
  college: [
    { _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi', aliases: [] },
    { _id: 'c2', collegeName: 'NIT Trichy', location: 'Trichy', aliases: [] },
  ],
  course: [
    {
      _id: 'k1',
      courseName: 'B.Tech',
      abbreviation: 'BT',
      college: 'IIT Delhi',
      collegeId: 'c1',
      duration: 4,
      aliases: [],
    },
    {
      _id: 'k2',
      courseName: 'MBA',
      abbreviation: 'MBA',
      college: 'NIT Trichy',
      collegeId: 'c2',
      duration: 2,
      aliases: [],
    },
    {
      _id: 'k3',
      courseName: 'B.Tech',
      abbreviation: 'BT',
      college: 'NIT Trichy',
      collegeId: 'c2',
      duration: 5,
      aliases: [],
    },
  ],
  branch: [
    {
      _id: 'b1',
      branchName: 'Computer Science',
      abbreviation: 'CSE',
      college: 'IIT Delhi',
      collegeId: 'c1',
      course: 'B.Tech',
      courseId: 'k1',
      aliases: [],
    },
    {
      _id: 'b2',
      branchName: 'Civil',
      abbreviation: 'CE',
      college: 'IIT Delhi',
      collegeId: 'c1',
      course: 'B.Tech',
      courseId: 'k1',
      aliases: [],
    },
    {
      _id: 'b3',
      branchName: 'Computer Science',
      abbreviation: 'CSE',
      college: 'NIT Trichy',
      collegeId: 'c2',
      course: 'B.Tech',
      courseId: 'k3',
      aliases: [],
    },
  ],
  subject: [
    {
      _id: 's1',
      name: 'Data Structures',
      year: 2,
      college: 'IIT Delhi',
      collegeId: 'c1',
      course: 'B.Tech',
      courseId: 'k1',
      branch: 'Computer Science',
      branchId: 'b1',
      code: null,
      aliases: [],
    },
    {
      _id: 's2',
      name: 'Surveying',
      year: 3,
      college: 'IIT Delhi',
      collegeId: 'c1',
      course: 'B.Tech',
      courseId: 'k1',
      branch: 'Civil',
      branchId: 'b2',
      code: null,
      aliases: [],
    },
    {
      _id: 's3',
      name: 'Operating Systems',
      year: 3,
      college: 'NIT Trichy',
      collegeId: 'c2',
      course: 'B.Tech',
      courseId: 'k3',
      branch: 'Computer Science',
      branchId: 'b3',
      code: null,
      aliases: [],
    },
    {
      _id: 's4',
      name: 'Data Structures',
      year: 2,
      college: 'NIT Trichy',
      collegeId: 'c2',
      course: 'B.Tech',
      courseId: 'k3',
      branch: 'Computer Science',
      branchId: 'b3',
      code: null,
      aliases: [],
    },
  ],
};

const none = { college: '', course: '', branch: '', subject: '' };
const noneWithYear = { ...none, year: '' };

describe('the catalogue chain', () => {
  it('runs college → course → branch → year → subject, with the wizard segments in that order', () => {
    expect(CATALOGUE_CHAIN.map((level) => level.key)).toEqual(['college', 'course', 'branch', 'year', 'subject']);
    expect(BROWSE_LEVELS).toEqual(['collegename', 'coursename', 'branchname', 'year', 'subjectname', 'documentname']);
    expect(LISTED_LEVELS.map((level) => level.resource)).toEqual(['colleges', 'courses', 'branches', 'subjects']);
    expect(ancestorsOf('subject').map((level) => level.key)).toEqual(['college', 'course', 'branch', 'year']);
    expect(ancestorsOf('college')).toEqual([]);
  });

  it("keeps the spec's words per level", () => {
    expect(CATALOGUE_CHAIN.map((level) => level.words.empty)).toEqual([
      'No Colleges available',
      'No Courses available',
      'No Branches available',
      'No Years available',
      'No Subjects available',
    ]);
    expect(LISTED_LEVELS.map((level) => level.words.add)).toEqual([
      'Add College',
      'Add Course',
      'Add Branch',
      'Add Subject',
    ]);
    const year = catalogueLevel('year');
    expect(year.kind === 'numbered' && [1, 2, 3, 4].map(year.words.valueLabel)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th Year',
    ]);
  });
});

describe('optionsFor', () => {
  it('offers only the rows under the chosen parents, each name once', () => {
    expect(optionsFor(catalogue, catalogueLevel('course'), none)).toEqual(['B.Tech', 'MBA']);
    expect(optionsFor(catalogue, catalogueLevel('course'), { ...none, college: 'IIT Delhi' })).toEqual(['B.Tech']);
    expect(
      optionsFor(catalogue, catalogueLevel('subject'), { ...none, college: 'IIT Delhi', branch: 'Civil' }),
    ).toEqual(['Surveying']);
    // No other branch's subjects once a branch is chosen (issue 25).
    expect(
      optionsFor(catalogue, catalogueLevel('subject'), { ...none, college: 'NIT Trichy', branch: 'Computer Science' }),
    ).toEqual(['Data Structures', 'Operating Systems']);
  });

  it('narrows subjects by year, and numbers years up to the chosen course’s duration', () => {
    const chosen = { ...noneWithYear, college: 'IIT Delhi', course: 'B.Tech' };
    expect(optionsFor(catalogue, catalogueLevel('year'), chosen)).toEqual(['1', '2', '3', '4']);
    expect(optionsFor(catalogue, catalogueLevel('year'), noneWithYear)).toEqual(['1', '2', '3', '4', '5']);
    expect(optionsFor(catalogue, catalogueLevel('subject'), { ...chosen, year: '3' })).toEqual(['Surveying']);
  });

  it('matches a row that names its parent by id', () => {
    const byId: Catalogue = {
      ...catalogue,
      course: [{ ...catalogue.course[1], college: 'c2' }],
    };
    expect(optionsFor(byId, catalogueLevel('course'), { ...none, college: 'NIT Trichy' })).toEqual(['MBA']);
  });

  it('keeps offering a choice the catalogue does not list (a shared link), first', () => {
    const options = cascadeOptions(catalogue, LISTED_LEVELS, { ...none, college: 'Old College' });
    expect(options.college).toEqual(['Old College', 'IIT Delhi', 'NIT Trichy']);
    expect(options.course).toEqual([]);
  });
});

describe('choose', () => {
  it('keeps the choices below that still fit a new parent', () => {
    const chosen = { college: 'IIT Delhi', course: 'B.Tech', branch: 'Computer Science', subject: 'Data Structures' };
    expect(choose(catalogue, LISTED_LEVELS, chosen, 'college', 'NIT Trichy')).toEqual({
      choices: { ...chosen, college: 'NIT Trichy' },
      cleared: [],
    });
  });

  it('clears, and names, the choices below that no longer fit', () => {
    const chosen = { college: 'IIT Delhi', course: 'B.Tech', branch: 'Civil', subject: 'Surveying' };
    expect(choose(catalogue, LISTED_LEVELS, chosen, 'college', 'NIT Trichy')).toEqual({
      choices: { college: 'NIT Trichy', course: 'B.Tech', branch: '', subject: '' },
      cleared: ['branch', 'subject'],
    });
    expect(choose(catalogue, LISTED_LEVELS, chosen, 'course', 'MBA').cleared).toEqual(['branch', 'subject']);
  });

  it('fills in the parents a choice settles, and leaves open the ones it does not', () => {
    expect(choose(catalogue, CATALOGUE_CHAIN, noneWithYear, 'subject', 'Surveying').choices).toEqual({
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Civil',
      year: '3',
      subject: 'Surveying',
    });
    // Data Structures is taught at both colleges, in a B.Tech's Computer Science, in year 2.
    expect(choose(catalogue, CATALOGUE_CHAIN, noneWithYear, 'subject', 'Data Structures').choices).toEqual({
      college: '',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: '2',
      subject: 'Data Structures',
    });
  });

  it('widens without clearing when a choice is removed', () => {
    const chosen = { college: 'IIT Delhi', course: 'B.Tech', branch: 'Civil', subject: 'Surveying' };
    expect(choose(catalogue, LISTED_LEVELS, chosen, 'college', '')).toEqual({
      choices: { ...chosen, college: '' },
      cleared: [],
    });
  });

  it('changes nothing else before the catalogue has loaded', () => {
    const chosen = { college: 'IIT Delhi', course: 'B.Tech', branch: 'Civil', subject: 'Surveying' };
    expect(choose(undefined, LISTED_LEVELS, chosen, 'college', 'NIT Trichy')).toEqual({
      choices: { ...chosen, college: 'NIT Trichy' },
      cleared: [],
    });
  });
});
