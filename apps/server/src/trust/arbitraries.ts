/**
 * fast-check generators of hostile input: wrong types, missing and extra fields, huge strings,
 * Unicode oddities and NUL bytes, SQL and HTML fragments, extreme numbers, nesting where scalars
 * belong. Bodies start from the route's published JSON schema, so they get past the first checks
 * often enough to reach the handlers and the database.
 */
import fc from 'fast-check';
import type { JsonSchema } from './harness.ts';

export const SQL_FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1; select pg_sleep(10) --',
  "') or 1=1 --",
  '" or ""="',
  '$$; select 1; $$',
  "\\'; --",
  '%',
  '_',
  "admin@proboard.local' --",
];
export const HTML_FRAGMENTS = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '<svg/onload=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as text.
  '${7*7}',
  '<!--',
];
export const UNICODE_ODDITIES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '😀🔥👨‍👩‍👧',
  '\u202eevil',
  '\ufeffbom',
  'ﷺ',
  'Ω≈ç√∫',
  '\t\n\r\u000b',
  '\u0007\u001b[31m',
  '𝕏'.repeat(10),
  'é'.normalize('NFD'),
];
export const TRAVERSALS = [
  '../../etc/passwd',
  '..%2F..%2Fetc%2Fpasswd',
  '/etc/passwd',
  '..\\..\\windows\\win.ini',
  'file:///etc/passwd',
];
export const NUMBERISH_TEXT = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '0x10',
  '00012',
  '1_000',
  ' 1 ',
  '١٢',
  '-0',
];
export const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  1.5,
  -2147483649,
  2147483648,
  2 ** 53,
  -(2 ** 53),
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  Number.MIN_VALUE,
];
/** Field names that are special somewhere: ids, stamps, secrets, and Object.prototype members. */
export const SPECIAL_KEYS = [
  'id',
  'created_at',
  'password_hash',
  'role',
  'is_admin',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'prototype',
];

export const HUGE_STRINGS = ['x'.repeat(100_000), '😀'.repeat(50_000), `${'A'.repeat(99_999)}\u0000`];

export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...SQL_FRAGMENTS, ...HTML_FRAGMENTS, ...UNICODE_ODDITIES) },
  { weight: 2, arbitrary: fc.constantFrom(...TRAVERSALS, ...NUMBERISH_TEXT) },
  { weight: 3, arbitrary: fc.constantFrom(...EXTREME_NUMBERS) },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, '', ' ') },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.constantFrom(...HUGE_STRINGS) },
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 10 }), hostileScalar, { maxKeys: 4 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }) },
);

/** Strings that often satisfy a field (codes, names, slugs, file names, e-mails, dates). */
const plausibleString = fc.oneof(
  fc.stringMatching(/^[A-Z][A-Z0-9_]{2,9}$/),
  fc.stringMatching(/^[a-z]{2,5}$/),
  fc.stringMatching(/^[a-z0-9]{3,8}(-[a-z0-9]{2,6}){0,2}$/),
  fc.string({ minLength: 4, maxLength: 30 }),
  fc.constantFrom('logo.png', 'photo.jpg', '3c3c3c', 'admin@proboard.local', 'x@trust.local', '2024-01-31'),
);

