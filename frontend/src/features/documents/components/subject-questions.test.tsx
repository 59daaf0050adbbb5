import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok, type RecordedRequest } from '@/testing/fake-adapter';
import { renderApp, serverFor } from '@/testing/render-app';

const SUBJECT = {
  _id: 's1',
  name: 'Operating Systems',
  year: 2,
  branch: 'Computer Science',
  branchId: 'b1',
  course: 'B.Tech',
  courseId: 'c1',
  college: 'IIT Delhi',
  collegeId: 'k1',
  code: null,
};

const occurrence = (
  documentId: string,
  examYear: string,
  examType: string,
  number: string,
  page: number,
  marks: number | null,
) => ({
  documentId,
  title: `Operating Systems ${examYear}`,
  examYear,
  examType,
  number,
  marks,
  page,
});

const DEADLOCK = {
  id: 'g1',
  text: 'State the four necessary conditions for a deadlock',
  asked: 3,
  years: ['2021', '2022', '2023'],
  occurrences: [
    occurrence('d21', '2021', 'endsem', '1', 2, 8),
    occurrence('d22', '2022', 'midsem', '4(b)', 3, 10),
    occurrence('d23', '2023', 'endsem', '1', 2, null),
  ],
};
const SPOOLING = {
  id: 'g2',
  text: 'Write a short note on spooling',
  asked: 1,
  years: ['2023'],
  occurrences: [occurrence('d23', '2023', 'endsem', '3', 4, 4)],
};

/** The questions route answers by its query: `sort` and `examType`. */
const byQuery = (answers: Record<string, unknown[]>) => (req: RecordedRequest) => {
  const query = new URL(req.url, 'http://test').searchParams;
  return ok(answers[`${query.get('sort') ?? ''}:${query.get('examType') ?? ''}`] ?? []);
};

describe('Subject page: most asked questions (issue 29)', () => {
  it('lists the groups most asked first, with years, marks and links opening each paper at its page', async () => {
    const server = serverFor(null, {
      'GET /api/subjects/s1': ok(SUBJECT),
      'GET /api/subjects/s1/questions': byQuery({ 'asked:': [DEADLOCK, SPOOLING] }),
    });
    renderApp('/subjects/s1/questions', server);

    expect(await screen.findByRole('heading', { level: 1, name: 'Most asked: Operating Systems' })).toBeInTheDocument();
    expect(screen.getByText('IIT Delhi · B.Tech · Computer Science · Year 2')).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem', { name: /deadlock|spooling/ });
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText('Asked 3 times: 2021, 2022, 2023')).toBeInTheDocument();
    expect(within(second).getByText('Asked once: 2023')).toBeInTheDocument();
    const midsem = within(first).getByRole('link', { name: 'Q4(b), 2022 Mid Semester, page 3' });
    expect(midsem).toHaveAttribute('href', '/feed/OperatingSystems2022?id=d22&page=3');
    expect(within(first).getByText('(10 marks)')).toBeInTheDocument();
    // Three papers, two with marks printed: the third shows none.
    expect(
      within(first)
        .getAllByText(/marks\)/)
        .map((el) => el.textContent),
    ).toEqual(['(8 marks)', '(10 marks)']);
  });

  it('sorts by the latest year and filters by exam type, keeping both in the address; says when nothing matches', async () => {
    const server = serverFor(null, {
      'GET /api/subjects/s1': ok(SUBJECT),
      'GET /api/subjects/s1/questions': byQuery({
        'asked:': [DEADLOCK, SPOOLING],
        'recent:': [SPOOLING, DEADLOCK],
        'recent:quiz': [],
      }),
    });
    const { location } = renderApp('/subjects/s1/questions', server);
    await screen.findAllByRole('listitem', { name: /deadlock|spooling/ });

    fireEvent.click(screen.getByRole('button', { name: 'Most recent' }));
    const reordered = await screen.findAllByRole('listitem', { name: /deadlock|spooling/ });
    expect(await within(reordered[0]).findByText('Write a short note on spooling')).toBeInTheDocument();
    expect(location().search).toBe('?sort=recent');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Exam type' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Quiz' }));
    expect(await screen.findByText('No questions from Quiz papers yet.')).toBeInTheDocument();
    expect(location().search).toBe('?sort=recent&examType=quiz');
    fireEvent.click(screen.getByRole('button', { name: 'Show all exam types' }));
    expect(await screen.findByText('Write a short note on spooling')).toBeInTheDocument();
  });

  it('says so for a subject that does not exist', async () => {
    const missing = serverFor(null, {
      'GET /api/subjects/nope': fail(404, 'CATALOGUE.SUBJECT_NOT_FOUND', 'Subject not found'),
      'GET /api/subjects/nope/questions': fail(404, 'CATALOGUE.SUBJECT_NOT_FOUND', 'Subject not found'),
    });
    renderApp('/subjects/nope/questions', missing);
    expect(await screen.findByText('There is no such subject.')).toBeInTheDocument();
  });

  it('offers a retry when the questions fail to load', async () => {
    const server = serverFor(null, {
      'GET /api/subjects/s1': ok(SUBJECT),
      'GET /api/subjects/s1/questions': fail(500, 'INTERNAL', 'boom'),
    });
    renderApp('/subjects/s1/questions', server);
    expect(await screen.findByText('The questions could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
