/**
 * fast-check arbitraries of whole requests, one per OpenAPI operation: path and query parameters,
 * headers (Range, conditional, junk), JSON and multipart bodies, and who sends it. Each part
 * mixes values valid under the operation's schema (enums, formats, min/max, real ids and names
 * from the seeded data) with hostile ones (see hostile.ts).
 */
import fc from 'fast-check';
import { pngClaiming } from '../support/images';
import { NOT_A_PDF } from '../support/pdf';
import type { Chain, FuzzWorld, SignedInRole } from './fuzz-world';
import { PNG_1X1 } from './fuzz-world';
import {
  deepJson,
  hostileContentTypes,
  hostileJsonText,
  hostileNumbers,
  hostileNumberText,
  hostileString,
  manyKeys,
  overlong,
  protoKeys,
  wrongType,
} from './hostile';
import type { ApiOperation, ApiParameter, JsonSchema } from './openapi-model';
import { AuthChoice, BodyTemplate, hs256, PartTemplate, RawSegment, Ref, RequestTemplate } from './request-template';

/** How many client addresses requests are spread over (per-IP limits). */
export const CLIENT_ADDRESSES = 4096;

const JWT_SECRET_OF_TEST_APP = 'test-access-secret-0123456789';

type IdKind = 'college' | 'course' | 'branch' | 'subject' | 'document' | 'report' | 'user' | 'avatar';

const at = <T>(list: readonly T[], n: number): T | undefined => (list.length === 0 ? undefined : list[n % list.length]);
const chainAt = (w: FuzzWorld, n: number): Chain | undefined => at(w.pools.chains, n);
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';

/** `arb` with the given chance, else undefined. */
function maybe<T>(arb: fc.Arbitrary<T>, chance: number): fc.Arbitrary<T | undefined> {
  const yes = Math.round(chance * 100);
  return fc.oneof({ weight: 100 - yes, arbitrary: fc.constant(undefined) }, { weight: yes, arbitrary: arb });
}

/** The same role for every field of one request that names a user (e-mail and password agree). */
const roleOf = (n: number): SignedInRole =>
  (['unverified', 'verified', 'other', 'admin'] as const)[n % 4] ?? 'verified';

const signedInRole = fc.constantFrom<SignedInRole>('unverified', 'verified', 'other', 'admin');

/** Who sends the request: a guest, one of the four signed-in roles, or a bad token. */
export const authArb: fc.Arbitrary<AuthChoice> = fc.oneof(
  { weight: 4, arbitrary: fc.constant<AuthChoice>({ kind: 'none' }) },
  {
    weight: 16,
    arbitrary: fc
      .tuple(signedInRole, fc.constantFrom<'cookie' | 'bearer' | 'both'>('cookie', 'cookie', 'bearer', 'both'))
      .map(([role, via]): AuthChoice => ({ kind: 'role', role, via })),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(
        fc.constantFrom('garbage', 'alg-none', 'wrong-secret', 'expired', 'refresh-as-access', 'unknown-user', 'empty'),
        signedInRole,
        fc.constantFrom<'cookie' | 'bearer'>('cookie', 'bearer'),
        hostileString,
      )
      .map(([label, role, via, junk]): AuthChoice => {
        const sub = (w: FuzzWorld) => w.users[role].id;
        const sid = (w: FuzzWorld) => w.sessions[role].familyId;
        const now = Math.floor(Date.now() / 1000);
        const tokens: Record<string, unknown> = {
          garbage: junk,
          empty: '',
          'alg-none': new Ref('alg-none token', (w) => {
            const enc = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
            return `${enc({ alg: 'none', typ: 'JWT' })}.${enc({ sub: sub(w), sid: sid(w), typ: 'access' })}.`;
          }),
          'wrong-secret': new Ref('wrong-secret token', (w) =>
            hs256({ sub: sub(w), sid: sid(w), typ: 'access', exp: now + 3600 }, 'not-the-secret-0123456789'),
          ),
          expired: new Ref('expired token', (w) =>
            hs256(
              { sub: sub(w), sid: sid(w), typ: 'access', iat: now - 7200, exp: now - 3600 },
              JWT_SECRET_OF_TEST_APP,
            ),
          ),
          'refresh-as-access': new Ref('refresh token as access', (w) => w.sessions[role].refreshToken),
          'unknown-user': hs256(
            { sub: ZERO_UUID, sid: ZERO_UUID, typ: 'access', exp: now + 3600 },
            JWT_SECRET_OF_TEST_APP,
          ),
        };
        return { kind: 'forged', label, token: tokens[label], via };
      }),
  },
);

function idKindOf(op: ApiOperation, param: ApiParameter): IdKind | undefined {
  const byName: Record<string, IdKind> = {
    collegeId: 'college',
    courseId: 'course',
    branchId: 'branch',
    subjectId: 'subject',
    documentId: 'document',
  };
  if (byName[param.name]) return byName[param.name];
  if (param.name === 'name' && op.path.includes('avatar')) return 'avatar';
  if (param.name !== 'id') return undefined;
  const bySegment: Record<string, IdKind> = {
    colleges: 'college',
    courses: 'course',
    branches: 'branch',
    subjects: 'subject',
    documents: 'document',
    reports: 'report',
    users: 'user',
  };
  // /api/admin/{resource}/{id} names its resource one segment further.
  const segments = op.path.split('/').filter((segment) => segment !== 'admin');
  return bySegment[segments[2] ?? ''];
}

