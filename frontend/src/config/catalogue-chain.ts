/**
 * The catalogue chain, described once (issue 24): college → course → branch → year → subject,
 * root first, each level filed under the one before it. A row of a level names every ancestor
 * by name (`college`, `course`, …, the level keys) and, for listed ancestors, by id (`collegeId`).
 *
 * The browse wizard (its steps, route segments and fetchers), the feed's filters, the upload
 * form's cascade and the console's parent inputs all loop over `CATALOGUE_CHAIN`; none of them
 * names a level by its position. A new level is one entry here (and its row type below), its words
 * in strings.ts, and, for a listed level, its console resource (docs/architecture.md, Frontend).
 */
import type { ApiSchema } from '@/lib/api-types';
import { strings } from './strings';

/** The row each listed level's lists answer with (openapi.json). */
export interface CatalogueRows {
  college: ApiSchema<'CollegeDto'>;
  course: ApiSchema<'CourseDto'>;
  branch: ApiSchema<'BranchDto'>;
  subject: ApiSchema<'SubjectDto'>;
}

/** A level with rows of its own: listed at /api/<resource>, managed in the console. */
export type ListedLevelKey = keyof CatalogueRows;

export type CatalogueLevelKey = keyof typeof strings.catalogue;

type StringField<Row> = { [F in keyof Row]: Row[F] extends string ? F : never }[keyof Row] & string;
type NumberField<Row> = { [F in keyof Row]: Row[F] extends number ? F : never }[keyof Row] & string;

interface LevelBase<K extends CatalogueLevelKey> {
  key: K;
  /** The wizard's route segment for this level (`/papers/:collegename/…`). */
  param: string;
  words: (typeof strings.catalogue)[K];
}

interface ListedLevelOf<K extends ListedLevelKey> extends LevelBase<K> {
  kind: 'listed';
  /** Its API lists (`/api/colleges`) and console resource. */
  resource: string;
  /** The field with a row's name (what the feed filters and uploads send, and the URL shows squashed). */
  nameField: StringField<CatalogueRows[K]>;
  /** A second line on the wizard's tiles. */
  detailField?: StringField<CatalogueRows[K]>;
}

/** A listed level; its fields are checked against its own row type. */
export type ListedLevel = { [K in ListedLevelKey]: ListedLevelOf<K> }[ListedLevelKey];

/** A level with no rows: numbered 1 … a field of an ancestor's row (a course's duration in years). */
export interface NumberedLevel extends LevelBase<Exclude<CatalogueLevelKey, ListedLevelKey>> {
  kind: 'numbered';
  /** The wizard's lookup of its numbers (with their counts) under the parent row: `/api/branches/<ids>/years`. */
  lookup: string;
  countFrom: { [A in ListedLevelKey]: { level: A; field: NumberField<CatalogueRows[A]> } }[ListedLevelKey];
}

export type CatalogueLevel = ListedLevel | NumberedLevel;

const listed = <K extends ListedLevelKey>(
  key: K,
  param: string,
  resource: string,
  nameField: StringField<CatalogueRows[K]>,
  detailField?: StringField<CatalogueRows[K]>,
): ListedLevelOf<K> => ({
  kind: 'listed',
  key,
  param,
  resource,
  nameField,
  detailField,
  words: strings.catalogue[key],
});

export const CATALOGUE_CHAIN = [
  listed('college', 'collegename', 'colleges', 'collegeName', 'location'),
  listed('course', 'coursename', 'courses', 'courseName', 'abbreviation'),
  listed('branch', 'branchname', 'branches', 'branchName', 'abbreviation'),
  {
    kind: 'numbered',
    key: 'year',
    param: 'year',
    lookup: 'years',
    countFrom: { level: 'course', field: 'duration' },
    words: strings.catalogue.year,
  },
  listed('subject', 'subjectname', 'subjects', 'name'),
] as const satisfies readonly CatalogueLevel[];

export const isListed = (level: CatalogueLevel): level is ListedLevel => level.kind === 'listed';

/** The levels with rows of their own, root first (the feed's filters, the console's kinds). */
export const LISTED_LEVELS: readonly ListedLevel[] = CATALOGUE_CHAIN.filter(isListed);

/** The levels above `key`, root first. */
export function ancestorsOf(key: CatalogueLevelKey): readonly CatalogueLevel[] {
  const index = CATALOGUE_CHAIN.findIndex((level) => level.key === key);
  return CATALOGUE_CHAIN.slice(0, Math.max(0, index));
}

export function catalogueLevel(key: CatalogueLevelKey): CatalogueLevel {
  const found = CATALOGUE_CHAIN.find((level) => level.key === key);
  if (!found) throw new Error(`${key} is not a catalogue level`);
  return found;
}
