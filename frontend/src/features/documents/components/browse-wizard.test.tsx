import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fail, ok } from '@/testing/fake-adapter';
import { makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor } from '@/testing/render-app';
import { yearLabel } from './browse-wizard';

const routes = {
  'GET /api/colleges/browse': ok([
    { _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi', documents: { papers: 3, notes: 1 } },
    { _id: 'c2', collegeName: 'NIT Trichy', location: 'Trichy', documents: { papers: 0, notes: 0 } },
  ]),
  'GET /api/courses/c1': ok([
    {
      _id: 'k1',
      courseName: 'B Tech',
      abbreviation: 'BT',
      college: 'IIT Delhi',
      duration: 4,
      documents: { papers: 3, notes: 1 },
    },
    {
      _id: 'k2',
      courseName: 'M Tech',
      abbreviation: 'MT',
      college: 'IIT Delhi',
      duration: 2,
      documents: { papers: 0, notes: 0 },
    },
  ]),
  'GET /api/branches/c1/k1': ok([
    {
      _id: 'b1',
      branchName: 'Computer Science',
      abbreviation: 'CSE',
      college: 'IIT Delhi',
      course: 'B Tech',
      documents: { papers: 1, notes: 0 },
    },
  ]),
  'GET /api/branches/c1/k1/b1/years': ok(
    [1, 2, 3, 4].map((year) => ({ year, documents: year === 2 ? { papers: 3, notes: 1 } : { papers: 0, notes: 0 } })),
  ),
  'GET /api/subjects/c1/k1/b1/2': ok([
    {
      _id: 's1',
      name: 'Data Structures',
      year: 2,
      branch: 'b1',
      course: 'k1',
      college: 'c1',
      documents: { papers: 3, notes: 1 },
    },
    {
      _id: 's2',
      name: 'Discrete Maths',
      year: 2,
      branch: 'b1',
      course: 'k1',
      college: 'c1',
      documents: { papers: 0, notes: 0 },
    },
  ]),
  'GET /api/papers/c1/k1/b1/2/s1': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
};

describe('Browse wizard', () => {
  it('labels years 1st, 2nd, 3rd, then nth Year', () => {
    expect([1, 2, 3, 4, 5].map(yearLabel)).toEqual(['1st', '2nd', '3rd', '4th Year', '5th Year']);
  });

  it('drills college → course → branch → year → subject → documents', async () => {
    const { location } = renderApp('/papers', serverFor(null, routes));
    expect((await screen.findAllByTestId('wizard-skeleton')).length).toBe(20);
    fireEvent.click(await screen.findByRole('link', { name: /IIT Delhi/ }));
    fireEvent.click(await screen.findByRole('link', { name: /B Tech/ }));
    fireEvent.click(await screen.findByRole('link', { name: /Computer Science/ }));
    expect(await screen.findByRole('link', { name: '4th Year' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '5th Year' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '2nd' }));
    fireEvent.click(await screen.findByRole('link', { name: /Data Structures/ }));
    expect(await screen.findByRole('article')).toHaveTextContent('Data Structures d1');
    expect(location().pathname).toBe('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures');
    fireEvent.click(screen.getByRole('link', { name: /Data Structures d1/ }));
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
  });

  it('shows the readable names in the breadcrumbs, not the URL segments', async () => {
    renderApp('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures', serverFor(null, routes));
    const crumbs = await screen.findByRole('navigation', { name: 'Your choices' });
    await waitFor(() => {
      expect(crumbs).toHaveTextContent('Papers/IIT Delhi/B Tech/Computer Science/2nd/Data Structures');
    });
    expect(within(crumbs).getByRole('link', { name: 'Computer Science' })).toHaveAttribute(
      'href',
      '/papers/IITDelhi/BTech/ComputerScience',
    );
    expect(within(crumbs).getByText('Data Structures')).toHaveAttribute('aria-current', 'page');
  });

  it('shows paper counts on colleges, courses and branches and mutes the empty ones', async () => {
    renderApp('/papers', serverFor(null, routes));
    const iit = await screen.findByRole('link', { name: 'IIT Delhi' });
    expect(iit).toHaveAccessibleDescription('3 papers');
    const nit = screen.getByRole('link', { name: 'NIT Trichy' });
    expect(nit).toHaveAccessibleDescription('No papers yet');
    expect(nit.closest('[data-empty]')).not.toBeNull();
    expect(iit.closest('[data-empty]')).toBeNull();

    fireEvent.click(iit);
    expect(await screen.findByRole('link', { name: 'B Tech' })).toHaveAccessibleDescription('3 papers');
    expect(screen.getByRole('link', { name: 'M Tech' })).toHaveAccessibleDescription('No papers yet');
    fireEvent.click(screen.getByRole('link', { name: 'B Tech' }));
    expect(await screen.findByRole('link', { name: 'Computer Science' })).toHaveAccessibleDescription('1 paper');
  });

  it('shows paper counts on years and subjects and mutes the empty ones', async () => {
    renderApp('/papers/IITDelhi/BTech/ComputerScience', serverFor(null, routes));
    const second = await screen.findByRole('link', { name: '2nd' });
    expect(second).toHaveAccessibleDescription('3 papers');
    const first = screen.getByRole('link', { name: '1st' });
    expect(first).toHaveAccessibleDescription('No papers yet');
    expect(first.closest('[data-empty]')).not.toBeNull();
    expect(second.closest('[data-empty]')).toBeNull();
    expect(screen.getByRole('link', { name: '4th Year' })).toBeInTheDocument();

    fireEvent.click(second);
    expect(await screen.findByRole('link', { name: 'Data Structures' })).toHaveAccessibleDescription('3 papers');
    expect(screen.getByRole('link', { name: 'Discrete Maths' })).toHaveAccessibleDescription('No papers yet');
    // The breadcrumbs show the names straight away, carried by the link's navigation state.
    expect(screen.getByRole('navigation', { name: 'Your choices' })).toHaveTextContent(
      'IIT Delhi/B Tech/Computer Science/2nd',
    );
  });

  it('counts notes under /notes, at every step', async () => {
    renderApp('/notes', serverFor(null, routes));
    expect(await screen.findByRole('link', { name: 'IIT Delhi' })).toHaveAccessibleDescription('1 note');
  });

  it('counts notes under /notes', async () => {
    renderApp('/notes/IITDelhi/BTech/ComputerScience/2', serverFor(null, routes));
    expect(await screen.findByRole('link', { name: 'Data Structures' })).toHaveAccessibleDescription('1 note');
    const empty = screen.getByRole('link', { name: 'Discrete Maths' });
    expect(empty).toHaveAccessibleDescription('No notes yet');
    expect(empty.closest('[data-empty]')).not.toBeNull();
  });

  it('falls back to the duration-based year buttons without counts if the years request fails', async () => {
    const server = serverFor(null, routes);
    server.on('GET /api/branches/c1/k1/b1/years', fail(500, 'SERVER.ERROR', 'boom'));
    renderApp('/papers/IITDelhi/BTech/ComputerScience', server);
    expect(await screen.findByRole('link', { name: '4th Year' })).not.toHaveAccessibleDescription();
    expect(screen.getAllByRole('link', { name: /^(1st|2nd|3rd|\d+th Year)$/ })).toHaveLength(4);
    expect(screen.queryByText(/^(\d+ papers?|No papers yet)$/)).not.toBeInTheDocument();
  });

  it.each([
    ['/papers/IITDelhi', 'GET /api/courses/c1', 'No Courses available', 'Choose another college', '/papers'],
    [
      '/papers/IITDelhi/BTech',
      'GET /api/branches/c1/k1',
      'No Branches available',
      'Choose another course',
      '/papers/IITDelhi',
    ],
    [
      '/papers/IITDelhi/BTech/ComputerScience/2',
      'GET /api/subjects/c1/k1/b1/2',
      'No Subjects available',
      'Choose another year',
      '/papers/IITDelhi/BTech/ComputerScience',
    ],
  ])('%s shows %s empty text and a way to choose again', async (path, route, text, next, href) => {
    const server = serverFor(null, routes);
    server.on(route, ok([]));
    renderApp(path, server);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: next })).toHaveAttribute('href', href);
    // Nothing can be uploaded above the subjects.
    expect(screen.queryByRole('link', { name: 'Be the first to upload' })).not.toBeInTheDocument();
  });

  it.each([
    ['/papers/NoSuchCollege', "We couldn't find that college"],
    ['/papers/IITDelhi/NoSuchCourse/ComputerScience', "We couldn't find that course"],
    ['/papers/IITDelhi/BTech/ComputerScience/2/NoSuchSubject', "We couldn't find that subject"],
  ])('%s names the level a broken link lost, and logs nothing', async (path, text) => {
    const logged = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
    renderApp(path, serverFor(null, routes));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start over' })).toHaveAttribute('href', '/papers');
    expect(screen.queryByText(/No \w+ available/)).not.toBeInTheDocument();
    // A broken link is an answer, not a failure: a visitor's console stays clean (issue 25).
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
  });

  it('finds the documents of a hand-typed link that keeps the spaces in the names', async () => {
    renderApp('/papers/IIT%20Delhi/B%20Tech/Computer%20Science/2/Data%20Structures', serverFor(null, routes));
    expect(await screen.findByRole('article')).toHaveTextContent('Data Structures d1');
  });

  it("leads from a subject's papers to its most-asked questions (issue 29), not from its notes", async () => {
    const { navigate } = renderApp('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures', serverFor(null, routes));
    expect(await screen.findByRole('link', { name: 'Most asked questions' })).toHaveAttribute(
      'href',
      '/subjects/s1/questions',
    );
    navigate('/notes/IITDelhi/BTech/ComputerScience/2/DataStructures');
    await screen.findByRole('heading', { name: /^Notes/ });
    expect(screen.queryByRole('link', { name: 'Most asked questions' })).not.toBeInTheDocument();
  });

  it('says no documents are available for an empty subject', async () => {
    const server = serverFor(null, routes);
    server.on('GET /api/papers/c1/k1/b1/2/s1', ok({ docs: [], nextPage: null, hasNextPage: false }));
    renderApp('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures', server);
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Most asked questions' })).not.toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByTestId('wizard-skeleton')).not.toBeInTheDocument();
    });
  });

  it.each([
    ['papers', 'paper'],
    ['notes', 'note'],
  ])('offers an empty %s place its first upload, the form filled in with the place', async (kind, type) => {
    const server = serverFor(null, routes);
    server.on(`GET /api/${kind}/c1/k1/b1/2/s1`, ok({ docs: [], nextPage: null, hasNextPage: false }));
    renderApp(`/${kind}/IITDelhi/BTech/ComputerScience/2/DataStructures`, server);
    const link = await screen.findByRole('link', { name: 'Be the first to upload' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app');
    expect(href.pathname).toBe('/upload');
    // Names as the upload takes them, not the squashed URL segments.
    expect(Object.fromEntries(href.searchParams)).toEqual({
      college: 'IIT Delhi',
      course: 'B Tech',
      branch: 'Computer Science',
      year: '2',
      subject: 'Data Structures',
      type,
    });
  });

  it.each([
    ['papers', 'paper', 'Request this paper'],
    ['notes', 'note', 'Request these notes'],
  ])('offers to request an empty %s place (issue 27), below the spec text', async (kind, type, label) => {
    const server = serverFor(null, routes);
    server.on(`GET /api/${kind}/c1/k1/b1/2/s1`, ok({ docs: [], nextPage: null, hasNextPage: false }));
    renderApp(`/${kind}/IITDelhi/BTech/ComputerScience/2/DataStructures`, server);
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: label });
    const href = new URL(link.getAttribute('href') ?? '', 'http://app');
    expect(href.pathname).toBe('/requests/new');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      type,
      college: 'IIT Delhi',
      course: 'B Tech',
      branch: 'Computer Science',
      year: '2',
      subject: 'Data Structures',
    });
    expect(screen.getByText(/Nobody has uploaded this yet/)).toBeInTheDocument();
  });

  it('offers no request above the subjects', async () => {
    const server = serverFor(null, routes);
    server.on('GET /api/subjects/c1/k1/b1/2', ok([]));
    renderApp('/papers/IITDelhi/BTech/ComputerScience/2', server);
    expect(await screen.findByText('No Subjects available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Request this paper' })).not.toBeInTheDocument();
  });
});