/** A real id (or avatar name) of the kind; `n` picks which, consistently across one request. */
function realId(kind: IdKind, n: number): Ref {
  return new Ref(`${kind}#${n}`, (w) => {
    const chain = chainAt(w, n);
    switch (kind) {
      case 'college':
        return chain?.collegeId ?? at(w.pools.colleges, n)?.id ?? ZERO_UUID;
      case 'course':
        return chain?.courseId ?? at(w.pools.courses, n)?.id ?? ZERO_UUID;
      case 'branch':
        return chain?.branchId ?? at(w.pools.branches, n)?.id ?? ZERO_UUID;
      case 'subject':
        return chain?.subjectId ?? ZERO_UUID;
      case 'document':
        return n % 11 === 10 && w.pools.goneDocuments.length > 0
          ? at(w.pools.goneDocuments, n)
          : (at(w.pools.documents, n)?.id ?? ZERO_UUID);
      case 'report':
        return at(w.pools.reports, n)?.id ?? ZERO_UUID;
      case 'user': {
        const roles: SignedInRole[] = ['unverified', 'verified', 'other', 'admin'];
        return n % 2 === 0 ? w.users[roles[(n >> 1) % 4] ?? 'verified'].id : (at(w.pools.userIds, n) ?? ZERO_UUID);
      }
      case 'avatar':
        return at(w.pools.avatars, n) ?? `${ZERO_UUID}-1700000000000-abcdef.png`;
    }
  });
}

const rawSegments = fc.constantFrom('%', '%ZZ', '%00', '%2e%2e', '..', '.', '%2F', '%u0041', '%C0%AF', '%FF%FE');

/** Year of study in a path or query: mostly 1–10 or the chain's, sometimes nonsense. */
function yearArb(n: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(new Ref(`year#${n}`, (w) => chainAt(w, n)?.year ?? 2)) },
    { weight: 3, arbitrary: fc.integer({ min: 1, max: 10 }) },
    { weight: 3, arbitrary: hostileNumberText },
    { weight: 1, arbitrary: hostileString },
  );
}

function pathParamArb(op: ApiOperation, param: ApiParameter, n: number): fc.Arbitrary<unknown> {
  const kind = idKindOf(op, param);
  if (kind) {
    return fc.oneof(
      { weight: 12, arbitrary: fc.constant(realId(kind, n)) },
      { weight: 2, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(ZERO_UUID, ZERO_UUID.toUpperCase(), `{${ZERO_UUID}}`, ZERO_UUID.replace(/-/g, '')),
      },
      { weight: 3, arbitrary: hostileString },
      { weight: 1, arbitrary: rawSegments.map((s) => new RawSegment(s)) },
    );
  }
  if (param.name === 'year') return yearArb(n);
  if (param.schema.enum) {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...param.schema.enum) },
      { weight: 1, arbitrary: fc.constantFrom(...param.schema.enum).map((v) => String(v).toUpperCase()) },
      { weight: 2, arbitrary: hostileString },
    );
  }
  if (param.name === 'type') {
    return fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom('papers', 'notes', 'paper', 'note', 'Papers', 'NOTES') },
      { weight: 2, arbitrary: hostileString },
    );
  }
  return valueArb(param.schema, param.name, n);
}

/** A keyset cursor the server could have made, or one it never could. */
function cursorArb(n: number): fc.Arbitrary<unknown> {
  const b64 = (v: unknown) => Buffer.from(typeof v === 'string' ? v : JSON.stringify(v), 'utf8').toString('base64url');
  const validTime = fc
    .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
    .map((d) => `${d.toISOString().replace('T', ' ').replace('Z', '')}123+00`);
  const impossibleTime = fc.constantFrom(
    '2026-13-45 25:61:61+00',
    '2026-02-30 00:00:00+00',
    '0000-00-00 00:00:00+00',
    '9999-12-31 23:59:59.999999+99',
    '2026-11-22 08:06:00+99:99:99',
    '2026-11-22 24:00:00+00',
    '1970-01-01 00:00:00-23:59',
    '2026-11-22T08:06:00.1234567Z',
    '99999-01-01 00:00:00+00',
    '2026-11-22 08:06:00',
  );
  const time = fc.oneof(validTime, impossibleTime, hostileString);
  const id = fc.oneof(fc.uuid(), fc.constant(realId('document', n)), hostileString);
  const rank = fc.oneof(
    fc.double({ min: 0, max: 1, noNaN: true }),
    fc.constantFrom(...hostileNumbers),
    fc.constant('0.5'),
  );
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(new Ref(`cursor#${n}`, (w) => at(w.pools.cursors, n) ?? '')) },
    {
      weight: 4,
      arbitrary: fc.tuple(time, id).map((t) => new Ref('forged cursor', (w, s) => b64(resolveRefs(t, w, s)))),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(time, id, rank)
        .map((t) => new Ref('forged search cursor', (w, s) => b64(resolveRefs(t, w, s)))),
    },
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.jsonValue({ maxDepth: 2 }),
          fc.constantFrom('[]', '[null,null]', '{"createdAt":1}', '["a","b","c","d"]'),
        )
        .map(b64),
    },
    { weight: 2, arbitrary: fc.base64String({ maxLength: 60 }) },
    { weight: 1, arbitrary: fc.constantFrom('A'.repeat(400), 'A'.repeat(401), '====', '-_-_', 'eyJ') },
    { weight: 2, arbitrary: hostileString },
  );
}

function resolveRefs(values: unknown[], w: FuzzWorld, scope: Record<string, unknown>): unknown[] {
  return values.map((v) => (v instanceof Ref ? v.pick(w, scope) : v));
}

