import fc from "fast-check";

// Hostile values for the input fuzz (server/src/security/input-*.test.ts). Big or deep values
// are tokens in the generated tree (⟦huge:N⟧, ⟦deep-array:N⟧, ⟦num:1e999⟧) expanded only when
// the body is written, so a failing case prints in a few lines.

export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf"];

const HOSTILE_TEXT = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "x\ud83dy",
  "\uffff\ufffe",
  "\u202e\u2028\u2029",
  "\ufeff",
  "' OR 1=1 --",
  "'; DROP TABLE users; --",
  '" OR ""="',
  "1; select pg_sleep(5)--",
  "$1",
  "::text",
  "%",
  "_",
  "\\",
  "\\u0000",
  "<script>window.__xss=1</script>",
  '<img src=x onerror="window.__xss=1">',
  "javascript:alert(1)",
  "data:text/html,<script>alert(1)</script>",
  "{{7*7}}",
  // A template-injection probe, kept as literal text on purpose.
  // biome-ignore lint/suspicious/noTemplateCurlyInString: see above
  "${7*7}",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-1",
  "1e309",
  "0x10",
  "9007199254740993",
  "../../etc/passwd",
  "%00",
  "%ZZ",
  "\r\nSet-Cookie: a=b",
  "all",
  "null",
  "true",
  "2024-02-30",
  "0000-00-00",
  "9999-12-31T23:59:59Z",
  "25:61",
  "Mars/Olympus_Mons",
  "00000000-0000-0000-0000-000000000000",
  "https://example.com/<script>",
  "/files/public/../../secret",
  "a@b",
  "x@example.com",
];

/** One UTF-16 unit or code point of any kind, lone surrogates and controls included. */
const anyUnit = fc.oneof(
  fc.constantFrom("\u0000", "\ud800", "\udc00", "'", '"', "<", ">", "&", "\\", "%", "_", "\u202e", "\u2028", "\ufeff"),
  fc
    .integer({ min: 0, max: 0x10ffff })
    .map((cp) => (cp >= 0xd800 && cp <= 0xdfff ? String.fromCharCode(cp) : String.fromCodePoint(cp))),
  fc.constantFrom("a", "b", "1", " ", "-"),
);

const hugeToken = fc.constantFrom(5_000, 70_000, 400_000).map((n) => `⟦huge:${n}⟧`);

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
  { weight: 3, arbitrary: fc.string({ unit: anyUnit, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE_TEXT), fc.string()).map(([a, b]) => `${b}${a}${b}`) },
  { weight: 1, arbitrary: hugeToken },
);

const NUMBER_TOKENS = [
  "1e999",
  "-1e999",
  "1e-400",
  "-0",
  "123456789012345678901234567890",
  "9007199254740993",
  "0.1e1",
];

export const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 1e12 + 1, 1e15, 0.5, 1e308),
  fc.constantFrom(...NUMBER_TOKENS).map((n) => `⟦num:${n}⟧`),
);

const deepToken = fc
  .tuple(fc.constantFrom("array", "object"), fc.constantFrom(64, 2_000, 50_000))
  .map(([kind, n]) => `⟦deep-${kind}:${n}⟧`);

const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileText },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
);

/** An object whose keys may be __proto__ and friends, set as own properties as JSON.parse would. */
export function ownObject(entries: Array<[string, unknown]>): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return object;
}

export const hostileKey = (known: string[] = []) =>
  fc.oneof(
    fc.constantFrom(...PROTOTYPE_KEYS),
    ...(known.length > 0 ? [fc.constantFrom(...known)] : []),
    fc.string({ unit: anyUnit, maxLength: 12 }),
  );

/** Any JSON-ish value: scalars, arrays, objects with hostile keys, deep nesting. */
export function hostileValue(known: string[] = []): fc.Arbitrary<unknown> {
  const { value } = fc.letrec<{ value: unknown }>((tie) => ({
    value: fc.oneof(
      { depthSize: "small", withCrossShrink: true },
      { weight: 5, arbitrary: hostileScalar },
      { weight: 1, arbitrary: deepToken },
      { weight: 2, arbitrary: fc.array(tie("value"), { maxLength: 4 }) },
      {
        weight: 2,
        arbitrary: fc.array(fc.tuple(hostileKey(known), tie("value")), { maxLength: 4 }).map(ownObject),
      },
    ),
  }));
  return value;
}

/** Bodies that are not JSON, or JSON no schema expects at the top. */
export const RAW_BODIES = [
  "",
  "{",
  '{"a":',
  "nul",
  "[1,]",
  '"unterminated',
  "{'single': 1}",
  '{"__proto__":{"isAdmin":true,"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '{"a":1,"a":2,"__proto__":[]}',
  "1",
  "null",
  "[]",
  "true",
  '"string"',
  "\ufeff{}",
  "a=1&b=2",
  '--x\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc\r\n--x--',
];

/** Bytes that are not valid UTF-8, alone or inside a JSON string. */
export const INVALID_UTF8 = [
  [0xff, 0xfe, 0xfd],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xf4, 0x90, 0x80, 0x80],
  [0xc0, 0xaf],
  [0xe2, 0x82],
];

function deepText(kind: string, n: number): string {
  return kind === "array" ? `${"[".repeat(n)}${"]".repeat(n)}` : `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
}

/** JSON text of a generated tree, with its tokens expanded. */
export function toJsonText(value: unknown): string {
  const text = JSON.stringify(value) ?? "null";
  return text.replace(/"⟦(huge|num|deep-array|deep-object):([^⟧"]+)⟧"/g, (_, kind: string, arg: string) => {
    if (kind === "huge") return `"${"A".repeat(Number(arg))}"`;
    if (kind === "num") return arg;
    return deepText(kind.slice(5), Number(arg));
  });
}

/** Text for a URL: percent-encoded, lone surrogates as their (invalid) UTF-8 bytes, tokens expanded. */
export function urlText(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value ?? null);
  const expanded = text.replace(/⟦huge:(\d+)⟧/g, (_, n: string) => "A".repeat(Math.min(Number(n), 9_000)));
  let out = "";
  for (const ch of expanded) {
    const code = ch.charCodeAt(0);
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`;
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** Query-string pieces sent as they are: broken escapes and separators. */
export const RAW_QUERY_PIECES = [
  "%",
  "%Z1",
  "%C3%28",
  "%ED%A0%80",
  "a=%E0%A4%A",
  "&&",
  "=",
  "a[b]=1",
  "a=1;b=2",
  "+%20+",
];
