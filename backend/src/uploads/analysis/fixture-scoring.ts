/**
 * The smart-upload fixture set's scoring (issue 26), shared by the Jest accuracy floor
 * (test/fixtures/smart-upload/fixture-set.ts) and `npm run bench` (bench/smart-upload.mjs, from
 * dist): the demo catalogue with the fixtures' codes and aliases as a MatchCatalogue, and the
 * per-field score of suggestions against the labels.
 */
import { DEMO_CATALOGUE } from '../../seed/demo-catalogue';
import type { MatchCatalogue } from './match-catalogue';
import type { Suggestion } from './suggest';

/** What the fixtures expect of a paper, by name. */
export interface Expected {
  type: 'paper' | 'note';
  college: string;
  course: string;
  branch: string;
  subject: string;
  year: number;
  examType: string | null;
  examYear: string | null;
}

/** Codes and aliases an admin would have entered for the fixtures' catalogue. */
export interface CatalogueExtras {
  colleges: Record<string, string[]>;
  subjects: Record<string, { code: string | null; aliases: string[] }>;
}

/** Ids are the names along the chain ("college/course/branch/subject"), so expected names map to them. */
export function demoMatchCatalogue(extras: CatalogueExtras): MatchCatalogue {
  const catalogue: { [K in keyof MatchCatalogue]: MatchCatalogue[K][number][] } = {
    colleges: [],
    courses: [],
    branches: [],
    subjects: [],
  };
  for (const college of DEMO_CATALOGUE) {
    const collegeId = college.collegeName;
    catalogue.colleges.push({
      id: collegeId,
      name: college.collegeName,
      aliases: extras.colleges[college.collegeName] ?? [],
    });
    for (const course of college.courses) {
      const courseId = `${collegeId}/${course.courseName}`;
      catalogue.courses.push({
        id: courseId,
        collegeId,
        name: course.courseName,
        abbreviation: course.abbreviation,
        aliases: [],
      });
      for (const branch of course.branches) {
        const branchId = `${courseId}/${branch.branchName}`;
        catalogue.branches.push({
          id: branchId,
          collegeId,
          courseId,
          name: branch.branchName,
          abbreviation: branch.abbreviation,
          aliases: [],
        });
        for (const subject of branch.subjects) {
          const extra = extras.subjects[subject.name];
          catalogue.subjects.push({
            id: `${branchId}/${subject.name}`,
            collegeId,
            courseId,
            branchId,
            name: subject.name,
            code: extra?.code ?? null,
            year: subject.year,
            aliases: extra?.aliases ?? [],
          });
        }
      }
    }
  }
  return catalogue;
}

export const FIELDS = ['subject', 'college', 'course', 'branch', 'year', 'examType', 'examYear', 'type'] as const;
export type Field = (typeof FIELDS)[number];

/** What a suggestion says for each scored field, in the labels' terms (names; null when left empty). */
export function answerOf(s: Suggestion): Record<Field, string | number | null> {
  const last = (id: string | undefined) => (id === undefined ? null : (id.split('/').at(-1) ?? null));
  return {
    subject: last(s.subjectId?.value),
    college: last(s.collegeId?.value),
    course: last(s.courseId?.value),
    branch: last(s.branchId?.value),
    year: s.year?.value ?? null,
    examType: s.examType?.value ?? null,
    examYear: s.examYear?.value ?? null,
    type: s.type?.value ?? null,
  };
}

export interface FieldScore {
  correct: number;
  wrong: number;
  empty: number;
  total: number;
}

/** Per field: right (an empty answer is right only where the paper has no value), wrong, left empty. */
export function score(
  rows: { expected: Expected; answer: Record<Field, string | number | null> }[],
): Record<Field, FieldScore> {
  const out = {} as Record<Field, FieldScore>;
  for (const field of FIELDS) {
    const s = { correct: 0, wrong: 0, empty: 0, total: rows.length };
    for (const { expected, answer } of rows) {
      if (answer[field] === expected[field]) s.correct += 1;
      else if (answer[field] === null) s.empty += 1;
      else s.wrong += 1;
    }
    out[field] = s;
  }
  return out;
}
