/** The bell (issue 27): the unread count, the panel, opening an entry, "Mark all as read", Load more. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, type FakeHandler } from '@/testing/fake-adapter';
import { renderApp, serverFor, verifiedUser } from '@/testing/render-app';
import type { AppNotification, NotificationPage } from '../api/notifications';

const entry = (id: string, read = false, overrides: Partial<AppNotification> = {}): AppNotification => ({
  _id: id,
  kind: 'request-fulfilled',
  message: `Your request for Data Structures ${id} was fulfilled`,
  link: `/feed/document?id=doc-${id}`,
  payload: { documentId: `doc-${id}` },
  read,
  createdAt: '2026-11-20T10:00:00.000Z',
  readAt: null,
  ...overrides,
});

const page = (
  notifications: AppNotification[],
  unreadCount: number,
  nextPage: string | null = null,
): NotificationPage => ({
  notifications,
  unreadCount,
  nextPage,
  hasNextPage: nextPage !== null,
});

describe('NotificationBell', () => {
  it('shows nothing for visitors', async () => {
    renderApp('/about-us', serverFor(null));
    const banner = screen.getByRole('banner');
    await within(banner).findByRole('link', { name: 'Log In', hidden: true });
    expect(within(banner).queryByRole('button', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows the unread count, lists entries newest first, and marks all read', async () => {
    let unread = 3;
    const list: FakeHandler = (request) =>
      request.url.includes('cursor=')
        ? ok(page([entry('n4', true)], unread))
        : request.url.includes('limit=1')
          ? ok(page([entry('n1')], unread))
          : ok(page([entry('n1'), entry('n2'), entry('n3', true)], unread, '/v1/notifications?cursor=abc'));
    const server = serverFor(verifiedUser, {
      'GET /api/notifications': list,
      'POST /api/notifications/read': (request) => {
        unread = 0;
        return ok({ marked: 2, unreadCount: 0, body: request.body });
      },
    });
    renderApp('/about-us', server);
    const banner = screen.getByRole('banner');

    const bell = await within(banner).findByRole('button', { name: 'Notifications, 3 unread' });
    expect(within(bell).getByText('3')).toBeInTheDocument();
    fireEvent.click(bell);

    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    const items = await within(panel).findAllByRole('button', { name: /was fulfilled/ });
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Data Structures n1'),
      expect.stringContaining('Data Structures n2'),
      expect.stringContaining('Data Structures n3'),
    ]);
    expect(items[0]).toHaveTextContent('Unread:');
    expect(items[2]).not.toHaveTextContent('Unread:');

    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    expect(await within(panel).findByText(/Data Structures n4/)).toBeInTheDocument();
    expect(server.requests.some((r) => r.url === '/api/notifications?cursor=abc')).toBe(true);

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => {
      // The panel is modal: the bar behind it is hidden from assistive tech meanwhile.
      expect(within(banner).getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
    });
    const read = server.requests.find((r) => r.method === 'POST' && r.url === '/api/notifications/read');
    expect(read?.body).toEqual({ all: true });
    expect(within(panel).queryByText('Unread:', { exact: false })).not.toBeInTheDocument();
  });

  it('opening an entry marks it read and goes to what it is about', async () => {
    const server = serverFor(verifiedUser, {
      'GET /api/notifications': ok(page([entry('n1')], 1)),
      'POST /api/notifications/read': ok({ marked: 1, unreadCount: 0 }),
    });
    const { location } = renderApp('/about-us', server);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(panel).findByRole('button', { name: /Data Structures n1/ }));

    await waitFor(() => {
      expect(location().pathname).toBe('/feed/document');
    });
    expect(location().search).toBe('?id=doc-n1');
    const read = server.requests.find((r) => r.method === 'POST' && r.url === '/api/notifications/read');
    expect(read?.body).toEqual({ ids: ['n1'] });
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    });
  });

  it('says so when there is nothing yet', async () => {
    renderApp('/about-us', serverFor(verifiedUser));
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    const panel = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByText(/No notifications yet/)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});
