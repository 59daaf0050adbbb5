import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fail, ok, screenRequests } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import openapiText from '../../../../../openapi.json?raw';
import { UPLOAD_TITLE_MAX_LENGTH } from '@/config/constants';
import { dropHeldUpload, holdUpload } from '../lib/held-upload';
import { formatKb } from '../lib/viewer-state';

const confetti = vi.hoisted(() => Object.assign(vi.fn(), { reset: vi.fn() }));
vi.mock('canvas-confetti', () => ({ default: confetti }));

const choose = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: option }));
  await waitFor(() => {
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
};

const fillDetails = async (title: string, description: string) => {
  fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: title } });
  fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: description } });
  await choose('College', 'IIT Delhi');
  await choose('Course', 'B.Tech');
  await choose('Branch', 'Computer Science');
  await choose('Subject', 'Data Structures');
  await choose('Year', '2');
};

const pdf = () => new File([new Uint8Array(3000)], 'ds-endsem.pdf', { type: 'application/pdf' });

const dropFile = async (file: File) => {
  const input = screen.getByLabelText('Choose a PDF file');
  fireEvent.change(input, { target: { files: [file] } });
};

describe('formatKb', () => {
  it('shows KB with two decimals', () => {
    expect(formatKb(3000)).toBe('2.93 KB');
  });
});

