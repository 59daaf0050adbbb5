/**
 * /upload is smart upload (issue 26): the route's tests, against the whole app. The screen's own
 * behaviour (cards, suggestions, duplicates, checks, "Publish all ready") is in smart-upload.test.tsx.
 */
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, screenRequests, type FakeHandler, type FakeReply, type RecordedRequest } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import openapiText from '../../../../openapi.json?raw';
import { UPLOAD_TITLE_MAX_LENGTH } from '@/config/constants';
import type { User } from '@/features/auth/types';
import type { Draft, DraftSuggestion } from '@/features/documents/api/uploads';
import { formatKb } from '@/features/documents/lib/viewer-state';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

/** The analysis settled nothing: every field is the student's. */
const NOTHING: DraftSuggestion = {
  type: null,
  collegeId: null,
  courseId: null,
  branchId: null,
  subjectId: null,
  year: null,
  examType: null,
  examYear: null,
  title: null,
};

const idOf = (name: string) => name.replace(/\.pdf$/, '');
const readyDraft = (name: string, suggestion: DraftSuggestion = NOTHING): Draft => ({
  id: idOf(name),
  status: 'ready',
  fileName: name,
  size: 3000,
  analysis: { suggestion, duplicates: [], checks: [] },
});

const pdf = (name = 'ds-endsem.pdf') => new File([new Uint8Array(3000)], name, { type: 'application/pdf' });

const dropFiles = (files: File[]) => {
  fireEvent.change(screen.getByLabelText('Choose PDF files'), { target: { files } });
};

/** The drafts routes for the file the tests drop (ds-endsem.pdf): stored, then analysed with `suggestion`. */
const draftRoutes = (suggestion: DraftSuggestion = NOTHING, listed: Draft[] = []) => {
  const draft = readyDraft('ds-endsem.pdf', suggestion);
  const upload: FakeHandler = () => ok({ ...draft, status: 'analysing', analysis: null }, 201);
  return {
    'GET /api/uploads': ok(listed),
    'POST /api/uploads': upload,
    'GET /api/uploads/ds-endsem': ok(draft),
  } satisfies Record<string, FakeReply | FakeHandler>;
};

const PUBLISH = 'POST /api/uploads/ds-endsem/publish';

const serverWith = (user: User, extra: Record<string, FakeReply | FakeHandler> = {}, listed: Draft[] = []) =>
  serverFor(user, { ...catalogueRoutes, ...draftRoutes(NOTHING, listed), ...extra });

/** A card once its form is there (analysis ready, the catalogue's names in). */
const readyCard = async (name: string) => {
  const card = await screen.findByRole('article', { name }, { timeout: 10_000 });
  await within(card).findByRole('button', { name: `Publish ${name}` }, { timeout: 10_000 });
  return card;
};

