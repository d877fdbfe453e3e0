import { createHmac } from "node:crypto";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "@domain/constants/accounts";
import { m } from "@i18n/messages";
import { APIError, getSessionFromCtx } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Database } from "../db/client";
import { twoFactor } from "../db/schema";

// Each TOTP time step's code is accepted once per user (ASVS 6.5.1; decision 013). better-auth's
// plugin accepts a code for the current step or the one either side and remembers none, so a code
// seen over a shoulder or through a phishing page could be replayed for up to 90 seconds by someone
// who also has the password. Before the plugin verifies a code, this works out which step the code
// is for and claims that step for the user in the database: one conditional UPDATE, so of two
// requests with the same code, on any number of server processes, exactly one gets the step. Steps
// only move forward: once a step is used, it and every earlier one are refused.

/** better-auth's name for the pending-sign-in cookie (before its prefix). */
const TWO_FACTOR_COOKIE = "two_factor";
/** The plugin's allowed clock skew: one step either side of now. */
const SKEW_STEPS = 1;
/** How the plugin marks a secret imported from elsewhere (ours never are). */
const BASE32_PREFIX = "base32:";

/** The code RFC 6238 gives for a step, as the plugin computes it (HMAC-SHA1 over the secret's bytes). */
export function totpAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const digest = createHmac("sha1", Buffer.from(secret, "utf8")).update(counter).digest();
  const offset = (digest[digest.length - 1] ?? 0) & 0x0f;
  const value = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, "0");
}

/** The step (of those the plugin accepts now) whose code this is, or null when it is none of them. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const current = Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
  for (let step = current - SKEW_STEPS; step <= current + SKEW_STEPS; step += 1) {
    if (totpAt(secret, step) === code) return step;
  }
  return null;
}

/**
 * Claims the step for the user: true when no code of this or a later step was accepted before.
 * Atomic (one UPDATE with the condition in its WHERE), so concurrent claims agree.
 */
export async function claimTotpStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

type HookContext = Parameters<typeof getSessionFromCtx>[0];

/** Whose code this is: the signed-in user (confirming set-up), else the pending sign-in's user. */
async function verifyingUserId(ctx: HookContext): Promise<{ userId: string; signingIn: boolean } | null> {
  const current = await getSessionFromCtx(ctx);
  if (current) return { userId: current.user.id, signingIn: false };
  const cookie = ctx.context.createAuthCookie(TWO_FACTOR_COOKIE);
  const pending = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
  if (!pending) return null;
  const verification = await ctx.context.internalAdapter.findVerificationValue(pending);
  return verification ? { userId: verification.value, signingIn: true } : null;
}

/** The secret's bytes as the plugin uses them; null for an imported `base32:` secret, which Kuza never makes. */
async function secretOf(ctx: HookContext, encrypted: string): Promise<string | null> {
  const secret = await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted });
  return secret.startsWith(BASE32_PREFIX) ? null : secret;
}

export type TotpReplay = { userId: string; signingIn: boolean };

/**
 * For POST /two-factor/verify-totp, before the plugin runs: refuses (401, TOTP_CODE_ALREADY_USED)
 * a right code whose step this user already spent, and otherwise claims the step. A wrong code, or
 * a request the plugin will refuse anyway (no pending sign-in, no set-up), passes untouched for the
 * plugin to answer and count. Returns who was refused, for the security log, via `onReplay`.
 */
export async function refuseReplayedTotp(
  ctx: HookContext,
  db: Database,
  code: string,
  onReplay: (replay: TotpReplay) => Promise<void>,
): Promise<void> {
  const who = await verifyingUserId(ctx);
  if (!who) return;
  const [row] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, who.userId))
    .limit(1);
  if (!row) return;
  const secret = await secretOf(ctx, row.secret);
  const step = secret === null ? null : matchingStep(secret, code, Date.now());
  if (step === null) return;
  if (await claimTotpStep(db, who.userId, step)) return;
  await onReplay(who);
  throw new APIError("UNAUTHORIZED", { code: "TOTP_CODE_ALREADY_USED", message: m.server_authTotpCodeUsed() });
}
