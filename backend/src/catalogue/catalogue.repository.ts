import { Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, max, ne, sql, SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isUuid } from '../common/id-param';
import { DATABASE, Database } from '../database/database.types';
import { branches, colleges, courses, documents, subjects } from '../database/schema';
import type { BranchDto, CatalogueKind, CollegeDto, CourseDto, SubjectDto } from './dto/catalogue-item.dto';
import { ListParams, stringList } from './ra-params';

export interface Page<T> {
  rows: T[];
  total: number;
}

export interface ChildCounts {
  courses: number;
  branches: number;
  subjects: number;
  documents: number;
}

export const COLLEGE_SORT = ['_id', 'collegeName', 'location', 'createdAt'] as const;
export const COURSE_SORT = ['_id', 'courseName', 'abbreviation', 'duration', 'college', 'createdAt'] as const;
export const BRANCH_SORT = ['_id', 'branchName', 'abbreviation', 'college', 'course', 'createdAt'] as const;
export const SUBJECT_SORT = ['_id', 'name', 'year', 'branch', 'course', 'college', 'createdAt'] as const;
export const COLLEGE_FILTER = ['q', 'id', 'location'];
export const COURSE_FILTER = ['q', 'id', 'college', 'collegeId'];
export const BRANCH_FILTER = ['q', 'id', 'college', 'collegeId', 'course', 'courseId'];
export const SUBJECT_FILTER = ['q', 'id', 'college', 'collegeId', 'course', 'courseId', 'branch', 'branchId', 'year'];

/** `%` and `_` typed by a user are literal characters in a "contains" filter. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A parent given by id or by (case-insensitive) name. */
function refMatches(idColumn: AnyPgColumn, nameColumn: AnyPgColumn, ref: string): SQL {
  return isUuid(ref) ? eq(idColumn, ref) : sql`lower(${nameColumn}) = lower(${ref})`;
}

function idFilter(column: AnyPgColumn, value: unknown): SQL | undefined {
  const ids = stringList(value);
  if (ids === undefined) return undefined;
  const valid = ids.filter(isUuid);
  return valid.length === 0 ? sql`false` : inArray(column, valid);
}

function order(column: AnyPgColumn, direction: 'ASC' | 'DESC'): SQL {
  return direction === 'DESC' ? desc(column) : asc(column);
}

/** Catalogue tables: colleges → courses → branches → subjects, with the names the spec's shapes carry. */
@Injectable()
export class CatalogueRepository {
  constructor(@Inject(DATABASE) private readonly db: Database) {}

  // ---- reads -------------------------------------------------------------------------------

  private collegeSelect() {
    return this.db
      .select({ _id: colleges.id, collegeName: colleges.collegeName, location: colleges.location })
      .from(colleges);
  }

  private courseSelect() {
    return this.db
      .select({
        _id: courses.id,
        courseName: courses.courseName,
        abbreviation: courses.abbreviation,
        college: colleges.collegeName,
        collegeId: courses.collegeId,
        duration: courses.duration,
      })
      .from(courses)
      .innerJoin(colleges, eq(colleges.id, courses.collegeId));
  }

  private branchSelect() {
    return this.db
      .select({
        _id: branches.id,
        branchName: branches.branchName,
        abbreviation: branches.abbreviation,
        college: colleges.collegeName,
        collegeId: branches.collegeId,
        course: courses.courseName,
        courseId: branches.courseId,
      })
      .from(branches)
      .innerJoin(courses, eq(courses.id, branches.courseId))
      .innerJoin(colleges, eq(colleges.id, branches.collegeId));
  }

  private subjectSelect() {
    return this.db
      .select({
        _id: subjects.id,
        name: subjects.name,
        year: subjects.year,
        branch: branches.branchName,
        branchId: subjects.branchId,
        course: courses.courseName,
        courseId: subjects.courseId,
        college: colleges.collegeName,
        collegeId: subjects.collegeId,
      })
      .from(subjects)
      .innerJoin(branches, eq(branches.id, subjects.branchId))
      .innerJoin(courses, eq(courses.id, subjects.courseId))
      .innerJoin(colleges, eq(colleges.id, subjects.collegeId));
  }

