import { DEMO_PASSWORD } from "@domain/constants/sample-data";
import { account, session, twoFactor, user, verification } from "../db/schema";
import type { World } from "./access-world";

// What an answer must never carry: password hashes, session tokens and ids, verification and
// two-factor secrets, and the e-mail addresses of users other than the one asking.

export type Secrets = { values: Set<string>; emailOwners: Map<string, string> };

export function emptySecrets(): Secrets {
  return { values: new Set(), emailOwners: new Map() };
}

/** Adds what the database holds now (sessions come and go, so this is read more than once). */
export async function collectSecrets(w: World, into: Secrets): Promise<void> {
  const add = (v: string | null | undefined) => {
    if (v && v.length >= 8) into.values.add(v);
  };
  for (const a of await w.db.select().from(account)) {
    add(a.password);
    add(a.accessToken);
    add(a.refreshToken);
    add(a.idToken);
  }
  for (const s of await w.db.select().from(session)) {
    add(s.token);
    add(s.id);
  }
  for (const v of await w.db.select().from(verification)) add(v.value);
  for (const f of await w.db.select().from(twoFactor)) {
    add(f.secret);
    add(f.backupCodes);
  }
  for (const u of await w.db.select().from(user)) into.emailOwners.set(u.email.toLowerCase(), u.id);
}

const SECRET_KEYS =
  /^(password|passwordHash|hash|token|sessionToken|sessionId|secret|backupCodes|accessToken|refreshToken|idToken)$/i;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/**
 * Keys that name a secret. Not flagged: a JSON schema's property names (the OpenAPI document
 * describes the register form's password field) and the demo accounts' published password,
 * which the admin's sample-data answers show by design (README, spec part 2 section 9).
 */
function secretKeysIn(value: unknown, at: string, found: string[], parentKey = ""): void {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) secretKeysIn(v, `${at}[${i}]`, found);
  } else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      const published = k === "password" && v === DEMO_PASSWORD;
      if (SECRET_KEYS.test(k) && parentKey !== "properties" && !published) found.push(`key ${at}.${k}`);
      secretKeysIn(v, `${at}.${k}`, found, k);
    }
  }
}

/** Every problem with one answer's body, read by the user `viewerId` (null: signed out). */
export function leaksIn(
  text: string,
  viewerId: string | null,
  secrets: Secrets,
  options: { mayShowEmails: boolean },
): string[] {
  const found: string[] = [];
  for (const value of secrets.values) if (text.includes(value)) found.push(`secret ${value.slice(0, 6)}…`);
  if (!options.mayShowEmails) {
    for (const email of text.match(EMAIL) ?? []) {
      const owner = secrets.emailOwners.get(email.toLowerCase());
      if (owner && owner !== viewerId) found.push(`e-mail of another user ${email}`);
    }
  }
  try {
    secretKeysIn(JSON.parse(text), "$", found);
  } catch {
    // Not JSON (the docs page, a file): the value checks above still apply.
  }
  return found;
}
