/** The demo catalogue seeded into an empty database so a fresh install has something to browse. */
import { CATALOGUE_CHAIN, type CatalogueLevelKey } from '../database/catalogue-chain';

export interface DemoCollege {
  collegeName: string;
  location: string;
  courses: {
    courseName: string;
    abbreviation: string;
    duration: number;
    branches: { branchName: string; abbreviation: string; subjects: { name: string; year: number }[] }[];
  }[];
}

export const DEMO_CATALOGUE: DemoCollege[] = [
  {
    collegeName: 'Indian Institute of Technology Delhi',
    location: 'New Delhi',
    courses: [
      {
        courseName: 'Bachelor of Technology',
        abbreviation: 'BTech',
        duration: 4,
        branches: [
          {
            branchName: 'Computer Science and Engineering',
            abbreviation: 'CSE',
            subjects: [
              { name: 'Introduction to Programming', year: 1 },
              { name: 'Discrete Mathematics', year: 1 },
              { name: 'Data Structures', year: 2 },
              { name: 'Operating Systems', year: 3 },
              { name: 'Compiler Design', year: 4 },
            ],
          },
          {
            branchName: 'Electrical Engineering',
            abbreviation: 'EE',
            subjects: [
              { name: 'Circuit Theory', year: 1 },
              { name: 'Signals and Systems', year: 2 },
              { name: 'Power Electronics', year: 3 },
            ],
          },
        ],
      },
      {
        courseName: 'Master of Technology',
        abbreviation: 'MTech',
        duration: 2,
        branches: [
          {
            branchName: 'Computer Science and Engineering',
            abbreviation: 'CSE',
            subjects: [
              { name: 'Advanced Algorithms', year: 1 },
              { name: 'Machine Learning', year: 2 },
            ],
          },
        ],
      },
    ],
  },
  {
    collegeName: 'Delhi Technological University',
    location: 'Delhi',
    courses: [
      {
        courseName: 'Bachelor of Technology',
        abbreviation: 'BTech',
        duration: 4,
        branches: [
          {
            branchName: 'Information Technology',
            abbreviation: 'IT',
            subjects: [
              { name: 'Engineering Mathematics', year: 1 },
              { name: 'Database Management Systems', year: 2 },
              { name: 'Computer Networks', year: 3 },
            ],
          },
          {
            branchName: 'Mechanical Engineering',
            abbreviation: 'ME',
            subjects: [
              { name: 'Engineering Mechanics', year: 1 },
              { name: 'Thermodynamics', year: 2 },
            ],
          },
        ],
      },
    ],
  },
  {
    collegeName: 'University of Mumbai',
    location: 'Mumbai',
    courses: [
      {
        courseName: 'Bachelor of Science',
        abbreviation: 'BSc',
        duration: 3,
        branches: [
          {
            branchName: 'Physics',
            abbreviation: 'PHY',
            subjects: [
              { name: 'Classical Mechanics', year: 1 },
              { name: 'Quantum Mechanics', year: 2 },
              { name: 'Nuclear Physics', year: 3 },
            ],
          },
        ],
      },
    ],
  },
];

/**
 * The names of the demo catalogue's first row at each level above the last, following the chain
 * down (its first college, that college's first course, …): where the sample documents are filed.
 */
export function firstDemoPlace(): Partial<Record<CatalogueLevelKey, string>> {
  const place: Partial<Record<CatalogueLevelKey, string>> = {};
  let rows: unknown = DEMO_CATALOGUE;
  for (const [depth, level] of CATALOGUE_CHAIN.entries()) {
    const below = CATALOGUE_CHAIN[depth + 1];
    const first: unknown = Array.isArray(rows) ? rows[0] : undefined;
    if (!below || typeof first !== 'object' || first === null) break;
    place[level.key] = String(Reflect.get(first, level.nameField));
    rows = Reflect.get(first, below.kind);
  }
  return place;
}
