import { Injectable } from '@nestjs/common';
import { AppException, notFound } from '../common/app-exception';
import { isUuid } from '../common/id-param';
import { parseListParams } from '../common/react-admin/list-params';
import type { ListQueryDto } from '../common/react-admin/list-query.dto';
import {
  ancestorsOf,
  CATALOGUE_CHAIN,
  type CatalogueLevel,
  type CatalogueLevelKey,
  levelOfKind,
} from '../database/catalogue-chain';
import type { Transaction } from '../database/database.types';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import {
  CATALOGUE,
  type CatalogueBodies,
  type CatalogueItem,
  type CatalogueKind,
  type CatalogueRows,
  CHILD_KINDS,
  filterTypes,
  type KindDescription,
  nameOf,
  sortKeys,
} from './catalogue.kinds';
import { CatalogueCache, DocumentCountsCache, SuggestionCache } from './catalogue-cache';
import { CatalogueRepository, FilterKind, Page } from './catalogue.repository';
import type { CourseDto, WizardRow, WizardYearDto } from './dto/catalogue-item.dto';
import {
  documentYearMismatch,
  documentYearOutOfRange,
  duplicateEntry,
  entryInUse,
  unknownCatalogue,
  unknownParent,
  yearOutOfRange,
} from './catalogue.errors';

export type { CatalogueBodies, CatalogueItem, CatalogueRows } from './catalogue.kinds';

export interface ListResult<T> extends Page<T> {
  start: number;
}

/** The catalogue rows a document points at (one per level of the chain), resolved from ids or names. */
export type ResolvedPlacement = { [L in CatalogueLevel as L['key']]: CatalogueRows[L['kind']] } & { year: number };

/** The resolved rows' ids as a document row stores them: collegeId, courseId, … */
export function placementIds(placement: ResolvedPlacement): Record<`${CatalogueLevelKey}Id`, string> {
  return Object.fromEntries(CATALOGUE_CHAIN.map((level) => [`${level.key}Id`, placement[level.key]._id])) as Record<
    `${CatalogueLevelKey}Id`,
    string
  >;
}

/** What a feed filter names: a catalogue row's id or name, per level. */
export type CatalogueRefs = Partial<Record<FilterKind, string>>;

/** The ids each named level stands for: undefined where nothing was named, empty where nothing matches. */
export type CatalogueFilterIds = Partial<Record<FilterKind, string[]>>;

/** A parameter of a browse-wizard path: a level's id (`collegeId`) or the year. */
export type WizardParam = `${CatalogueLevelKey}Id` | 'year';

/** A browse-wizard path: college → course → branch → year → subject, each level by id. */
export type WizardPath = Record<`${CatalogueLevelKey}Id`, string> & { year: number };

/**
 * The path's parameters down to a kind's rows (the whole path without one), root first, the year
 * just above the level filed within it: `wizardParams()` is collegeId, courseId, branchId, year,
 * subjectId.
 */
export function wizardParams(through?: CatalogueKind): WizardParam[] {
  const levels: readonly CatalogueLevel[] = through
    ? [...ancestorsOf(levelOfKind(through)), levelOfKind(through)]
    : CATALOGUE_CHAIN;
  return levels.flatMap((level): WizardParam[] => (level.year ? ['year', `${level.key}Id`] : [`${level.key}Id`]));
}

/**
 * Work a module above the catalogue does when a row changes, in the change's own transaction: the
 * documents module rebuilds the search text of the documents filed under the row (their names are
 * part of it). Registered with CatalogueService.onRowChanged by that module, so the catalogue
 * never names it and still commits the change with what depends on it.
 */
export type CatalogueChangeHook = (tx: Transaction, kind: CatalogueKind, id: string) => Promise<unknown>;

/** A row's parents by kind, as a body named them (or as they are). */
type Parents = Map<CatalogueKind, CatalogueItem>;

/** Rows found along a path, by level. */
type Found = Partial<Record<CatalogueLevelKey, CatalogueItem>>;