describe('Upload page', () => {
  it('shows the guest prompt to a signed-out visitor', async () => {
    renderApp('/upload');
    expect(await screen.findByRole('dialog', { name: 'Login Or Sign Up Required' })).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload Your Papers/Notes', hidden: true }),
    ).toBeInTheDocument();
    expect(screen.getByText('Upload your papers here and help the community')).toBeInTheDocument();
  });

  it('rejects a non-PDF file', async () => {
    renderApp('/upload', serverFor(verifiedUser, catalogueRoutes));
    await screen.findByText('Click to upload or drag and drop');
    await dropFile(new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('File type not supported. Please upload a PDF file')).toBeInTheDocument();
  });

  it('refuses an empty (0-byte) PDF before sending, saying it is empty', async () => {
    renderApp('/upload', serverFor(verifiedUser, catalogueRoutes));
    await screen.findByText('Click to upload or drag and drop');
    await dropFile(new File([], 'empty.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('This file is empty. Please choose a PDF with content')).toBeInTheDocument();
    expect(screen.queryByText(/empty\.pdf \(/)).not.toBeInTheDocument();
  });

  it('uploads a paper as multipart, celebrates and resets', async () => {
    let release: () => void = () => undefined;
    const server = serverFor(verifiedUser, catalogueRoutes);
    server.on(
      'POST /api/papers',
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve(ok(makeDocument('d9', { title: 'DS endsem' }), 201));
          };
        }),
    );
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    fireEvent.change(screen.getByRole('textbox', { name: /^Title/ }), { target: { value: 'DS endsem' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Description/ }), { target: { value: 'Paper of 2025' } });
    await choose('College', 'IIT Delhi');
    await choose('Course', 'B.Tech');
    await choose('Branch', 'Computer Science');
    await choose('Subject', 'Data Structures');
    await choose('Exam Type', 'End Semester');
    await choose('Year', '2');
    await dropFile(pdf());
    expect(await screen.findByText('ds-endsem.pdf (2.93 KB)')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('button', { name: 'Uploading...' })).toBeDisabled();
    release();
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    });
    expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();

    const request = server.requests.find((r) => r.url === '/api/papers');
    const body = request?.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file'))).toEqual({
      title: 'DS endsem',
      description: 'Paper of 2025',
      college: 'IIT Delhi',
      branch: 'Computer Science',
      course: 'B.Tech',
      subject: 'Data Structures',
      year: '2',
      examType: 'endsem',
      // Optional (issue 26): empty means none.
      examYear: '',
    });
    expect((form.get('file') as File).name).toBe('ds-endsem.pdf');
    await waitFor(
      () => {
        expect(confetti).toHaveBeenCalled();
      },
      { timeout: 8000 },
    );
  }, 60_000);

  it('says why the server refused a file (a duplicate), keeps every field and clears only the file', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'POST /api/notes': {
        status: 409,
        body: {
          success: false,
          statusCode: 409,
          code: 'DOCUMENT.DUPLICATE',
          message: 'This file has already been uploaded as “DS notes”',
          details: { documentId: 'n1', title: 'DS notes' },
          requestId: 'r1',
        },
      },
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    await choose('Type', 'Note');
    await fillDetails('Again', 'Same file');
    await dropFile(pdf());
    await screen.findByText('ds-endsem.pdf (2.93 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    // On the form, not in a toast that is gone in 4 s; the paper already uploaded is linked.
    const refusal = await screen.findByRole('alert');
    expect(refusal).toHaveTextContent('This file has already been uploaded as “DS notes”');
    expect(within(refusal).getByRole('link', { name: 'Open “DS notes”' })).toHaveAttribute(
      'href',
      '/feed/DSnotes?id=n1',
    );
    await waitFor(() => {
      expect(screen.queryByTestId('chosen-file')).not.toBeInTheDocument();
    });
    // Spec §4 resets the form after a failure; we keep what was typed (README, "Deviations").
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Again');
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveValue('Same file');
    expect(screen.getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveTextContent('Data Structures');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Note');
    expect(screen.queryByText('File uploaded successfully')).not.toBeInTheDocument();
    // An expected refusal is logged on one line, without a stack.
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('409 DOCUMENT.DUPLICATE'));
    // Another file answers it.
    await dropFile(new File([new Uint8Array(10)], 'other.pdf', { type: 'application/pdf' }));
    await screen.findByText('other.pdf (0.01 KB)');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  }, 60_000);

  it('takes an optional exam year: checks it as typed, sends it trimmed, and shows the server’s reason at the field', async () => {
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'POST /api/notes': {
        status: 400,
        body: {
          success: false,
          statusCode: 400,
          code: 'DOCUMENT.INVALID_EXAM_YEAR',
          message: 'examYear 2031-32 is not accepted here',
          errors: [{ field: 'examYear', message: 'examYear 2031-32 is not accepted here' }],
          requestId: 'r1',
        },
      },
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    await choose('Type', 'Note');
    await fillDetails('Graph notes', 'Week 3');
    await dropFile(pdf());
    await screen.findByText('ds-endsem.pdf (2.93 KB)');
    const examYear = screen.getByRole('textbox', { name: 'Exam year' });
    expect(examYear).toHaveAttribute('placeholder', 'e.g. 2023 or 2023-24');
    expect(examYear).toHaveAccessibleDescription('Optional: the year or session printed on the paper');

    // A session must run into the next year: said once the field is left, and nothing is sent.
    fireEvent.change(examYear, { target: { value: '2023-25' } });
    fireEvent.blur(examYear);
    expect(examYear).toHaveAccessibleDescription('A session runs into the next year: 2023-24');
    expect(examYear).toHaveAttribute('aria-invalid', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.change(examYear, { target: { value: '23' } });
    expect(examYear).toHaveAccessibleDescription('Write a year such as 2023, or a session such as 2023-24');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    // A good one is sent (trimmed); the server's refusal shows at the field and on the form.
    fireEvent.change(examYear, { target: { value: ' 2031-32 ' } });
    expect(examYear).toHaveAttribute('aria-invalid', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('examYear 2031-32 is not accepted here');
    const sent = server.requests.find((r) => r.url === '/api/notes')?.body as FormData;
    expect(sent.get('examYear')).toBe('2031-32');
    expect(examYear).toHaveAccessibleDescription('examYear 2031-32 is not accepted here');
    // Typing again lets the server's reason go.
    fireEvent.change(examYear, { target: { value: '2023' } });
    expect(examYear).toHaveAccessibleDescription('Optional: the year or session printed on the paper');
  }, 60_000);

  it('keeps the file too when the file was not the problem; the success then closes the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = serverFor(verifiedUser, { ...catalogueRoutes, 'POST /api/notes': fail(500, 'INTERNAL', 'boom') });
    const { location } = renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    await choose('Type', 'Note');
    await fillDetails('Graph notes', 'Week 3');
    await dropFile(pdf());
    await screen.findByText('ds-endsem.pdf (2.93 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The upload failed. Please try again');
    expect(screen.getByText('ds-endsem.pdf (2.93 KB)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Graph notes');

    server.on(
      'POST /api/notes',
      ok(makeDocument('n7', { title: 'Graph notes', type: 'note', examType: undefined }), 201),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    // The next try closes the earlier refusal.
    expect(screen.queryByText('The upload failed. Please try again')).not.toBeInTheDocument();

    // "View your upload" opens the new document's viewer.
    const link = screen.getByRole('link', { name: 'View your upload' });
    expect(link).toHaveAttribute('href', '/feed/Graphnotes?id=n7');
    fireEvent.click(link);
    await waitFor(() => {
      expect(location().pathname).toBe('/feed/Graphnotes');
    });
    expect(location().search).toBe('?id=n7');
  }, 60_000);

  it('runs the selects down the catalogue chain; a subject fills in its year, and years follow the course', async () => {
    renderApp('/upload', serverFor(verifiedUser, catalogueRoutes));
    await screen.findByText('Click to upload or drag and drop');
    const selects = ['College', 'Course', 'Branch', 'Year', 'Subject'].map((name) =>
      screen.getByRole('combobox', { name: new RegExp(`^${name}`) }),
    );
    selects.slice(1).forEach((select, index) => {
      expect(selects[index]?.compareDocumentPosition(select)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });
    await choose('College', 'IIT Delhi');
    // A B.Tech of IIT Delhi lasts 4 years.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Year/ }));
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4']);
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    await waitFor(() => {
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    });
    // Data Structures is IIT Delhi's B.Tech Computer Science, year 2: the form says so itself.
    await choose('Subject', 'Data Structures');
    expect(screen.getByRole('combobox', { name: /^Course/ })).toHaveTextContent('B.Tech');
    expect(screen.getByRole('combobox', { name: /^Branch/ })).toHaveTextContent('Computer Science');
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveTextContent('2');
  });

  it('keeps only the first PDF when several files are dropped', async () => {
    renderApp('/upload', serverFor(verifiedUser, catalogueRoutes));
    await screen.findByText('Click to upload or drag and drop');
    const second = new File([new Uint8Array(1024)], 'second.pdf', { type: 'application/pdf' });
    fireEvent.change(screen.getByLabelText('Choose a PDF file'), { target: { files: [pdf(), second] } });
    expect(await screen.findByText('ds-endsem.pdf (2.93 KB)')).toBeInTheDocument();
    expect(screen.queryByText('File type not supported. Please upload a PDF file')).not.toBeInTheDocument();
  });

  it('hides exam type for notes and does not send without required fields', async () => {
    const server = serverFor(verifiedUser, catalogueRoutes);
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    await choose('Type', 'Note');
    expect(screen.queryByRole('combobox', { name: /^Exam Type/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(screenRequests(server).filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('counts the title toward the limit, as the field’s description', async () => {
    renderApp('/upload', serverFor(verifiedUser, catalogueRoutes));
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAccessibleDescription('0/200 characters');
    expect(title).toHaveAttribute('maxlength', String(UPLOAD_TITLE_MAX_LENGTH));
    fireEvent.change(title, { target: { value: 'DS endsem 2024' } });
    expect(title).toHaveAccessibleDescription('14/200 characters');
  });

  it('counts toward the limit the API publishes for a title', () => {
    const contract = JSON.parse(openapiText) as {
      paths: Record<string, { post: { requestBody: { content: Record<string, { schema: unknown }> } } }>;
    };
    for (const route of ['/api/papers', '/api/notes']) {
      const schema = contract.paths[route]?.post.requestBody.content['multipart/form-data']?.schema as {
        properties: { title: { maxLength: number } };
      };
      expect(schema.properties.title.maxLength).toBe(UPLOAD_TITLE_MAX_LENGTH);
    }
  });

  it('starts from the place in the address (the wizard’s "Be the first to upload"), as far as the catalogue has it', async () => {
    const search = new URLSearchParams({
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: '2',
      subject: 'Data Structures',
      type: 'note',
    });
    renderApp(`/upload?${search.toString()}`, serverFor(verifiedUser, catalogueRoutes));
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /^Subject/ })).toHaveTextContent('Data Structures');
    });
    expect(screen.getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    expect(screen.getByRole('combobox', { name: /^Course/ })).toHaveTextContent('B.Tech');
    expect(screen.getByRole('combobox', { name: /^Branch/ })).toHaveTextContent('Computer Science');
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveTextContent('2');
    expect(screen.getByRole('combobox', { name: /^Type/ })).toHaveTextContent('Note');
  });

  it('drops a place the catalogue does not have, and starts from the student’s profile otherwise', async () => {
    renderApp('/upload?college=Nowhere%20College&subject=Data%20Structures', serverFor(verifiedUser, catalogueRoutes));
    // The subject alone settles its college, course, branch and year.
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    });
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveTextContent('2');
    cleanup();

    renderApp(
      '/upload',
      serverFor({ ...verifiedUser, college: 'IIT Delhi', course: 'B.Tech', year: '3' }, catalogueRoutes),
    );
    await waitFor(() => {
      expect(screen.getByRole('combobox', { name: /^Course/ })).toHaveTextContent('B.Tech');
    });
    expect(screen.getByRole('combobox', { name: /^College/ })).toHaveTextContent('IIT Delhi');
    expect(screen.getByRole('combobox', { name: /^Year/ })).toHaveTextContent('3');
    expect(screen.getByRole('combobox', { name: /^Subject/ })).not.toHaveTextContent(/\w/);
  });
});

describe('Upload held for Add Information (issue 25)', () => {
  const newcomer = { ...verifiedUser, isInformationComplete: false, fullName: null };
  const overlay = () => screen.findByRole('dialog', { name: 'Add Information' });
  const paperFields = {
    title: 'Held paper',
    description: 'Kept across the reload',
    college: 'IIT Delhi',
    course: 'B.Tech',
    branch: 'Computer Science',
    year: '2',
    subject: 'Data Structures',
    docType: 'paper',
    examType: 'endsem',
  };

  beforeEach(async () => {
    window.sessionStorage.clear();
    await dropHeldUpload();
  });

  it('after Later, Upload brings it back first; Later again sends the upload', async () => {
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    const server = serverFor(newcomer, {
      ...catalogueRoutes,
      'POST /api/papers': ok(makeDocument('d9', { title: 'Held paper' }), 201),
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    // Not on arrival: the form can be filled in first.
    expect(screen.queryByRole('dialog', { name: 'Add Information' })).not.toBeInTheDocument();
    await fillDetails('Held paper', 'Kept across the reload');
    await choose('Exam Type', 'End Semester');
    await dropFile(pdf());
    await screen.findByText('ds-endsem.pdf (2.93 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    const dialog = await overlay();
    expect(server.requests.filter((r) => r.url === '/api/papers')).toHaveLength(0);
    expect(JSON.parse(window.sessionStorage.getItem('papershelf_profile_held') ?? 'null')).toEqual({
      kind: 'upload',
      userId: 'u1',
    });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url === '/api/papers')).toHaveLength(1);
    expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
  }, 60_000);

  it('comes back into the form after a reload while it asks, and is sent after the save’s reload', async () => {
    window.sessionStorage.setItem('papershelf_profile_later', 'later');
    window.sessionStorage.setItem('papershelf_profile_held', JSON.stringify({ kind: 'upload', userId: 'u1' }));
    await holdUpload({ fields: paperFields, file: pdf() });

    // Reloaded while it asked: the overlay again, the form as it was, nothing sent.
    const waiting = serverFor(newcomer, catalogueRoutes);
    renderApp('/upload', waiting);
    expect(await overlay()).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.getByRole('textbox', { name: /^Title/, hidden: true })).toHaveValue('Held paper');
    });
    expect(screen.getByText('ds-endsem.pdf (2.93 KB)')).toBeInTheDocument();
    expect(waiting.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    cleanup();

    // Reloaded after the save: the profile is complete and the upload goes, with what was held.
    const saved = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'POST /api/papers': ok(makeDocument('d9', { title: 'Held paper' }), 201),
    });
    renderApp('/upload', saved);
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    const sent = saved.requests.filter((r) => r.url === '/api/papers');
    expect(sent).toHaveLength(1);
    const form = sent[0]?.body as FormData;
    expect(form.get('title')).toBe('Held paper');
    expect(form.get('subject')).toBe('Data Structures');
    expect((form.get('file') as File).name).toBe('ds-endsem.pdf');
    expect(window.sessionStorage.getItem('papershelf_profile_held')).toBeNull();
  }, 60_000);

  it('a held upload whose file could not be kept gives the details back and asks for the file', async () => {
    window.sessionStorage.setItem('papershelf_profile_held', JSON.stringify({ kind: 'upload', userId: 'u1' }));
    await holdUpload({ fields: paperFields, file: null });
    const server = serverFor(verifiedUser, catalogueRoutes);
    renderApp('/upload', server);
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose the PDF again');
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Held paper');
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });
});
