/**
 * The catalogue chain described once, root first: college → course → branch → subject (subjects
 * are also filed under a year of study, which is a column, not a table). For each level: its
 * table and id column, the column with its name (and the columns a document is searched by), the
 * documents' column that files a document under it, the key that names it in feed and console
 * filters and in list rows (`${key}Id`, `${key}Name`), its label, and its year column if it is
 * filed within a year. A level's table repeats every ancestor's id as `${key}Id`, as documents do.
 * The documents' joins, list columns, filters and search text are loops over this list, not one
 * line per level; the catalogue module derives its kinds, routes and path checks from it.
 */
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { branches, colleges, courses, subjects } from './schema/catalogue';
import { documents } from './schema/documents';

export const CATALOGUE_CHAIN = [
  {
    key: 'college',
    kind: 'colleges',
    label: 'College',
    parent: undefined,
    table: colleges,
    id: colleges.id,
    name: colleges.collegeName,
    nameField: 'collegeName',
    searchedBy: [colleges.collegeName],
    aliases: colleges.aliases,
    filedBy: documents.collegeId,
    year: undefined,
  },
  {
    key: 'course',
    kind: 'courses',
    label: 'Course',
    parent: 'college',
    table: courses,
    id: courses.id,
    name: courses.courseName,
    nameField: 'courseName',
    searchedBy: [courses.courseName, courses.abbreviation],
    aliases: courses.aliases,
    filedBy: documents.courseId,
    year: undefined,
  },
  {
    key: 'branch',
    kind: 'branches',
    label: 'Branch',
    parent: 'course',
    table: branches,
    id: branches.id,
    name: branches.branchName,
    nameField: 'branchName',
    searchedBy: [branches.branchName, branches.abbreviation],
    aliases: branches.aliases,
    filedBy: documents.branchId,
    year: undefined,
  },
  {
    key: 'subject',
    kind: 'subjects',
    label: 'Subject',
    parent: 'branch',
    table: subjects,
    id: subjects.id,
    name: subjects.name,
    nameField: 'name',
    searchedBy: [subjects.name, subjects.code],
    aliases: subjects.aliases,
    filedBy: documents.subjectId,
    year: subjects.year,
  },
] as const satisfies readonly {
  key: string;
  kind: string;
  label: string;
  /** The level above (its key), undefined for the root. */
  parent: string | undefined;
  table: PgTable;
  id: AnyPgColumn;
  name: AnyPgColumn;
  nameField: string;
  searchedBy: readonly AnyPgColumn[];
  /** Its other names (text[]), searched as if they were the name (document-search-text.ts). */
  aliases: AnyPgColumn;
  filedBy: AnyPgColumn;
  /** Its year of study, for a level filed within one too (subjects: the year must lie within the course). */
  year: AnyPgColumn | undefined;
}[];

export type CatalogueLevel = (typeof CATALOGUE_CHAIN)[number];
/** A level's key: 'college', 'course', 'branch' or 'subject'. */
export type CatalogueLevelKey = CatalogueLevel['key'];
/** A level's table name ('colleges', …), as the catalogue module names its kinds. */
export type CatalogueLevelKind = CatalogueLevel['kind'];

/** The level named `key`. */
export function levelOfKey(key: CatalogueLevelKey): CatalogueLevel {
  const level = CATALOGUE_CHAIN.find((l) => l.key === key);
  if (!level) throw new Error(`No catalogue level ${key}`);
  return level;
}

/** The levels above `level`, root first. */
export function ancestorsOf(level: CatalogueLevel): CatalogueLevel[] {
  return CATALOGUE_CHAIN.slice(0, CATALOGUE_CHAIN.indexOf(level));
}

/** The level whose rows are in `kind`'s table. */
export function levelOfKind(kind: CatalogueLevelKind): CatalogueLevel {
  const level = CATALOGUE_CHAIN.find((l) => l.kind === kind);
  if (!level) throw new Error(`No catalogue level for ${kind}`);
  return level;
}
