import { HttpStatus, Injectable } from '@nestjs/common';
import { AppException, badRequest, conflict, notFound } from '../common/app-exception';
import { isUuid } from '../common/id-param';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../database/pg-error';
import {
  BRANCH_FILTER,
  BRANCH_SORT,
  CatalogueRepository,
  ChildCounts,
  COLLEGE_FILTER,
  COLLEGE_SORT,
  COURSE_FILTER,
  COURSE_SORT,
  Page,
  SUBJECT_FILTER,
  SUBJECT_SORT,
} from './catalogue.repository';
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
import type { ListQueryDto } from './dto/list-query.dto';
import type { UpdateBranchDto } from './dto/update-branch.dto';
import type { UpdateCollegeDto } from './dto/update-college.dto';
import type { UpdateCourseDto } from './dto/update-course.dto';
import type { UpdateSubjectDto } from './dto/update-subject.dto';
import { parseListParams } from './ra-params';

export type CatalogueItem = CollegeDto | CourseDto | BranchDto | SubjectDto;

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

const SINGULAR: Record<CatalogueKind, string> = {
  colleges: 'College',
  courses: 'Course',
  branches: 'Branch',
  subjects: 'Subject',
};

const NOT_FOUND_CODE: Record<CatalogueKind, string> = {
  colleges: 'CATALOGUE.COLLEGE_NOT_FOUND',
  courses: 'CATALOGUE.COURSE_NOT_FOUND',
  branches: 'CATALOGUE.BRANCH_NOT_FOUND',
  subjects: 'CATALOGUE.SUBJECT_NOT_FOUND',
};

function plural(n: number, word: string, words: string): string {
  return `${n} ${n === 1 ? word : words}`;
}

/**
 * Owns colleges, courses, branches and subjects: public reads (plain lists for the spec's client,
 * react-admin list parameters for the admin console, the wizard's filtered lookups) and admin
 * writes that never orphan or silently cascade anything.
 */
@Injectable()
export class CatalogueService {
  constructor(private readonly repository: CatalogueRepository) {}

  static notFound(kind: CatalogueKind): AppException {
    return notFound(NOT_FOUND_CODE[kind], `${SINGULAR[kind]} not found`);
  }

  // ---- lists -------------------------------------------------------------------------------

  async list(kind: 'colleges', query: ListQueryDto): Promise<ListResult<CollegeDto>>;
  async list(kind: 'courses', query: ListQueryDto): Promise<ListResult<CourseDto>>;
  async list(kind: 'branches', query: ListQueryDto): Promise<ListResult<BranchDto>>;
  async list(kind: 'subjects', query: ListQueryDto): Promise<ListResult<SubjectDto>>;
  async list(kind: CatalogueKind, query: ListQueryDto): Promise<ListResult<CatalogueItem>> {
    let page: Page<CatalogueItem>;
    let start = 0;
    switch (kind) {
      case 'colleges': {
        const params = parseListParams(query, COLLEGE_SORT, COLLEGE_FILTER);
        start = params.range?.start ?? 0;
        page = await this.repository.listColleges(params);
        break;
      }
      case 'courses': {
        const params = parseListParams(query, COURSE_SORT, COURSE_FILTER);
        start = params.range?.start ?? 0;
        page = await this.repository.listCourses(params);
        break;
      }
      case 'branches': {
        const params = parseListParams(query, BRANCH_SORT, BRANCH_FILTER);
        start = params.range?.start ?? 0;
        page = await this.repository.listBranches(params);
        break;
      }
      case 'subjects': {
        const params = parseListParams(query, SUBJECT_SORT, SUBJECT_FILTER);
        start = params.range?.start ?? 0;
        page = await this.repository.listSubjects(params);
        break;
      }
    }
    return { ...page, start };
  }

  async get(kind: CatalogueKind, id: string): Promise<CatalogueItem> {
    const found = await this.find(kind, id);
    if (!found) throw CatalogueService.notFound(kind);
    return found;
  }

