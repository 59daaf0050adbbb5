/**
 * The one description of each catalogue kind (colleges → courses → branches → subjects). What
 * the chain says (database/catalogue-chain.ts: table, name, parents, label, year) is read from
 * it; what only this module needs is written here once per kind: the classes the API answers
 * with and is sent, the order of a row's fields (also the admin list's sort keys), filters of the
 * kind's own, and the docs of its browse-wizard step. CatalogueRepository, CatalogueService and
 * the controllers are written once over these descriptions, never once per kind.
 */
import type { Type } from '@nestjs/common';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { BASE_FILTERS, type FilterType, type ListFilters } from '../common/react-admin/list-params';
import type { ErrorCode } from '../common/error-codes';
import {
  ancestorsOf,
  CATALOGUE_CHAIN,
  type CatalogueLevel,
  type CatalogueLevelKey,
  type CatalogueLevelKind,
  levelOfKind,
} from '../database/catalogue-chain';
import { colleges, subjects } from '../database/schema';
import { BranchDto, CollegeDto, CourseDto, SubjectDto, wizardRowOf, WizardYearDto } from './dto/catalogue-item.dto';
import { CreateBranchDto } from './dto/create-branch.dto';
import { CreateCollegeDto } from './dto/create-college.dto';
import { CreateCourseDto } from './dto/create-course.dto';
import { CreateSubjectDto } from './dto/create-subject.dto';
import { CatalogueCode, notFoundCode } from './catalogue.errors';

/** A catalogue table's name: 'colleges', 'courses', 'branches' or 'subjects'. */
export type CatalogueKind = CatalogueLevelKind;

/** Admin list filters besides q, id and the parents (by name or id): what each holds, and its condition. */
type OwnFilters = Record<string, { type: FilterType; where: (value: unknown) => SQL | undefined }>;

/** The docs of a browse-wizard step. */
interface WizardStepDocs {
  summary: string;
  /** The 404 codes, as the docs name them (none for the root's step, which has no path). */
  notFound?: string;
}

/** What is written per kind; everything else is derived from the chain. */
interface KindSource<Row, Body> {
  row: Type<Row>;
  create: Type<Body>;
  /**
   * The row's fields in the order the API answers with them, a parent by its name (its id
   * follows it); the admin list sorts by each of them and by createdAt.
   */
  fields: readonly (keyof Row & string)[];
  filters?: OwnFilters;
  /** The step listing its rows (under their parents), each with the documents filed under it. */
  wizard: WizardStepDocs;
  /** The wizard's year step under a row of this kind (branches: a branch's years, each with its counts). */
  years?: Required<WizardStepDocs> & { description: string; row: Type<unknown> };
}

const source = <Row, Body>(kind: KindSource<Row, Body>) => kind;

const SOURCES = {
  colleges: source({
    row: CollegeDto,
    create: CreateCollegeDto,
    fields: ['_id', 'collegeName', 'location', 'aliases'],
    wizard: { summary: 'Colleges with their document counts (browse wizard, step 1)' },
    filters: {
      location: {
        type: 'text',
        where: (value) => (typeof value === 'string' ? sql`lower(${colleges.location}) = lower(${value})` : undefined),
      },
    },
  }),
  courses: source({
    row: CourseDto,
    create: CreateCourseDto,
    fields: ['_id', 'courseName', 'abbreviation', 'duration', 'aliases', 'college'],
    wizard: {
      summary: 'Courses of a college (browse wizard, step 2)',
      notFound: CatalogueCode.COLLEGE_NOT_FOUND,
    },
  }),
  branches: source({
    row: BranchDto,
    create: CreateBranchDto,
    fields: ['_id', 'branchName', 'abbreviation', 'aliases', 'college', 'course'],
    wizard: {
      summary: 'Branches of a course of a college (browse wizard, step 3)',
      notFound: `${CatalogueCode.COLLEGE_NOT_FOUND} or ${CatalogueCode.COURSE_NOT_FOUND}`,
    },
    years: {
      summary: "A branch's years with their document counts (browse wizard, step 4)",
      description:
        'One entry per year of the course (1 … duration), each with `documents: { papers, notes }`, so the wizard can ' +
        'show empty years as empty.',
      notFound: `${CatalogueCode.COLLEGE_NOT_FOUND}, COURSE_NOT_FOUND or BRANCH_NOT_FOUND`,
      row: WizardYearDto,
    },
  }),
  subjects: source({
    row: SubjectDto,
    create: CreateSubjectDto,
    fields: ['_id', 'name', 'code', 'year', 'aliases', 'branch', 'course', 'college'],
    filters: {
      // parseListParams has checked the year (a whole number 1–10).
      year: {
        type: 'year',
        where: (value) => (typeof value === 'number' ? sql`${subjects.year} = ${value}` : undefined),
      },
    },
    wizard: {
      summary: 'Subjects of a branch in one year (browse wizard, step 5)',
      notFound: `${CatalogueCode.COLLEGE_NOT_FOUND}, COURSE_NOT_FOUND or BRANCH_NOT_FOUND`,
    },
  }),
} satisfies Record<CatalogueKind, object>;