  async listColleges(params: ListParams<(typeof COLLEGE_SORT)[number]>): Promise<Page<CollegeDto>> {
    const f = params.filter;
    const where = and(
      typeof f.q === 'string' ? sql`${colleges.collegeName} ilike ${containsPattern(f.q)}` : undefined,
      idFilter(colleges.id, f.id),
      typeof f.location === 'string' ? sql`lower(${colleges.location}) = lower(${f.location})` : undefined,
    );
    const columns = {
      _id: colleges.id,
      collegeName: colleges.collegeName,
      location: colleges.location,
      createdAt: colleges.createdAt,
    };
    const sort = params.sort ?? { field: 'collegeName', order: 'ASC' };
    const query = this.collegeSelect().where(where).orderBy(order(columns[sort.field], sort.order), asc(colleges.id));
    return this.page(query.$dynamic(), params, () => this.db.select({ n: count() }).from(colleges).where(where));
  }

  async listCourses(params: ListParams<(typeof COURSE_SORT)[number]>): Promise<Page<CourseDto>> {
    const f = params.filter;
    const where = and(
      typeof f.q === 'string' ? sql`${courses.courseName} ilike ${containsPattern(f.q)}` : undefined,
      idFilter(courses.id, f.id),
      idFilter(courses.collegeId, f.collegeId),
      typeof f.college === 'string' ? refMatches(colleges.id, colleges.collegeName, f.college) : undefined,
    );
    const columns = {
      _id: courses.id,
      courseName: courses.courseName,
      abbreviation: courses.abbreviation,
      duration: courses.duration,
      college: colleges.collegeName,
      createdAt: courses.createdAt,
    };
    const sort = params.sort ?? { field: 'courseName', order: 'ASC' };
    const query = this.courseSelect().where(where).orderBy(order(columns[sort.field], sort.order), asc(courses.id));
    return this.page(query.$dynamic(), params, () =>
      this.db.select({ n: count() }).from(courses).innerJoin(colleges, eq(colleges.id, courses.collegeId)).where(where),
    );
  }

  async listBranches(params: ListParams<(typeof BRANCH_SORT)[number]>): Promise<Page<BranchDto>> {
    const f = params.filter;
    const where = and(
      typeof f.q === 'string' ? sql`${branches.branchName} ilike ${containsPattern(f.q)}` : undefined,
      idFilter(branches.id, f.id),
      idFilter(branches.collegeId, f.collegeId),
      idFilter(branches.courseId, f.courseId),
      typeof f.college === 'string' ? refMatches(colleges.id, colleges.collegeName, f.college) : undefined,
      typeof f.course === 'string' ? refMatches(courses.id, courses.courseName, f.course) : undefined,
    );
    const columns = {
      _id: branches.id,
      branchName: branches.branchName,
      abbreviation: branches.abbreviation,
      college: colleges.collegeName,
      course: courses.courseName,
      createdAt: branches.createdAt,
    };
    const sort = params.sort ?? { field: 'branchName', order: 'ASC' };
    const query = this.branchSelect().where(where).orderBy(order(columns[sort.field], sort.order), asc(branches.id));
    return this.page(query.$dynamic(), params, () =>
      this.db
        .select({ n: count() })
        .from(branches)
        .innerJoin(courses, eq(courses.id, branches.courseId))
        .innerJoin(colleges, eq(colleges.id, branches.collegeId))
        .where(where),
    );
  }

  /**
   * Documents per key (subject id or year) and type under one branch, for the wizard's counts:
   * one grouped query over documents_branch_idx, never a count per row.
   */
  async documentCounts(
    branchId: string,
    by: 'subject' | 'year',
    year?: number,
  ): Promise<Map<string, { papers: number; notes: number }>> {
    const key = by === 'subject' ? documents.subjectId : documents.year;
    const rows = await this.db
      .select({ key: sql<string>`${key}::text`, type: documents.type, n: count() })
      .from(documents)
      .where(and(eq(documents.branchId, branchId), year === undefined ? undefined : eq(documents.year, year)))
      .groupBy(key, documents.type);
    const counts = new Map<string, { papers: number; notes: number }>();
    for (const row of rows) {
      const entry = counts.get(row.key) ?? { papers: 0, notes: 0 };
      if (row.type === 'paper') entry.papers = Number(row.n);
      else entry.notes = Number(row.n);
      counts.set(row.key, entry);
    }
    return counts;
  }