  private find(kind: CatalogueKind, id: string): Promise<CatalogueItem | undefined> {
    switch (kind) {
      case 'colleges':
        return this.repository.findCollege(id);
      case 'courses':
        return this.repository.findCourse(id);
      case 'branches':
        return this.repository.findBranch(id);
      case 'subjects':
        return this.repository.findSubject(id);
    }
  }

  // ---- wizard ------------------------------------------------------------------------------

  async coursesOfCollege(collegeId: string): Promise<CourseDto[]> {
    await this.requireCollege(collegeId);
    return (await this.repository.listCourses({ filter: { collegeId } })).rows;
  }

  async branchesOfCourse(collegeId: string, courseId: string): Promise<BranchDto[]> {
    await this.requireCourse(collegeId, courseId);
    return (await this.repository.listBranches({ filter: { courseId } })).rows;
  }

  async subjectsOfYear(
    collegeId: string,
    courseId: string,
    branchId: string,
    year: number,
  ): Promise<WizardSubjectDto[]> {
    const course = await this.requireCourse(collegeId, courseId);
    await this.requireBranch(course, branchId);
    this.checkYear(course, year);
    const [subjects, counts] = await Promise.all([
      this.repository.listSubjects({ filter: { branchId, year } }),
      this.repository.documentCounts(branchId, 'subject', year),
    ]);
    return subjects.rows.map((subject) => ({
      ...subject,
      documents: counts.get(subject._id) ?? { papers: 0, notes: 0 },
    }));
  }

  /** The wizard's year buttons (spec: as many as the course's duration), each with its documents. */
  async yearsOfBranch(collegeId: string, courseId: string, branchId: string): Promise<WizardYearDto[]> {
    const course = await this.requireCourse(collegeId, courseId);
    await this.requireBranch(course, branchId);
    const counts = await this.repository.documentCounts(branchId, 'year');
    return Array.from({ length: course.duration }, (_, index) => ({
      year: index + 1,
      documents: counts.get(String(index + 1)) ?? { papers: 0, notes: 0 },
    }));
  }

  /** Checks a wizard path college → course → branch → year → subject; 404 names the first unknown level. */
  async resolvePath(path: {
    collegeId: string;
    courseId: string;
    branchId: string;
    year: number;
    subjectId: string;
  }): Promise<ResolvedPlacement> {
    const course = await this.requireCourse(path.collegeId, path.courseId);
    const branch = await this.requireBranch(course, path.branchId);
    this.checkYear(course, path.year);
    const subject = await this.repository.findSubject(path.subjectId);
    if (!subject || subject.branchId !== branch._id || subject.year !== path.year) {
      throw CatalogueService.notFound('subjects');
    }
    const college = await this.requireCollege(path.collegeId);
    return { college, course, branch, subject, year: path.year };
  }

  private async requireCollege(collegeId: string): Promise<CollegeDto> {
    const college = await this.repository.findCollege(collegeId);
    if (!college) throw CatalogueService.notFound('colleges');
    return college;
  }

  private async requireCourse(collegeId: string, courseId: string): Promise<CourseDto> {
    const [college, course] = await Promise.all([
      this.repository.findCollege(collegeId),
      this.repository.findCourse(courseId),
    ]);
    if (!college) throw CatalogueService.notFound('colleges');
    if (!course || course.collegeId !== collegeId) throw CatalogueService.notFound('courses');
    return course;
  }

  private async requireBranch(course: CourseDto, branchId: string): Promise<BranchDto> {
    const branch = await this.repository.findBranch(branchId);
    if (!branch || branch.courseId !== course._id) throw CatalogueService.notFound('branches');
    return branch;
  }

