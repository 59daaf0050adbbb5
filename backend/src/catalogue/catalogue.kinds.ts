/**
 * The one description of each catalogue kind (colleges → courses → branches → subjects): its
 * table, its parent chain, its name and what makes it unique, what points at it, what the admin
 * list may sort and filter by, and the row the API answers with. CatalogueRepository and
 * CatalogueService are written once over these descriptions, never once per kind.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BASE_FILTERS, type FilterType, type ListFilters } from '../common/react-admin/list-params';
import { branches, colleges, courses, subjects } from '../database/schema';
import type { BranchDto, CatalogueKind, CollegeDto, CourseDto, SubjectDto } from './dto/catalogue-item.dto';
import type { ErrorCode } from '../common/error-codes';
import { CatalogueCode } from './catalogue.errors';

/** The row each kind answers with (spec §3 shapes plus parent ids). */
export interface CatalogueRows {
  colleges: CollegeDto;
  courses: CourseDto;
  branches: BranchDto;
  subjects: SubjectDto;
}

export type CatalogueItem = CatalogueRows[CatalogueKind];

export interface CatalogueTables {
  colleges: typeof colleges;
  courses: typeof courses;
  branches: typeof branches;
  subjects: typeof subjects;
}

/** A parent of a row: named in bodies and filters by `field` (id or name), stored in `column`. */
export interface ParentLink {
  kind: 'colleges' | 'courses' | 'branches';
  /** The body, filter and row field with the parent's name; `${field}Id` carries its id. */
  field: 'college' | 'course' | 'branch';
  /** This kind's column pointing at the parent. */
  column: AnyPgColumn;
}

export interface KindDescription<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  /** 'College', as messages name one row. */
  singular: string;
  notFoundCode: ErrorCode;
  table: CatalogueTables[K];
  /** The name: unique case-insensitively within the direct parent (and year), searched by `q`. */
  name: { field: string; column: AnyPgColumn };
  /** Root first; the last one is the direct parent. A row repeats every ancestor's id. */
  parents: readonly ParentLink[];
  /** Body fields stored as sent, besides the name and the parents. */
  fields: readonly string[];
  /** Subjects: names are unique per year too, and the year must lie within the course. */
  year?: AnyPgColumn;
  /** The answer's row, with the parents' names joined in. */
  row: Record<keyof CatalogueRows[K], AnyPgColumn>;
  /** The admin list's sort fields (react-admin `sort`); the default is the name, A→Z. */
  sort: Record<string, AnyPgColumn>;
  /** Admin list filters besides q, id and the parents (by name or id): what each holds, and its condition. */
  filters: Record<string, { type: FilterType; where: (value: unknown) => SQL | undefined }>;
}

const college: KindDescription<'colleges'> = {
  kind: 'colleges',
  singular: 'College',
  notFoundCode: CatalogueCode.COLLEGE_NOT_FOUND,
  table: colleges,
  name: { field: 'collegeName', column: colleges.collegeName },
  parents: [],
  fields: ['location'],
  row: { _id: colleges.id, collegeName: colleges.collegeName, location: colleges.location },
  sort: {
    _id: colleges.id,
    collegeName: colleges.collegeName,
    location: colleges.location,
    createdAt: colleges.createdAt,
  },
  filters: {
    location: {
      type: 'text',
      where: (value) => (typeof value === 'string' ? sql`lower(${colleges.location}) = lower(${value})` : undefined),
    },
  },
};

const course: KindDescription<'courses'> = {
  kind: 'courses',
  singular: 'Course',
  notFoundCode: CatalogueCode.COURSE_NOT_FOUND,
  table: courses,
  name: { field: 'courseName', column: courses.courseName },
  parents: [{ kind: 'colleges', field: 'college', column: courses.collegeId }],
  fields: ['abbreviation', 'duration'],
  row: {
    _id: courses.id,
    courseName: courses.courseName,
    abbreviation: courses.abbreviation,
    college: colleges.collegeName,
    collegeId: courses.collegeId,
    duration: courses.duration,
  },
  sort: {
    _id: courses.id,
    courseName: courses.courseName,
    abbreviation: courses.abbreviation,
    duration: courses.duration,
    college: colleges.collegeName,
    createdAt: courses.createdAt,
  },
  filters: {},
};