  async listSubjects(params: ListParams<(typeof SUBJECT_SORT)[number]>): Promise<Page<SubjectDto>> {
    const f = params.filter;
    const year = f.year === undefined ? undefined : Number(f.year);
    const where = and(
      typeof f.q === 'string' ? sql`${subjects.name} ilike ${containsPattern(f.q)}` : undefined,
      idFilter(subjects.id, f.id),
      idFilter(subjects.collegeId, f.collegeId),
      idFilter(subjects.courseId, f.courseId),
      idFilter(subjects.branchId, f.branchId),
      typeof f.college === 'string' ? refMatches(colleges.id, colleges.collegeName, f.college) : undefined,
      typeof f.course === 'string' ? refMatches(courses.id, courses.courseName, f.course) : undefined,
      typeof f.branch === 'string' ? refMatches(branches.id, branches.branchName, f.branch) : undefined,
      year === undefined ? undefined : Number.isInteger(year) ? eq(subjects.year, year) : sql`false`,
    );
    const columns = {
      _id: subjects.id,
      name: subjects.name,
      year: subjects.year,
      branch: branches.branchName,
      course: courses.courseName,
      college: colleges.collegeName,
      createdAt: subjects.createdAt,
    };
    const sort = params.sort ?? { field: 'name', order: 'ASC' };
    const query = this.subjectSelect().where(where).orderBy(order(columns[sort.field], sort.order), asc(subjects.id));
    return this.page(query.$dynamic(), params, () =>
      this.db
        .select({ n: count() })
        .from(subjects)
        .innerJoin(branches, eq(branches.id, subjects.branchId))
        .innerJoin(courses, eq(courses.id, subjects.courseId))
        .innerJoin(colleges, eq(colleges.id, subjects.collegeId))
        .where(where),
    );
  }

  /** Without a range the whole (small) list is returned and the total is its length. */
  private async page<T>(
    query: { limit(n: number): { offset(n: number): PromiseLike<T[]> } } & PromiseLike<T[]>,
    params: ListParams,
    total: () => PromiseLike<{ n: number }[]>,
  ): Promise<Page<T>> {
    if (!params.range) {
      const rows = await query;
      return { rows, total: rows.length };
    }
    // Catalogue tables are small (hundreds of rows): OFFSET is fine for the admin grid.
    const { start, end } = params.range;
    const [rows, counted] = await Promise.all([query.limit(end - start + 1).offset(start), total()]);
    return { rows, total: counted[0]?.n ?? 0 };
  }

  findCollege(id: string): Promise<CollegeDto | undefined> {
    return this.collegeSelect()
      .where(eq(colleges.id, id))
      .then((rows) => rows[0]);
  }

  findCourse(id: string): Promise<CourseDto | undefined> {
    return this.courseSelect()
      .where(eq(courses.id, id))
      .then((rows) => rows[0]);
  }

  findBranch(id: string): Promise<BranchDto | undefined> {
    return this.branchSelect()
      .where(eq(branches.id, id))
      .then((rows) => rows[0]);
  }

  findSubject(id: string): Promise<SubjectDto | undefined> {
    return this.subjectSelect()
      .where(eq(subjects.id, id))
      .then((rows) => rows[0]);
  }

  findCollegeByRef(ref: string): Promise<CollegeDto | undefined> {
    return this.collegeSelect()
      .where(refMatches(colleges.id, colleges.collegeName, ref))
      .limit(1)
      .then((rows) => rows[0]);
  }

  findCourseByRef(collegeId: string, ref: string): Promise<CourseDto | undefined> {
    return this.courseSelect()
      .where(and(eq(courses.collegeId, collegeId), refMatches(courses.id, courses.courseName, ref)))
      .limit(1)
      .then((rows) => rows[0]);
  }

