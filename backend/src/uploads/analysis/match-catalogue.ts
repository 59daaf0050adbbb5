/**
 * The catalogue as the upload analysis reads it (issue 26): plain arrays, no database, so
 * suggestFields stays a pure function the worker can call with a catalogue it loaded once.
 */
import type { BranchRow, CollegeRow, CourseRow, SubjectRow } from '../../database/schema/catalogue';

export interface MatchEntry {
  id: string;
  name: string;
  /** The catalogue's own short form (a course's "BTech", a branch's "CSE"); colleges have none. */
  abbreviation?: string | null;
  aliases: readonly string[];
}

export type MatchCollege = MatchEntry;

export interface MatchCourse extends MatchEntry {
  collegeId: string;
}

export interface MatchBranch extends MatchEntry {
  collegeId: string;
  courseId: string;
}

export interface MatchSubject extends MatchEntry {
  collegeId: string;
  courseId: string;
  branchId: string;
  /** The code printed on papers (`CS301`), as entered; null when none. */
  code: string | null;
  year: number;
}

export interface MatchCatalogue {
  colleges: readonly MatchCollege[];
  courses: readonly MatchCourse[];
  branches: readonly MatchBranch[];
  subjects: readonly MatchSubject[];
}

/** The catalogue columns the analysis needs (a narrower select than the whole rows is enough). */
export interface CatalogueRows {
  colleges: readonly Pick<CollegeRow, 'id' | 'collegeName' | 'aliases'>[];
  courses: readonly Pick<CourseRow, 'id' | 'collegeId' | 'courseName' | 'abbreviation' | 'aliases'>[];
  branches: readonly Pick<BranchRow, 'id' | 'collegeId' | 'courseId' | 'branchName' | 'abbreviation' | 'aliases'>[];
  subjects: readonly Pick<
    SubjectRow,
    'id' | 'collegeId' | 'courseId' | 'branchId' | 'name' | 'code' | 'year' | 'aliases'
  >[];
}

/** The MatchCatalogue of the Drizzle catalogue rows. */
export function buildMatchCatalogue(rows: CatalogueRows): MatchCatalogue {
  return {
    colleges: rows.colleges.map((c) => ({ id: c.id, name: c.collegeName, aliases: c.aliases })),
    courses: rows.courses.map((c) => ({
      id: c.id,
      collegeId: c.collegeId,
      name: c.courseName,
      abbreviation: c.abbreviation,
      aliases: c.aliases,
    })),
    branches: rows.branches.map((b) => ({
      id: b.id,
      collegeId: b.collegeId,
      courseId: b.courseId,
      name: b.branchName,
      abbreviation: b.abbreviation,
      aliases: b.aliases,
    })),
    subjects: rows.subjects.map((s) => ({
      id: s.id,
      collegeId: s.collegeId,
      courseId: s.courseId,
      branchId: s.branchId,
      name: s.name,
      code: s.code,
      year: s.year,
      aliases: s.aliases,
    })),
  };
}
