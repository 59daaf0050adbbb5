import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const doc = makeDocument('d1', {
  description: 'Mid-semester paper, 2024',
  pages: 3,
  views: 7,
  downloads: 2,
  size: 2 * 1024 * 1024,
});

describe('Document viewer', () => {
  it('opens a shared link (?id=) without navigation state, with details and actions', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(doc) });
    renderApp('/feed/DataStructuresd1?id=d1', server);

    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
    expect(await screen.findByText('Mid-semester paper, 2024')).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Document details' });
    expect(within(details).getByText(/3 pages · 2\.00 MB · 7 views · 2 downloads/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/api/documents/d1/download');
    expect(screen.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute('href', '/api/documents/d1/preview');
  });

  it('says when the text was recognised automatically (OCR), and not otherwise', async () => {
    const server = serverFor(null, {
      'GET /api/documents/d1': ok({ ...doc, textSource: 'ocr' }),
      'GET /api/documents/d2': ok(makeDocument('d2', { textSource: 'pdf' })),
    });
    const { navigate } = renderApp('/feed/DataStructuresd1?id=d1', server);
    expect(await screen.findByText('Text recognised automatically: search may miss words')).toBeInTheDocument();

    navigate('/feed/DataStructuresd2?id=d2');
    expect(await screen.findByTitle('Data Structures d2')).toBeInTheDocument();
    await screen.findByRole('region', { name: 'Document details' });
    expect(screen.queryByText('Text recognised automatically: search may miss words')).not.toBeInTheDocument();
  });

  it('a link to a removed document stays on the site: what happened, a search from its words, its subject', async () => {
    const similar = makeDocument('d7', { title: 'Operating Systems Endsem 2022' });
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents/d1': ok(doc),
      'GET /api/documents/gone': fail(404, 'DOCUMENT.NOT_FOUND', 'Document not found'),
      'GET /api/documents': ({ url }) =>
        ok({ docs: url.includes('q=') ? [similar] : [], nextPage: null, hasNextPage: false }),
    });
    // Inside the app, after another document: never that document again, never "back".
    const { location, navigate } = renderApp('/feed/DataStructuresd1?id=d1', server);
    expect(await screen.findByTitle('Data Structures d1')).toBeInTheDocument();
    navigate('/feed/OperatingSystemsEndsem2023?id=gone');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'This paper was removed or the link is broken' }),
    ).toBeInTheDocument();
    expect(screen.queryByTitle('Data Structures d1')).not.toBeInTheDocument();
    expect(location().pathname).toBe('/feed/OperatingSystemsEndsem2023');
    expect(screen.getByRole('searchbox', { name: 'Search papers and notes' })).toHaveValue(
      'Operating Systems Endsem 2023',
    );
    // What the link's words find, and the best match's subject (by its place in the catalogue).
    expect(await screen.findByRole('link', { name: 'Operating Systems Endsem 2022' })).toHaveAttribute(
      'href',
      '/feed/OperatingSystemsEndsem2022?id=d7',
    );
    expect(server.requests.some((r) => r.url === '/api/documents?q=Operating+Systems+Endsem+2023')).toBe(true);
    const subject = screen.getByRole('link', { name: 'Browse Data Structures' });
    expect(new URLSearchParams(subject.getAttribute('href')?.split('?')[1])).toEqual(
      new URLSearchParams({
        college: 'IIT Delhi',
        course: 'B.Tech',
        branch: 'Computer Science',
        subject: 'Data Structures',
      }),
    );
  });

  it('a link without an id (and no state) says so; its search goes to the feed with the words', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
    });
    const { location } = renderApp('/feed/NoIdHere', server);
    const box = await screen.findByRole('searchbox', { name: 'Search papers and notes' });
    expect(box).toHaveValue('No Id Here');
    expect(screen.queryByRole('link', { name: /^Browse/ })).not.toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'compiler design' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => {
      expect(`${location().pathname}${location().search}`).toBe('/feed?q=compiler+design');
    });
  });

  it('a shared link opened in a fresh tab: Back goes to the feed, not out of the site', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents/d1': ok(doc),
      'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
    });
    const { location } = renderApp('/feed/DataStructuresd1?id=d1', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
  });

  it('a document that fails to load for another reason offers to try again', async () => {
    let calls = 0;
    const server = serverFor(null, {
      'GET /api/documents/d1': () => {
        calls += 1;
        return calls === 1 ? 'network-error' : ok(doc);
      },
    });
    renderApp('/feed/DataStructuresd1?id=d1', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByTitle('Data Structures d1')).toBeInTheDocument();
  });

  it('opens a search hit at its page with the words highlighted (issue 28)', async () => {
    const server = serverFor(verifiedUser, { 'GET /api/documents/d1': ok(doc) });
    const { navigate } = renderApp('/dashboard', server);
    navigate('/feed/DataStructuresd1?id=d1', {
      state: {
        documentId: 'd1',
        url: '/api/documents/d1/view',
        title: 'Data Structures d1',
        q: 'banker deadlock',
        page: 7,
      },
    });
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute(
      'src',
      '/api/documents/d1/preview#page=7&search=banker%20deadlock',
    );
  });

  it('"Copy link" on a signed-in-only viewer copies the public link', async () => {
    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: {
        writeText: (value: string) => {
          copied.push(value);
          return Promise.resolve();
        },
      },
    });
    const server = serverFor(verifiedUser, { 'GET /api/documents/d1': ok(doc) });
    const { navigate } = renderApp('/dashboard', server);
    navigate('/saved-item/DataStructuresd1', {
      state: { documentId: 'd1', url: '/api/documents/d1/view', title: 'Data Structures d1' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
    expect(copied).toEqual([`${window.location.origin}/feed/DataStructuresd1?id=d1`]);
  });

  it('sends a report with the chosen reason and note', async () => {
    const server = serverFor(verifiedUser, { 'GET /api/documents/d1': ok(doc) });
    server.on('POST /api/documents/d1/reports', ok({ _id: 'r1' }, 201));
    renderApp('/feed/DataStructuresd1?id=d1', server);

    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this document' });
    fireEvent.click(within(dialog).getByLabelText('Illegible or incomplete'));
    fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: 'Page 2 is blank' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Thanks, an administrator will review it')).toBeInTheDocument();
    const sent = server.requests.find((r) => r.url === '/api/documents/d1/reports');
    expect(sent?.body).toEqual({ reason: 'illegible', note: 'Page 2 is blank' });
  });

  it('shows the server message when the user already reported the document', async () => {
    const server = serverFor(verifiedUser, { 'GET /api/documents/d1': ok(doc) });
    server.on(
      'POST /api/documents/d1/reports',
      fail(409, 'REPORT.ALREADY_OPEN', 'You already have an open report on this document'),
    );
    renderApp('/feed/DataStructuresd1?id=d1', server);

    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You already have an open report on this document')).toBeInTheDocument();
  });

  it('asks a guest to log in or sign up instead of reporting', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(doc) });
    server.on('POST /api/documents/d1/reports', fail(401, 'AUTH.UNAUTHENTICATED', 'Please log in to continue'));
    renderApp('/feed/DataStructuresd1?id=d1', server);

    fireEvent.click(await screen.findByRole('button', { name: 'Report' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Login Or Sign Up Required')).toBeInTheDocument();
  });

  it('bookmarks from the viewer', async () => {
    const server = serverFor(verifiedUser, { 'GET /api/documents/d1': ok(doc) });
    server.on('POST /api/bookmarks/d1', ok({ bookmarked: true }));
    renderApp('/feed/DataStructuresd1?id=d1', server);

    const button = await screen.findByRole('button', { name: 'Bookmark' });
    await waitFor(() => {
      expect(button).toBeEnabled();
    });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true');
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(1);
  });
});