/** A catalogue reference by name (any case) or id, from chain n. */
function placementArb(field: 'college' | 'course' | 'branch' | 'subject', n: number): fc.Arbitrary<unknown> {
  const names: Record<typeof field, (c: Chain) => [string, string]> = {
    college: (c) => [c.collegeName, c.collegeId],
    course: (c) => [c.courseName, c.courseId],
    branch: (c) => [c.branchName, c.branchId],
    subject: (c) => [c.subjectName, c.subjectId],
  };
  return fc.oneof(
    {
      weight: 10,
      arbitrary: fc.constantFrom('name', 'id', 'lower', 'upper', 'padded').map(
        (form) =>
          new Ref(`${field}-${form}#${n}`, (w) => {
            const chain = chainAt(w, n);
            if (!chain) return 'none';
            const [name, id] = names[field](chain);
            if (form === 'id') return id;
            if (form === 'lower') return name.toLowerCase();
            if (form === 'upper') return name.toUpperCase();
            if (form === 'padded') return `  ${name}  `;
            return name;
          }),
      ),
    },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 3, arbitrary: hostileString },
  );
}

/** react-admin `sort=["field","ASC"]`. */
function sortArb(op: ApiOperation): fc.Arbitrary<string> {
  const fields = ['id', '_id', ...op.dataFields, 'createdAt', 'views', 'downloads', 'title', 'status', 'reason'];
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...fields), fc.constantFrom('ASC', 'DESC', 'asc', 'desc'))
        .map((t) => JSON.stringify(t)),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(
          fc.oneof(fc.constantFrom(...fields), hostileString, protoKeys),
          fc.oneof(fc.constantFrom('ASC', 'DESC'), hostileString),
        )
        .map((t) => JSON.stringify(t)),
    },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '["id"]',
        '["id","ASC","x"]',
        '[1,2]',
        '{"field":"id"}',
        '"id"',
        '[',
        '',
        'null',
        '[null,null]',
        '["__proto__","ASC"]',
        '["constructor","DESC"]',
        '["id","ASC; DROP TABLE users"]',
        '["title\\"--","ASC"]',
      ),
    },
    { weight: 1, arbitrary: hostileString },
  );
}

/** react-admin `range=[start,end]` (inclusive). */
const rangeArb: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 }))
      .map(([a, b]) => JSON.stringify([Math.min(a, b), Math.max(a, b)])),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '[0,999]',
      '[0,1000]',
      '[5,1]',
      '[-1,5]',
      '[0,-1]',
      '[1.5,2]',
      '[0,1e308]',
      '[1e308,1e308]',
      '[1e20,1e20]',
      '[9007199254740993,9007199254740999]',
      '[2147483647,2147483648]',
      '[9223372036854775807,9223372036854775807]',
      '["0","9"]',
      '[0]',
      '[0,1,2]',
      '[]',
      '{}',
      '[null,null]',
      '[true,false]',
      '[0,NaN]',
      '[',
      '1-5',
      '',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

/** react-admin `filter={...}`. */
function filterArb(op: ApiOperation, n: number): fc.Arbitrary<unknown> {
  const keys = [
    'q',
    'id',
    '_id',
    'type',
    'status',
    'reason',
    'year',
    'isAdmin',
    'location',
    'college',
    'collegeId',
    'course',
    'courseId',
    'branch',
    'branchId',
    'subject',
    ...op.dataFields,
  ];
  const value = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        'paper',
        'note',
        'open',
        'dismissed',
        'actioned',
        'illegible',
        'os',
        'Fuzz',
        'delhi',
        '2',
      ),
    },
    { weight: 3, arbitrary: fc.constant(realId('document', n)) },
    { weight: 2, arbitrary: fc.constant(realId('college', n)) },
    {
      weight: 2,
      arbitrary: fc.array(fc.oneof(fc.uuid(), fc.constant(realId('document', n)), hostileString), { maxLength: 5 }),
    },
    { weight: 2, arbitrary: fc.integer({ min: -5, max: 12 }) },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 3, arbitrary: wrongType },
    { weight: 1, arbitrary: fc.constant(Array.from({ length: 5000 }, (_, i) => `${i}`)) },
  );
  const object = fc
    .array(
      fc.tuple(
        fc.oneof(
          { weight: 8, arbitrary: fc.constantFrom(...keys) },
          { weight: 1, arbitrary: protoKeys },
          { weight: 1, arbitrary: hostileString },
        ),
        value,
      ),
      {
        maxLength: 4,
      },
    )
    .map(
      (entries) =>
        new Ref('filter', (w, s) => {
          const out: Record<string, unknown> = {};
          for (const [key, v] of entries) {
            const resolved = v instanceof Ref ? v.pick(w, s) : Array.isArray(v) ? resolveRefs(v, w, s) : v;
            Object.defineProperty(out, key, { value: resolved, enumerable: true, writable: true, configurable: true });
          }
          return JSON.stringify(out);
        }),
    );
  return fc.oneof(
    { weight: 8, arbitrary: object },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{}',
        '[]',
        'null',
        '"q"',
        '{',
        '{"q":null}',
        '{"q":""}',
        '{"id":[]}',
        '{"__proto__":{"isAdmin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"q":{"$regex":".*"}}',
        '{"year":"1e308"}',
        '{"year":1e308}',
        '{"year":-1}',
        '{"id":"not-a-uuid"}',
        '{"id":["not-a-uuid",1,null,{}]}',
        '{"q":"%"}',
        '{"q":"\\\\"}',
        '{"q":"a:* & !b"}',
        '{"isAdmin":"yes"}',
        '{"type":["paper","note"]}',
        '{"status":["open"]}',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(2000, 20_000).map((k) => manyKeys(k, 'q')) },
    { weight: 1, arbitrary: fc.constantFrom(deepJson(3000, 'object'), deepJson(5000, 'array')) },
    { weight: 1, arbitrary: hostileString },
  );
}

/** Full-text search input. */
const searchArb = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'operating',
      'operating sys',
      'Fuzz',
      'compilers',
      'corpus paper',
      'page two',
      'os',
      'a',
    ),
  },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      'a & b',
      'a | b',
      '!a',
      'a:*',
      "'a'",
      '"quoted phrase"',
      '(a',
      'a <-> b',
      '&&&',
      '|||',
      '!!!',
      ':*',
      "\\'",
      '-',
      '--',
      '*',
      'a*b',
      '\u0000',
    ),
  },
  { weight: 3, arbitrary: hostileString },
);

