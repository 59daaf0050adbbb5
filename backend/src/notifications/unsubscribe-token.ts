/**
 * The one-click unsubscribe link of notification e-mails (issue 27): `{userId}.{HMAC}` signed with
 * a key derived from the access-token secret, so it needs no login, cannot be forged for another
 * user, and needs no table. It does not expire (an old mail's link still works); rotating the
 * secret voids every link.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { isUuid } from '../common/id-param';

const PURPOSE = 'papershelf:unsubscribe:v1';

function mac(secret: string, userId: string): Buffer {
  return createHmac('sha256', `${PURPOSE}:${secret}`).update(userId).digest();
}

export function unsubscribeToken(secret: string, userId: string): string {
  return `${userId}.${mac(secret, userId).toString('base64url')}`;
}

/** The user id the token was made for, or undefined when it is not one of ours. */
export function verifyUnsubscribeToken(secret: string, token: string): string | undefined {
  const [userId, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !userId || !signature || !isUuid(userId) || !/^[A-Za-z0-9_-]{43}$/.test(signature)) {
    return undefined;
  }
  const expected = mac(secret, userId);
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : undefined;
}
