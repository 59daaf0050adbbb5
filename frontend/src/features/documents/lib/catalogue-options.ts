import type { Catalogue } from '../api/get-catalogue';

/** A catalogue entry refers to its parent by name (spec §3) or, on some servers, by id. */
export const refersTo = (ref: string, name: string, id: string | undefined): boolean =>
  name === '' || ref === name || (id !== undefined && ref === id);

export interface ChosenNames {
  college: string;
  course: string;
  branch: string;
}

/** Option names for each select, narrowed by the parents already chosen. */
export function catalogueOptions(catalogue: Catalogue | undefined, chosen: ChosenNames) {
  if (!catalogue) return { colleges: [], courses: [], branches: [], subjects: [] };
  const collegeId = catalogue.colleges.find((c) => c.collegeName === chosen.college)?._id;
  const courseId = catalogue.courses.find((c) => c.courseName === chosen.course)?._id;
  const branchId = catalogue.branches.find((b) => b.branchName === chosen.branch)?._id;
  const unique = (names: string[]) => [...new Set(names)].sort((a, b) => a.localeCompare(b));
  return {
    colleges: unique(catalogue.colleges.map((c) => c.collegeName)),
    courses: unique(
      catalogue.courses.filter((c) => refersTo(c.college, chosen.college, collegeId)).map((c) => c.courseName),
    ),
    branches: unique(
      catalogue.branches
        .filter((b) => refersTo(b.college, chosen.college, collegeId) && refersTo(b.course, chosen.course, courseId))
        .map((b) => b.branchName),
    ),
    subjects: unique(
      catalogue.subjects
        .filter(
          (s) =>
            refersTo(s.college, chosen.college, collegeId) &&
            refersTo(s.course, chosen.course, courseId) &&
            refersTo(s.branch, chosen.branch, branchId),
        )
        .map((s) => s.name),
    ),
  };
}