  private checkYear(course: CourseDto, year: number): void {
    if (!Number.isInteger(year) || year < 1 || year > course.duration) {
      throw badRequest(
        'CATALOGUE.YEAR_OUT_OF_RANGE',
        `year must be between 1 and ${course.duration} (${course.courseName} lasts ${plural(course.duration, 'year', 'years')})`,
        [{ field: 'year', message: `year must be between 1 and ${course.duration}` }],
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
    const unknown = (field: string, message: string) =>
      badRequest('DOCUMENT.UNKNOWN_CATALOGUE', message, [{ field, message }]);
    const college = await this.repository.findCollegeByRef(refs.college);
    if (!college) throw unknown('college', `Unknown college '${refs.college}'`);
    const course = await this.repository.findCourseByRef(college._id, refs.course);
    if (!course) throw unknown('course', `Unknown course '${refs.course}' for ${college.collegeName}`);
    const branch = await this.repository.findBranchByRef(course._id, refs.branch);
    if (!branch) throw unknown('branch', `Unknown branch '${refs.branch}' for ${course.courseName}`);
    if (refs.year > course.duration) {
      const message = `year must be between 1 and ${course.duration} for ${course.courseName}`;
      throw badRequest('DOCUMENT.YEAR_OUT_OF_RANGE', message, [{ field: 'year', message }]);
    }
    const subject = await this.repository.findSubjectByRef(
      branch._id,
      isUuid(refs.subject) ? undefined : refs.year,
      refs.subject,
    );
    if (!subject)
      throw unknown('subject', `Unknown subject '${refs.subject}' for ${branch.branchName}, year ${refs.year}`);
    if (subject.year !== refs.year) {
      const message = `${subject.name} is a year ${subject.year} subject`;
      throw badRequest('DOCUMENT.YEAR_MISMATCH', message, [{ field: 'year', message }]);
    }
    return { college, course, branch, subject, year: refs.year };
  }

  // ---- admin writes ------------------------------------------------------------------------

  async createCollege(dto: CreateCollegeDto): Promise<CollegeDto> {
    await this.assertNameFree('colleges', dto.collegeName, {});
    const id = await this.insert(() => this.repository.insertCollege(dto), 'colleges', dto.collegeName);
    return (await this.get('colleges', id)) as CollegeDto;
  }

  async createCourse(dto: CreateCourseDto): Promise<CourseDto> {
    const college = await this.parentCollege(dto.college);
    await this.assertNameFree('courses', dto.courseName, { parentId: college._id });
    const id = await this.insert(
      () =>
        this.repository.insertCourse({
          collegeId: college._id,
          courseName: dto.courseName,
          abbreviation: dto.abbreviation,
          duration: dto.duration,
        }),
      'courses',
      dto.courseName,
    );
    return (await this.get('courses', id)) as CourseDto;
  }

  async createBranch(dto: CreateBranchDto): Promise<BranchDto> {
    const college = await this.parentCollege(dto.college);
    const course = await this.parentCourse(college, dto.course);
    await this.assertNameFree('branches', dto.branchName, { parentId: course._id });
    const id = await this.insert(
      () =>
        this.repository.insertBranch({
          collegeId: college._id,
          courseId: course._id,
          branchName: dto.branchName,
          abbreviation: dto.abbreviation,
        }),
      'branches',
      dto.branchName,
    );
    return (await this.get('branches', id)) as BranchDto;
  }

  async createSubject(dto: CreateSubjectDto): Promise<SubjectDto> {
    const college = await this.parentCollege(dto.college);
    const course = await this.parentCourse(college, dto.course);
    const branch = await this.parentBranch(course, dto.branch);
    this.checkYear(course, dto.year);
    await this.assertNameFree('subjects', dto.name, { parentId: branch._id, year: dto.year });
    const id = await this.insert(
      () =>
        this.repository.insertSubject({
          collegeId: college._id,
          courseId: course._id,
          branchId: branch._id,
          name: dto.name,
          year: dto.year,
        }),
      'subjects',
      dto.name,
    );
    return (await this.get('subjects', id)) as SubjectDto;
  }

  async updateCollege(id: string, dto: UpdateCollegeDto): Promise<CollegeDto> {
    await this.get('colleges', id);
    if (dto.collegeName !== undefined) await this.assertNameFree('colleges', dto.collegeName, { exceptId: id });
    await this.write(() => this.repository.update('colleges', id, dto), 'colleges', dto.collegeName);
    return (await this.get('colleges', id)) as CollegeDto;
  }

  async updateCourse(id: string, dto: UpdateCourseDto): Promise<CourseDto> {
    const current = (await this.get('courses', id)) as CourseDto;
    let collegeId = current.collegeId;
    if (dto.college !== undefined) {
      collegeId = (await this.parentCollege(dto.college))._id;
      if (collegeId !== current.collegeId) await this.assertUnused('courses', id, current.courseName, 'move');
    }
    const name = dto.courseName ?? current.courseName;
    if (dto.courseName !== undefined || collegeId !== current.collegeId) {
      await this.assertNameFree('courses', name, { parentId: collegeId, exceptId: id });
    }
    if (dto.duration !== undefined && dto.duration < current.duration) {
      const used = await this.repository.highestYearUsed(id);
      if (dto.duration < used) {
        throw conflict(
          'CATALOGUE.IN_USE',
          `${current.courseName} has subjects or documents in year ${used}: duration must be at least ${used}`,
        );
      }
    }
    await this.write(
      () =>
        this.repository.update('courses', id, {
          courseName: dto.courseName,
          abbreviation: dto.abbreviation,
          duration: dto.duration,
          collegeId: collegeId !== current.collegeId ? collegeId : undefined,
        }),
      'courses',
      name,
    );
    return (await this.get('courses', id)) as CourseDto;
  }

  async updateBranch(id: string, dto: UpdateBranchDto): Promise<BranchDto> {
    const current = (await this.get('branches', id)) as BranchDto;
    let courseId = current.courseId;
    let collegeId = current.collegeId;
    if (dto.college !== undefined || dto.course !== undefined) {
      const college = await this.parentCollege(dto.college ?? current.collegeId);
      const course = await this.parentCourse(college, dto.course ?? current.courseId);
      collegeId = college._id;
      courseId = course._id;
      if (courseId !== current.courseId) await this.assertUnused('branches', id, current.branchName, 'move');
    }
    const name = dto.branchName ?? current.branchName;
    if (dto.branchName !== undefined || courseId !== current.courseId) {
      await this.assertNameFree('branches', name, { parentId: courseId, exceptId: id });
    }
    const moved = courseId !== current.courseId;
    await this.write(
      () =>
        this.repository.update('branches', id, {
          branchName: dto.branchName,
          abbreviation: dto.abbreviation,
          collegeId: moved ? collegeId : undefined,
          courseId: moved ? courseId : undefined,
        }),
      'branches',
      name,
    );
    return (await this.get('branches', id)) as BranchDto;
  }

  async updateSubject(id: string, dto: UpdateSubjectDto): Promise<SubjectDto> {
    const current = (await this.get('subjects', id)) as SubjectDto;
    const college = await this.parentCollege(dto.college ?? current.collegeId);
    const course = await this.parentCourse(college, dto.course ?? current.courseId);
    const branch = await this.parentBranch(course, dto.branch ?? current.branchId);
    const year = dto.year ?? current.year;
    this.checkYear(course, year);
    const moved = branch._id !== current.branchId || year !== current.year;
    if (moved) await this.assertUnused('subjects', id, current.name, 'move');
    const name = dto.name ?? current.name;
    if (dto.name !== undefined || moved)
      await this.assertNameFree('subjects', name, { parentId: branch._id, year, exceptId: id });
    await this.write(
      () =>
        this.repository.update('subjects', id, {
          name: dto.name,
          year: moved ? year : undefined,
          collegeId: moved ? college._id : undefined,
          courseId: moved ? course._id : undefined,
          branchId: moved ? branch._id : undefined,
        }),
      'subjects',
      name,
    );
    return (await this.get('subjects', id)) as SubjectDto;
  }

  /** Refuses (409 naming what is left) while anything still points at the row. */
  async delete(kind: CatalogueKind, id: string): Promise<void> {
    const item = await this.get(kind, id);
    await this.assertUnused(kind, id, this.nameOf(item), 'delete');
    try {
      if (!(await this.repository.delete(kind, id))) throw CatalogueService.notFound(kind);
    } catch (error) {
      // Something was added between the check and the delete: the foreign key refused it.
      if (pgErrorCode(error) === PG_FOREIGN_KEY_VIOLATION) {
        throw conflict('CATALOGUE.IN_USE', `${SINGULAR[kind]} '${this.nameOf(item)}' is still in use`);
      }
      throw error;
    }
  }

  // ---- helpers -----------------------------------------------------------------------------

  private nameOf(item: CatalogueItem): string {
    if ('collegeName' in item) return item.collegeName;
    if ('courseName' in item) return item.courseName;
    if ('branchName' in item) return item.branchName;
    return item.name;
  }

  private async assertUnused(kind: CatalogueKind, id: string, name: string, action: 'delete' | 'move'): Promise<void> {
    const counts: ChildCounts = await this.repository.childCounts(kind, id);
    const parts = [
      counts.courses > 0 ? plural(counts.courses, 'course', 'courses') : '',
      counts.branches > 0 ? plural(counts.branches, 'branch', 'branches') : '',
      counts.subjects > 0 ? plural(counts.subjects, 'subject', 'subjects') : '',
      counts.documents > 0 ? plural(counts.documents, 'document', 'documents') : '',
    ].filter(Boolean);
    if (parts.length === 0) return;
    const what = action === 'delete' ? 'delete or move them first' : 'it cannot move while they point at it';
    throw new AppException(
      HttpStatus.CONFLICT,
      'CATALOGUE.IN_USE',
      `${SINGULAR[kind]} '${name}' still has ${parts.join(', ')}: ${what}`,
      undefined,
      { ...counts },
    );
  }

  private async assertNameFree(
    kind: CatalogueKind,
    name: string,
    scope: { parentId?: string; year?: number; exceptId?: string },
  ): Promise<void> {
    if (await this.repository.nameTaken(kind, name, scope)) throw this.duplicate(kind, name);
  }

  private duplicate(kind: CatalogueKind, name: string | undefined): AppException {
    return conflict('CATALOGUE.DUPLICATE', `${SINGULAR[kind]} '${name ?? ''}' already exists`);
  }

  private async insert(run: () => Promise<string>, kind: CatalogueKind, name: string): Promise<string> {
    try {
      return await run();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw this.duplicate(kind, name);
      throw error;
    }
  }

  private async write(run: () => Promise<boolean>, kind: CatalogueKind, name: string | undefined): Promise<void> {
    let found: boolean;
    try {
      found = await run();
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw this.duplicate(kind, name);
      throw error;
    }
    if (!found) throw CatalogueService.notFound(kind);
  }

  private async parentCollege(ref: string): Promise<CollegeDto> {
    const college = await this.repository.findCollegeByRef(ref);
    if (!college) {
      const message = `Unknown college '${ref}'`;
      throw badRequest('CATALOGUE.UNKNOWN_PARENT', message, [{ field: 'college', message }]);
    }
    return college;
  }

  private async parentCourse(college: CollegeDto, ref: string): Promise<CourseDto> {
    const course = await this.repository.findCourseByRef(college._id, ref);
    if (!course) {
      const message = `Unknown course '${ref}' for ${college.collegeName}`;
      throw badRequest('CATALOGUE.UNKNOWN_PARENT', message, [{ field: 'course', message }]);
    }
    return course;
  }

  private async parentBranch(course: CourseDto, ref: string): Promise<BranchDto> {
    const branch = await this.repository.findBranchByRef(course._id, ref);
    if (!branch) {
      const message = `Unknown branch '${ref}' for ${course.courseName}`;
      throw badRequest('CATALOGUE.UNKNOWN_PARENT', message, [{ field: 'branch', message }]);
    }
    return branch;
  }
}