const branch: KindDescription<'branches'> = {
  kind: 'branches',
  singular: 'Branch',
  notFoundCode: CatalogueCode.BRANCH_NOT_FOUND,
  table: branches,
  name: { field: 'branchName', column: branches.branchName },
  parents: [
    { kind: 'colleges', field: 'college', column: branches.collegeId },
    { kind: 'courses', field: 'course', column: branches.courseId },
  ],
  fields: ['abbreviation'],
  row: {
    _id: branches.id,
    branchName: branches.branchName,
    abbreviation: branches.abbreviation,
    college: colleges.collegeName,
    collegeId: branches.collegeId,
    course: courses.courseName,
    courseId: branches.courseId,
  },
  sort: {
    _id: branches.id,
    branchName: branches.branchName,
    abbreviation: branches.abbreviation,
    college: colleges.collegeName,
    course: courses.courseName,
    createdAt: branches.createdAt,
  },
  filters: {},
};

const subject: KindDescription<'subjects'> = {
  kind: 'subjects',
  singular: 'Subject',
  notFoundCode: CatalogueCode.SUBJECT_NOT_FOUND,
  table: subjects,
  name: { field: 'name', column: subjects.name },
  parents: [
    { kind: 'colleges', field: 'college', column: subjects.collegeId },
    { kind: 'courses', field: 'course', column: subjects.courseId },
    { kind: 'branches', field: 'branch', column: subjects.branchId },
  ],
  fields: ['year'],
  year: subjects.year,
  row: {
    _id: subjects.id,
    name: subjects.name,
    year: subjects.year,
    branch: branches.branchName,
    branchId: subjects.branchId,
    course: courses.courseName,
    courseId: subjects.courseId,
    college: colleges.collegeName,
    collegeId: subjects.collegeId,
  },
  sort: {
    _id: subjects.id,
    name: subjects.name,
    year: subjects.year,
    branch: branches.branchName,
    course: courses.courseName,
    college: colleges.collegeName,
    createdAt: subjects.createdAt,
  },
  filters: {
    // parseListParams has checked the year (a whole number 1–10).
    year: {
      type: 'year',
      where: (value) => (typeof value === 'number' ? sql`${subjects.year} = ${value}` : undefined),
    },
  },
};

export const CATALOGUE: { readonly [K in CatalogueKind]: KindDescription<K> } = {
  colleges: college,
  courses: course,
  branches: branch,
  subjects: subject,
};

/** The admin list's filters: q, id, each parent by name (text) or id, then the kind's own. */
export function filterTypes(kind: CatalogueKind): ListFilters {
  const d: KindDescription = CATALOGUE[kind];
  return {
    ...BASE_FILTERS,
    ...Object.fromEntries(d.parents.flatMap((p) => [[p.field, 'text'] as const, [`${p.field}Id`, 'ids'] as const])),
    ...Object.fromEntries(Object.entries(d.filters).map(([key, filter]) => [key, filter.type])),
  };
}

/** The admin list's filter keys, in order (for Swagger text). */
export function filterKeys(kind: CatalogueKind): string[] {
  return Object.keys(filterTypes(kind));
}

export function sortKeys(kind: CatalogueKind): string[] {
  return Object.keys(CATALOGUE[kind].sort);
}

/** A row's name (collegeName, courseName, branchName or name). */
export function nameOf(kind: CatalogueKind, row: CatalogueItem): string {
  const name: unknown = Reflect.get(row, CATALOGUE[kind].name.field);
  return typeof name === 'string' ? name : '';
}
