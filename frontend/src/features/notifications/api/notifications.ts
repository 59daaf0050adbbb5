/**
 * The signed-in user's notifications (issue 27): GET /api/notifications (paged, with
 * unreadCount), POST /api/notifications/read, GET/PUT /api/notifications/settings.
 */
import { api, rewriteNextPage } from '@/lib/api-client';
import type { ApiSchema } from '@/lib/api-types';

export type AppNotification = ApiSchema<'NotificationDto'>;
export type NotificationPage = ApiSchema<'NotificationPageDto'>;
export type MarkReadResult = ApiSchema<'MarkReadResultDto'>;
export type NotificationSettings = ApiSchema<'NotificationSettingsDto'>;

export const NOTIFICATIONS_PATH = '/api/notifications';

/** A page of notifications, newest first; later pages from the server's nextPage link. */
export function getNotifications(nextPage?: string, limit?: number): Promise<NotificationPage> {
  if (nextPage) return api.get<NotificationPage>(rewriteNextPage(nextPage));
  return api.get<NotificationPage>(
    limit === undefined ? NOTIFICATIONS_PATH : `${NOTIFICATIONS_PATH}?limit=${String(limit)}`,
  );
}

/** The unread count alone: the smallest page carries it. */
export const getUnreadCount = async (): Promise<number> => (await getNotifications(undefined, 1)).unreadCount;

export const markRead = (ids: string[]) => api.post<MarkReadResult>(`${NOTIFICATIONS_PATH}/read`, { ids });
export const markAllRead = () => api.post<MarkReadResult>(`${NOTIFICATIONS_PATH}/read`, { all: true });

export const getNotificationSettings = () => api.get<NotificationSettings>(`${NOTIFICATIONS_PATH}/settings`);
export const putNotificationSettings = (settings: NotificationSettings) =>
  api.put<NotificationSettings>(`${NOTIFICATIONS_PATH}/settings`, settings);
