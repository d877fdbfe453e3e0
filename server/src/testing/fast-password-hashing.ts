import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import type { PasswordHashing } from "../auth/auth";

// The in-process test apps hash passwords with scrypt at a cost tests can afford: better-auth's
// own parameters (N 16384, r 16) take ~110 ms of CPU per hash or check, and the server tests
// register and sign in ~800 times per pass, which was about a third of Vitest's CPU time. Same
// "salt:key" format, same code paths around it; only the work factor differs. A started server
// (npm start, the journeys, test:reliability) never gets this: buildDeps uses better-auth's own
// unless given a pair, and only createTestApp gives one. password-hashing.test.ts proves that a
// default app stores hashes better-auth's own scrypt accepts. Decision 015 records why.
const derive = promisify(scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: object,
) => Promise<Buffer>;
const KEY_LENGTH = 64;
const CHEAP = { N: 1024, r: 1, p: 1 };

export const fastPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    const key = await derive(password.normalize("NFKC"), salt, KEY_LENGTH, CHEAP);
    return `${salt}:${key.toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) return false;
    const derived = await derive(password.normalize("NFKC"), salt, KEY_LENGTH, CHEAP);
    const stored = Buffer.from(key, "hex");
    return stored.length === derived.length && timingSafeEqual(stored, derived);
  },
};
