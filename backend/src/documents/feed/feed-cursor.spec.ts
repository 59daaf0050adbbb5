import fc from 'fast-check';
import { AppException } from '../../common/app-exception';
import { decodeCursor, encodeCursor, isPgTimestamp } from './feed-cursor';

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
    expect(decodeCursor(token, 'feed')).toEqual(cursor);
  });

  it.each([1, 0, -1, -2] as const)('round-trips a search cursor in tier %d', (tier) => {
    const cursor = { createdAt: '2026-11-22 08:06:00+05:30', id: ID, tier };
    expect(decodeCursor(encodeCursor(cursor), 'search')).toEqual(cursor);
  });

  it('refuses a feed cursor on a search and the other way round', () => {
    expectInvalid(() => decodeCursor(encodeCursor({ createdAt: '2026-11-22 08:06:00+00', id: ID }), 'search'));
    expectInvalid(() => decodeCursor(encodeCursor({ createdAt: '2026-11-22 08:06:00+00', id: ID, tier: 1 }), 'feed'));
  });

  it.each(['2023-24', '2023', ''])('round-trips an exam-year cursor at %j', (examYear) => {
    const cursor = { createdAt: '2026-11-22 08:06:00+00', id: ID, examYear };
    expect(decodeCursor(encodeCursor(cursor), 'examYear')).toEqual(cursor);
  });

  it('refuses an exam-year cursor on other lists, and theirs on the exam-year sort', () => {
    const at = { createdAt: '2026-11-22 08:06:00+00', id: ID };
    expectInvalid(() => decodeCursor(encodeCursor({ ...at, examYear: '2023' }), 'feed'));
    expectInvalid(() => decodeCursor(encodeCursor({ ...at, examYear: '2023' }), 'search'));
    expectInvalid(() => decodeCursor(encodeCursor({ ...at, examYear: '' }), 'search'));
    expectInvalid(() => decodeCursor(encodeCursor({ ...at, tier: 1 }), 'examYear'));
    expectInvalid(() => decodeCursor(encodeCursor(at), 'examYear'));
    expectInvalid(() =>
      decodeCursor(Buffer.from(JSON.stringify([at.createdAt, ID, '2023-25'])).toString('base64url'), 'examYear'),
    );
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
    expectInvalid(() => decodeCursor(token, 'feed'));
  });

  const feedToken = (createdAt: unknown) => Buffer.from(JSON.stringify([createdAt, ID])).toString('base64url');
  const searchToken = (tier: unknown) =>
    Buffer.from(JSON.stringify(['2026-11-22 08:06:00+00', ID, tier])).toString('base64url');

  it.each([
    '2024-13-45 10:00:00+00',
    '2024-02-30 10:00:00+00',
    '2023-02-29 10:00:00+00',
    '0000-01-01 00:00:00+00',
    '1969-12-31 23:59:59+00',
    '2024-01-01 24:00:00+00',
    '2024-01-01 23:60:00+00',
    '2024-01-01 23:59:60+00',
    '2024-01-01 10:00:00+99:99:99',
    '2024-01-01 10:00:00+16',
    '2024-01-01 10:00:00+05:60',
    '2024-01-01 10:00:00',
    '2024-01-01 10:00:00.1234567+00',
    '+12024-01-01 10:00:00+00',
    'infinity',
    '',
  ])('rejects the impossible timestamp %j', (createdAt) => {
    expectInvalid(() => decodeCursor(feedToken(createdAt), 'feed'));
  });

  it.each([
    '2024-02-29 23:59:59.999999+00',
    '2026-11-22T08:06:00Z',
    '2026-11-22 08:06:00+05:30',
    '2026-11-22 08:06:00-15:59:59',
  ])('accepts the real timestamp %j', (createdAt) => {
    expect(decodeCursor(feedToken(createdAt), 'feed').createdAt).toBe(createdAt);
  });

  it.each([2, -3, 0.5, 1e308, '1', null, [1], { t: 1 }])('rejects the tier %j', (tier) => {
    expectInvalid(() => decodeCursor(searchToken(tier), 'search'));
  });

  it('round-trips a sorted search cursor (sort with q: the key and which query), refused by every other list', () => {
    const popular = { createdAt: '2026-11-22 08:06:00+00', id: ID, popularity: 4.5, tier: -2 as const };
    const token = encodeCursor(popular);
    expect(decodeCursor(token, 'search:popular')).toEqual(popular);
    const examYear = { createdAt: '2026-11-22 08:06:00+00', id: ID, examYear: '2023-24', tier: 0 as const };
    expect(decodeCursor(encodeCursor(examYear), 'search:examYear')).toEqual(examYear);
    for (const kind of ['feed', 'search', 'popular', 'examYear', 'search:examYear'] as const) {
      expectInvalid(() => decodeCursor(token, kind));
    }
    // Only the two tiers a sorted search uses.
    const wrongTier = Buffer.from(JSON.stringify(['2026-11-22 08:06:00+00', ID, 4.5, 1])).toString('base64url');
    expectInvalid(() => decodeCursor(wrongTier, 'search:popular'));
  });

  it('accepts the two tiers', () => {
    expect(decodeCursor(searchToken(0), 'search').tier).toBe(0);
    expect(decodeCursor(searchToken(1), 'search').tier).toBe(1);
  });

  it('accepts every timestamp PostgreSQL writes for a real row, whatever the zone', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('9999-12-31T00:00:00Z'), noInvalidDate: true }),
        fc.integer({ min: 0, max: 999_999 }),
        fc.integer({ min: -15 * 60, max: 15 * 60 }),
        (date, micros, offsetMinutes) => {
          const sign = offsetMinutes < 0 ? '-' : '+';
          const abs = Math.abs(offsetMinutes);
          const zone = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
          const text = `${date.toISOString().slice(0, 19).replace('T', ' ')}.${String(micros).padStart(6, '0')}${zone}`;
          expect(isPgTimestamp(text)).toBe(true);
        },
      ),
    );
  });

  it('answers any token with a cursor or DOCUMENT.INVALID_CURSOR, never anything else', () => {
    const tuple = fc.array(fc.oneof(fc.string(), fc.double(), fc.integer(), fc.constant(null), fc.uuid()), {
      maxLength: 4,
    });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          tuple.map((t) => Buffer.from(JSON.stringify(t)).toString('base64url')),
        ),
        fc.constantFrom('feed' as const, 'search' as const, 'examYear' as const),
        (token, kind) => {
          try {
            const cursor = decodeCursor(token, kind);
            expect(isPgTimestamp(cursor.createdAt)).toBe(true);
          } catch (error) {
            expect((error as AppException).code).toBe('DOCUMENT.INVALID_CURSOR');
          }
        },
      ),
    );
  });
});