/** Any value valid under a schema, with hints from the field name. */
export function valueArb(schema: JsonSchema, field: string, n: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (['college', 'course', 'branch', 'subject'].includes(field)) {
    return placementArb(field as 'college', n);
  }
  const lower = field.toLowerCase();
  if (lower === 'email') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(new Ref(`email of ${roleOf(n)}`, (w) => w.users[roleOf(n)].email)) },
      { weight: 4, arbitrary: fc.emailAddress() },
      {
        weight: 1,
        arbitrary: signedInRole.map(
          (role) => new Ref(`EMAIL of ${role}`, (w) => ` ${w.users[role].email.toUpperCase()} `),
        ),
      },
    );
  }
  if (lower === 'password' || lower === 'oldpassword') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(new Ref(`password of ${roleOf(n)}`, (w) => w.users[roleOf(n)].password)) },
      { weight: 3, arbitrary: fc.string({ minLength: 8, maxLength: 40 }) },
    );
  }
  if (lower === 'newpassword') return fc.string({ minLength: 8, maxLength: 128, unit: 'grapheme' });
  if (lower === 'otp') return fc.stringMatching(/^[0-9]{4}$/);
  if (lower === 'username') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.stringMatching(/^[a-zA-Z0-9_.-]{3,30}$/) },
      {
        weight: 1,
        arbitrary: signedInRole.map((role) => new Ref(`username of ${role}`, (w) => w.users[role].username)),
      },
    );
  }
  if (lower === 'refreshtoken') {
    return fc.oneof(
      signedInRole.map((role) => new Ref(`refresh token of ${role}`, (w) => w.sessions[role].refreshToken)),
      fc.base64String({ minLength: 40, maxLength: 48 }),
    );
  }
  if (lower === 'year' && schema.type === 'number') return fc.oneof(fc.integer({ min: 1, max: 10 }), yearArb(n));
  if (lower === 'duration') return fc.integer({ min: 1, max: 10 });
  if (lower === 'mobilenumber') return fc.stringMatching(/^\+?[0-9]{7,15}$/);
  if (lower === 'avatar') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant(`data:image/png;base64,${PNG_1X1.toString('base64')}`) },
      {
        weight: 1,
        arbitrary: fc.constant(
          new Ref('current avatar url', (w, _s) => `/api/users/avatar/${at(w.pools.avatars, n) ?? ''}`),
        ),
      },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          'data:image/png;base64,!!!',
          'data:image/png;base64,',
          `data:image/jpeg;base64,${PNG_1X1.toString('base64')}`,
          `data:image/svg+xml;base64,${Buffer.from('<svg onload="alert(1)"/>').toString('base64')}`,
          `data:image/png;base64,${Buffer.from('%PDF-1.7').toString('base64')}`,
          `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`,
          'data:,',
          'data:image/png,rawbytes',
          `data:image/png;base64,${'A'.repeat(2_900_000)}`,
        ),
      },
    );
  }
  const type = schema.type === 'object' && !schema.properties ? 'string' : schema.type;
  switch (type) {
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number':
      return fc.integer({ min: schema.minimum ?? 0, max: schema.maximum ?? 10 });
    case 'array':
      return fc.array(valueArb(schema.items ?? {}, field, n), { maxLength: 3 });
    case 'object':
      return objectArb(schema, n);
    default: {
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      const max = Math.min(schema.maxLength ?? 60, 60);
      return fc.oneof(
        { weight: 4, arbitrary: fc.string({ minLength: Math.max(1, schema.minLength ?? 1), maxLength: max }) },
        { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: max, unit: 'grapheme' }) },
        { weight: 1, arbitrary: fc.constant(schema.example ?? 'example') },
      );
    }
  }
}

/** An object valid under the schema (required fields always, optional ones sometimes). */
function objectArb(schema: JsonSchema, n: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = valueArb(property, name, n);
  return fc.record(model, { requiredKeys: schema.required ?? [] });
}

/** A valid object, then perhaps broken: a field dropped, of the wrong type, hostile, or an extra key. */
function mutatedObjectArb(schema: JsonSchema, n: number): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  const mutation = fc.oneof(
    { weight: 12, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: fc.constantFrom('', ...names) }) },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('wrong' as const),
        field: fc.constantFrom('', ...names),
        value: wrongType,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('hostile' as const),
        field: fc.constantFrom('', ...names),
        value: hostileString,
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('long' as const),
        field: fc.constantFrom('', ...names),
        value: overlong,
      }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        kind: fc.constant('extra' as const),
        field: fc.oneof(
          protoKeys,
          fc.constantFrom('isAdmin', 'isVerified', 'points', '_id', 'ownerId', 'role'),
          hostileString,
        ),
        value: wrongType,
      }),
    },
  );
  return fc
    .tuple(objectArb(schema, n), fc.array(mutation, { minLength: 0, maxLength: 2 }))
    .map(([object, mutations]) => {
      const out: Record<string, unknown> = { ...object };
      for (const m of mutations) {
        if (m.kind === 'none' || m.field === '') continue;
        if (m.kind === 'drop') delete out[m.field];
        else
          Object.defineProperty(out, m.field, { value: m.value, enumerable: true, writable: true, configurable: true });
      }
      return out;
    });
}