function plural(n: number, word: string, words: string): string {
  return `${n} ${n === 1 ? word : words}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const isCourse = (row: CatalogueItem | undefined): row is CourseDto => row !== undefined && 'duration' in row;
const yearOf = (row: CatalogueItem): number | undefined => ('year' in row ? row.year : undefined);

/**
 * Owns colleges, courses, branches and subjects: public reads (the plain lists and the wizard's
 * filtered lookups), the admin console's lists, and admin writes that never orphan or silently
 * cascade anything. Written once for the four kinds over their descriptions (catalogue.kinds.ts).
 *
 * Public reads go through CatalogueCache (a few seconds per process; every write here clears it).
 * Their answers are shared between requests: nothing may change them.
 */
@Injectable()
export class CatalogueService {
  private readonly changeHooks: CatalogueChangeHook[] = [];

  constructor(
    private readonly repository: CatalogueRepository,
    private readonly cache: CatalogueCache,
    private readonly counts: DocumentCountsCache,
    private readonly suggestions: SuggestionCache,
  ) {}

  /**
   * After this process stored or deleted a document: the wizard's kept counts (DocumentCountsCache)
   * and the kept suggestions (SuggestionCache: they name titles) are forgotten, so the change shows
   * at once here (other processes: within documentCountsMs).
   */
  documentsChanged(): void {
    this.counts.clear();
    this.suggestions.clear();
  }

  /**
   * Suggestions as they type (GET /api/search/suggest) for a normalised prefix: `load()`'s answer,
   * kept a few seconds and forgotten with the counts (SuggestionCache). Shared: nothing may change it.
   */
  keptSuggestions<T>(prefix: string, load: () => Promise<T>): Promise<T> {
    return this.suggestions.get(prefix, load);
  }

  /** After a catalogue write commits: this process reads the catalogue, the counts under it and the suggestions again. */
  private catalogueChanged(): void {
    this.cache.clear();
    this.counts.clear();
    this.suggestions.clear();
  }

  /** Runs `hook` in the transaction of every update of a catalogue row (see CatalogueChangeHook). */
  onRowChanged(hook: CatalogueChangeHook): void {
    this.changeHooks.push(hook);
  }

  static notFound(kind: CatalogueKind): AppException {
    return notFound(CATALOGUE[kind].notFoundCode, `${CATALOGUE[kind].singular} not found`);
  }

  // ---- reads -------------------------------------------------------------------------------

  /** The whole list, A→Z (spec §7: the plain lists the client reads). */
  all<K extends CatalogueKind>(kind: K): Promise<CatalogueRows[K][]> {
    return this.cache.get(`all:${kind}`, async () => (await this.repository.list(kind, { filter: {} })).rows);
  }

  /**
   * The ids a feed filter's names stand for: an id as it is, a name (case-insensitive) as every
   * row of that name ("Course 1" may be in several colleges).
   */
  async filterIds(refs: CatalogueRefs): Promise<CatalogueFilterIds> {
    const ids = async (kind: FilterKind): Promise<string[] | undefined> => {
      const ref = refs[kind];
      if (ref === undefined) return undefined;
      if (isUuid(ref)) return [ref];
      return this.cache.get(`ids:${kind}:${ref}`, () => this.repository.idsByName(kind, ref));
    };
    return Object.fromEntries(
      await Promise.all(CATALOGUE_CHAIN.map(async (level) => [level.key, await ids(level.key)] as const)),
    );
  }

  /** The admin console's list: react-admin sort, range and filter, checked against the kind's description. */
  async list<K extends CatalogueKind>(kind: K, query: ListQueryDto): Promise<ListResult<CatalogueRows[K]>> {
    const params = parseListParams(query, sortKeys(kind), filterTypes(kind));
    const page = await this.repository.list(kind, params);
    return { ...page, start: params.range?.start ?? 0 };
  }

  async get<K extends CatalogueKind>(kind: K, id: string): Promise<CatalogueRows[K]> {
    const found = await this.repository.find(kind, id);
    if (!found) throw CatalogueService.notFound(kind);
    return found;
  }

  // ---- wizard ------------------------------------------------------------------------------

  /**
   * The wizard's step listing a kind's rows under a path of their parents (and the year, for the
   * kind filed within one; none for the root), each with the documents filed under it.
   */
  async wizardStep<K extends CatalogueKind>(
    kind: K,
    path: Partial<WizardPath>,
  ): Promise<WizardRow<CatalogueRows[K]>[]> {
    const d: KindDescription = CATALOGUE[kind];
    const parent = d.parents.at(-1);
    const parentId = parent ? path[`${parent.field}Id`] : undefined;
    const year = d.year ? path.year : undefined;
    // The rows are catalogue (kept); the counts change with every upload (kept a few seconds, DocumentCountsCache).
    const key = `step:${kind}:${JSON.stringify(path)}`;
    const rows = this.cache.get(key, async () => {
      await this.requirePath(path);
      const filter = { ...(parent ? { [`${parent.field}Id`]: parentId } : {}), ...(d.year ? { year } : {}) };
      return (await this.repository.list(kind, { filter })).rows;
    });
    const under = parent && parentId !== undefined ? { kind: parent.kind, id: parentId } : undefined;
    const counts = this.counts.get(key, () => this.repository.documentCounts(kind, under, year));
    const [found, counted] = await Promise.all([rows, counts]);
    return found.map((row) => ({ ...row, documents: counted.get(row._id) ?? { papers: 0, notes: 0 } }));
  }

  /** The wizard's year buttons under a row (spec: as many as the course's duration), each with its documents. */
  async yearsUnder(kind: CatalogueKind, path: Partial<WizardPath>): Promise<WizardYearDto[]> {
    const course = await this.cache.get(`years:${kind}:${JSON.stringify(path)}`, async () => {
      const found = await this.requirePath(path);
      if (!isCourse(found.course)) throw new Error('a year step needs the course above it');
      return found.course;
    });
    const id = path[`${levelOfKind(kind).key}Id`] ?? '';
    const counts = await this.counts.get(`years:${kind}:${id}`, () =>
      this.repository.documentCounts('year', { kind, id }),
    );
    return Array.from({ length: course.duration }, (_, index) => ({
      year: index + 1,
      documents: counts.get(String(index + 1)) ?? { papers: 0, notes: 0 },
    }));
  }

  /** Checks a wizard path college → course → branch → year → subject; 404 names the first unknown level. */
  async resolvePath(path: WizardPath): Promise<ResolvedPlacement> {
    const key = ['path', ...wizardParams().map((param) => path[param])].join('/');
    return this.cache.get(
      key,
      async () => ({ ...(await this.requirePath(path)), year: path.year }) as ResolvedPlacement,
    );
  }

  /**
   * Walks a wizard path root first, as far as it goes: each row must exist under the one above it
   * (404 naming the first that does not), and the year lie within the course (400) before the
   * level filed within it is checked.
   */
  private async requirePath(path: Partial<WizardPath>): Promise<Found> {
    const rows = await Promise.all(
      CATALOGUE_CHAIN.map((level) => {
        const id = path[`${level.key}Id`];
        return id === undefined ? Promise.resolve(undefined) : this.repository.find(level.kind, id);
      }),
    );
    const found: Found = {};
    for (const [index, level] of CATALOGUE_CHAIN.entries()) {
      if (level.year && path.year !== undefined && isCourse(found.course)) this.checkYear(found.course, path.year);
      const id = path[`${level.key}Id`];
      if (id === undefined) break;
      const row = rows[index];
      if (!row) throw CatalogueService.notFound(level.kind);
      const above = ancestorsOf(level).at(-1);
      const misplaced = above !== undefined && Reflect.get(row, `${above.key}Id`) !== path[`${above.key}Id`];
      if (misplaced || (level.year && yearOf(row) !== path.year)) throw CatalogueService.notFound(level.kind);
      found[level.key] = row;
    }
    return found;
  }

  private checkYear(course: CourseDto, year: number): void {
    if (!Number.isInteger(year) || year < 1 || year > course.duration) {
      throw yearOutOfRange(
        course.duration,
        `year must be between 1 and ${course.duration} (${course.courseName} lasts ${plural(course.duration, 'year', 'years')})`,
      );
    }
  }

  /**
   * Resolves an upload's catalogue fields (ids or case-insensitive names, each within its parent,
   * the subject by name within the year); an unknown one is 400 naming the field.
   */
  async resolvePlacement(refs: Record<CatalogueLevelKey, string> & { year: number }): Promise<ResolvedPlacement> {
    const found: Found = {};
    let above: { kind: CatalogueKind; row: CatalogueItem } | undefined;
    for (const level of CATALOGUE_CHAIN) {
      const ref = refs[level.key];
      if (level.year && isCourse(found.course) && refs.year > found.course.duration) {
        const { duration, courseName } = found.course;
        throw documentYearOutOfRange(`year must be between 1 and ${duration} for ${courseName}`);
      }
      const row = await this.repository.findByRef(level.kind, ref, {
        parentId: above?.row._id,
        year: level.year && !isUuid(ref) ? refs.year : undefined,
      });
      if (!row) {
        const within = above ? ` for ${nameOf(above.kind, above.row)}` : '';
        throw unknownCatalogue(
          level.key,
          `Unknown ${level.key} '${ref}'${within}${level.year ? `, year ${refs.year}` : ''}`,
        );
      }
      if (level.year && yearOf(row) !== refs.year) {
        throw documentYearMismatch(`${nameOf(level.kind, row)} is a year ${yearOf(row)} ${level.key}`);
      }
      found[level.key] = row;
      above = { kind: level.kind, row };
    }
    return { ...found, year: refs.year } as ResolvedPlacement;
  }

  // ---- admin writes ------------------------------------------------------------------------

  /** Parents by id or name (each within the one before), the year within the course, a free name. */
  async create<K extends CatalogueKind>(kind: K, dto: CatalogueBodies[K]): Promise<CatalogueRows[K]> {
    const d: KindDescription = CATALOGUE[kind];
    const body: Record<string, unknown> = { ...dto };
    const parents = await this.resolveParents(d, (field) => text(body[field]) ?? '');
    const year = whole(body.year);
    const course = parents.get('courses');
    if (d.year && isCourse(course)) this.checkYear(course, year ?? 0);
    const name = text(body[d.name.field]) ?? '';
    await this.assertNameFree(kind, name, { parentId: this.directParent(d, parents), year });
    const values: Record<string, unknown> = { [d.name.field]: name };
    for (const field of d.fields) values[field] = body[field];
    for (const link of d.parents) values[`${link.field}Id`] = parents.get(link.kind)?._id;
    const id = await this.insert(() => this.repository.insert(kind, values), kind, name);
    return this.get(kind, id);
  }

  /**
   * Any part of the create body. Moving a row (another parent, or another year for a subject)
   * needs it to be unused; a course cannot get shorter than the years its subjects and documents use.
   */
  async update<K extends CatalogueKind>(
    kind: K,
    id: string,
    dto: Partial<CatalogueBodies[K]>,
  ): Promise<CatalogueRows[K]> {
    const d: KindDescription = CATALOGUE[kind];
    const body: Record<string, unknown> = { ...dto };
    const current = await this.get(kind, id);
    const stored: Record<string, unknown> = { ...current };
    const direct = d.parents.at(-1);
    const renamesParent = d.parents.some((link) => body[link.field] !== undefined);
    // A new year is checked against the course, so it needs the parents too.
    const parents =
      renamesParent || (d.year && body.year !== undefined)
        ? await this.resolveParents(d, (field) => text(body[field]) ?? text(stored[`${field}Id`]) ?? '')
        : undefined;
    const year = d.year ? (whole(body.year) ?? whole(stored.year)) : undefined;
    const course = parents?.get('courses');
    if (d.year && isCourse(course)) this.checkYear(course, year ?? 0);

    const currentParentId = direct ? text(stored[`${direct.field}Id`]) : undefined;
    const parentId = parents ? this.directParent(d, parents) : currentParentId;
    const moved = parentId !== currentParentId || (d.year !== undefined && year !== stored.year);
    if (moved) await this.assertUnused(kind, id, nameOf(kind, current), 'move');
    const name = text(body[d.name.field]) ?? nameOf(kind, current);
    if (body[d.name.field] !== undefined || moved) {
      await this.assertNameFree(kind, name, { parentId, year, exceptId: id });
    }
    const duration = whole(body.duration);
    if (isCourse(current) && duration !== undefined && duration < current.duration) {
      const used = await this.repository.highestYearUsed(id);
      if (duration < used) {
        throw entryInUse(
          `${current.courseName} has subjects or documents in year ${used}: duration must be at least ${used}`,
        );
      }
    }

    const patch: Record<string, unknown> = { [d.name.field]: body[d.name.field] };
    for (const field of d.fields) patch[field] = body[field];
    if (moved && parents) {
      for (const link of d.parents) patch[`${link.field}Id`] = parents.get(link.kind)?._id;
    }
    await this.write(
      () =>
        this.repository.update(kind, id, patch, async (tx) => {
          for (const hook of this.changeHooks) await hook(tx, kind, id);
        }),
      kind,
      name,
    );
    return this.get(kind, id);
  }

  /** Refuses (409 naming what is left) while anything still points at the row. */
  async delete(kind: CatalogueKind, id: string): Promise<void> {
    const name = nameOf(kind, await this.get(kind, id));
    await this.assertUnused(kind, id, name, 'delete');
    try {
      const deleted = await this.repository.delete(kind, id);
      this.catalogueChanged();
      if (!deleted) throw CatalogueService.notFound(kind);
    } catch (error) {
      // Something was added between the check and the delete: the foreign key refused it.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
        throw entryInUse(`${CATALOGUE[kind].singular} '${name}' is still in use`);
      }
      throw error;
    }
  }

  // ---- helpers -----------------------------------------------------------------------------

  /**
   * The parents a body names, root first, each looked up within the one before it; an unknown
   * one is 400 CATALOGUE.UNKNOWN_PARENT naming the field.
   */
  private async resolveParents(d: KindDescription, refOf: (field: string) => string): Promise<Parents> {
    const parents: Parents = new Map();
    let within: { kind: CatalogueKind; row: CatalogueItem } | undefined;
    for (const link of d.parents) {
      const ref = refOf(link.field);
      const row = await this.repository.findByRef(link.kind, ref, { parentId: within?.row._id });
      if (!row) {
        const message = `Unknown ${link.field} '${ref}'${within ? ` for ${nameOf(within.kind, within.row)}` : ''}`;
        throw unknownParent(link.field, message);
      }
      parents.set(link.kind, row);
      within = { kind: link.kind, row };
    }
    return parents;
  }

  /** The id of the parent a name must be unique within. */
  private directParent(d: KindDescription, parents: Parents): string | undefined {
    const direct = d.parents.at(-1);
    return direct ? parents.get(direct.kind)?._id : undefined;
  }

  private async assertUnused(kind: CatalogueKind, id: string, name: string, action: 'delete' | 'move'): Promise<void> {
    const counts = await this.repository.childCounts(kind, id);
    const parts = [
      ...CHILD_KINDS.map((child) => ({ n: counts[child], one: levelOfKind(child).key, many: child })),
      { n: counts.documents, one: 'document', many: 'documents' },
    ]
      .filter((part) => part.n > 0)
      .map((part) => plural(part.n, part.one, part.many));
    if (parts.length === 0) return;
    const what = action === 'delete' ? 'delete or move them first' : 'it cannot move while they point at it';
    throw entryInUse(`${CATALOGUE[kind].singular} '${name}' still has ${parts.join(', ')}: ${what}`, { ...counts });
  }

  private async assertNameFree(
    kind: CatalogueKind,
    name: string,
    scope: { parentId?: string; year?: number; exceptId?: string },
  ): Promise<void> {
    if (await this.repository.nameTaken(kind, name, scope)) throw this.duplicate(kind, name);
  }

  private duplicate(kind: CatalogueKind, name: string): AppException {
    return duplicateEntry(CATALOGUE[kind].singular, name);
  }

  private async insert(run: () => Promise<string>, kind: CatalogueKind, name: string): Promise<string> {
    try {
      const id = await run();
      this.catalogueChanged();
      return id;
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw this.duplicate(kind, name);
      throw error;
    }
  }

  private async write(run: () => Promise<boolean>, kind: CatalogueKind, name: string): Promise<void> {
    let found: boolean;
    try {
      found = await run();
      this.catalogueChanged();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw this.duplicate(kind, name);
      throw error;
    }
    if (!found) throw CatalogueService.notFound(kind);
  }
}
