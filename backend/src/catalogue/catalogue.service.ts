import { Injectable } from '@nestjs/common';
import { AppException, notFound } from '../common/app-exception';
import { isUuid } from '../common/id-param';
import { parseListParams } from '../common/react-admin/list-params';
import type { ListQueryDto } from '../common/react-admin/list-query.dto';
import { CATALOGUE_CHAIN } from '../database/catalogue-chain';
import type { Transaction } from '../database/database.types';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import {
  CATALOGUE,
  CatalogueItem,
  CatalogueRows,
  filterTypes,
  KindDescription,
  nameOf,
  sortKeys,
} from './catalogue.kinds';
import { CatalogueCache } from './catalogue-cache';
import { CatalogueRepository, FilterKind, Page } from './catalogue.repository';
import type {
  BranchDto,
  CatalogueKind,
  CollegeDto,
  CourseDto,
  SubjectDto,
  WizardSubjectDto,
  WizardYearDto,
} from './dto/catalogue-item.dto';
import type { CreateBranchDto } from './dto/create-branch.dto';
import type { CreateCollegeDto } from './dto/create-college.dto';
import type { CreateCourseDto } from './dto/create-course.dto';
import type { CreateSubjectDto } from './dto/create-subject.dto';
import {
  documentYearMismatch,
  documentYearOutOfRange,
  duplicateEntry,
  entryInUse,
  unknownCatalogue,
  unknownParent,
  yearOutOfRange,
} from './catalogue.errors';

export type { CatalogueItem, CatalogueRows } from './catalogue.kinds';

/** The body that creates a row of each kind; an update takes any part of it. */
export interface CatalogueBodies {
  colleges: CreateCollegeDto;
  courses: CreateCourseDto;
  branches: CreateBranchDto;
  subjects: CreateSubjectDto;
}

export interface ListResult<T> extends Page<T> {
  start: number;
}

/** The catalogue rows a document points at, resolved from ids or names. */
export interface ResolvedPlacement {
  college: CollegeDto;
  course: CourseDto;
  branch: BranchDto;
  subject: SubjectDto;
  year: number;
}

/** What a feed filter names: a catalogue row's id or name, per level. */
export type CatalogueRefs = Partial<Record<FilterKind, string>>;

/** The ids each named level stands for: undefined where nothing was named, empty where nothing matches. */
export type CatalogueFilterIds = Partial<Record<FilterKind, string[]>>;

