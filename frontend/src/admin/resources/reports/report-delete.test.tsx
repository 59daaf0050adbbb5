/** The console's Reports list: "Delete document" asks first, quoting the title (issue 25 item 6). */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, type FakeResponse } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';

const admin = { ...verifiedUser, isAdmin: true };
const slow = { timeout: 30_000 }; // hang guard: the console's first render is slow on a loaded machine

const REPORT = {
  _id: 'r1',
  reason: 'copyright',
  note: null,
  status: 'open',
  document: { _id: 'd1', title: 'Operating Systems Endsem 2023' },
  reporter: { _id: 'u2', username: 'ravi' },
  createdAt: '2026-11-20T10:00:00.000Z',
  resolvedAt: null,
};

const reports = (rows: object[]): FakeResponse => ({
  ...ok(rows),
  headers: {
    'content-range': rows.length ? `reports 0-${String(rows.length - 1)}/${String(rows.length)}` : 'reports */0',
  },
});

describe('Console reports', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await import('@/admin/admin-app');
  });

  it('asks before deleting the reported document, quoting its title; Cancel sends nothing', async () => {
    let open = [REPORT];
    const server = serverFor(admin, {
      'GET /api/admin/reports': () => reports(open),
      'GET /api/admin/reports/r1': ok(REPORT),
      'PUT /api/admin/reports/r1': () => {
        open = [];
        return ok({ ...REPORT, status: 'actioned', resolvedAt: '2026-11-21T10:00:00.000Z' });
      },
    });
    renderApp('/admin/reports', server);
    const row = (await screen.findByRole('link', { name: REPORT.document.title }, slow)).closest('tr');
    if (!row) throw new Error('The report is not in a table row');
    const puts = () => server.requests.filter((r) => r.method === 'PUT');

    fireEvent.click(within(row).getByRole('button', { name: 'Delete document' }));
    const dialog = await screen.findByRole('dialog', { name: `Delete "${REPORT.document.title}"?` });
    expect(dialog).toHaveTextContent('the uploader is told why by e-mail');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
    expect(puts()).toEqual([]);

    fireEvent.click(within(row).getByRole('button', { name: 'Delete document' }));
    const again = await screen.findByRole('dialog', { name: `Delete "${REPORT.document.title}"?` });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('Document deleted.')).toBeInTheDocument();
    expect(puts().map((r) => [r.url, r.body])).toEqual([['/api/admin/reports/r1', { action: 'delete-document' }]]);
  });
});