function jsonBodyArb(schema: JsonSchema, n: number): fc.Arbitrary<BodyTemplate> {
  return fc.oneof(
    { weight: 14, arbitrary: mutatedObjectArb(schema, n).map((value): BodyTemplate => ({ kind: 'json', value })) },
    {
      weight: 3,
      arbitrary: hostileJsonText.map((text): BodyTemplate => ({ kind: 'text', text, contentType: 'application/json' })),
    },
    { weight: 2, arbitrary: wrongType.map((value): BodyTemplate => ({ kind: 'json', value })) },
    {
      weight: 2,
      arbitrary: fc
        .tuple(mutatedObjectArb(schema, n), hostileContentTypes)
        .map(([value, contentType]): BodyTemplate => ({ kind: 'json', value, contentType })),
    },
    { weight: 1, arbitrary: fc.constant<BodyTemplate>({ kind: 'text', text: '', contentType: 'application/json' }) },
    { weight: 1, arbitrary: multipartArb(schema, n, false) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<BodyTemplate>(
        { kind: 'bytes', size: 4 * 1024 * 1024 + 10, fill: 'a', contentType: 'application/json' },
        { kind: 'text', text: `{"x":"${'a'.repeat(3_900_000)}"}`, contentType: 'application/json' },
        { kind: 'bytes', size: 64 * 1024, fill: '\u0000', contentType: 'application/json' },
      ),
    },
  );
}

let pdfCounter = 0;

/** A new PDF every time (never a duplicate): a pool PDF with a unique comment after it. */
const freshPdf = new Ref('fresh pdf', (w) => {
  pdfCounter += 1;
  const base = at(w.pools.pdfs, pdfCounter) ?? Buffer.from('%PDF-1.7\n');
  return Buffer.concat([base, Buffer.from(`\n%fuzz ${pdfCounter} ${Date.now()}\n`)]);
});

/** The file part of an upload. */
function fileArb(n: number): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.constant(new Ref(`pdf #${n % 6}`, (w) => at(w.pools.pdfs, n) ?? NOT_A_PDF)) },
    { weight: 2, arbitrary: fc.constant(freshPdf) },
    {
      weight: 4,
      arbitrary: fc.constantFrom(
        NOT_A_PDF,
        Buffer.alloc(0),
        Buffer.from('%PDF-'),
        Buffer.from('%PDF-1.7\n%%EOF\n'),
        Buffer.concat([
          Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\n'),
          Buffer.alloc(4096, 0xff),
        ]),
        Buffer.from('%PDF-1.7\n1 0 obj << /Length 99999999999 >> stream\n'),
        Buffer.from('\uFEFF%PDF-1.4'),
        Buffer.from('  %PDF-1.4 leading spaces'),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ maxLength: 2048 })
        .map((bytes) => Buffer.concat([Buffer.from('%PDF-1.5\n'), Buffer.from(bytes)])),
    },
    // Images (PUT /api/users/avatar): a real one, headers claiming too many pixels, a cut-short one.
    {
      weight: 2,
      arbitrary: fc.constantFrom(PNG_1X1, pngClaiming(65535, 65535), pngClaiming(16, 16), PNG_1X1.subarray(0, 20)),
    },
  );
}

/** A multipart body from the schema: the fields (valid or hostile), perhaps the file, perhaps broken. */
function multipartArb(schema: JsonSchema, n: number, withFile = true): fc.Arbitrary<BodyTemplate> {
  // The file part is the schema's binary property ('file' for uploads, 'avatar' for PUT /api/users/avatar).
  const fileField =
    Object.entries(schema.properties ?? {}).find(([, property]) => property.format === 'binary')?.[0] ?? 'file';
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => name !== fileField);
  const field = ([name, property]: [string, JsonSchema]) =>
    fc
      .oneof(
        { weight: 10, arbitrary: valueArb(property, name, n) },
        { weight: 1, arbitrary: hostileString },
        { weight: 1, arbitrary: fc.constant(undefined) },
      )
      .map((value): PartTemplate | undefined => (value === undefined ? undefined : { name, value }));
  const filePart = fc.record({
    value: fileArb(n),
    filename: fc.oneof(
      { weight: 6, arbitrary: fc.constantFrom('paper.pdf', 'notes.PDF', 'scan') },
      {
        weight: 2,
        arbitrary: fc.constantFrom(
          '../../etc/passwd',
          '',
          '"quoted".pdf',
          'a\u0000.pdf',
          'ümlaut ✓.pdf',
          'x'.repeat(600),
        ),
      },
    ),
    contentType: fc.constantFrom(
      'application/pdf',
      'application/pdf',
      'application/octet-stream',
      'text/plain',
      'image/png',
    ),
  });
  return fc
    .record({
      fields: fc.tuple(...properties.map(field)),
      file: maybe(filePart, withFile ? 0.9 : 0.1),
      fileFirst: fc.boolean(),
      extra: fc.array(
        fc.oneof(
          fc.record({
            name: fc.oneof(protoKeys, fc.constantFrom('title', 'year', 'file', 'unknown', 'examType')),
            value: hostileString,
          }),
          fc.constant({ name: 'file', value: NOT_A_PDF, filename: 'second.pdf', contentType: 'application/pdf' }),
        ),
        { maxLength: 2 },
      ),
      flood: maybe(fc.constantFrom(21, 30), 0.05),
      boundary: fc.constantFrom('----fuzzBoundary7MA4YWxk', 'x', '----' + 'b'.repeat(70)),
      announced: maybe(fc.constantFrom<string | null>(null, 'other-boundary', ''), 0.08),
      truncate: fc.nat(15),
    })
    .map((g): BodyTemplate => {
      const fields = g.fields.filter((p): p is PartTemplate => p !== undefined);
      const file: PartTemplate[] = g.file ? [{ name: fileField, ...g.file }] : [];
      const parts = g.fileFirst ? [...file, ...fields] : [...fields, ...file];
      parts.push(...g.extra);
      if (g.flood) for (let i = 0; i < g.flood; i += 1) parts.push({ name: `f${i}`, value: 'x' });
      return {
        kind: 'multipart',
        parts,
        boundary: g.boundary,
        announced: g.announced,
        unterminated: g.truncate === 0,
      };
    });
}

