import { branches, subjects } from '../database/schema';
import { CatalogueCode, notFoundCode } from './catalogue.errors';
import { CATALOGUE, filterKeys, nameOf, sortKeys } from './catalogue.kinds';
import { wizardParams } from './catalogue.service';

describe('catalogue kinds', () => {
  it("gives the admin lists the sort and filter keys the console's grids use", () => {
    expect(sortKeys('colleges')).toEqual(['_id', 'collegeName', 'location', 'aliases', 'createdAt']);
    expect(sortKeys('courses')).toEqual([
      '_id',
      'courseName',
      'abbreviation',
      'duration',
      'aliases',
      'college',
      'createdAt',
    ]);
    expect(sortKeys('branches')).toEqual([
      '_id',
      'branchName',
      'abbreviation',
      'aliases',
      'college',
      'course',
      'createdAt',
    ]);
    expect(sortKeys('subjects')).toEqual([
      '_id',
      'name',
      'code',
      'year',
      'aliases',
      'branch',
      'course',
      'college',
      'createdAt',
    ]);
    expect(filterKeys('colleges')).toEqual(['q', 'id', 'location']);
    expect(filterKeys('courses')).toEqual(['q', 'id', 'college', 'collegeId']);
    expect(filterKeys('branches')).toEqual(['q', 'id', 'college', 'collegeId', 'course', 'courseId']);
    expect(filterKeys('subjects')).toEqual([
      'q',
      'id',
      'college',
      'collegeId',
      'course',
      'courseId',
      'branch',
      'branchId',
      'year',
    ]);
  });

  it('describes each parent chain root first, each parent a kind above', () => {
    const order = ['colleges', 'courses', 'branches', 'subjects'];
    for (const d of Object.values(CATALOGUE)) {
      const parents = d.parents.map((p) => p.kind);
      expect(parents).toEqual(order.slice(0, order.indexOf(d.kind)));
      // Every row carries each parent's name and id.
      for (const link of d.parents) {
        expect(Object.keys(d.row)).toEqual(expect.arrayContaining([link.field, `${link.field}Id`]));
      }
      expect(Object.keys(d.row)).toEqual(expect.arrayContaining(['_id', d.name.field, ...d.fields]));
    }
  });

  it('derives the rest from the chain: own body fields, parent columns, the row with each parent by name and id', () => {
    expect(CATALOGUE.colleges.fields).toEqual(['location', 'aliases']);
    expect(CATALOGUE.courses.fields).toEqual(['abbreviation', 'duration', 'aliases']);
    expect(CATALOGUE.subjects.fields).toEqual(['code', 'year', 'aliases']);
    expect(CATALOGUE.branches.parents.map((p) => p.column)).toEqual([branches.collegeId, branches.courseId]);
    expect(Object.keys(CATALOGUE.subjects.row)).toEqual([
      '_id',
      'name',
      'code',
      'year',
      'aliases',
      'branch',
      'branchId',
      'course',
      'courseId',
      'college',
      'collegeId',
    ]);
    expect(CATALOGUE.subjects.year).toBe(subjects.year);
    expect(CATALOGUE.courses.year).toBeUndefined();
    expect(CATALOGUE.branches.notFoundCode).toBe(CatalogueCode.BRANCH_NOT_FOUND);
    expect(notFoundCode('subject')).toBe('CATALOGUE.SUBJECT_NOT_FOUND');
  });

  it('names the browse-wizard path root first, the year just above the level filed within it', () => {
    expect(wizardParams('colleges')).toEqual(['collegeId']);
    expect(wizardParams('branches')).toEqual(['collegeId', 'courseId', 'branchId']);
    expect(wizardParams('subjects')).toEqual(['collegeId', 'courseId', 'branchId', 'year', 'subjectId']);
  });

  it("reads a row's name", () => {
    expect(nameOf('colleges', { _id: 'a', collegeName: 'IIT Delhi', location: 'Delhi', aliases: ['IITD'] })).toBe(
      'IIT Delhi',
    );
    expect(
      nameOf('subjects', {
        _id: 's',
        name: 'Compilers',
        code: 'CS301',
        year: 3,
        aliases: [],
        branch: 'CSE',
        branchId: 'b',
        course: 'BTech',
        courseId: 'c',
        college: 'IIT',
        collegeId: 'i',
      }),
    ).toBe('Compilers');
  });
});
