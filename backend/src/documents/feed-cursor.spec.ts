import { AppException } from '../common/app-exception';
import { decodeCursor, encodeCursor } from './feed-cursor';

const ID = '3b241101-e2bb-4255-8caf-4136c566a962';

function expectInvalid(run: () => unknown): void {
  try {
    run();
    throw new Error('expected an exception');
  } catch (error) {
    expect(error).toBeInstanceOf(AppException);
    expect((error as AppException).code).toBe('DOCUMENT.INVALID_CURSOR');
    expect((error as AppException).getStatus()).toBe(400);
  }
}

describe('feed cursor', () => {
  it('round-trips a feed cursor with microseconds intact', () => {
    const cursor = { createdAt: '2026-11-22 08:06:00.123456+00', id: ID };
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token, false)).toEqual(cursor);
  });

  it('round-trips a search cursor with its rank', () => {
    const cursor = { createdAt: '2026-11-22 08:06:00+05:30', id: ID, rank: 0.0607927 };
    expect(decodeCursor(encodeCursor(cursor), true)).toEqual(cursor);
  });

  it('refuses a feed cursor on a search and the other way round', () => {
    expectInvalid(() => decodeCursor(encodeCursor({ createdAt: '2026-11-22 08:06:00+00', id: ID }), true));
    expectInvalid(() => decodeCursor(encodeCursor({ createdAt: '2026-11-22 08:06:00+00', id: ID, rank: 1 }), false));
  });

  it.each([
    ['not base64', '!!!'],
    ['not JSON', Buffer.from('nope').toString('base64url')],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    [
      'a bad timestamp',
      Buffer.from(JSON.stringify(["2026-11-22'; drop table documents;--", ID])).toString('base64url'),
    ],
    ['a bad id', Buffer.from(JSON.stringify(['2026-11-22 08:06:00+00', 'x'])).toString('base64url')],
    ['too long', 'a'.repeat(500)],
  ])('rejects %s', (_label, token) => {
    expectInvalid(() => decodeCursor(token, false));
  });

  it('rejects a negative or non-numeric rank', () => {
    const make = (rank: unknown) =>
      Buffer.from(JSON.stringify(['2026-11-22 08:06:00+00', ID, rank])).toString('base64url');
    expectInvalid(() => decodeCursor(make(-1), true));
    expectInvalid(() => decodeCursor(make('1'), true));
  });
});