/** Values shaped like the schema wants (without its finer rules). */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 5) return fc.constant(null);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => fromSchema(v, depth + 1)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  let base: fc.Arbitrary<unknown>;
  switch (type) {
    case 'string':
      base = plausibleString.map((s) => (schema.maxLength ? s.slice(0, schema.maxLength) : s));
      break;
    case 'integer':
      base = fc.integer({ min: 0, max: 60 });
      break;
    case 'number':
      base = fc.double({ min: 0, max: 5000, noNaN: true });
      break;
    case 'boolean':
      base = fc.boolean();
      break;
    case 'array':
      base = fc.array(fromSchema(schema.items, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, 3),
        maxLength: Math.max(Math.min(schema.maxItems ?? 3, 3), Math.min(schema.minItems ?? 0, 3)),
      });
      break;
    case 'object':
    case undefined: {
      if (schema.properties) {
        const props = Object.fromEntries(
          Object.entries(schema.properties).map(([k, v]) => [k, fromSchema(v, depth + 1)]),
        );
        base = fc.record(props, { requiredKeys: (schema.required ?? []).filter((k) => k in props) });
      } else if (typeof schema.additionalProperties === 'object') {
        base = fc.dictionary(
          fc.string({ minLength: 1, maxLength: 10 }),
          fromSchema(schema.additionalProperties, depth + 1),
          { maxKeys: 3 },
        );
      } else {
        base = fc.constant({});
      }
      break;
    }
    default:
      base = fc.constant(null);
  }
  return schema.nullable ? fc.option(base, { nil: null }) : base;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Replaces the value at a path chosen by `seed` (any depth) with `replacement`. */
function replaceDeep(value: unknown, seed: number[], replacement: unknown): unknown {
  const [head, ...rest] = seed;
  if (head === undefined) return replacement;
  if (Array.isArray(value) && value.length) {
    const i = head % value.length;
    const copy = [...value];
    copy[i] = rest.length && head % 3 !== 0 ? replaceDeep(copy[i], rest, replacement) : replacement;
    return copy;
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (!keys.length) return { [`x${head}`]: replacement };
    const key = keys[head % keys.length]!;
    return {
      ...value,
      [key]: rest.length && head % 3 !== 0 ? replaceDeep(value[key], rest, replacement) : replacement,
    };
  }
  return replacement;
}

export type HostileBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string | Buffer; contentType: string };

const RAW_BODIES: { text: string; contentType: string }[] = [
  { text: '{', contentType: 'application/json' },
  { text: '{"az_iso": ', contentType: 'application/json' },
  { text: '', contentType: 'application/json' },
  { text: 'null', contentType: 'application/json' },
  { text: '"text"', contentType: 'application/json' },
  { text: '1e999999', contentType: 'application/json' },
  { text: '{"__proto__": {"isAdmin": true}}', contentType: 'application/json' },
  { text: '{"constructor": {"prototype": {"isAdmin": true}}}', contentType: 'application/json' },
  { text: '{"a": 1, "a": 2}', contentType: 'application/json' },
  { text: '\ufeff{}', contentType: 'application/json' },
  { text: `${'['.repeat(20_000)}${']'.repeat(20_000)}`, contentType: 'application/json' },
  { text: `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`, contentType: 'application/json' },
  { text: 'az_iso=X&name=Y', contentType: 'application/x-www-form-urlencoded' },
  { text: '<xml/>', contentType: 'application/xml' },
  { text: 'plain', contentType: 'text/plain' },
  { text: '{}', contentType: 'application/json; charset=utf-16' },
  {
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
    contentType: 'multipart/form-data; boundary=x',
  },
];

/** A hostile body for a route whose JSON body follows `schema`. */
export function hostileBody(schema: JsonSchema | undefined): fc.Arbitrary<HostileBody> {
  const valid = fromSchema(schema);
  const json = (arb: fc.Arbitrary<unknown>) => arb.map((value): HostileBody => ({ kind: 'json', value }));
  return fc.oneof(
    // Shaped like the schema: sometimes accepted, which must work too.
    { weight: 2, arbitrary: json(valid) },
    // One value anywhere in the tree replaced by a hostile one.
    {
      weight: 6,
      arbitrary: json(
        fc
          .tuple(valid, fc.array(fc.nat(), { minLength: 1, maxLength: 4 }), hostileValue)
          .map(([v, seed, h]) => replaceDeep(v, seed, h)),
      ),
    },
    // A required field missing.
    {
      weight: 2,
      arbitrary: json(
        fc.tuple(valid, fc.nat()).map(([v, i]) => {
          if (!isObject(v)) return v;
          const keys = Object.keys(v);
          if (!keys.length) return v;
          const { [keys[i % keys.length]!]: _gone, ...rest } = v;
          return rest;
        }),
      ),
    },
    // Extra fields, hostile names included.
    {
      weight: 2,
      arbitrary: json(
        fc
          .tuple(
            valid,
            fc.dictionary(
              fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom(...SPECIAL_KEYS)),
              hostileValue,
              { minKeys: 1, maxKeys: 4 },
            ),
          )
          .map(([v, extra]) => (isObject(v) ? { ...v, ...extra } : extra)),
      ),
    },
    // Not an object at all.
    { weight: 2, arbitrary: json(hostileValue) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(...RAW_BODIES).map((raw): HostileBody => ({ kind: 'raw', ...raw })),
    },
  );
}

