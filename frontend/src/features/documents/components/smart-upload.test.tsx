import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '@/lib/toast';
import { ok, fail, type FakeHandler, type FakeReply, type RecordedRequest } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { installFakeServer, serverFor, verifiedUser } from '@/testing/render-app';
import type { Draft, DraftAnalysis, DraftSuggestion } from '../api/uploads';
import { SmartUpload } from './smart-upload';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const SUGGESTION: DraftSuggestion = {
  type: { value: 'paper', confidence: 0.97 },
  collegeId: { value: 'c1', confidence: 0.95 },
  courseId: { value: 'k1', confidence: 0.9 },
  branchId: { value: 'b1', confidence: 0.9 },
  subjectId: { value: 's1', confidence: 0.88 },
  year: { value: 2, confidence: 0.8 },
  examType: { value: 'endsem', confidence: 0.9 },
  examYear: { value: '2023-24', confidence: 0.93 },
  title: { value: 'Data Structures End Semester 2023-24', confidence: 0.7 },
};

const analysis = (overrides: Partial<DraftAnalysis> = {}): DraftAnalysis => ({
  suggestion: SUGGESTION,
  duplicates: [],
  checks: [],
  ...overrides,
});

const pdf = (name: string, bytes = 3000) => new File([new Uint8Array(bytes)], name, { type: 'application/pdf' });

/** The draft id the fake server gives a file: its name without `.pdf`. */
const idOf = (name: string) => name.replace(/\.pdf$/, '');

const draftOf = (name: string, status: Draft['status'], withAnalysis?: DraftAnalysis): Draft => ({
  id: idOf(name),
  status,
  fileName: name,
  size: 3000,
  ...(withAnalysis ? { analysis: withAnalysis } : {}),
});

const uploadRoute: FakeHandler = (request: RecordedRequest) => {
  const file = (request.body as FormData).get('file') as File;
  return ok(draftOf(file.name, 'analysing'), 201);
};

/** A server with the catalogue, no earlier drafts, and each named file's draft answering `reply`. */
function serverWith(
  drafts: Record<string, FakeReply | FakeHandler>,
  extra: Record<string, FakeReply | FakeHandler> = {},
) {
  const routes: Record<string, FakeReply | FakeHandler> = {
    ...catalogueRoutes,
    'GET /api/uploads': ok([]),
    'POST /api/uploads': uploadRoute,
    ...extra,
  };
  for (const [name, reply] of Object.entries(drafts)) routes[`GET /api/uploads/${idOf(name)}`] = reply;
  return installFakeServer(serverFor(verifiedUser, routes));
}

function renderSmartUpload() {
  return render(
    // The providers the screen uses (features may not import app/, where the app's whole set is).
    <ToastProvider>
      <MemoryRouter initialEntries={['/upload']}>
        <SmartUpload />
      </MemoryRouter>
    </ToastProvider>,
  );
}

const drop = (files: File[]) => {
  fireEvent.change(screen.getByLabelText('Choose PDF files'), { target: { files } });
};

const card = (name: string) => screen.getByRole('article', { name });

/** Waits until a card's form is there (analysis ready and the catalogue's names in). */
const readyCard = async (name: string) => {
  const found = await screen.findByRole('article', { name });
  await within(found).findByRole('button', { name: `Publish ${name}` });
  return found;
};

