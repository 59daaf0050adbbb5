/**
 * Requests (issue 27): the list (own college first, filters in the address), "Me too", withdraw,
 * and the "Request a paper" form (new, joined, the daily limit), against the whole app.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok, type FakeHandler } from '@/testing/fake-adapter';
import { catalogueRoutes } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import type { DocRequest, RequestPage } from '../api/requests';

const makeRequest = (id: string, overrides: Partial<DocRequest> = {}): DocRequest => ({
  _id: id,
  type: 'paper',
  college: { _id: 'c1', collegeName: 'IIT Delhi' },
  course: { _id: 'k1', courseName: 'B.Tech' },
  branch: { _id: 'b1', branchName: 'Computer Science' },
  subject: { _id: 's1', name: `Data Structures ${id}` },
  year: 2,
  examType: null,
  examYear: null,
  note: null,
  status: 'open',
  votes: 1,
  voted: false,
  mine: false,
  owner: { username: 'ravi' },
  documentId: null,
  reason: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

const page = (requests: DocRequest[]): RequestPage => ({ requests, nextPage: null, hasNextPage: false });

const student = { ...verifiedUser, college: 'IIT Delhi', course: 'B.Tech', year: '2' };

describe('Requests page', () => {
  it("lists the student's own college first, then the others, with their votes", async () => {
    const own = makeRequest('r1', { votes: 3, note: 'Endsem 2024 please' });
    const other = makeRequest('r2', { college: { _id: 'c2', collegeName: 'NIT Trichy' }, votes: 5 });
    const list: FakeHandler = (request) => ok(page(request.url.includes('college=IIT+Delhi') ? [own] : [other, own]));
    const server = serverFor(student, { ...catalogueRoutes, 'GET /api/requests': list });
    renderApp('/requests', server);

    const ownSection = await screen.findByRole('region', { name: 'At your college: IIT Delhi' });
    const card = await within(ownSection).findByRole('article', { name: 'Data Structures r1' });
    expect(within(card).getByText(/3 students asked/)).toBeInTheDocument();
    expect(within(card).getByText('“Endsem 2024 please”')).toBeInTheDocument();

    const rest = screen.getByRole('region', { name: 'Other colleges' });
    await within(rest).findByRole('article', { name: 'Data Structures r2' });
    // The own college's request is not listed twice.
    expect(within(rest).queryByRole('article', { name: 'Data Structures r1' })).not.toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/requests?college=IIT+Delhi&status=open&sort=wanted')).toBe(true);
  });

  it('filters by status and sort through the address', async () => {
    const server = serverFor(null, { ...catalogueRoutes, 'GET /api/requests': ok(page([])) });
    const { location } = renderApp('/requests?status=fulfilled&sort=new', server);
    expect(await screen.findByText('No fulfilled requests here yet.')).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/requests?status=fulfilled&sort=new')).toBe(true);
    expect(location().search).toBe('?status=fulfilled&sort=new');
  });

  it('"Me too" toggles the vote and shows the new count', async () => {
    const server = serverFor(student, {
      ...catalogueRoutes,
      'GET /api/requests': (request) =>
        ok(
          page(
            request.url.includes('college=')
              ? []
              : [makeRequest('r2', { college: { _id: 'c2', collegeName: 'NIT Trichy' }, votes: 3 })],
          ),
        ),
      'POST /api/requests/r2/votes': ok({ voted: true, votes: 4 }),
    });
    renderApp('/requests', server);
    const button = await screen.findByRole('button', { name: 'Me too: Data Structures r2' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-pressed', 'true');
    });
    const card = screen.getByRole('article', { name: 'Data Structures r2' });
    expect(within(card).getByText(/4 students asked/)).toBeInTheDocument();
  });

  it('lets the asker withdraw, and links a fulfilled request to its document', async () => {
    const server = serverFor(student, {
      ...catalogueRoutes,
      'GET /api/requests': (request) =>
        ok(
          page(
            request.url.includes('college=')
              ? []
              : [
                  makeRequest('mine', { mine: true, voted: true, college: { _id: 'c2', collegeName: 'NIT Trichy' } }),
                  makeRequest('done', {
                    status: 'fulfilled',
                    documentId: 'd9',
                    college: { _id: 'c2', collegeName: 'NIT Trichy' },
                  }),
                ],
          ),
        ),
      'DELETE /api/requests/mine': ok(null),
    });
    renderApp('/requests', server);
    const done = await screen.findByRole('article', { name: 'Data Structures done' });
    expect(within(done).getByRole('link', { name: 'Open the uploaded document' })).toHaveAttribute(
      'href',
      '/feed/document?id=d9',
    );
    expect(within(done).queryByRole('button', { name: /Me too/ })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Withdraw request for Data Structures mine' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => {
      expect(screen.queryByRole('article', { name: 'Data Structures mine' })).not.toBeInTheDocument();
    });
    expect(server.requests.some((r) => r.method === 'DELETE' && r.url === '/api/requests/mine')).toBe(true);
  });

  it('asks visitors to log in before "Me too"', async () => {
    renderApp('/requests', serverFor(null, { ...catalogueRoutes, 'GET /api/requests': ok(page([makeRequest('r1')])) }));
    const card = await screen.findByRole('article', { name: 'Data Structures r1' });
    expect(within(card).getByRole('link', { name: 'Log in to say "Me too"' })).toHaveAttribute('href', '/login');
  });
});

const ASK =
  '/requests/new?type=paper&college=IIT+Delhi&course=B.Tech&branch=Computer+Science&year=2&subject=Data+Structures';

/**
 * The request form once its place is preset from the address and it may be sent: the Request
 * button stays disabled until the session is known, and a click before that sends nothing.
 */
