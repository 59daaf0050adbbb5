/** Builds a small catalogue through the admin API for the documents, bookmarks and reports tests. */
import { randomBytes } from 'node:crypto';
import type { SignedUpUser } from './auth';
import { makePdf } from './pdf';

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
  /** Optional exam year (`2023`, `2023-24`). */
  examYear?: string;
  /** Which of the catalogue's subjects (default: `subject`, year 2). */
  subject?: 'subject' | 'subject2';
  /** How the catalogue fields name the rows (the API takes either). */
  by?: 'name' | 'id';
}

/**
 * An upload under the catalogue's year-2 subject; the caller attaches the file and checks the
 * answer (`.attach('file', …).expect(201)`).
 */
export function postDocument(agent: SignedUpUser['agent'], cat: TestCatalogue, options: PostDocumentOptions) {
  const { type = 'papers', title, description = 'd', examType = 'midsem', examYear, by = 'name' } = options;
  const subject = cat[options.subject ?? 'subject'];
  const ref =
    by === 'id'
      ? { college: cat.college._id, course: cat.course._id, branch: cat.branch._id, subject: subject._id }
      : {
          college: cat.college.collegeName,
          course: cat.course.courseName,
          branch: cat.branch.branchName,
          subject: subject.name,
        };
  let request = agent
    .post(`/api/${type}`)
    .field('title', title)
    .field('description', description)
    .field('college', ref.college)
    .field('course', ref.course)
    .field('branch', ref.branch)
    .field('subject', ref.subject)
    .field('year', String(subject.year));
  if (type === 'papers') request = request.field('examType', examType);
  return examYear === undefined ? request : request.field('examYear', examYear);
}

/**
 * postDocument with a PDF attached (by default one page that reads the title) that must be
 * accepted: the new document's id, or an error that quotes the answer.
 */
export async function uploadDocument(
  agent: SignedUpUser['agent'],
  cat: TestCatalogue,
  options: PostDocumentOptions & { pdf?: Buffer },
): Promise<string> {
  const pdf = options.pdf ?? (await makePdf({ pages: [options.title] }));
  const res = await postDocument(agent, cat, options).attach('file', pdf, {
    filename: 'document.pdf',
    contentType: 'application/pdf',
  });
  if (res.status !== 201) throw new Error(`upload "${options.title}": ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data._id as string;
}