const describe_ = (element: HTMLElement) => element.getAttribute('aria-describedby') ?? '';
/** The helper line a field is described by. */
const helperOf = (field: HTMLElement) =>
  describe_(field)
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('Smart upload', () => {
  it('makes a card per dropped PDF (one file, one card), with name, size and the analysis state', async () => {
    let answered = 0;
    serverWith({
      // Still analysing at first: the card waits, then polls again.
      'a.pdf': () => (++answered === 1 ? ok(draftOf('a.pdf', 'analysing')) : ok(draftOf('a.pdf', 'ready', analysis()))),
      'b.pdf': ok(draftOf('b.pdf', 'ready', analysis())),
      'c.pdf': ok(draftOf('c.pdf', 'ready', analysis())),
    });
    renderSmartUpload();
    expect(await screen.findByText(/^No files yet/)).toBeInTheDocument();
    expect(screen.getByText('Click to upload or drag and drop')).toBeInTheDocument();

    drop([pdf('a.pdf')]);
    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(within(card('a.pdf')).getByText('2.93 KB')).toBeInTheDocument();
    expect(await within(card('a.pdf')).findByRole('status', { name: 'a.pdf: Reading the paper…' })).toBeInTheDocument();
    await readyCard('a.pdf');
    expect(answered).toBe(2);

    drop([pdf('b.pdf'), pdf('c.pdf')]);
    await readyCard('b.pdf');
    await readyCard('c.pdf');
    expect(screen.getAllByRole('article').map((article) => article.getAttribute('aria-label'))).toEqual([
      'a.pdf',
      'b.pdf',
      'c.pdf',
    ]);
  }, 60_000);

  it('takes at most 10 PDFs and says the others were not added', async () => {
    const server = serverWith({});
    renderSmartUpload();
    await screen.findByText(/^No files yet/);
    drop(Array.from({ length: 12 }, (_, index) => pdf(`p${String(index + 1)}.pdf`)));
    expect(await screen.findByRole('alert')).toHaveTextContent('Up to 10 PDFs at once: 2 files were not added');
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByRole('article', { name: 'p11.pdf' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(server.requests.filter((request) => request.method === 'POST')).toHaveLength(10);
    });
  }, 60_000);

  it('fills the form from the suggestion, marks each filled field Suggested, and highlights what is left', async () => {
    serverWith({
      'ds.pdf': ok(
        draftOf('ds.pdf', 'ready', analysis({ suggestion: { ...SUGGESTION, subjectId: null, examType: null } })),
      ),
    });
    renderSmartUpload();
    drop([pdf('ds.pdf')]);
    const found = await readyCard('ds.pdf');
    const field = (role: 'textbox' | 'combobox', name: RegExp) => within(found).getByRole(role, { name });

    expect(field('textbox', /^Title/)).toHaveValue('Data Structures End Semester 2023-24');
    expect(field('combobox', /^College/)).toHaveTextContent('IIT Delhi');
    expect(field('combobox', /^Course/)).toHaveTextContent('B.Tech');
    expect(field('combobox', /^Branch/)).toHaveTextContent('Computer Science');
    expect(field('combobox', /^Year/)).toHaveTextContent('2');
    expect(field('combobox', /^Type/)).toHaveTextContent('Paper');
    expect(field('textbox', /^Exam year/)).toHaveValue('2023-24');
    for (const filled of [
      field('textbox', /^Title/),
      field('combobox', /^College/),
      field('combobox', /^Year/),
      field('textbox', /^Exam year/),
    ])
      expect(helperOf(filled)).toContain('Suggested');

    // Not suggested (null), or never suggested (the description): empty and asking for input.
    for (const empty of [
      field('combobox', /^Subject/),
      field('combobox', /^Exam Type/),
      field('textbox', /^Description/),
    ]) {
      expect(helperOf(empty)).toContain('Needs your input');
      expect(helperOf(empty)).not.toContain('Suggested');
    }
    expect(field('combobox', /^Subject/)).not.toHaveTextContent('Data Structures');
    expect(within(found).getByText('3 fields need your input')).toBeInTheDocument();

    // An edit replaces the suggestion: its marker goes.
    fireEvent.change(field('textbox', /^Title/), { target: { value: 'DS endsem' } });
    expect(helperOf(field('textbox', /^Title/))).not.toContain('Suggested');
  }, 60_000);

  it('warns about an exact duplicate (publishing off) and a near one (allowed), and lists the checks with pages', async () => {
    serverWith({
      'same.pdf': ok(
        draftOf(
          'same.pdf',
          'ready',
          analysis({ duplicates: [{ documentId: 'd1', title: 'DS endsem', similarity: 1, exact: true }] }),
        ),
      ),
      'rescan.pdf': ok(
        draftOf(
          'rescan.pdf',
          'ready',
          analysis({
            duplicates: [{ documentId: 'd2', title: 'OS midsem', similarity: 0.92, exact: false }],
            checks: [{ code: 'PAGES.ROTATED', pages: [2, 3], message: 'Pages are sideways' }],
          }),
        ),
      ),
    });
    renderSmartUpload();
    drop([pdf('same.pdf'), pdf('rescan.pdf')]);

    const same = await readyCard('same.pdf');
    expect(within(same).getByText(/Same file already here/)).toBeInTheDocument();
    expect(within(same).getByRole('link', { name: 'Open “DS endsem”' })).toHaveAttribute(
      'href',
      '/feed/DSendsem?id=d1',
    );
    expect(within(same).getByRole('button', { name: 'Publish same.pdf' })).toBeDisabled();

    const rescan = await readyCard('rescan.pdf');
    expect(within(rescan).getByText(/Looks like an existing document \(92 % the same text\)/)).toBeInTheDocument();
    expect(within(rescan).getByRole('link', { name: 'Open “OS midsem”' })).toHaveAttribute(
      'href',
      '/feed/OSmidsem?id=d2',
    );
    expect(within(rescan).getByText('Pages are sideways (pages 2, 3)')).toBeInTheDocument();
    expect(within(rescan).getByRole('button', { name: 'Publish rescan.pdf' })).toBeEnabled();
  }, 60_000);

  it('publishes one card with the form’s fields, says so on the card and celebrates; a refusal stays on the card', async () => {
    let refuse = true;
    const server = serverWith(
      { 'ds.pdf': ok(draftOf('ds.pdf', 'ready', analysis())) },
      {
        'POST /api/uploads/ds/publish': () => {
          if (!refuse) return ok(makeDocument('d9', { title: 'Data Structures End Semester 2023-24' }), 201);
          refuse = false;
          return fail(409, 'DOCUMENT.DUPLICATE', 'This file has already been uploaded');
        },
      },
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSmartUpload();
    drop([pdf('ds.pdf')]);
    const found = await readyCard('ds.pdf');

    // The description is written from the suggested fields; it is required: cleared, Publish
    // shows what is missing.
    const description = within(found).getByRole('textbox', { name: /^Description/ });
    expect(description).toHaveValue('End Semester paper, 2023-24 — Data Structures');
    fireEvent.change(description, { target: { value: '' } });
    fireEvent.click(within(found).getByRole('button', { name: 'Publish ds.pdf' }));
    expect(within(found).getByRole('textbox', { name: /^Description/ })).toHaveAttribute('aria-invalid', 'true');
    expect(server.requests.some((request) => request.url.endsWith('/publish'))).toBe(false);

    fireEvent.change(within(found).getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'End semester, 2023-24' },
    });
    fireEvent.click(within(found).getByRole('button', { name: 'Publish ds.pdf' }));
    expect(await within(found).findByRole('alert')).toHaveTextContent('This file has already been uploaded');

    fireEvent.click(within(found).getByRole('button', { name: 'Publish ds.pdf' }));
    expect(await within(found).findByText('File uploaded successfully')).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'View your upload' })).toHaveAttribute(
      'href',
      '/feed/DataStructuresEndSemester2023-24?id=d9',
    );
    const published = server.requests.filter((request) => request.url === '/api/uploads/ds/publish');
    expect(published.at(-1)?.body).toEqual({
      type: 'paper',
      title: 'Data Structures End Semester 2023-24',
      description: 'End semester, 2023-24',
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: 2,
      subject: 'Data Structures',
      examType: 'endsem',
      examYear: '2023-24',
    });
    await waitFor(
      () => {
        expect(confetti).toHaveBeenCalled();
      },
      { timeout: 8000 },
    );
  }, 60_000);

  it('offers "Answer key for": the papers of the chosen subject, sent as answersFor when one is picked (issue 27)', async () => {
    const papers = [
      makeDocument('p1', { title: 'Endsem 2024', examYear: '2024' }),
      makeDocument('p2', { title: 'Midsem 2023', examYear: null }),
    ];
    const server = serverWith(
      { 'ds.pdf': ok(draftOf('ds.pdf', 'ready', analysis())) },
      {
        'GET /api/papers': ok({ docs: papers, nextPage: null, hasNextPage: false }),
        'POST /api/uploads/ds/publish': ok(makeDocument('d9', { answersFor: { id: 'p1', title: 'Endsem 2024' } }), 201),
      },
    );
    renderSmartUpload();
    drop([pdf('ds.pdf')]);
    const found = await readyCard('ds.pdf');

    const picker = within(found).getByRole('combobox', { name: /^Answer key for/ });
    await waitFor(() => {
      expect(picker).not.toHaveAttribute('aria-disabled');
    });
    // The papers of the card's place: its catalogue names and year.
    const asked = server.requests.find((request) => request.url.startsWith('/api/papers?'));
    expect(Object.fromEntries(new URLSearchParams(asked?.url.split('?')[1]))).toEqual({
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      subject: 'Data Structures',
      year: '2',
      limit: '50',
    });
    expect(helperOf(picker)).toContain('Optional: the paper of this subject this document answers');

    fireEvent.mouseDown(picker);
    const listbox = within(await screen.findByRole('listbox'));
    expect(listbox.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Not an answer key',
      'Endsem 2024 (2024)',
      'Midsem 2023',
    ]);
    fireEvent.click(listbox.getByRole('option', { name: 'Endsem 2024 (2024)' }));
    expect(picker).toHaveTextContent('Endsem 2024 (2024)');

    fireEvent.change(within(found).getByRole('textbox', { name: /^Description/ }), {
      target: { value: 'Worked solutions' },
    });
    fireEvent.click(within(found).getByRole('button', { name: 'Publish ds.pdf' }));
    expect(await within(found).findByText('File uploaded successfully')).toBeInTheDocument();
    const published = server.requests.filter((request) => request.url === '/api/uploads/ds/publish');
    expect(published.at(-1)?.body).toMatchObject({ subject: 'Data Structures', answersFor: 'p1' });
  }, 60_000);

  it('"Answer key for" waits for the subject, and says when the subject has no papers', async () => {
    const server = serverWith(
      {
        'ds.pdf': ok(draftOf('ds.pdf', 'ready', analysis({ suggestion: { ...SUGGESTION, subjectId: null } }))),
        'os.pdf': ok(draftOf('os.pdf', 'ready', analysis())),
      },
      { 'GET /api/papers': ok({ docs: [], nextPage: null, hasNextPage: false }) },
    );
    renderSmartUpload();
    drop([pdf('ds.pdf')]);
    const found = await readyCard('ds.pdf');
    const picker = within(found).getByRole('combobox', { name: /^Answer key for/ });
    expect(picker).toHaveAttribute('aria-disabled', 'true');
    expect(helperOf(picker)).toContain('Choose the subject first');
    expect(server.requests.some((request) => request.url.startsWith('/api/papers'))).toBe(false);

    drop([pdf('os.pdf')]);
    const other = await readyCard('os.pdf');
    const empty = within(other).getByRole('combobox', { name: /^Answer key for/ });
    await waitFor(() => {
      expect(helperOf(empty)).toContain('No papers of this subject yet');
    });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
  }, 60_000);

  it('"Publish all ready" publishes every card whose fields are valid, and only those', async () => {
    const server = serverWith(
      {
        'one.pdf': ok(draftOf('one.pdf', 'ready', analysis())),
        'two.pdf': ok(draftOf('two.pdf', 'ready', analysis())),
        'three.pdf': ok(draftOf('three.pdf', 'ready', analysis())),
      },
      {
        'POST /api/uploads/one/publish': ok(makeDocument('d1'), 201),
        'POST /api/uploads/two/publish': ok(makeDocument('d2'), 201),
        'POST /api/uploads/three/publish': ok(makeDocument('d3'), 201),
      },
    );
    renderSmartUpload();
    drop([pdf('one.pdf'), pdf('two.pdf'), pdf('three.pdf')]);
    for (const name of ['one.pdf', 'two.pdf', 'three.pdf']) await readyCard(name);
    // Every field was suggested (the description written from them): all three are ready; one
    // whose description is cleared is not.
    expect(screen.getByRole('button', { name: 'Publish all ready (3)' })).toBeEnabled();
    fireEvent.change(within(card('two.pdf')).getByRole('textbox', { name: /^Description/ }), {
      target: { value: '' },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish all ready (2)' }));
    expect(await within(card('one.pdf')).findByText('File uploaded successfully')).toBeInTheDocument();
    expect(await within(card('three.pdf')).findByText('File uploaded successfully')).toBeInTheDocument();
    expect(within(card('two.pdf')).queryByText('File uploaded successfully')).not.toBeInTheDocument();
    expect(server.requests.filter((request) => request.url.endsWith('/publish')).map((request) => request.url)).toEqual(
      ['/api/uploads/one/publish', '/api/uploads/three/publish'],
    );
  }, 60_000);

  it('discards a card (DELETE) and shows a failed analysis with its reason', async () => {
    const server = serverWith(
      {
        'keep.pdf': ok(draftOf('keep.pdf', 'ready', analysis())),
        'broken.pdf': ok({
          ...draftOf('broken.pdf', 'failed'),
          analysis: {
            ...analysis(),
            checks: [{ code: 'PDF.ENCRYPTED', pages: [], message: 'This PDF is locked with a password' }],
          },
        }),
      },
      { 'DELETE /api/uploads/keep': { status: 204 } },
    );
    renderSmartUpload();
    drop([pdf('keep.pdf'), pdf('broken.pdf')]);

    const broken = await screen.findByRole('article', { name: 'broken.pdf' });
    expect(await within(broken).findByText('This PDF is locked with a password')).toBeInTheDocument();
    expect(within(broken).getByText('We could not read this file')).toBeInTheDocument();
    expect(within(broken).queryByRole('button', { name: /^Publish/ })).not.toBeInTheDocument();

    const keep = await readyCard('keep.pdf');
    fireEvent.click(within(keep).getByRole('button', { name: 'Discard keep.pdf' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'keep.pdf' })).not.toBeInTheDocument();
    });
    expect(server.requests.some((request) => request.method === 'DELETE' && request.url === '/api/uploads/keep')).toBe(
      true,
    );
  }, 60_000);

  it('brings back earlier drafts as cards', async () => {
    serverWith(
      { 'old.pdf': ok(draftOf('old.pdf', 'ready', analysis())) },
      { 'GET /api/uploads': ok([draftOf('old.pdf', 'ready', analysis())]) },
    );
    renderSmartUpload();
    const old = await readyCard('old.pdf');
    expect(within(old).getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
  }, 60_000);
});