async function presetForm(): Promise<HTMLElement> {
  const form = await screen.findByRole('form', { name: 'Request a paper' });
  await waitFor(() => {
    expect(within(form).getByRole('combobox', { name: /^Subject/ })).toHaveTextContent('Data Structures');
    expect(within(form).getByRole('button', { name: 'Request' })).toBeEnabled();
  });
  return form;
}

describe('Request a paper', () => {
  it('starts from the place in its address and says when the student joined an existing request', async () => {
    const server = serverFor(student, {
      ...catalogueRoutes,
      'POST /api/requests': ok(makeRequest('r1', { votes: 4, voted: true }), 200),
    });
    renderApp(ASK, server);
    const form = await presetForm();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Note (optional)' }), {
      target: { value: 'The 2024 end semester one' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Request' }));

    expect(await screen.findByText(/you joined their request \(4 students asked\)/)).toBeInTheDocument();
    const sent = server.requests.find((r) => r.method === 'POST' && r.url === '/api/requests');
    expect(sent?.body).toEqual({
      type: 'paper',
      college: 'IIT Delhi',
      course: 'B.Tech',
      branch: 'Computer Science',
      year: 2,
      subject: 'Data Structures',
      note: 'The 2024 end semester one',
    });
    expect(screen.getByRole('link', { name: 'Data Structures r1' })).toHaveAttribute('href', '/requests/r1');
  });

  it('says a new request was sent (201)', async () => {
    renderApp(
      ASK,
      serverFor(student, { ...catalogueRoutes, 'POST /api/requests': ok(makeRequest('r7'), 201, 'Created') }),
    );
    const form = await presetForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Request' }));
    expect(await screen.findByText(/Request sent\. We will tell you when someone uploads it\./)).toBeInTheDocument();
  });

  it('explains the daily limit', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const limited = fail(429, 'REQUEST.DAILY_LIMIT', 'You can ask for at most 10 documents a day');
    const body = limited.body as Record<string, unknown>;
    body.details = { limit: 10 };
    renderApp(ASK, serverFor(student, { ...catalogueRoutes, 'POST /api/requests': limited }));
    const form = await presetForm();
    fireEvent.click(within(form).getByRole('button', { name: 'Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can ask for at most 10 documents a day. Say "Me too" on an existing request instead, or try again tomorrow.',
    );
  });

  it('marks the missing places and sends nothing', async () => {
    const server = serverFor(student, { ...catalogueRoutes });
    renderApp('/requests/new', server);
    const form = await screen.findByRole('form', { name: 'Request a paper' });
    // Enabled once the session is known.
    await waitFor(() => {
      expect(within(form).getByRole('button', { name: 'Request' })).toBeEnabled();
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Request' }));
    await waitFor(() => {
      expect(
        within(form)
          .getByRole('combobox', { name: /^College/ })
          .closest('.MuiInputBase-root'),
      ).toHaveClass('Mui-error');
    });
    expect(server.requests.some((r) => r.method === 'POST' && r.url === '/api/requests')).toBe(false);
  });
});