function uploadBodyArb(schema: JsonSchema, n: number): fc.Arbitrary<BodyTemplate> {
  return fc.oneof(
    { weight: 12, arbitrary: multipartArb(schema, n) },
    { weight: 2, arbitrary: mutatedObjectArb(schema, n).map((value): BodyTemplate => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: hostileJsonText.map((text): BodyTemplate => ({ kind: 'text', text, contentType: 'text/plain' })),
    },
    { weight: 1, arbitrary: fc.constant<BodyTemplate>({ kind: 'text', text: '', contentType: undefined }) },
    {
      weight: 1,
      arbitrary: fc.constant<BodyTemplate>({
        kind: 'bytes',
        size: 256 * 1024,
        fill: 'z',
        contentType: 'multipart/form-data; boundary=----never-appears',
      }),
    },
  );
}

/** Requests that declare no body sometimes get one anyway. */
const strayBodyArb: fc.Arbitrary<BodyTemplate | undefined> = fc.oneof(
  { weight: 12, arbitrary: fc.constant(undefined) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }).map((value): BodyTemplate => ({ kind: 'json', value })) },
  {
    weight: 1,
    arbitrary: hostileJsonText.map((text): BodyTemplate => ({ kind: 'text', text, contentType: 'application/json' })),
  },
  {
    weight: 1,
    arbitrary: hostileContentTypes.map((contentType): BodyTemplate => ({ kind: 'text', text: 'a=1&b=2', contentType })),
  },
);

const rangeHeaderArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc
      .tuple(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 0, max: 3000 }))
      .map(([a, b]) => `bytes=${Math.min(a, b)}-${Math.max(a, b)}`),
  },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      'bytes=0-0',
      'bytes=0-',
      'bytes=-1',
      'bytes=-0',
      'bytes=-500',
      'bytes=-99999999',
      'bytes=100-',
      'bytes=5-1',
      'bytes=999999999-',
      'bytes=0-99999999999999999999',
      'bytes=99999999999999999999999-',
      'bytes=9007199254740993-9007199254740999',
      'bytes=0-99,200-299',
      'bytes=0-0,-1',
      'bytes=1e3-2e3',
      'bytes= 0-1',
      'bytes=-',
      'bytes=--1',
      'bytes=0x10-0x20',
      'items=0-1',
      'bytes',
      '',
      'bytes=0-1\u0000',
    ),
  },
  { weight: 1, arbitrary: hostileString },
);

const conditionalHeaderArb = fc.oneof(
  fc.tuple(
    fc.constant('if-none-match'),
    fc.constantFrom('*', '"x"', 'W/"x"', '"a", "b"', '', ',,,', '"' + 'e'.repeat(5000) + '"'),
  ),
  fc.tuple(fc.constant('if-range'), fc.constantFrom('"x"', 'Wed, 21 Oct 2015 07:28:00 GMT', '', 'garbage')),
  fc.tuple(fc.constant('if-modified-since'), fc.constantFrom('Wed, 21 Oct 2015 07:28:00 GMT', 'yesterday', '0')),
);

const junkHeaderArb: fc.Arbitrary<[string, unknown]> = fc.oneof(
  fc.tuple(fc.constant('content-type'), hostileContentTypes),
  fc.tuple(
    fc.constant('accept'),
    fc.constantFrom('application/pdf', 'text/html', '*/*;q=0', 'image/*', '', 'application/json;q=abc'),
  ),
  fc.tuple(fc.constant('accept-encoding'), fc.constantFrom('gzip', 'br', 'identity;q=0', '*;q=0')),
  fc.tuple(
    fc.constant('x-request-id'),
    fc.oneof(hostileString, fc.constantFrom('a'.repeat(64), 'a'.repeat(65), 'short')),
  ),
  fc.tuple(
    fc.constant('x-forwarded-for'),
    fc.oneof(hostileString, fc.constantFrom('::1', '1.2.3.4, 5.6.7.8', '999.999.999.999', '')),
  ),
  fc.tuple(fc.constant('x-forwarded-proto'), fc.constantFrom('https', 'gopher', '')),
  fc.tuple(fc.constant('x-forwarded-host'), fc.constantFrom('evil.example', '', 'a'.repeat(300))),
  fc.tuple(fc.constant('origin'), fc.constantFrom('http://localhost:5173', 'https://evil.example', 'null')),
  fc.tuple(
    fc.constant('cookie'),
    fc.constantFrom(
      'accessToken=',
      'accessToken=%ZZ',
      'refreshToken=abc',
      'passwordResetGrant=x',
      'oauthState=x',
      '=;;=',
      'a'.repeat(5000),
    ),
  ),
  fc.tuple(
    fc.constant('authorization'),
    fc.constantFrom(
      'Bearer',
      'Bearer ',
      'Basic YTpi',
      'bearer  a.b.c',
      'Bearer a b',
      'Token x',
      'Bearer ' + 'a'.repeat(8000),
    ),
  ),
);

/** Values of a declared query parameter. */
function queryValueArb(op: ApiOperation, param: ApiParameter, n: number): fc.Arbitrary<unknown> {
  const valid = (() => {
    switch (param.name) {
      case 'cursor':
        return cursorArb(n);
      case 'limit':
        return fc.oneof(
          { weight: 3, arbitrary: fc.integer({ min: 1, max: 50 }) },
          { weight: 2, arbitrary: hostileNumberText },
        );
      case 'college':
      case 'course':
      case 'branch':
      case 'subject':
        return placementArb(param.name, n);
      case 'year':
        return yearArb(n);
      case 'q':
        return searchArb;
      case 'sort':
        return sortArb(op);
      case 'range':
        return rangeArb;
      case 'filter':
        return filterArb(op, n);
      default:
        return param.schema.enum
          ? fc.oneof(
              { weight: 6, arbitrary: fc.constantFrom(...param.schema.enum) },
              { weight: 1, arbitrary: fc.constantFrom(...param.schema.enum).map((v) => String(v).toUpperCase()) },
            )
          : valueArb(param.schema, param.name, n);
    }
  })();
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.tuple(valid, valid).map((pair) => [...pair]) },
  );
}