/** Malformed or hostile list `context` query values (already URL-encoded). */
export const hostileContext: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(
      '{not-json',
      '',
      'null',
      '[]',
      '"text"',
      '1e999',
      '{"currentPage": "1; drop table users"}',
      '{"currentPage": 1e308}',
      '{"currentPage": -2}',
      '{"currentPage": 99999999999999999999}',
      '{"perPage": 1000000}',
      '{"perPage": -1}',
      '{"sortBy": "name; drop table users"}',
      '{"sortBy": "-password_hash"}',
      '{"sortBy": "id desc, (select 1)"}',
      '{"filter": {"search": "\\u0000"}}',
      '{"filter": {"id": "99999999999999999999"}}',
      '{"filter": {"id": "1.5"}}',
      '{"filter": {"id": "-0"}}',
      '{"filter": {"created_at": "2024-01-01\' or 1=1 --"}}',
      '{"filter": {"active": "maybe"}}',
      '{"filter": {"password_hash": "x"}}',
      '{"filter": {"name) or (1=1": "x"}}',
      '{"filter": {"search": {"nested": true}}}',
      '{"filter": {"search": ["a", "b"]}}',
      '{"filter": {"name": [[["deep"]]]}}',
      '{"filter": "text"}',
      '{"sortDesc": "sometimes"}',
      '{"__proto__": {"polluted": true}}',
      '{"filter": {"constructor": "x", "toString": "y", "hasOwnProperty": "z"}}',
      '{"sortBy": "constructor,-toString"}',
    ),
    fc
      .record(
        {
          currentPage: hostileValue,
          perPage: hostileValue,
          sortBy: fc.oneof(hostileScalar, fc.constantFrom('name', '-created_at,sort_key', 'id,-id,id')),
          sortDesc: hostileValue,
          filter: fc.oneof(
            fc.dictionary(
              fc.constantFrom(
                'search',
                'name',
                'id',
                'az_iso',
                'active',
                'created_at',
                'sort_key',
                'status.az_iso',
              ),
              hostileValue,
              { maxKeys: 3 },
            ),
            hostileValue,
          ),
        },
        { requiredKeys: [] },
      )
      .map((c) => JSON.stringify(c)),
    fc.string({ unit: 'binary', maxLength: 60 }),
  )
  .map((raw) => encodeURIComponent(raw).slice(0, 9000));

/** Path parameter values, URL-encoded as they would travel. */
export const HOSTILE_PARAMS = [
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....%2F%2F....%2F%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%00',
  'a%00b',
  '-1',
  '0',
  '1.5',
  '1e3',
  '99999999999',
  '99999999999999999999999',
  '0x10',
  '%20',
  '%F0%9F%98%80',
  '%E0%A4%A',
  '%ZZ',
  '1%27%20OR%20%271%27%3D%271',
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  'x'.repeat(5000),
];

/** What a cleared form field sends: an emptied text or number input (`""`), a cleared select (`null`). */
export const CLEARED_VALUES = ['', null] as const;
