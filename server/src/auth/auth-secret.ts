import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "../env";

/**
 * AUTH_SECRET signs session cookies. Production must set it; elsewhere a random one is made
 * once and kept under the data dir, so sessions survive restarts without any set-up.
 */
export function resolveAuthSecret(env: Env, options: { ephemeral?: boolean } = {}): string {
  if (env.AUTH_SECRET) {
    if (env.AUTH_SECRET.length < 32) throw new Error("AUTH_SECRET must be at least 32 characters");
    return env.AUTH_SECRET;
  }
  if (env.NODE_ENV === "production") throw new Error("AUTH_SECRET is required in production");
  if (options.ephemeral) return randomBytes(32).toString("hex");
  const file = path.join(env.dataDir, "auth-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(env.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