function queryArb(op: ApiOperation, n: number): fc.Arbitrary<[string, unknown][]> {
  const declared = op.parameters.filter((p) => p.in === 'query');
  const listParams = new Set(['sort', 'range', 'filter']);
  // Lists are asked either plainly, with feed parameters, or react-admin style; sometimes mixed.
  const style = fc.constantFrom('plain', 'feed', 'list', 'list', 'mixed');
  return fc
    .tuple(
      style,
      fc.tuple(...declared.map((p) => maybe(queryValueArb(op, p, n), 0.5))),
      maybe(
        fc.tuple(
          fc.oneof(protoKeys, fc.constantFrom('unknown', 'limit[]', 'filter[q]', 'page', 'offset', 'sort[0]', '')),
          hostileString,
        ),
        0.08,
      ),
    )
    .map(([mode, values, extra]) => {
      const entries: [string, unknown][] = [];
      declared.forEach((p, i) => {
        const value = values[i];
        if (value === undefined || mode === 'plain') return;
        const isList = listParams.has(p.name);
        if (mode === 'feed' && isList) return;
        if (mode === 'list' && !isList && declared.some((d) => listParams.has(d.name)) && p.name !== 'status') return;
        entries.push([p.name, value]);
      });
      if (extra) entries.push(extra);
      return entries;
    });
}

function headersArb(op: ApiOperation): fc.Arbitrary<[string, unknown][]> {
  const ranged = op.statuses.includes(206);
  return fc
    .tuple(
      ranged ? maybe(rangeHeaderArb, 0.5) : fc.constant(undefined),
      op.statuses.includes(304) ? maybe(conditionalHeaderArb, 0.2) : fc.constant(undefined),
      maybe(junkHeaderArb, 0.12),
    )
    .map(([range, conditional, junk]) => {
      const headers: [string, unknown][] = [];
      if (range !== undefined) headers.push(['range', range]);
      if (conditional) headers.push(conditional);
      if (junk) headers.push(junk);
      return headers;
    });
}

function bodyArb(op: ApiOperation, n: number): fc.Arbitrary<BodyTemplate | undefined> {
  const multipart = op.bodies.find((b) => b.contentType.startsWith('multipart/'));
  if (multipart) return uploadBodyArb(multipart.schema, n);
  const json = op.bodies.find((b) => b.contentType === 'application/json');
  if (json) {
    return fc.oneof(
      { weight: 12, arbitrary: jsonBodyArb(json.schema, n) },
      { weight: 1, arbitrary: fc.constant(undefined) },
    );
  }
  return strayBodyArb;
}

/** A path parameter that names something real (or a valid enum value). */
function cleanPathParamArb(op: ApiOperation, param: ApiParameter, n: number): fc.Arbitrary<unknown> {
  const kind = idKindOf(op, param);
  if (kind) return fc.constant(realId(kind, n));
  if (param.name === 'year') return fc.constant(new Ref(`year#${n}`, (w) => chainAt(w, n)?.year ?? 2));
  if (param.schema.enum) return fc.constantFrom(...param.schema.enum);
  if (param.name === 'type')
    return fc.constantFrom(...(op.path.startsWith('/api/papers') ? ['papers', 'paper'] : ['notes', 'note']));
  return valueArb(param.schema, param.name, n);
}

/** A real catalogue reference from chain n: by name, lower-cased name or id. */
function cleanPlacementArb(field: 'college' | 'course' | 'branch' | 'subject', n: number): fc.Arbitrary<unknown> {
  return fc.constantFrom('name', 'id', 'lower').map(
    (form) =>
      new Ref(`${field}-${form}#${n}`, (w) => {
        const chain = chainAt(w, n);
        if (!chain) return 'none';
        const pairs = {
          college: [chain.collegeName, chain.collegeId],
          course: [chain.courseName, chain.courseId],
          branch: [chain.branchName, chain.branchId],
          subject: [chain.subjectName, chain.subjectId],
        } as const;
        const [name, id] = pairs[field];
        return form === 'id' ? id : form === 'lower' ? name.toLowerCase() : name;
      }),
  );
}

/** A query value valid for the parameter. */
function cleanQueryValueArb(op: ApiOperation, param: ApiParameter, n: number): fc.Arbitrary<unknown> {
  switch (param.name) {
    case 'cursor':
      return fc.constant(new Ref(`cursor#${n}`, (w) => at(w.pools.cursors, n) ?? ''));
    case 'limit':
      return fc.integer({ min: 1, max: 50 });
    case 'college':
    case 'course':
    case 'branch':
    case 'subject':
      return cleanPlacementArb(param.name, n);
    case 'year':
      return fc.constant(new Ref(`year#${n}`, (w) => chainAt(w, n)?.year ?? 2));
    case 'q':
      return fc.constantFrom('operating', 'operating sys', 'Fuzz', 'compilers', 'corpus paper', 'page two', 'matrix');
    case 'sort':
      return fc
        .tuple(fc.constantFrom('id', ...op.dataFields, 'createdAt'), fc.constantFrom('ASC', 'DESC'))
        .map((t) => JSON.stringify(t));
    case 'range':
      return fc
        .integer({ min: 0, max: 30 })
        .chain((a) => fc.integer({ min: a, max: a + 40 }).map((b) => JSON.stringify([a, b])));
    case 'filter':
      return fc.oneof(
        fc.constantFrom(
          '{}',
          '{"q":"Fuzz"}',
          '{"q":"os"}',
          '{"type":"paper"}',
          '{"status":"open"}',
          '{"year":2}',
          '{"isAdmin":true}',
        ),
        fc.constant(
          new Ref(`filter id#${n}`, (w) => JSON.stringify({ id: [at(w.pools.documents, n)?.id ?? ZERO_UUID] })),
        ),
        fc.constant(
          new Ref(`filter college#${n}`, (w) => JSON.stringify({ collegeId: chainAt(w, n)?.collegeId ?? ZERO_UUID })),
        ),
      );
    default:
      return param.schema.enum ? fc.constantFrom(...param.schema.enum) : valueArb(param.schema, param.name, n);
  }
}

