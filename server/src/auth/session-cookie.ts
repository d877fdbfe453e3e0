import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";

// better-auth's session cookie read the way better-auth reads it (better-call's parseCookies and
// getSignedCookie, better-auth 1.7): the value is `<token>.<signature>`, URI-encoded, where the
// signature is standard base64 (44 characters, padded) of HMAC-SHA256(token) keyed with the auth
// secret. The key is imported once here, not per request. This file only ever CONFIRMS a cookie:
// anything it does not recognise is "unusual" and left to better-auth to judge.

export type CookieNames = {
  /** With the `__Secure-` prefix when the app runs on https (better-auth's authCookies). */
  sessionToken: string;
  sessionData: string;
  dontRemember: string;
};

export type CookieReading =
  /** No session cookie at all: better-auth would answer null without touching anything. */
  | { kind: "none" }
  /** A well-formed cookie whose signature checks out. */
  | { kind: "signed"; token: string }
  /** Anything else (bad signature, malformed value, cache or remember-me cookies): ask better-auth. */
  | { kind: "unusual" };

const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/** better-call's decoding of one cookie value: surrounding quotes off, %-escapes decoded if valid. */
function decodeValue(raw: string): string {
  const unquoted = raw.codePointAt(0) === 34 ? raw.slice(1, -1) : raw;
  try {
    return unquoted.includes("%") ? decodeURIComponent(unquoted) : unquoted;
  } catch {
    return unquoted;
  }
}

/** The Cookie header as better-call parses it: `name=value` pairs split on `;`, first one wins. */
export function parseCookieHeader(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf("=", index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(";", index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(";", eqIdx - 1) + 1;
      continue;
    }
    const key = header.slice(index, eqIdx).trim();
    if (!cookies.has(key)) cookies.set(key, decodeValue(header.slice(eqIdx + 1, endIdx).trim()));
    index = endIdx + 1;
  }
  return cookies;
}

export function createSessionCookieReader(secret: string, names: CookieNames) {
  const key: KeyObject = createSecretKey(Buffer.from(secret, "utf8"));

  function signatureMatches(token: string, signature: string): boolean {
    const expected = createHmac("sha256", key).update(token, "utf8").digest();
    const given = Buffer.from(signature, "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  return function read(cookieHeader: string | null): CookieReading {
    if (!cookieHeader) return { kind: "none" };
    const cookies = parseCookieHeader(cookieHeader);
    // A session-data cache cookie (better-auth clears it) or a "don't remember me" session
    // (better-auth refreshes it differently): not ours to decide.
    for (const name of cookies.keys()) {
      if (name.startsWith(names.sessionData) || name === names.dontRemember) return { kind: "unusual" };
    }
    const value = cookies.get(names.sessionToken);
    if (!value) return { kind: "none" };
    const dot = value.lastIndexOf(".");
    if (dot < 1) return { kind: "unusual" };
    const token = value.slice(0, dot);
    const signature = value.slice(dot + 1);
    if (!SIGNATURE.test(signature) || !signatureMatches(token, signature)) return { kind: "unusual" };
    return { kind: "signed", token };
  };
}
