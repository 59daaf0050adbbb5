/** The console's documents (issue 26): "Possible duplicate of" names the original a smart upload matched. */
import { cleanup, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, type FakeResponse, type RecordedRequest } from '@/testing/fake-adapter';
import { makeDocument } from '@/testing/fixtures';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const admin = { ...verifiedUser, isAdmin: true };
const slow = { timeout: 30_000 }; // hang guard: the console's first render is slow on a loaded machine

const ORIGINAL = {
  ...makeDocument('d1', { title: 'Operating Systems Endsem 2023' }),
  possibleDuplicateOf: null,
  checks: [],
};
const RESCAN = {
  ...makeDocument('d2', { title: 'OS endsem rescan' }),
  possibleDuplicateOf: 'd1',
  checks: [{ code: 'PAGES.ROTATED', pages: [2, 3], message: 'Some pages are turned sideways or upside down' }],
};

const page = (rows: object[]): FakeResponse => ({
  ...ok(rows),
  headers: { 'content-range': `documents 0-${String(rows.length - 1)}/${String(rows.length)}` },
});

describe('Console documents: possible duplicates', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await import('@/admin/admin-app');
  });

  it('links a near duplicate to the document it looks like, by title; the original links none', async () => {
    const server = serverFor(admin, {
      // The list, and react-admin's getMany of the originals (filter id).
      'GET /api/admin/documents': (request: RecordedRequest) => {
        const filter = new URL(request.url, 'http://app').searchParams.get('filter') ?? '';
        return filter.includes('"id"') ? page([ORIGINAL]) : page([RESCAN, ORIGINAL]);
      },
    });
    renderApp('/admin/documents', server);
    expect(await screen.findByRole('columnheader', { name: 'Possible duplicate of' }, slow)).toBeInTheDocument();
    const rescanRow = (await screen.findByRole('link', { name: RESCAN.title }, slow)).closest('tr');
    if (!rescanRow) throw new Error('The document is not in a table row');
    const original = await within(rescanRow).findByRole('link', { name: ORIGINAL.title }, slow);
    expect(original).toHaveAttribute('href', expect.stringMatching(/documents\/d1\/show$/));
    // The original itself is a possible duplicate of nothing.
    const rows = screen.getAllByRole('row').filter((row) => within(row).queryByRole('link', { name: ORIGINAL.title }));
    const originalRow = rows.find((row) => row !== rescanRow);
    if (!originalRow) throw new Error('The original is not listed');
    expect(
      within(originalRow)
        .getAllByRole('link')
        .filter((link) => link.textContent === ORIGINAL.title),
    ).toHaveLength(1);
    expect(server.requests.some((r) => r.url.includes('filter') && r.url.includes('d1'))).toBe(true);
  });

  it("shows a smart upload's checks: a chip per check in the list (its message as title), each message with its pages on the show page", async () => {
    const server = serverFor(admin, {
      'GET /api/admin/documents': (request: RecordedRequest) => {
        const filter = new URL(request.url, 'http://app').searchParams.get('filter') ?? '';
        return filter.includes('"id"') ? page([ORIGINAL]) : page([RESCAN, ORIGINAL]);
      },
      'GET /api/admin/documents/d2': ok(RESCAN),
      'GET /api/admin/documents/d1': ok(ORIGINAL),
    });
    renderApp('/admin/documents', server);
    expect(await screen.findByRole('columnheader', { name: 'Checks' }, slow)).toBeInTheDocument();
    const chip = await screen.findByText('Turned pages', {}, slow);
    expect(chip.closest('[title]')).toHaveAttribute(
      'title',
      'Some pages are turned sideways or upside down (pages 2, 3)',
    );
    cleanup();
    renderApp('/admin/documents/d2/show', server);
    expect(
      await screen.findByText('Some pages are turned sideways or upside down (pages 2, 3)', {}, slow),
    ).toBeInTheDocument();
  });
});
