/** Builds a small catalogue through the admin API for the documents, bookmarks and reports tests. */
import { randomBytes } from 'node:crypto';
import type { SignedUpUser } from './auth';

export interface TestCatalogue {
  college: { _id: string; collegeName: string };
  course: { _id: string; courseName: string; duration: number };
  branch: { _id: string; branchName: string };
  /** Year 1 and year 2 subjects of the branch. */
  subject: { _id: string; name: string; year: number };
  subject2: { _id: string; name: string; year: number };
}

export async function createCatalogue(
  admin: SignedUpUser,
  label = randomBytes(3).toString('hex'),
): Promise<TestCatalogue> {
  const post = async (path: string, body: Record<string, unknown>) => {
    const res = await admin.agent.post(path).send(body);
    if (res.status !== 201) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  const college = await post('/api/colleges', { collegeName: `Test Institute ${label}`, location: 'Pune' });
  const course = await post('/api/courses', {
    courseName: `Bachelor of Testing ${label}`,
    abbreviation: 'BT',
    college: college.collegeName,
    duration: 4,
  });
  const branch = await post('/api/branches', {
    branchName: `Computer Science ${label}`,
    abbreviation: 'CS',
    course: course.courseName,
    college: college.collegeName,
  });
  const subject = await post('/api/subjects', {
    name: `Operating Systems ${label}`,
    year: 2,
    branch: branch.branchName,
    course: course.courseName,
    college: college.collegeName,
  });
  const subject2 = await post('/api/subjects', {
    name: `Compilers ${label}`,
    year: 3,
    branch: branch._id,
    course: course._id,
    college: college._id,
  });
  return { college, course, branch, subject, subject2 };
}

export interface PostDocumentOptions {
  type?: 'papers' | 'notes';
  title: string;
  description?: string;
  /** Papers only. */
  examType?: string;
  /** How the catalogue fields name the rows (the API takes either). */
  by?: 'name' | 'id';
}

/**
 * An upload under the catalogue's year-2 subject; the caller attaches the file and checks the
 * answer (`.attach('file', …).expect(201)`).
 */
export function postDocument(agent: SignedUpUser['agent'], cat: TestCatalogue, options: PostDocumentOptions) {
  const { type = 'papers', title, description = 'd', examType = 'midsem', by = 'name' } = options;
  const ref =
    by === 'id'
      ? { college: cat.college._id, course: cat.course._id, branch: cat.branch._id, subject: cat.subject._id }
      : {
          college: cat.college.collegeName,
          course: cat.course.courseName,
          branch: cat.branch.branchName,
          subject: cat.subject.name,
        };
  const request = agent
    .post(`/api/${type}`)
    .field('title', title)
    .field('description', description)
    .field('college', ref.college)
    .field('course', ref.course)
    .field('branch', ref.branch)
    .field('subject', ref.subject)
    .field('year', String(cat.subject.year));
  return type === 'papers' ? request.field('examType', examType) : request;
}
