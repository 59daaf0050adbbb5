/**
 * The catalogue kinds the Admin Panel manages (spec §2 Admin panel), in tab order: the listed
 * levels of the catalogue chain (config/catalogue-chain.ts), with the words the spec fixes for
 * each, and how the console shows and edits a row of each. Every kind's resource (its list, add
 * and edit forms) is stamped from this description (catalogue-resource.tsx): a new listed level
 * is one entry in CONSOLE, and the compiler asks for it.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ClassIcon from '@mui/icons-material/Class';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconComponent } from '@mui/icons-material';
import type { RaRecord } from 'react-admin';
import { LISTED_LEVELS, type CatalogueRows, type ListedLevel, type ListedLevelKey } from '@/config/catalogue-chain';
import type { ApiSchema } from '@/lib/api-types';

/** The body that adds a row of each listed level (openapi.json); an edit sends any part of it. */
interface CatalogueBodies {
  college: ApiSchema<'CreateCollegeDto'>;
  course: ApiSchema<'CreateCourseDto'>;
  branch: ApiSchema<'CreateBranchDto'>;
  subject: ApiSchema<'CreateSubjectDto'>;
}

/** A field of the add and edit forms, besides the parents (CatalogueParentInputs adds those). */
export interface FormField {
  source: string;
  label: string;
  /**
   * name: required text up to 200; abbreviation: up to 50; years: a whole number 1–10; code: an
   * optional subject code (letters, digits, spaces, dashes, up to 20); aliases: optional short
   * names as chips (up to 10, each up to 40).
   */
  rule: 'name' | 'abbreviation' | 'years' | 'code' | 'aliases';
}

/** A column of the list's table on wide screens (the label defaults to the field's name). */
export interface Column {
  source: string;
  label?: string;
  number?: true;
}

/** How the console shows and edits a row of one kind. */
interface ConsoleDescription {
  icon: SvgIconComponent;
  form: readonly FormField[];
  columns: readonly Column[];
  /** The two lines of a row on phones. */
  primaryText: (row: RaRecord) => string;
  secondaryText: (row: RaRecord) => string;
}

/** Form fields are checked against the level's add body, columns against its row. */
type ConsoleDescriptionOf<K extends ListedLevelKey> = ConsoleDescription & {
  form: readonly (FormField & { source: keyof CatalogueBodies[K] })[];
  columns: readonly (Column & { source: keyof CatalogueRows[K] })[];
};

const CONSOLE = {
  college: {
    icon: SchoolIcon,
    form: [
      { source: 'collegeName', label: 'College Name', rule: 'name' },
      { source: 'location', label: 'Location', rule: 'name' },
      { source: 'aliases', label: 'Aliases', rule: 'aliases' },
    ],
    // Colleges show name and location (spec §2).
    columns: [{ source: 'collegeName', label: 'College' }, { source: 'location' }],
    primaryText: (college) => String(college.collegeName),
    secondaryText: (college) => String(college.location),
  },
  course: {
    icon: ClassIcon,
    form: [
      { source: 'courseName', label: 'Course Name', rule: 'name' },
      { source: 'abbreviation', label: 'Abbreviation', rule: 'abbreviation' },
      { source: 'duration', label: 'Duration (years)', rule: 'years' },
      { source: 'aliases', label: 'Aliases', rule: 'aliases' },
    ],
    columns: [
      { source: 'courseName', label: 'Course' },
      { source: 'abbreviation' },
      { source: 'college' },
      { source: 'duration', label: 'Years', number: true },
    ],
    primaryText: (course) => `${String(course.courseName)} (${String(course.abbreviation)})`,
    secondaryText: (course) => `${String(course.college)} · ${String(course.duration)} years`,
  },
  branch: {
    icon: AccountTreeIcon,
    form: [
      { source: 'branchName', label: 'Branch Name', rule: 'name' },
      { source: 'abbreviation', label: 'Abbreviation', rule: 'abbreviation' },
      { source: 'aliases', label: 'Aliases', rule: 'aliases' },
    ],
    columns: [
      { source: 'branchName', label: 'Branch' },
      { source: 'abbreviation' },
      { source: 'course' },
      { source: 'college' },
    ],
    primaryText: (branch) => `${String(branch.branchName)} (${String(branch.abbreviation)})`,
    secondaryText: (branch) => `${String(branch.college)} · ${String(branch.course)}`,
  },
  subject: {
    icon: MenuBookIcon,
    // The year comes with the parents: it is a level of the chain (college, course, branch, year).
    form: [
      { source: 'name', label: 'Subject Name', rule: 'name' },
      { source: 'code', label: 'Subject Code', rule: 'code' },
      { source: 'aliases', label: 'Aliases', rule: 'aliases' },
    ],
    columns: [
      { source: 'name', label: 'Subject' },
      { source: 'code' },
      { source: 'year', number: true },
      { source: 'branch' },
      { source: 'course' },
      { source: 'college' },
    ],
    primaryText: (subject) => String(subject.name),
    secondaryText: (subject) =>
      `${String(subject.college)} · ${String(subject.course)} · ${String(subject.branch)} · Year ${String(subject.year)}`,
  },
} satisfies { [K in ListedLevelKey]: ConsoleDescriptionOf<K> };

export interface CatalogueKind extends ConsoleDescription {
  /** react-admin's resource name ('colleges'). */
  resource: string;
  /** 'College', as messages name one row. */
  singular: string;
  /** The tab, the add button and the add form's title: 'Add College'. */
  add: string;
  /** 'No colleges found.' */
  empty: string;
  level: ListedLevel;
}

export const CATALOGUE_KINDS: readonly CatalogueKind[] = LISTED_LEVELS.map((level) => ({
  resource: level.resource,
  singular: level.words.label,
  add: level.words.add,
  empty: level.words.adminEmpty,
  level,
  ...CONSOLE[level.key],
}));

export function catalogueKind(resource: string | undefined): CatalogueKind {
  const found = CATALOGUE_KINDS.find((k) => k.resource === resource);
  if (!found) throw new Error(`${String(resource)} is not a catalogue resource`);
  return found;
}