/** A browse-wizard path: college → course → branch → year → subject. */
export interface WizardPath {
  collegeId: string;
  courseId: string;
  branchId: string;
  year: number;
  subjectId: string;
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

function plural(n: number, word: string, words: string): string {
  return `${n} ${n === 1 ? word : words}`;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const whole = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined);
const isCourse = (row: CatalogueItem | undefined): row is CourseDto => row !== undefined && 'duration' in row;

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
  ) {}

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

  coursesOfCollege(collegeId: string): Promise<CourseDto[]> {
    return this.cache.get(`courses-of:${collegeId}`, async () => {
      await this.get('colleges', collegeId);
      return (await this.repository.list('courses', { filter: { collegeId } })).rows;
    });
  }

  branchesOfCourse(collegeId: string, courseId: string): Promise<BranchDto[]> {
    return this.cache.get(`branches-of:${collegeId}/${courseId}`, async () => {
      await this.requireCourse(collegeId, courseId);
      return (await this.repository.list('branches', { filter: { courseId } })).rows;
    });
  }

  async subjectsOfYear(
    collegeId: string,
    courseId: string,
    branchId: string,
    year: number,
  ): Promise<WizardSubjectDto[]> {
    // The subjects are catalogue (kept); the counts change with every upload (read each time).
    const subjects = this.cache.get(`subjects-of:${collegeId}/${courseId}/${branchId}/${year}`, async () => {
      const course = await this.requireCourse(collegeId, courseId);
      await this.requireBranch(course, branchId);
      this.checkYear(course, year);
      return (await this.repository.list('subjects', { filter: { branchId, year } })).rows;
    });
    const [rows, counts] = await Promise.all([subjects, this.repository.documentCounts(branchId, 'subject', year)]);
    return rows.map((subject) => ({
      ...subject,
      documents: counts.get(subject._id) ?? { papers: 0, notes: 0 },
    }));
  }

  /** The wizard's year buttons (spec: as many as the course's duration), each with its documents. */
  async yearsOfBranch(collegeId: string, courseId: string, branchId: string): Promise<WizardYearDto[]> {
    const course = await this.cache.get(`branch-path:${collegeId}/${courseId}/${branchId}`, async () => {
      const found = await this.requireCourse(collegeId, courseId);
      await this.requireBranch(found, branchId);
      return found;
    });
    const counts = await this.repository.documentCounts(branchId, 'year');
    return Array.from({ length: course.duration }, (_, index) => ({
      year: index + 1,
      documents: counts.get(String(index + 1)) ?? { papers: 0, notes: 0 },
    }));
  }

  /** Checks a wizard path college → course → branch → year → subject; 404 names the first unknown level. */
  resolvePath(path: WizardPath): Promise<ResolvedPlacement> {
    const key = `path:${path.collegeId}/${path.courseId}/${path.branchId}/${path.year}/${path.subjectId}`;
    return this.cache.get(key, () => this.findPath(path));
  }

  private async findPath(path: WizardPath): Promise<ResolvedPlacement> {
    const course = await this.requireCourse(path.collegeId, path.courseId);
    const branch = await this.requireBranch(course, path.branchId);
    this.checkYear(course, path.year);
    const subject = await this.repository.find('subjects', path.subjectId);
    if (!subject || subject.branchId !== branch._id || subject.year !== path.year) {
      throw CatalogueService.notFound('subjects');
    }
    const college = await this.get('colleges', path.collegeId);
    return { college, course, branch, subject, year: path.year };
  }

  private async requireCourse(collegeId: string, courseId: string): Promise<CourseDto> {
    const [college, course] = await Promise.all([
      this.repository.find('colleges', collegeId),
      this.repository.find('courses', courseId),
    ]);
    if (!college) throw CatalogueService.notFound('colleges');
    if (!course || course.collegeId !== collegeId) throw CatalogueService.notFound('courses');
    return course;
  }

  private async requireBranch(course: CourseDto, branchId: string): Promise<BranchDto> {
    const branch = await this.repository.find('branches', branchId);
    if (!branch || branch.courseId !== course._id) throw CatalogueService.notFound('branches');
    return branch;
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
   * Resolves an upload's catalogue fields (ids or case-insensitive names, each within its parent);
   * an unknown one is 400 naming the field.
   */
  async resolvePlacement(refs: {
    college: string;
    course: string;
    branch: string;
    subject: string;
    year: number;
  }): Promise<ResolvedPlacement> {
    const college = await this.repository.findByRef('colleges', refs.college);
    if (!college) throw unknownCatalogue('college', `Unknown college '${refs.college}'`);
    const course = await this.repository.findByRef('courses', refs.course, { parentId: college._id });
    if (!course) throw unknownCatalogue('course', `Unknown course '${refs.course}' for ${college.collegeName}`);
    const branch = await this.repository.findByRef('branches', refs.branch, { parentId: course._id });
    if (!branch) throw unknownCatalogue('branch', `Unknown branch '${refs.branch}' for ${course.courseName}`);
    if (refs.year > course.duration) {
      const message = `year must be between 1 and ${course.duration} for ${course.courseName}`;
      throw documentYearOutOfRange(message);
    }
    const subject = await this.repository.findByRef('subjects', refs.subject, {
      parentId: branch._id,
      year: isUuid(refs.subject) ? undefined : refs.year,
    });
    if (!subject)
      throw unknownCatalogue(
        'subject',
        `Unknown subject '${refs.subject}' for ${branch.branchName}, year ${refs.year}`,
      );
    if (subject.year !== refs.year) {
      const message = `${subject.name} is a year ${subject.year} subject`;
      throw documentYearMismatch(message);
    }
    return { college, course, branch, subject, year: refs.year };
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
      this.cache.clear();
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
      counts.courses > 0 ? plural(counts.courses, 'course', 'courses') : '',
      counts.branches > 0 ? plural(counts.branches, 'branch', 'branches') : '',
      counts.subjects > 0 ? plural(counts.subjects, 'subject', 'subjects') : '',
      counts.documents > 0 ? plural(counts.documents, 'document', 'documents') : '',
    ].filter(Boolean);
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
      this.cache.clear();
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
      this.cache.clear();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw this.duplicate(kind, name);
      throw error;
    }
    if (!found) throw CatalogueService.notFound(kind);
  }
}