type Sources = typeof SOURCES;

/** The row each kind answers with (spec §3 shapes plus parent ids). */
export type CatalogueRows = { [K in CatalogueKind]: InstanceType<Sources[K]['row']> };
/** The body that creates a row of each kind; an update takes any part of it. */
export type CatalogueBodies = { [K in CatalogueKind]: InstanceType<Sources[K]['create']> };

export type CatalogueItem = CatalogueRows[CatalogueKind];

/** A parent of a row: named in bodies and filters by `field` (id or name), stored in `column`. */
export interface ParentLink {
  kind: CatalogueKind;
  /** The body, filter and row field with the parent's name; `${field}Id` carries its id. */
  field: CatalogueLevelKey;
  /** This kind's column pointing at the parent. */
  column: AnyPgColumn;
}

export interface KindDescription<K extends CatalogueKind = CatalogueKind> {
  kind: K;
  level: CatalogueLevel;
  /** 'College', as messages name one row. */
  singular: string;
  notFoundCode: ErrorCode;
  table: CatalogueLevel['table'];
  /** The name: unique case-insensitively within the direct parent (and year), searched by `q`. */
  name: { field: string; column: AnyPgColumn };
  /** Root first; the last one is the direct parent. A row repeats every ancestor's id. */
  parents: readonly ParentLink[];
  /** Body fields stored as sent, besides the name and the parents. */
  fields: readonly string[];
  /** Subjects: names are unique per year too, and the year must lie within the course. */
  year?: AnyPgColumn;
  /** The answer's row, with the parents' names joined in. */
  row: Record<string, AnyPgColumn>;
  /** The admin list's sort fields (react-admin `sort`); the default is the name, A→Z. */
  sort: Record<string, AnyPgColumn>;
  filters: OwnFilters;
  /** The classes Swagger and the validation pipe need: the row, the row in a wizard step, the create body. */
  classes: { row: Type<unknown>; wizardRow: Type<unknown>; create: Type<unknown> };
  wizard: WizardStepDocs;
  years?: Required<WizardStepDocs> & { description: string; row: Type<unknown> };
}

/** A column of the level's table by its property name (`collegeId`); a missing one stops start-up. */
function columnOf(level: CatalogueLevel, name: string): AnyPgColumn {
  const columns: Record<string, AnyPgColumn | undefined> = getTableColumns(level.table);
  const column = columns[name];
  if (!column) throw new Error(`${level.kind} has no column ${name}`);
  return column;
}

function describeKind<K extends CatalogueKind>(kind: K): KindDescription<K> {
  const level = levelOfKind(kind);
  // Read as plain strings: each kind's fields were checked against its row where they are written.
  const written: Omit<KindSource<unknown, unknown>, 'fields'> & { fields: readonly string[] } = SOURCES[kind];
  const ancestors = ancestorsOf(level);
  const parentOf = (field: string) => ancestors.find((ancestor) => ancestor.key === field);
  // A parent's field holds its name (joined from its table); every other field is a column of this table.
  const column = (field: string): AnyPgColumn =>
    field === '_id' ? level.id : (parentOf(field)?.name ?? columnOf(level, field));
  return {
    kind,
    level,
    singular: level.label,
    notFoundCode: notFoundCode(level.key),
    table: level.table,
    name: { field: level.nameField, column: level.name },
    parents: ancestors.map((ancestor) => ({
      kind: ancestor.kind,
      field: ancestor.key,
      column: columnOf(level, `${ancestor.key}Id`),
    })),
    fields: written.fields.filter((field) => field !== '_id' && field !== level.nameField && !parentOf(field)),
    year: level.year,
    row: Object.fromEntries(
      written.fields.flatMap((field) =>
        parentOf(field)
          ? [
              [field, column(field)],
              [`${field}Id`, columnOf(level, `${field}Id`)],
            ]
          : [[field, column(field)]],
      ),
    ),
    sort: Object.fromEntries([...written.fields, 'createdAt'].map((field) => [field, column(field)])),
    filters: written.filters ?? {},
    classes: { row: written.row, wizardRow: wizardRowOf(written.row), create: written.create },
    wizard: written.wizard,
    years: written.years,
  };
}

/** Root first, as the chain orders them. */
export const CATALOGUE_KINDS: readonly CatalogueKind[] = CATALOGUE_CHAIN.map((level) => level.kind);

export const CATALOGUE = Object.fromEntries(CATALOGUE_KINDS.map((kind) => [kind, describeKind(kind)])) as {
  readonly [K in CatalogueKind]: KindDescription<K>;
};

/** The kinds below the root, root first: what a refused delete counts (with documents). */
export const CHILD_KINDS: readonly CatalogueKind[] = CATALOGUE_KINDS.slice(1);

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