describe('Document viewer: delete', () => {
  it('lets the uploader delete after confirming, then goes back', async () => {
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
      'GET /api/documents/d1': ok(makeDocument('d1', { owner: [{ _id: 'u1', username: 'asha' }] })),
      'DELETE /api/documents/d1': ok(null),
    });
    const { location, navigate } = renderApp('/feed', server);
    await screen.findByText('No documents available');
    navigate('/feed/DataStructuresd1?id=d1');

    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Document deleted successfully.')).toBeInTheDocument();
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual(['/api/documents/d1']);
  });

  it('offers no Delete to other users or visitors', async () => {
    const other = serverFor(verifiedUser, {
      'GET /api/documents/d1': ok(makeDocument('d1', { owner: [{ _id: 'u2', username: 'ravi' }] })),
    });
    const { unmount } = renderApp('/feed/DataStructuresd1?id=d1', other);
    await screen.findByRole('region', { name: 'Document details' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    unmount();

    renderApp(
      '/feed/DataStructuresd1?id=d1',
      serverFor(null, {
        'GET /api/documents/d1': ok(makeDocument('d1', { owner: [{ _id: 'u1', username: 'asha' }] })),
      }),
    );
    await screen.findByRole('region', { name: 'Document details' });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('lets an admin delete anyone’s document', async () => {
    renderApp(
      '/feed/DataStructuresd1?id=d1',
      serverFor(
        { ...verifiedUser, isAdmin: true },
        { 'GET /api/documents/d1': ok(makeDocument('d1', { owner: [{ _id: 'u2', username: 'ravi' }] })) },
      ),
    );
    expect(await screen.findByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it("lists a paper's questions with how often each was asked, and opens the frame at a question's page", async () => {
    const paper = makeDocument('d1', { pages: 3 });
    const server = serverFor(null, {
      'GET /api/documents/d1': ok(paper),
      'GET /api/documents/d1/questions': ok([
        {
          id: 'q1',
          number: '1',
          text: 'State the four conditions for deadlock',
          marks: 8,
          page: 2,
          groupId: 'g1',
          asked: 3,
          years: ['2021', '2022', '2023'],
        },
        {
          id: 'q2',
          number: '2(a)',
          text: 'Write a short note on spooling',
          marks: null,
          page: 3,
          groupId: 'q2',
          asked: 1,
          years: ['2023'],
        },
      ]),
    });
    renderApp('/feed/DataStructuresd1?id=d1', server);
    const list = await screen.findByRole('region', { name: 'Questions in this paper' });
    expect(within(list).getByText('State the four conditions for deadlock')).toBeInTheDocument();
    expect(within(list).getByText('Asked 3 times: 2021, 2022, 2023')).toBeInTheDocument();
    expect(within(list).getByText('8 marks')).toBeInTheDocument();
    expect(within(list).queryByText(/Asked 1 times/)).not.toBeInTheDocument();
    fireEvent.click(within(list).getByRole('button', { name: 'Open question 2(a) at page 3' }));
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview#page=3');
  });

  it("opens at the page a question link names (?page=) and leads to the subject's most-asked questions", async () => {
    const paper = makeDocument('d1', { pages: 3 });
    const server = serverFor(null, {
      'GET /api/documents/d1': ok(paper),
      'GET /api/documents/d1/questions': ok([]),
    });
    renderApp('/feed/DataStructuresd1?id=d1&page=2', server);
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview#page=2');
    expect(await screen.findByRole('link', { name: 'Most asked questions in Data Structures' })).toHaveAttribute(
      'href',
      '/subjects/s1/questions',
    );
  });

  it('ignores a page in the address that is not a page number', async () => {
    const server = serverFor(null, { 'GET /api/documents/d1': ok(makeDocument('d1', { pages: 3 })) });
    renderApp('/feed/DataStructuresd1?id=d1&page=-1', server);
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
  });
});
