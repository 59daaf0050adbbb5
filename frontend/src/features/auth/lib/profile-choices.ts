/**
 * The catalogue as the profile's College, Course and Year pickers need it (issue 25): colleges by
 * name, each with its courses and their length in years. The app builds it from the catalogue
 * lists (app/profile-choices.ts), so this feature stays unaware of the documents feature.
 *
 * The profile stores the chosen names, as before (README, "Decisions"): names are what the
 * upload form and the feed filters take, so "my college and course" can start them directly.
 */
export interface CourseChoice {
  name: string;
  /** The course's duration in years: the Year picker offers 1..years. */
  years: number;
}

export interface CollegeChoice {
  name: string;
  courses: CourseChoice[];
}

export interface ProfileChoices {
  colleges: CollegeChoice[];
}

export type LoadProfileChoices = () => Promise<ProfileChoices>;

/** Years offered when no course (or one of unknown length) is chosen. */
export const DEFAULT_YEARS = 4;

export interface PickerOptions {
  colleges: string[];
  courses: string[];
  /** '1', '2', … as stored; yearLabel() words them. */
  years: string[];
}

/** A stored value the catalogue no longer lists stays on offer, so an edit never drops it silently. */
const keeping = (names: string[], current: string): string[] =>
  current !== '' && !names.includes(current) ? [current, ...names] : names;

const byName = (a: string, b: string) => a.localeCompare(b);

/** The options of each picker, given what is chosen now. */
export function pickerOptions(
  choices: ProfileChoices | undefined,
  chosen: { college: string; course: string; year: string },
): PickerOptions {
  const college = choices?.colleges.find((c) => c.name === chosen.college);
  const course = college?.courses.find((c) => c.name === chosen.course);
  const longest = Math.max(0, ...(college?.courses ?? []).map((c) => c.years));
  const count = course?.years ?? (longest > 0 ? longest : DEFAULT_YEARS);
  const years = Array.from({ length: Math.max(1, count) }, (_, i) => String(i + 1));
  return {
    colleges: keeping([...new Set(choices?.colleges.map((c) => c.name) ?? [])].sort(byName), chosen.college),
    courses: keeping([...new Set(college?.courses.map((c) => c.name) ?? [])].sort(byName), chosen.course),
    years: keeping(years, chosen.year),
  };
}

/** What changing the college or course also clears: a course the new college lacks, a year past the course. */
export function afterChoosing(
  choices: ProfileChoices | undefined,
  field: 'college' | 'course',
  next: { college: string; course: string; year: string },
): { course: string; year: string } {
  const college = choices?.colleges.find((c) => c.name === next.college);
  const course = field === 'college' && !college?.courses.some((c) => c.name === next.course) ? '' : next.course;
  const years = college?.courses.find((c) => c.name === course)?.years;
  const yearNumber = Number(next.year);
  const yearFits = course !== '' && (years === undefined || (Number.isInteger(yearNumber) && yearNumber <= years));
  return { course, year: yearFits ? next.year : '' };
}

/** '1' → '1st Year', '2' → '2nd Year', '3' → '3rd Year', '4' → '4th Year' (the wizard's words); other text as it is. */
export function yearLabel(year: string): string {
  if (!/^\d+$/.test(year)) return year;
  const n = Number(year);
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${String(n)}${suffix} Year`;
}