  findBranchByRef(courseId: string, ref: string): Promise<BranchDto | undefined> {
    return this.branchSelect()
      .where(and(eq(branches.courseId, courseId), refMatches(branches.id, branches.branchName, ref)))
      .limit(1)
      .then((rows) => rows[0]);
  }

  /** A subject of the branch; by name it must also match the year (names repeat across years). */
  findSubjectByRef(branchId: string, year: number | undefined, ref: string): Promise<SubjectDto | undefined> {
    return this.subjectSelect()
      .where(
        and(
          eq(subjects.branchId, branchId),
          refMatches(subjects.id, subjects.name, ref),
          year === undefined ? undefined : eq(subjects.year, year),
        ),
      )
      .orderBy(asc(subjects.year))
      .limit(1)
      .then((rows) => rows[0]);
  }

  // ---- uniqueness, children ----------------------------------------------------------------

  async nameTaken(
    kind: CatalogueKind,
    name: string,
    scope: { parentId?: string; year?: number; exceptId?: string },
  ): Promise<boolean> {
    const except = (column: AnyPgColumn) => (scope.exceptId ? ne(column, scope.exceptId) : undefined);
    let rows: { id: string }[];
    switch (kind) {
      case 'colleges':
        rows = await this.db
          .select({ id: colleges.id })
          .from(colleges)
          .where(and(sql`lower(${colleges.collegeName}) = lower(${name})`, except(colleges.id)))
          .limit(1);
        break;
      case 'courses':
        rows = await this.db
          .select({ id: courses.id })
          .from(courses)
          .where(
            and(
              eq(courses.collegeId, scope.parentId ?? ''),
              sql`lower(${courses.courseName}) = lower(${name})`,
              except(courses.id),
            ),
          )
          .limit(1);
        break;
      case 'branches':
        rows = await this.db
          .select({ id: branches.id })
          .from(branches)
          .where(
            and(
              eq(branches.courseId, scope.parentId ?? ''),
              sql`lower(${branches.branchName}) = lower(${name})`,
              except(branches.id),
            ),
          )
          .limit(1);
        break;
      case 'subjects':
        rows = await this.db
          .select({ id: subjects.id })
          .from(subjects)
          .where(
            and(
              eq(subjects.branchId, scope.parentId ?? ''),
              eq(subjects.year, scope.year ?? 0),
              sql`lower(${subjects.name}) = lower(${name})`,
              except(subjects.id),
            ),
          )
          .limit(1);
        break;
    }
    return rows.length > 0;
  }

  async childCounts(kind: CatalogueKind, id: string): Promise<ChildCounts> {
    const countWhere = async (
      table: typeof courses | typeof branches | typeof subjects | typeof documents,
      where: SQL,
    ) => (await this.db.select({ n: count() }).from(table).where(where))[0]?.n ?? 0;
    const none = Promise.resolve(0);
    const [c, b, s, d] = await Promise.all([
      kind === 'colleges' ? countWhere(courses, eq(courses.collegeId, id)) : none,
      kind === 'colleges'
        ? countWhere(branches, eq(branches.collegeId, id))
        : kind === 'courses'
          ? countWhere(branches, eq(branches.courseId, id))
          : none,
      kind === 'colleges'
        ? countWhere(subjects, eq(subjects.collegeId, id))
        : kind === 'courses'
          ? countWhere(subjects, eq(subjects.courseId, id))
          : kind === 'branches'
            ? countWhere(subjects, eq(subjects.branchId, id))
            : none,
      countWhere(
        documents,
        kind === 'colleges'
          ? eq(documents.collegeId, id)
          : kind === 'courses'
            ? eq(documents.courseId, id)
            : kind === 'branches'
              ? eq(documents.branchId, id)
              : eq(documents.subjectId, id),
      ),
    ]);
    return { courses: c, branches: b, subjects: s, documents: d };
  }

  /** The highest year a course's subjects and documents use (a shorter duration would strand them). */
  async highestYearUsed(courseId: string): Promise<number> {
    const [s] = await this.db
      .select({ y: max(subjects.year) })
      .from(subjects)
      .where(eq(subjects.courseId, courseId));
    const [d] = await this.db
      .select({ y: max(documents.year) })
      .from(documents)
      .where(eq(documents.courseId, courseId));
    return Math.max(s?.y ?? 0, d?.y ?? 0);
  }

