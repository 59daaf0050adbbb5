import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, screenRequests } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
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
      'POST /api/notes': fail(409, 'DOCUMENT.DUPLICATE', 'This file has already been uploaded as “DS notes”'),
    });
    renderApp('/upload', server);
    await screen.findByText('Click to upload or drag and drop');
    await choose('Type', 'Note');
    await fillDetails('Again', 'Same file');
    await dropFile(pdf());
    await screen.findByText('ds-endsem.pdf (2.93 KB)');
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('This file has already been uploaded as “DS notes”')).toBeInTheDocument();
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
    expect(await screen.findByText('The upload failed. Please try again')).toBeInTheDocument();
    expect(screen.getByText('ds-endsem.pdf (2.93 KB)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Graph notes');

    server.on(
      'POST /api/notes',
      ok(makeDocument('n7', { title: 'Graph notes', type: 'note', examType: undefined }), 201),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('File uploaded successfully')).toBeInTheDocument();
    // The success closes the earlier error at once, not after its own 4 s (3 s leaves a busy
    // machine room for the exit transition and still tells the two apart).
    await waitFor(
      () => {
        expect(screen.queryByText('The upload failed. Please try again')).not.toBeInTheDocument();
      },
      { timeout: 3000 },
    );

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
});
