import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/testing/fake-adapter';
import { makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

/** Issue 27: answer keys in the viewer. */
describe('Document viewer: answer keys', () => {
  it('a paper with keys says "Answer key available" and links each key', async () => {
    const paper = makeDocument('p1', { title: 'Endsem 2024', answersFor: null, answerCount: 2 });
    const keys = [
      makeDocument('k1', { type: 'note', title: 'Worked solutions', answersFor: { id: 'p1', title: 'Endsem 2024' } }),
      makeDocument('k2', { title: 'Model answers', answersFor: { id: 'p1', title: 'Endsem 2024' } }),
    ];
    const server = serverFor(null, {
      'GET /api/documents/p1': ok(paper),
      'GET /api/documents/p1/answers': ok(keys),
    });
    renderApp('/feed/Endsem2024?id=p1', server);

    const section = await screen.findByRole('region', { name: 'Answer key available' });
    expect(within(section).getByText('Answer key available')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Answer key: Worked solutions' })).toHaveAttribute(
      'href',
      '/feed/Workedsolutions?id=k1',
    );
    expect(within(section).getByRole('link', { name: 'Answer key: Model answers' })).toHaveAttribute(
      'href',
      '/feed/Modelanswers?id=k2',
    );
    expect(screen.queryByText('Answers:')).not.toBeInTheDocument();
  });

  it('a key shows the paper it answers, linked; a paper without keys asks for none and shows nothing', async () => {
    const key = makeDocument('k1', {
      type: 'note',
      examType: undefined,
      title: 'Worked solutions',
      answersFor: { id: 'p1', title: 'Endsem 2024' },
      answerCount: 0,
    });
    const lonely = makeDocument('p2', { title: 'Quiz 2023', answersFor: null, answerCount: 0 });
    const server = serverFor(null, {
      'GET /api/documents/k1': ok(key),
      'GET /api/documents/p2': ok(lonely),
    });
    const { navigate } = renderApp('/feed/Workedsolutions?id=k1', server);

    expect(await screen.findByText('Answers:')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Endsem 2024' })).toHaveAttribute('href', '/feed/Endsem2024?id=p1');
    expect(screen.queryByRole('region', { name: 'Answer key available' })).not.toBeInTheDocument();

    navigate('/feed/Quiz2023?id=p2');
    await screen.findByTitle('Quiz 2023');
    await screen.findByRole('region', { name: 'Document details' });
    expect(screen.queryByText('Answers:')).not.toBeInTheDocument();
    expect(screen.queryByText('Answer key available')).not.toBeInTheDocument();
    expect(server.requests.some((request) => request.url.endsWith('/answers'))).toBe(false);
  });

  it('its uploader marks a document as the answer key of a paper of its subject after upload; others see no such button', async () => {
    const key = makeDocument('k1', { type: 'note', examType: undefined, title: 'Worked solutions', answersFor: null });
    const paper = makeDocument('p1', { title: 'Endsem 2024', examYear: '2024' });
    let saved: unknown;
    const server = serverFor(verifiedUser, {
      'GET /api/documents/k1': () => ok(saved ? { ...key, answersFor: { id: 'p1', title: 'Endsem 2024' } } : key),
      'GET /api/papers': ok({ docs: [paper, key], nextPage: null, hasNextPage: false }),
      'PUT /api/documents/k1/answers-for': (request: { body?: unknown }) => {
        saved = request.body;
        return ok({ ...key, answersFor: { id: 'p1', title: 'Endsem 2024' } });
      },
    });
    renderApp('/feed/Workedsolutions?id=k1', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark as an answer key' }));
    const dialog = await screen.findByRole('dialog', { name: 'Which paper does this answer?' });
    const picker = within(dialog).getByRole('combobox', { name: 'Answer key for' });
    await waitFor(() => {
      expect(picker).not.toHaveAttribute('aria-disabled');
    });
    fireEvent.mouseDown(picker);
    const option = await screen.findByRole('option', { name: 'Endsem 2024 (2024)' });
    // The document itself is never offered.
    expect(screen.queryByRole('option', { name: /Worked solutions/ })).toBeNull();
    fireEvent.click(option);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => {
      expect(saved).toEqual({ answersFor: 'p1' });
    });
    expect(await screen.findByText('Answers:')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change the paper it answers' })).toBeInTheDocument();
    const asked = server.requests.find((request) => request.url.startsWith('/api/papers?'));
    expect(asked?.url).toContain('subject=');
  });

  it('shows no answer-key button to someone who did not upload the document', async () => {
    const key = makeDocument('k1', { title: 'Worked solutions', owner: [{ _id: 'u9', username: 'other' }] });
    const server = serverFor(verifiedUser, { 'GET /api/documents/k1': ok(key) });
    renderApp('/feed/Workedsolutions?id=k1', server);
    await screen.findByRole('region', { name: 'Document details' });
    expect(screen.queryByRole('button', { name: 'Mark as an answer key' })).not.toBeInTheDocument();
  });
});
