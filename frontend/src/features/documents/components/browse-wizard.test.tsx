import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor } from '@/testing/render-app';
import { yearLabel } from './browse-wizard';

const routes = {
  'GET /api/colleges': ok([{ _id: 'c1', collegeName: 'IIT Delhi', location: 'Delhi' }]),
  'GET /api/courses/c1': ok([{ _id: 'k1', courseName: 'B Tech', abbreviation: 'BT', college: 'IIT Delhi', duration: 4 }]),
  'GET /api/branches/c1/k1': ok([{ _id: 'b1', branchName: 'Computer Science', abbreviation: 'CSE', college: 'IIT Delhi', course: 'B Tech' }]),
  'GET /api/subjects/c1/k1/b1/2': ok([{ _id: 's1', name: 'Data Structures', year: 2, branch: 'b1', course: 'k1', college: 'c1' }]),
  'GET /api/papers/c1/k1/b1/2/s1': ok({ docs: [makeDocument('d1')], nextPage: null, hasNextPage: false }),
};

describe('Browse wizard', () => {
  it('labels years 1st, 2nd, 3rd, then nth Year', () => {
    expect([1, 2, 3, 4, 5].map(yearLabel)).toEqual(['1st', '2nd', '3rd', '4th Year', '5th Year']);
  });

  it('drills college → course → branch → year → subject → documents', async () => {
    const { router } = renderApp('/papers', serverFor(null, routes));
    expect((await screen.findAllByTestId('wizard-skeleton')).length).toBe(20);
    fireEvent.click(await screen.findByRole('link', { name: /IIT Delhi/ }));
    fireEvent.click(await screen.findByRole('link', { name: /B Tech/ }));
    fireEvent.click(await screen.findByRole('link', { name: /Computer Science/ }));
    expect(await screen.findByRole('link', { name: '4th Year' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '5th Year' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '2nd' }));
    fireEvent.click(await screen.findByRole('link', { name: /Data Structures/ }));
    expect(await screen.findByRole('article')).toHaveTextContent('Data Structures d1');
    expect(router.state.location.pathname).toBe('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures');
    fireEvent.click(screen.getByRole('link', { name: /Data Structures d1/ }));
    expect(await screen.findByTitle('Data Structures d1')).toHaveAttribute('src', '/api/documents/d1/preview');
  });

  it.each([
    ['/papers/IITDelhi', 'GET /api/courses/c1', 'No Courses available'],
    ['/papers/IITDelhi/BTech', 'GET /api/branches/c1/k1', 'No Branches available'],
    ['/papers/IITDelhi/BTech/ComputerScience/2', 'GET /api/subjects/c1/k1/b1/2', 'No Subjects available'],
  ])('%s shows %s empty text', async (path, route, text) => {
    const server = serverFor(null, routes);
    server.on(route, ok([]));
    renderApp(path, server);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says no documents are available for an empty subject', async () => {
    const server = serverFor(null, routes);
    server.on('GET /api/papers/c1/k1/b1/2/s1', ok({ docs: [], nextPage: null, hasNextPage: false }));
    renderApp('/papers/IITDelhi/BTech/ComputerScience/2/DataStructures', server);
    expect(await screen.findByText('No documents available')).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByTestId('wizard-skeleton')).not.toBeInTheDocument();
    });
  });
});