  // ---- writes ------------------------------------------------------------------------------

  async insertCollege(values: { collegeName: string; location: string }): Promise<string> {
    const [row] = await this.db.insert(colleges).values(values).returning({ id: colleges.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  async insertCourse(values: {
    collegeId: string;
    courseName: string;
    abbreviation: string;
    duration: number;
  }): Promise<string> {
    const [row] = await this.db.insert(courses).values(values).returning({ id: courses.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  async insertBranch(values: {
    collegeId: string;
    courseId: string;
    branchName: string;
    abbreviation: string;
  }): Promise<string> {
    const [row] = await this.db.insert(branches).values(values).returning({ id: branches.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  async insertSubject(values: {
    collegeId: string;
    courseId: string;
    branchId: string;
    name: string;
    year: number;
  }): Promise<string> {
    const [row] = await this.db.insert(subjects).values(values).returning({ id: subjects.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  }

  /**
   * Updates one row; names shown beside documents are copied into their search text, so a
   * rename refreshes that text in the same transaction.
   */
  async update(
    kind: CatalogueKind,
    id: string,
    patch: Partial<{
      collegeName: string;
      location: string;
      courseName: string;
      branchName: string;
      name: string;
      abbreviation: string;
      duration: number;
      year: number;
      collegeId: string;
      courseId: string;
      branchId: string;
    }>,
  ): Promise<boolean> {
    // Nothing to change (an empty PUT, or only fields equal to what is stored): just say whether it exists.
    if (Object.values(patch).every((value) => value === undefined)) {
      const table = { colleges, courses, branches, subjects }[kind];
      const rows = await this.db.select({ id: table.id }).from(table).where(eq(table.id, id));
      return rows.length > 0;
    }
    return this.db.transaction(async (tx) => {
      let updated: { id: string }[];
      switch (kind) {
        case 'colleges':
          updated = await tx
            .update(colleges)
            .set({ collegeName: patch.collegeName, location: patch.location })
            .where(eq(colleges.id, id))
            .returning({ id: colleges.id });
          break;
        case 'courses':
          updated = await tx
            .update(courses)
            .set({
              courseName: patch.courseName,
              abbreviation: patch.abbreviation,
              duration: patch.duration,
              collegeId: patch.collegeId,
            })
            .where(eq(courses.id, id))
            .returning({ id: courses.id });
          break;
        case 'branches':
          updated = await tx
            .update(branches)
            .set({
              branchName: patch.branchName,
              abbreviation: patch.abbreviation,
              collegeId: patch.collegeId,
              courseId: patch.courseId,
            })
            .where(eq(branches.id, id))
            .returning({ id: branches.id });
          break;
        case 'subjects':
          updated = await tx
            .update(subjects)
            .set({
              name: patch.name,
              year: patch.year,
              collegeId: patch.collegeId,
              courseId: patch.courseId,
              branchId: patch.branchId,
            })
            .where(eq(subjects.id, id))
            .returning({ id: subjects.id });
          break;
      }
      if (updated.length === 0) return false;
      const column = {
        colleges: documents.collegeId,
        courses: documents.courseId,
        branches: documents.branchId,
        subjects: documents.subjectId,
      }[kind];
      await tx.execute(sql`
        update ${documents} d set search_text = concat_ws(' ', d.title, d.description, s.name, c.course_name, c.abbreviation,
               co.college_name, b.branch_name, b.abbreviation)
          from ${subjects} s, ${courses} c, ${colleges} co, ${branches} b
         where s.id = d.subject_id and c.id = d.course_id and co.id = d.college_id and b.id = d.branch_id
           and ${sql.raw(`d.${column.name}`)} = ${id}`);
      return true;
    });
  }

  async delete(kind: CatalogueKind, id: string): Promise<boolean> {
    const table = { colleges, courses, branches, subjects }[kind];
    const rows = await this.db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
    return rows.length > 0;
  }
}
