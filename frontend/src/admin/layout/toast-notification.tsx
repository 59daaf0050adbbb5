/**
 * react-admin's notifications shown as the app's toasts (lib/toast), so the admin screens have
 * the spec's toasts (§4 Toasts, §9 durations) and not a second kind of message.
 */
import { useEffect } from 'react';
import { useNotificationContext, useTranslate } from 'react-admin';
import { useToast } from '@/lib/toast';

export function ToastNotification() {
  const { notifications, resetNotifications } = useNotificationContext();
  const translate = useTranslate();
  const toast = useToast();

  useEffect(() => {
    if (notifications.length === 0) return;
    for (const { message, type, notificationOptions } of notifications) {
      // react-admin passes `message: false` for a failure it has already handled.
      if (typeof message !== 'string' || message === '') continue;
      const text = translate(message, { _: message, ...(notificationOptions?.messageArgs as object | undefined) });
      if (type === 'success') toast.success(text);
      else if (type === 'error' || type === 'warning') toast.error(text);
      else toast.info(text);
    }
    resetNotifications();
  }, [notifications, resetNotifications, translate, toast]);

  return null;
}
