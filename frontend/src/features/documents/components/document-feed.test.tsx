import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { catalogueRoutes, makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import { mergeById } from './document-feed';

describe('mergeById', () => {
  it('appends only unseen documents', () => {
    const a = makeDocument('a');
    const b = makeDocument('b');
    expect(mergeById([a], [a, b, b]).map((d) => d._id)).toEqual(['a', 'b']);
  });
});

describe('Feed', () => {
  it('shows skeletons, then cards, follows nextPage (rewritten to /api) and ends with the end text', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({
        docs: [makeDocument('d1'), makeDocument('d2', { examType: undefined, type: 'note', title: 'Graph notes' })],
        nextPage: '/v1/documents?cursor=abc',
        hasNextPage: true,
      }),
    });
    server.on('GET /api/documents', (request) =>
      request.url.includes('cursor=abc')
        ? ok({
            docs: [makeDocument('d2'), makeDocument('d3', { preview: '/api/documents/d3/thumbnail' })],
            nextPage: null,
            hasNextPage: false,
          })
        : ok({
            docs: [makeDocument('d1'), makeDocument('d2', { examType: undefined, type: 'note', title: 'Graph notes' })],
            nextPage: '/v1/documents?cursor=abc',
            hasNextPage: true,
          }),
    );
    renderApp('/feed', server);
    expect((await screen.findAllByTestId('document-skeleton')).length).toBe(3);
    expect(await screen.findByText('Yay! You have seen it all')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(3);
    expect(within(cards[0] ?? document.body).getByText('Paper · End Semester')).toBeInTheDocument();
    expect(within(cards[1] ?? document.body).getByText('Notes')).toBeInTheDocument();
    expect(cards[2]?.querySelector('img')).toHaveAttribute('src', '/api/documents/d3/thumbnail');
    // Asked for once: the next page is not asked for again before the first one's cards commit.
    expect(server.requests.filter((r) => r.url === '/api/documents?cursor=abc')).toHaveLength(1);
  });

  it('shows the empty state', async () => {
    renderApp(
      '/feed',
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
      }),
    );
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
  });

  it('offers to request what a search or filter did not find, from the place chosen (issue 27)', async () => {
    renderApp(
      '/feed?college=IIT+Delhi&course=B.Tech&q=compilers',
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
      }),
    );
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Request this paper' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app');
    expect(href.pathname).toBe('/requests/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({ college: 'IIT Delhi', course: 'B.Tech' });
  });

  it('only logs a failed page', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/feed', serverFor(null, { ...catalogueRoutes, 'GET /api/documents': fail(500, 'X', 'boom') }));
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    expect(spy).toHaveBeenCalled();
  });

  it('refetches with the chosen filter names and resets them', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed', server);
    await screen.findByText('Yay! You have seen it all');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'College' }));
    fireEvent.click(await screen.findByRole('option', { name: 'IIT Delhi' }));
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?college=IIT+Delhi')).toBe(true);
    });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Course' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByRole('option', { name: 'MBA' })).not.toBeInTheDocument();
    fireEvent.click(within(listbox).getByRole('option', { name: 'B.Tech' }));
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?college=IIT+Delhi&course=B.Tech')).toBe(true);
    });
    const before = server.requests.length;
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => {
      expect(server.requests.slice(before).some((r) => r.url === '/api/documents')).toBe(true);
    });
  }, 60_000);

  it('opens the guest prompt when a visitor bookmarks', async () => {
    renderApp(
      '/feed',
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login Or Sign Up Required' });
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login');
    expect(within(dialog).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('toggles a bookmark for a signed-in user', async () => {
    const server = serverFor(verifiedUser, {
      ...catalogueRoutes,
      'GET /api/bookmarks': ok([]),
      'POST /api/bookmarks/d1': ok({ bookmarked: true }),
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark: Data Structures d1' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark: Data Structures d1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(server.requests.filter((r) => r.url === '/api/bookmarks/d1')).toHaveLength(1);
  });

  it('searches inside papers and notes with q, and Reset Filters clears the search', async () => {
    const server = serverFor(null, { ...catalogueRoutes });
    server.on('GET /api/documents', (request) =>
      request.url.includes('q=binary')
        ? ok({ docs: [makeDocument('d9', { title: 'Trees and heaps' })], nextPage: null, hasNextPage: false })
        : ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    );
    renderApp('/feed', server);
    await screen.findByText('Data Structures d1');

    const search = screen.getByRole('combobox', { name: 'Search papers and notes' });
    fireEvent.change(search, { target: { value: ' binary ' } });
    expect(await screen.findByText('Trees and heaps')).toBeInTheDocument();
    expect(screen.queryByText('Data Structures d1')).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/documents?q=binary')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(await screen.findByText('Data Structures d1')).toBeInTheDocument();
    expect(search).toHaveValue('');
  });

  it('filters by exam year and sorts by it, both in the address, with a removable chip (issue 26)', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({
        docs: [makeDocument('d1', { examYear: '2023' })],
        nextPage: null,
        hasNextPage: false,
      }),
    });
    const { location } = renderApp('/feed', server);
    await screen.findByText('Data Structures d1');
    expect(screen.getByText('Paper · End Semester · 2023')).toBeInTheDocument();

    // Half a year is not asked for; a whole one is, and goes into the address.
    const examYear = screen.getByRole('textbox', { name: 'Exam year' });
    fireEvent.change(examYear, { target: { value: '202' } });
    expect(examYear).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(examYear, { target: { value: '2023' } });
    await waitFor(() => {
      expect(location().search).toBe('?examYear=2023');
    });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?examYear=2023')).toBe(true);
    });
    expect(server.requests.some((r) => r.url.includes('examYear=202&') || r.url.endsWith('examYear=202'))).toBe(false);

    // The order: Newest first by default, Exam year kept in the address as sort=examYear.
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveTextContent('Newest first');
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByRole('option', { name: 'Exam year' }));
    await waitFor(() => {
      expect(location().search).toBe('?examYear=2023&sort=examYear');
    });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?examYear=2023&sort=examYear')).toBe(true);
    });

    // The chip lets the year go and keeps the order; Reset Filters keeps the order too.
    const chips = screen.getByRole('list', { name: 'Chosen filters' });
    fireEvent.click(within(chips).getByRole('button', { name: 'Remove filter Exam year: 2023' }));
    await waitFor(() => {
      expect(location().search).toBe('?sort=examYear');
    });
    expect(examYear).toHaveValue('');

    // A search keeps the chosen order (issue 28: sort with q).
    fireEvent.change(screen.getByRole('combobox', { name: 'Search papers and notes' }), { target: { value: 'heap' } });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?q=heap&sort=examYear')).toBe(true);
    });
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveTextContent('Exam year');
    expect(screen.getByRole('combobox', { name: 'Sort' })).not.toHaveAttribute('aria-disabled');
  });

  it('shows the questions that match a search above its documents, each opening its paper at its page (issue 29)', async () => {
    const hit = (id: string, subject: string, extra: Record<string, unknown> = {}) => ({
      id,
      number: '4(b)',
      text: `Explain the Banker's algorithm with an example ${id}`,
      marks: 6,
      page: 3,
      documentId: `doc-${id}`,
      title: `OS End Semester ${id}`,
      examYear: '2022',
      examType: 'endsem',
      subject: { _id: `subject-${subject}`, name: subject },
      ...extra,
    });
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      'GET /api/questions': ok({
        items: [hit('q1', 'Operating Systems'), hit('q2', 'Networks', { marks: null })],
        nextPage: null,
        hasNextPage: false,
      }),
    });
    const { location } = renderApp('/feed?q=banker', server);
    const section = await screen.findByRole('region', { name: 'Questions that match' });
    expect(server.requests.some((r) => r.url === '/api/questions?q=banker&limit=4')).toBe(true);
    const open = within(section).getByRole('link', { name: 'Open question 4(b) at page 3: OS End Semester q1' });
    expect(within(section).getByText(/OS End Semester q1 · 2022 · End Semester · page 3/)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Most asked questions in Networks' })).toHaveAttribute(
      'href',
      '/subjects/subject-Networks/questions',
    );
    fireEvent.click(open);
    await waitFor(() => {
      expect(location().search).toBe('?id=doc-q1&page=3');
    });
  });

  it('keeps only the questions of the subject the feed is filtered by, and shows none when none match', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      'GET /api/questions': ok({ items: [], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed?q=nothing', server);
    await screen.findByText('Data Structures d1');
    await waitFor(() => {
      expect(server.requests.some((r) => r.url.startsWith('/api/questions?q=nothing'))).toBe(true);
    });
    expect(screen.queryByRole('region', { name: 'Questions that match' })).toBeNull();
  });

  it('orders a search by best match, or most viewed when chosen (issue 28)', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    const { location } = renderApp('/feed?q=heap', server);
    await screen.findByText('Data Structures d1');
    const sort = screen.getByRole('combobox', { name: 'Sort' });
    expect(sort).toHaveTextContent('Best match');
    fireEvent.mouseDown(sort);
    fireEvent.click(await screen.findByRole('option', { name: 'Most viewed (30 days)' }));
    await waitFor(() => {
      expect(location().search).toBe('?q=heap&sort=popular');
    });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?q=heap&sort=popular')).toBe(true);
    });
  });

  it('opens from an address with an exam year and an order, ignoring a year the API would refuse', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed?examYear=2022-23&sort=examYear', server);
    await screen.findByText('Data Structures d1');
    expect(server.requests.some((r) => r.url === '/api/documents?examYear=2022-23&sort=examYear')).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Exam year' })).toHaveValue('2022-23');
    expect(screen.getByRole('button', { name: 'Remove filter Exam year: 2022-23' })).toBeInTheDocument();
  });

  it('sorts by popularity from the sort control, kept in the address (issue 28)', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    const { location } = renderApp('/feed', server);
    await screen.findByText('Data Structures d1');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Most viewed (30 days)' }));
    await waitFor(() => {
      expect(location().search).toBe('?sort=popular');
    });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?sort=popular')).toBe(true);
    });
  });

  it('lists a hand-edited address with a year the API would refuse as if it had none', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed?examYear=2023-25&sort=oldest', server);
    await screen.findByText('Data Structures d1');
    expect(server.requests.filter((r) => r.url.startsWith('/api/documents')).map((r) => r.url)).toEqual([
      '/api/documents',
    ]);
  });

  it("shows a search result's passage under its title, matched words marked, HTML as text", async () => {
    const server = serverFor(null, { ...catalogueRoutes });
    server.on('GET /api/documents', (request) =>
      request.url.includes('q=heap')
        ? ok({
            docs: [
              makeDocument('d9', {
                title: 'Trees and heaps',
                snippet: [
                  { text: 'Build a ', match: false },
                  { text: 'heap', match: true },
                  { text: ' in O(n) <script>alert(1)</script>', match: false },
                ],
              }),
              makeDocument('d8', { title: 'Sorting' }),
            ],
            nextPage: null,
            hasNextPage: false,
          })
        : ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    );
    renderApp('/feed', server);
    await screen.findByText('Data Structures d1');
    fireEvent.change(screen.getByRole('combobox', { name: 'Search papers and notes' }), { target: { value: 'heap' } });

    const card = (await screen.findByText('Trees and heaps')).closest('article');
    if (!card) throw new Error('no card');
    const snippet = within(card).getByTestId('search-snippet');
    expect(snippet).toHaveTextContent('Build a heap in O(n) <script>alert(1)</script>');
    expect(within(snippet).getByText('heap').tagName).toBe('MARK');
    expect(snippet.querySelector('script')).toBeNull();
    // The title comes first, then the passage.
    const heading = within(card).getByRole('heading', { level: 2 });
    expect(heading.compareDocumentPosition(snippet) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // A result without a passage shows none.
    const other = screen.getByText('Sorting').closest('article');
    expect(other?.querySelector('[data-testid="search-snippet"]')).toBeNull();
  });

  it('opens the viewer with the preview address', async () => {
    const { location } = renderApp(
      '/feed',
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
        // The viewer asks for the details too; unanswered (404) it would show the missing-paper page,
        // and the frame's check raced that answer.
        'GET /api/documents/d1': ok(makeDocument('d1')),
      }),
    );
    fireEvent.click(await screen.findByRole('link', { name: /Data Structures d1/ }));
    await waitFor(() => {
      expect(location().pathname).toBe('/feed/DataStructuresd1');
    });
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
    expect(location().state).toEqual({ documentId: 'd1', url: '/api/documents/d1/view', title: 'Data Structures d1' });
  });

  it('goes back from a viewer opened without state', async () => {
    const { location, navigate } = renderApp(
      '/feed',
      serverFor(null, {
        ...catalogueRoutes,
        'GET /api/documents': ok({ docs: [], nextPage: null, hasNextPage: false }),
      }),
    );
    await screen.findByText('No documents available');
    navigate('/feed/Something');
    await waitFor(() => {
      expect(location().pathname).toBe('/feed');
    });
  });

  it('on a phone folds the four filters behind a Filters button that counts the active ones', async () => {
    // A phone-sized screen for MUI's useMediaQuery (jsdom has no matchMedia of its own).
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }),
    });
    onTestFinished(() => {
      Reflect.deleteProperty(window, 'matchMedia');
    });
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    });
    renderApp('/feed', server);
    await screen.findByText('Yay! You have seen it all');
    expect(screen.getByText('Title, subject, or words inside the PDF')).toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // What the button folds (jsdom cannot name a hidden region, so by aria-controls).
    const section = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(section).toHaveAttribute('aria-label', 'Filters');
    expect(section).not.toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => {
      expect(section).toBeVisible();
    });
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'College' }));
    fireEvent.click(await screen.findByRole('option', { name: 'IIT Delhi' }));
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  describe('filters in the address (issue 25)', () => {
    /** A second college that also teaches a B.Tech with a Computer Science branch. */
    const twoColleges = {
      ...catalogueRoutes,
      'GET /api/courses': ok([
        { _id: 'k1', courseName: 'B.Tech', abbreviation: 'BT', college: 'IIT Delhi', collegeId: 'c1', duration: 4 },
        { _id: 'k2', courseName: 'MBA', abbreviation: 'MBA', college: 'NIT Trichy', collegeId: 'c2', duration: 2 },
        { _id: 'k3', courseName: 'B.Tech', abbreviation: 'BT', college: 'NIT Trichy', collegeId: 'c2', duration: 4 },
      ]),
      'GET /api/branches': ok([
        { _id: 'b1', branchName: 'Computer Science', abbreviation: 'CSE', college: 'IIT Delhi', course: 'B.Tech' },
        { _id: 'b2', branchName: 'Civil', abbreviation: 'CE', college: 'IIT Delhi', course: 'B.Tech' },
        { _id: 'b3', branchName: 'Computer Science', abbreviation: 'CSE', college: 'NIT Trichy', course: 'B.Tech' },
      ]),
      'GET /api/subjects': ok([
        {
          _id: 's1',
          name: 'Data Structures',
          year: 2,
          college: 'IIT Delhi',
          course: 'B.Tech',
          branch: 'Computer Science',
        },
        { _id: 's2', name: 'Surveying', year: 3, college: 'IIT Delhi', course: 'B.Tech', branch: 'Civil' },
        { _id: 's3', name: 'Compilers', year: 3, college: 'NIT Trichy', course: 'B.Tech', branch: 'Computer Science' },
      ]),
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
    };

    it('opens with the filters and search of a shared link, and asks the API for them', async () => {
      const server = serverFor(null, twoColleges);
      renderApp('/feed?college=IIT+Delhi&course=B.Tech&q=heap', server);
      await screen.findByText('Data Structures d1');
      expect(server.requests.map((r) => r.url)).toContain('/api/documents?college=IIT+Delhi&course=B.Tech&q=heap');
      expect(screen.getByRole('combobox', { name: 'College' })).toHaveTextContent('IIT Delhi');
      expect(screen.getByRole('combobox', { name: 'Search papers and notes' })).toHaveValue('heap');
      const chips = screen.getByRole('list', { name: 'Chosen filters' });
      expect(
        within(chips)
          .getAllByRole('button')
          .map((chip) => chip.textContent),
      ).toEqual(['College: IIT Delhi', 'Course: B.Tech', 'Search: heap']);
    });

    it('orders the selects parent before child', async () => {
      renderApp('/feed', serverFor(null, twoColleges));
      await screen.findByText('Data Structures d1');
      const selects = ['College', 'Course', 'Branch', 'Subject'].map((name) => screen.getByRole('combobox', { name }));
      selects.slice(1).forEach((select, index) => {
        expect(selects[index]?.compareDocumentPosition(select)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
      });
    });

    it("keeps a child that fits a new parent, clears one that doesn't and says so", async () => {
      const server = serverFor(null, twoColleges);
      const { location } = renderApp('/feed?college=IIT+Delhi&course=B.Tech&branch=Computer+Science', server);
      await screen.findByText('Data Structures d1');
      // Only the chosen branch's subjects.
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Subject' }));
      let listbox = await screen.findByRole('listbox');
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['All subjects', 'Data Structures']);
      fireEvent.click(within(listbox).getByRole('option', { name: 'Data Structures' }));
      await waitFor(() => {
        expect(location().search).toBe(
          '?college=IIT+Delhi&course=B.Tech&branch=Computer+Science&subject=Data+Structures',
        );
      });

      // NIT Trichy has a B.Tech in Computer Science too, but no Data Structures.
      fireEvent.mouseDown(screen.getByRole('combobox', { name: 'College' }));
      listbox = await screen.findByRole('listbox');
      fireEvent.click(within(listbox).getByRole('option', { name: 'NIT Trichy' }));
      await waitFor(() => {
        expect(location().search).toBe('?college=NIT+Trichy&course=B.Tech&branch=Computer+Science');
      });
      expect(screen.getByRole('status')).toHaveTextContent('Subject cleared: not offered under NIT Trichy');
      await waitFor(() => {
        expect(server.requests.map((r) => r.url)).toContain(
          '/api/documents?college=NIT+Trichy&course=B.Tech&branch=Computer+Science',
        );
      });
    });

    it('removes a filter with its chip, and Back brings it back', async () => {
      const server = serverFor(null, twoColleges);
      const { location, go } = renderApp('/feed?college=IIT+Delhi&course=B.Tech', server);
      await screen.findByText('Data Structures d1');
      fireEvent.click(screen.getByRole('button', { name: 'Remove filter College: IIT Delhi' }));
      await waitFor(() => {
        expect(location().search).toBe('?course=B.Tech');
      });
      expect(screen.queryByRole('button', { name: 'Remove filter College: IIT Delhi' })).not.toBeInTheDocument();
      await waitFor(() => {
        expect(server.requests.map((r) => r.url)).toContain('/api/documents?course=B.Tech');
      });
      go(-1);
      expect(await screen.findByRole('button', { name: 'Remove filter College: IIT Delhi' })).toBeInTheDocument();
      expect(location().search).toBe('?college=IIT+Delhi&course=B.Tech');
    });

    it('shows the pages already loaded on Back from a document, without asking again', async () => {
      const server = serverFor(null, twoColleges);
      server.on('GET /api/documents', (request) =>
        request.url.includes('cursor=p2')
          ? ok({ docs: [makeDocument('d3'), makeDocument('d4')], nextPage: null, hasNextPage: false })
          : ok({
              docs: [makeDocument('d1'), makeDocument('d2')],
              nextPage: '/v1/documents?cursor=p2',
              hasNextPage: true,
            }),
      );
      // The viewer reads the document it opens (a missing one shows the removed-link page).
      server.on('GET /api/documents/d4', ok(makeDocument('d4')));
      const { location, go } = renderApp('/feed?college=IIT+Delhi', server);
      await screen.findByText('Yay! You have seen it all');
      expect(screen.getAllByRole('article')).toHaveLength(4);
      const feedRequests = () => server.requests.filter((r) => r.url.startsWith('/api/documents?'));
      const asked = feedRequests().length;

      fireEvent.click(screen.getByRole('link', { name: /Data Structures d4/ }));
      await waitFor(() => {
        expect(location().pathname).toBe('/feed/DataStructuresd4');
      });
      go(-1);
      await waitFor(() => {
        expect(location().search).toBe('?college=IIT+Delhi');
      });
      expect(await screen.findByText('Data Structures d4')).toBeInTheDocument();
      expect(screen.getAllByRole('article')).toHaveLength(4);
      expect(feedRequests()).toHaveLength(asked);
    });
  });

  it('offers the corrected search when the words as typed matched nothing (issue 28)', async () => {
    const server = serverFor(null, { ...catalogueRoutes });
    server.on('GET /api/documents', (request) =>
      request.url.includes('q=databse')
        ? ok({
            docs: [makeDocument('d7', { title: 'Database endsem' })],
            nextPage: null,
            hasNextPage: false,
            didYouMean: 'database',
          })
        : ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false, didYouMean: null }),
    );
    renderApp('/feed?q=databse', server);
    expect(await screen.findByText('Database endsem')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'database' });
    expect(link.closest('p')).toHaveTextContent('Did you mean database?');
    fireEvent.click(link);
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?q=database')).toBe(true);
    });
    expect(screen.getByRole('combobox', { name: 'Search papers and notes' })).toHaveValue('database');
  });

  it('filters by a subject chosen from the suggestions, in place of the words typed (issue 28)', async () => {
    const server = serverFor(null, {
      ...catalogueRoutes,
      'GET /api/documents': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
      'GET /api/search/suggest': ok([
        { kind: 'subject', id: 's1', label: 'Data Structures (CS201)', href: '/feed?subject=Data+Structures' },
      ]),
    });
    renderApp('/feed', server);
    await screen.findByText('Data Structures d1');
    const box = screen.getByRole('combobox', { name: 'Search papers and notes' });
    fireEvent.focus(box);
    fireEvent.change(box, { target: { value: 'data' } });
    await screen.findByRole('option', { name: /Data Structures \(CS201\)/ });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => {
      expect(server.requests.some((r) => r.url === '/api/documents?subject=Data+Structures')).toBe(true);
    });
    expect(box).toHaveValue('');
    expect(server.requests.some((r) => r.url === '/api/search/suggest?q=data')).toBe(true);
  });
});
