import { badRequest } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of the notifications list (issue 27). */
export const NotificationCode = defineErrorCodes('notifications', {
  INVALID_CURSOR: 'NOTIFICATION.INVALID_CURSOR',
  READ_TARGET: 'NOTIFICATION.READ_TARGET',
  INVALID_TOKEN: 'NOTIFICATION.INVALID_TOKEN',
});

export const invalidNotificationCursor = () =>
  badRequest(NotificationCode.INVALID_CURSOR, 'cursor is not valid for this list');
export const readTargetRequired = () =>
  badRequest(NotificationCode.READ_TARGET, 'Send either { ids: [...] } or { all: true }');
export const invalidUnsubscribeToken = () =>
  badRequest(
    NotificationCode.INVALID_TOKEN,
    'This unsubscribe link is not valid (copy the whole link from the e-mail)',
  );