/** Only valid parts (real ids, schema-valid values and bodies): these reach the deep code paths. */
function cleanRequestArb(op: ApiOperation, n: number) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const declared = op.parameters.filter((p) => p.in === 'query');
  const listStyle = declared.some((p) => p.name === 'range');
  const multipart = op.bodies.find((b) => b.contentType.startsWith('multipart/'));
  const json = op.bodies.find((b) => b.contentType === 'application/json');
  const body: fc.Arbitrary<BodyTemplate | undefined> = multipart
    ? cleanMultipartArb(multipart.schema, n)
    : json
      ? objectArb(json.schema, n).map((value): BodyTemplate => ({ kind: 'json', value }))
      : fc.constant(undefined);
  return fc.record({
    params: fc.tuple(...pathParams.map((p) => cleanPathParamArb(op, p, n))),
    query: fc
      .tuple(fc.boolean(), fc.tuple(...declared.map((p) => maybe(cleanQueryValueArb(op, p, n), 0.4))))
      .map(([asList, values]) => {
        const entries: [string, unknown][] = [];
        declared.forEach((p, i) => {
          const value = values[i];
          const isList = ['sort', 'range', 'filter'].includes(p.name);
          if (value === undefined || (listStyle && isList !== asList && p.name !== 'status')) return;
          entries.push([p.name, value]);
        });
        return entries;
      }),
    headers: op.statuses.includes(206)
      ? maybe(
          fc
            .integer({ min: 0, max: 2000 })
            .chain((a) => fc.integer({ min: a, max: a + 5000 }).map((b) => `bytes=${a}-${b}`)),
          0.4,
        ).map((range): [string, unknown][] => (range ? [['range', range]] : []))
      : fc.constant<[string, unknown][]>([]),
    body,
    rawQuery: fc.constant(undefined),
  });
}

/** A valid upload: every field from one real catalogue chain, a real PDF. */
function cleanMultipartArb(schema: JsonSchema, n: number): fc.Arbitrary<BodyTemplate> {
  const properties = Object.entries(schema.properties ?? {}).filter(([name]) => name !== 'file');
  const value = (name: string, property: JsonSchema): fc.Arbitrary<unknown> => {
    if (name === 'college' || name === 'course' || name === 'branch' || name === 'subject')
      return cleanPlacementArb(name, n);
    if (name === 'year') return fc.constant(new Ref(`year#${n}`, (w) => chainAt(w, n)?.year ?? 2));
    if (property.enum) return fc.constantFrom(...property.enum);
    if (name === 'title') return fc.stringMatching(/^[A-Z][A-Za-z0-9 ]{2,40}$/);
    return fc.string({ maxLength: 100 });
  };
  return fc
    .record({
      fields: fc.tuple(...properties.map(([name, property]) => value(name, property))),
      file: fc.constantFrom('pool', 'fresh', 'fresh'),
      fileFirst: fc.boolean(),
    })
    .map((g): BodyTemplate => {
      const fields: PartTemplate[] = properties.map(([name], i) => ({ name, value: g.fields[i] }));
      const file: PartTemplate = {
        name: 'file',
        value: g.file === 'pool' ? new Ref(`pdf #${n % 6}`, (w) => at(w.pools.pdfs, n) ?? NOT_A_PDF) : freshPdf,
        filename: 'paper.pdf',
        contentType: 'application/pdf',
      };
      return {
        kind: 'multipart',
        parts: g.fileFirst ? [file, ...fields] : [...fields, file],
        boundary: '----fuzzClean',
      };
    });
}

/** Anything goes: each part valid or hostile on its own. */
function wildRequestArb(op: ApiOperation, n: number) {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return fc.record({
    params: fc.tuple(...pathParams.map((p) => pathParamArb(op, p, n))),
    query: queryArb(op, n),
    headers: headersArb(op),
    body: bodyArb(op, n),
    rawQuery: maybe(
      fc.constantFrom('%', '%ZZ', 'a=%00', '&&&', '=', 'a[b]=1', 'a[__proto__][x]=1', '__proto__[x]=1', ';', '?'),
      0.04,
    ),
  });
}

/** Every request this operation may receive: 40 % clean, 60 % wild. */
export function operationArbitrary(op: ApiOperation): fc.Arbitrary<RequestTemplate> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  return fc.nat({ max: 1_000_000 }).chain((n) =>
    fc
      .record({
        auth: authArb,
        ip: fc.nat(CLIENT_ADDRESSES - 1),
        parts: fc.oneof(
          { weight: 2, arbitrary: cleanRequestArb(op, n) },
          { weight: 3, arbitrary: wildRequestArb(op, n) },
        ),
      })
      .map(({ auth, ip, parts }): RequestTemplate => ({
        op: op.key,
        method: op.method,
        path: op.path,
        pathParams: Object.fromEntries(pathParams.map((p, i) => [p.name, parts.params[i]])),
        query: parts.query,
        rawQuery: parts.rawQuery,
        headers: parts.headers,
        auth,
        body: parts.body,
        ip,
      })),
  );
}
