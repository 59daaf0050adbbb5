/** Hostile inputs: the values a careless or malicious client sends, as fast-check arbitraries. */
import fc from 'fast-check';

const SQLISH = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1' AND SLEEP(5)--",
  "') UNION SELECT NULL, version() --",
  '\\',
  "'",
  '%',
  '_',
  '%_%',
  '$1',
  "E'\\x00'",
  '::uuid',
  "' || pg_sleep(3) || '",
];

const WEIRD = [
  '',
  ' ',
  '\t',
  '\u0000',
  'a\u0000b',
  '%00',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1',
  '0',
  '-0',
  '1.5',
  '0x10',
  'true',
  '[]',
  '{}',
  '[{}]',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../etc/passwd',
  '..%2F..%2Fsecrets.json',
  '<script>alert(1)</script>',
  '${jndi:ldap://127.0.0.1/a}',
  '{{7*7}}',
  '\uD800',
  '\uDFFF\uD800',
  '\uFFFE\uFFFF',
  '\u202Eevil',
  '👩‍👩‍👧‍👦',
  'İstanbul ß Ω',
  'ＡＢＣ',
  'a\r\nSet-Cookie: x=1',
  '*',
  'a:* & b | !c <-> (d',
  "!!!&&&|||(((:*'''",
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '00000000-0000-4000-8000-00000000000g',
  '2026-13-45',
];

export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 63,
  1e21,
  Number.MIN_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

/** Numbers as query or path text: out of range, not integers, not numbers. */
export const hostileNumberText = fc.constantFrom(
  '0',
  '-1',
  '-0',
  '1.5',
  '1e308',
  '1e999',
  '-1e308',
  '9007199254740993',
  '99999999999999999999999',
  '2147483648',
  'NaN',
  'Infinity',
  '0x1F',
  '0b1',
  ' 2',
  '2 ',
  '+2',
  '02',
  '2e0',
  '',
  'two',
  '١٢',
);

export const sqlish = fc.constantFrom(...SQLISH);

/** Strings longer than any field allows. */
export const overlong = fc.oneof(
  fc.integer({ min: 201, max: 3000 }).map((n) => 'x'.repeat(n)),
  fc.constantFrom('é'.repeat(5001), 'a'.repeat(20_001), '9'.repeat(400), '😀'.repeat(1500)),
);

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...WEIRD) },
  { weight: 3, arbitrary: sqlish },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: overlong },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom(...SQLISH), fc.string({ maxLength: 8 })).map(([a, b]) => `${b}${a}`),
  },
);

/** Any JSON-ish value of the wrong type for a field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...hostileNumbers),
  fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: '' }, { $ne: null }, ['a', 'b'], [[[[[]]]]]),
  hostileString,
  fc.jsonValue({ maxDepth: 3 }),
);

/** Keys that poison or confuse prototype-based code. */
export const protoKeys = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
);

/** A JSON text nested `depth` levels deep. */
export function deepJson(depth: number, kind: 'array' | 'object'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
}

/** A JSON object text with `n` keys. */
export function manyKeys(n: number, prefix = 'k'): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i += 1) parts.push(`"${prefix}${i}":${i}`);
  return `{${parts.join(',')}}`;
}

/** Hostile JSON texts for any JSON body (sent as is). */
export const hostileJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '}',
    '{"a":}',
    '{"a":1,}',
    "{'a':1}",
    'null',
    'true',
    '0',
    '-0',
    '1e999',
    '"string"',
    '[]',
    '[1,2,3]',
    'NaN',
    '{"a":NaN}',
    '{"a":Infinity}',
    '{"year":1e999}',
    '{"year":-1e999}',
    '{"year":1e-400}',
    '\u0000',
    '{"a":"\u0000"}',
    '{"a":"\\u0000"}',
    '{"a":"\\ud800"}',
    '\uFEFF{}',
    '{"__proto__":{"isAdmin":true}}',
    '{"constructor":{"prototype":{"isAdmin":true}}}',
    '{"__proto__":null}',
    '{"a":1,"a":2}',
    '{"toString":"x","valueOf":1,"hasOwnProperty":null}',
  ),
  fc.constantFrom(10, 1000, 5000).chain((d) => fc.constantFrom(deepJson(d, 'array'), deepJson(d, 'object'))),
  fc.constantFrom(2000, 20_000).map((n) => manyKeys(n)),
  fc.string({ unit: 'binary', maxLength: 64 }),
);

export const hostileContentTypes = fc.constantFrom(
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/vnd.api+json',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'image/png',
  '*/*',
  ';;;',
  'application/json, text/plain',
);