const choose = async (card: HTMLElement, label: string, option: string) => {
  fireEvent.mouseDown(within(card).getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
};

const fillCard = async (card: HTMLElement, title: string, description: string) => {
  fireEvent.change(within(card).getByRole('textbox', { name: /^Title/ }), { target: { value: title } });
  fireEvent.change(within(card).getByRole('textbox', { name: /^Description/ }), { target: { value: description } });
  await choose(card, 'College', 'IIT Delhi');
  await choose(card, 'Course', 'B.Tech');
  await choose(card, 'Branch', 'Computer Science');
  await choose(card, 'Subject', 'Data Structures');
  await choose(card, 'Exam Type', 'End Semester');
};

const publishes = (server: ReturnType<typeof serverFor>) =>
  screenRequests(server).filter((r) => r.method === 'POST' && r.url.endsWith('/publish'));

describe('formatKb', () => {
  it('shows KB with two decimals', () => {
    expect(formatKb(3000)).toBe('2.93 KB');
  });
});

describe('Upload page (smart upload)', () => {
  it('shows the guest prompt to a signed-out visitor', async () => {
    renderApp('/upload');
    expect(await screen.findByRole('dialog', { name: 'Login Or Sign Up Required' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload Your Papers/Notes', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload your papers here and help the community')).toBeInTheDocument();
  });

  it('rejects a non-PDF file', async () => {
    renderApp('/upload', serverWith(verifiedUser));
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([new File(['x'], 'notes.txt', { type: 'text/plain' })]);
    expect(await screen.findByText('File type not supported. Please upload a PDF file')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('refuses an empty (0-byte) PDF before sending, saying it is empty', async () => {
    const server = serverWith(verifiedUser);
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([new File([], 'empty.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('This file is empty. Please choose a PDF with content')).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'empty.pdf' })).not.toBeInTheDocument();
    expect(screenRequests(server).filter((r) => r.url === '/api/uploads' && r.method === 'POST')).toHaveLength(0);
  });

  it('stores the PDF as a draft ("Uploading..."), publishes the corrected card as JSON, celebrates', async () => {
    let release: () => void = () => undefined;
    const routes = draftRoutes();
    const server = serverWith(verifiedUser, {
      ...routes,
      'POST /api/uploads': (request: RecordedRequest) =>
        new Promise((resolve) => {
          release = () => {
            resolve(routes['POST /api/uploads'](request));
          };
        }),
      [PUBLISH]: ok(makeDocument('d9', { title: 'DS endsem' }), 201),
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    const uploading = await screen.findByRole('article', { name: 'ds-endsem.pdf' });
    expect(within(uploading).getByText('2.93 KB')).toBeInTheDocument();
    expect(within(uploading).getByText('Uploading...')).toBeInTheDocument();
    release();

    const card = await readyCard('ds-endsem.pdf');
    await fillCard(card, 'DS endsem', 'Paper of 2025');
    fireEvent.click(within(card).getByRole('button', { name: 'Publish ds-endsem.pdf' }));
    expect(await within(card).findByText('File uploaded successfully')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'View your upload' })).toBeInTheDocument();

    const sent = publishes(server);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toBe('/api/uploads/ds-endsem/publish');
    expect(sent[0]?.body).toEqual({
      type: 'paper',
      title: 'DS endsem',
      description: 'Paper of 2025',
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      subject: 'Data Structures',
      year: 2,
      examType: 'endsem',
      // Optional (issue 26): empty means none.
      examYear: '',
    });
    await waitFor(
      () => {
        expect(confetti).toHaveBeenCalled();
      },
      { timeout: 8000 },
    );
  }, 60_000);

  it('counts the title toward the limit, as the field’s description', async () => {
    renderApp('/upload', serverWith(verifiedUser));
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    const card = await readyCard('ds-endsem.pdf');
    const title = within(card).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAttribute('maxlength', String(UPLOAD_TITLE_MAX_LENGTH));
    // Empty and not suggested: it asks for input; once typed in, it counts.
    expect(title).toHaveAccessibleDescription('Needs your input');
    fireEvent.change(title, { target: { value: 'DS endsem 2024' } });
    expect(title).toHaveAccessibleDescription('14/200 characters');
  }, 60_000);

  it('counts toward the limit the API publishes for a title (one-step routes and publish alike)', () => {
    const contract = JSON.parse(openapiText) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
      components: { schemas: Record<string, { properties: { title: { maxLength: number } } }> };
    };
    for (const route of ['/api/papers', '/api/notes']) {
      const schema = contract.paths[route]?.post.requestBody.content['multipart/form-data']?.schema as {
        properties: { title: { maxLength: number } };
      };
      expect(schema.properties.title.maxLength).toBe(UPLOAD_TITLE_MAX_LENGTH);
    }
    expect(contract.components.schemas.PublishUploadDto?.properties.title.maxLength).toBe(UPLOAD_TITLE_MAX_LENGTH);
  });

  it('starts a card the analysis could not place from the place in the address (the wizard’s "Be the first to upload")', async () => {
    const search = new URLSearchParams({
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: '2',
      subject: 'Data Structures',
      type: 'note',
    });
    renderApp(`/upload?${search.toString()}`, serverWith(verifiedUser));
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    const card = await readyCard('ds-endsem.pdf');
    const field = (name: RegExp) => within(card).getByRole('combobox', { name });
    await waitFor(() => {
      expect(field(/^Subject/)).toHaveTextContent('Data Structures');
    });
    expect(field(/^College/)).toHaveTextContent('IIT Delhi');
    expect(field(/^Course/)).toHaveTextContent('B.Tech');
    expect(field(/^Branch/)).toHaveTextContent('Computer Science');
    expect(field(/^Year/)).toHaveTextContent('2');
    expect(field(/^Type/)).toHaveTextContent('Note');
  }, 60_000);

  it('drops a place the catalogue does not have, and starts from the student’s profile otherwise', async () => {
    renderApp('/upload?college=Nowhere%20College&subject=Data%20Structures', serverWith(verifiedUser));
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    let card = await readyCard('ds-endsem.pdf');
    // The subject alone settles its college, course, branch and year.
    await waitFor(() => {
      expect(within(card).getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    });
    expect(within(card).getByRole('combobox', { name: /^Year/ })).toHaveTextContent('2');
    cleanup();

    renderApp('/upload', serverWith({ ...verifiedUser, college: 'IIT Delhi', course: 'B.Tech', year: '3' }));
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    card = await readyCard('ds-endsem.pdf');
    await waitFor(() => {
      expect(within(card).getByRole('combobox', { name: /^Course/ })).toHaveTextContent('B.Tech');
    });
    expect(within(card).getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    expect(within(card).getByRole('combobox', { name: /^Year/ })).toHaveTextContent('3');
    expect(within(card).getByRole('combobox', { name: /^Subject/ })).not.toHaveTextContent(/\w/);
  }, 60_000);
});

describe('Publish held for Add Information (issue 25)', () => {
  const newcomer = { ...verifiedUser, isInformationComplete: false, fullName: null };
  const overlay = () => screen.findByRole('dialog', { name: 'Add Information' });
  const heldFields = {
    title: 'Held paper',
    description: 'Kept across the reload',
    college: 'IIT Delhi',
    course: 'B.Tech',
    branch: 'Computer Science',
    year: '2',
    subject: 'Data Structures',
    docType: 'paper',
    examType: 'endsem',
    examYear: '',
  };

  beforeEach(() => {
    window.sessionStorage.clear();
  });

  it('after Later, Publish brings it back first; Later again publishes', async () => {
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    const server = serverWith(newcomer, {
      [PUBLISH]: ok(makeDocument('d9', { title: 'Held paper' }), 201),
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    // Not on arrival: the files can be dropped and the card corrected first.
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
    dropFiles([pdf()]);
    const card = await readyCard('ds-endsem.pdf');
    await fillCard(card, 'Held paper', 'Kept across the reload');
    fireEvent.click(within(card).getByRole('button', { name: 'Publish ds-endsem.pdf' }));
    const dialog = await overlay();
    expect(publishes(server)).toHaveLength(0);
    const held = JSON.parse(window.sessionStorage.getItem('papershelf_profile_held') ?? 'null') as {
      kind: string;
      userId: string;
      data: { drafts: { id: string; fields: Record<string, string> }[] };
    };
    expect(held).toMatchObject({ kind: 'upload', userId: 'u1' });
    expect(held.data.drafts).toEqual([
      { id: 'ds-endsem', fields: { ...heldFields, title: 'Held paper', answersFor: '' } },
    ]);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('File uploaded successfully', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(publishes(server)).toHaveLength(1);
    expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
  }, 60_000);

  it('comes back onto its card after a reload while it asks, and is published after the save’s reload', async () => {
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    window.sessionStorage.setItem(
      'papershelf_profile_held',
      JSON.stringify({ kind: 'upload', userId: 'u1', data: { drafts: [{ id: 'ds-endsem', fields: heldFields }] } }),
    );
    const listed = [readyDraft('ds-endsem.pdf')];

    // Reloaded while it asked: the overlay again, the card's form as it was, nothing sent.
    const waiting = serverWith(newcomer, {}, listed);
    renderApp('/upload', waiting);
    expect(await overlay()).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Title/, hidden: true })).toHaveValue('Held paper');
    });
    expect(publishes(waiting)).toHaveLength(0);
    cleanup();

    // Reloaded after the save: the profile is complete and the publish goes, with what was held.
    const saved = serverWith(verifiedUser, { [PUBLISH]: ok(makeDocument('d9', { title: 'Held paper' }), 201) }, listed);
    renderApp('/upload', saved);
    expect(await screen.findByText('File uploaded successfully', {}, { timeout: 10_000 })).toBeInTheDocument();
    const sent = publishes(saved);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ title: 'Held paper', subject: 'Data Structures', examType: 'endsem' });
    expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
  }, 60_000);
});

describe('Upload page: open requests for the chosen place (issue 27)', () => {
  const asked = (id: string, votes: number, examType: 'midsem' | 'endsem' | null) => ({
    _id: id,
    type: 'paper' as const,
    college: { _id: 'c1', collegeName: 'IIT Delhi' },
    course: { _id: 'k1', courseName: 'B.Tech' },
    branch: { _id: 'b1', branchName: 'Computer Science' },
    subject: { _id: 's1', name: 'Data Structures' },
    year: 2,
    examType,
    examYear: null,
    note: null,
    status: 'open' as const,
    votes,
    voted: false,
    mine: false,
    owner: { username: 'ravi' },
    documentId: null,
    reason: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
  });

  it('shows "N students asked for this" once the card names a place with open requests it would fulfil', async () => {
    const server = serverWith(verifiedUser, {
      // An end-semester paper fulfils the request that names no exam type and the end-semester one, not the mid-semester one.
      'GET /api/requests': ok({
        requests: [asked('r1', 3, null), asked('r2', 5, 'midsem'), asked('r3', 2, 'endsem')],
        nextPage: null,
        hasNextPage: false,
      }),
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    dropFiles([pdf()]);
    const card = await readyCard('ds-endsem.pdf');
    expect(within(card).queryByText(/asked for this/)).not.toBeInTheDocument();
    await fillCard(card, 'DS endsem', 'End semester paper');
    await choose(card, 'Year', '2');

    expect(await within(card).findByText('5 students asked for this')).toBeInTheDocument();
    const query = screenRequests(server).find((r) => r.url.startsWith('/api/requests?'));
    expect(Object.fromEntries(new URL(query?.url ?? '', 'http://app').searchParams)).toEqual({
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      subject: 'Data Structures',
      status: 'open',
      limit: '50',
    });
  });
});
