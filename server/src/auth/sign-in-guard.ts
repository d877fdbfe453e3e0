import { ACCOUNT_SIGN_IN_LOCK_SECONDS } from "@domain/constants/accounts";
import { currentLocale } from "@domain/i18n/locales";
import type { SecurityEventKind } from "@domain/security-events/security-event-kinds";
import { m } from "@i18n/messages";
import type { GenericEndpointContext } from "better-auth";
import { APIError, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { user } from "../db/schema";
import type { Logger } from "../lib/logger";
import { inLocale } from "../lib/request-locale";
import type { Mailer } from "../mail/mailer";
import { signInLockedMail } from "../mail/sign-in-locked-mail";
import type { SignInLock } from "./sign-in-lock";
import { findSavedLocale } from "./viewer-profile";

// The password sign-in's guard and its entries in the security log (issue 21): the per-account
// pause on wrong passwords (sign-in-lock.ts, decision 021), `sign_in_failed` for each wrong or
// paused attempt, `account_sign_in_locked` when a pause starts (with an e-mail to the owner), and
// `sign_in_succeeded` when a session is made by a sign-in.

/** A row for the security log, as auth hands it to the security-events module (composed in app.ts). */
export type AuthSecurityEvent = {
  kind: SecurityEventKind;
  userId: string | null;
  ip?: string | null;
  detail?: Record<string, string | number | boolean | null>;
};

export type SignInGuardDeps = {
  db: Database;
  lock: SignInLock;
  mailer: Mailer;
  logger: Logger;
  /** Where the owner resets the password (the forgot-password page). */
  resetUrl: string;
  record: (event: AuthSecurityEvent) => Promise<void>;
};

const PASSWORD_SIGN_IN_PATH = "/sign-in/email";

type Ctx = Pick<GenericEndpointContext, "body" | "path" | "context" | "headers" | "request" | "params">;

/** The client address our route stamped on the request (auth.routes.ts), if any. */
export function requestIpOf(ctx: Pick<Ctx, "headers" | "request"> | null | undefined, header: string): string | null {
  return ctx?.headers?.get(header) ?? ctx?.request?.headers.get(header) ?? null;
}

function emailOf(ctx: Ctx): string {
  const email = (ctx.body as { email?: unknown } | undefined)?.email;
  return typeof email === "string" ? email.trim().toLowerCase() : "";
}

async function accountOf(db: Database, email: string) {
  const [row] = await db.select({ id: user.id, name: user.name }).from(user).where(eq(user.email, email)).limit(1);
  return row ?? null;
}

export function createSignInGuard(deps: SignInGuardDeps, ipHeader: string) {
  const { db, lock, record } = deps;

  async function mailOwner(owner: { id: string; name: string }, email: string) {
    try {
      const locale = (await findSavedLocale(db, owner.id)) ?? currentLocale();
      await deps.mailer.send(
        inLocale(locale, () => signInLockedMail({ to: email, name: owner.name, resetUrl: deps.resetUrl })),
      );
    } catch (error) {
      deps.logger.error(`sign-in pause e-mail to ${email} failed`, { error: String(error) });
    }
  }

  return {
    /** Before /sign-in/email: a paused e-mail is refused (429) before its password is checked. */
    async before(ctx: Ctx): Promise<void> {
      if (ctx.path !== PASSWORD_SIGN_IN_PATH) return;
      const email = emailOf(ctx);
      if (!email || (await lock.lockedUntil(email)) === null) return;
      const owner = await accountOf(db, email);
      const ip = requestIpOf(ctx, ipHeader);
      await record({
        kind: "sign_in_failed",
        userId: owner?.id ?? null,
        ip,
        detail: { email, reason: "account_locked" },
      });
      throw new APIError("TOO_MANY_REQUESTS", {
        code: "ACCOUNT_SIGN_IN_LOCKED",
        message: m.server_authAccountSignInLocked({ minutes: ACCOUNT_SIGN_IN_LOCK_SECONDS / 60 }),
      });
    },

    /** After /sign-in/email: a wrong password is logged and counted toward the account's pause. */
    async after(ctx: Ctx): Promise<void> {
      if (ctx.path !== PASSWORD_SIGN_IN_PATH) return;
      const returned = (ctx.context as { returned?: unknown }).returned;
      if (!isAPIError(returned) || returned.body?.code !== "INVALID_EMAIL_OR_PASSWORD") return;
      const email = emailOf(ctx);
      if (!email) return;
      const owner = await accountOf(db, email);
      const ip = requestIpOf(ctx, ipHeader);
      const reason = owner ? "wrong_password" : "unknown_account";
      await record({ kind: "sign_in_failed", userId: owner?.id ?? null, ip, detail: { email, reason } });
      const { lockedNow } = await lock.recordFailure(email);
      if (!lockedNow) return;
      await record({ kind: "account_sign_in_locked", userId: owner?.id ?? null, ip, detail: { email } });
      if (owner) await mailOwner(owner, email);
    },
  };
}

/**
 * How a session just created was signed in to, or null when it is no sign-in: registration, a
 * password change, turning two-step sign-in on or off (each swaps in a fresh session), or the
 * password step of a two-step sign-in (`pendingSecondStep`).
 */
export function signInMethodOf(ctx: Ctx | null | undefined, pendingSecondStep: boolean): string | null {
  switch (ctx?.path) {
    case PASSWORD_SIGN_IN_PATH:
      return pendingSecondStep ? null : "password";
    // These two also run for a signed-in user confirming set-up; a sign-in has no session yet.
    case "/two-factor/verify-totp":
      return ctx.context.session ? null : "totp";
    case "/two-factor/verify-backup-code":
      return ctx.context.session ? null : "recovery_code";
    case "/callback/:id":
      return typeof ctx.params?.id === "string" ? ctx.params.id : "social";
    default:
      return null;
  }
}

/** The security-log kind for a change of a user's two-step sign-in, by the path that made it. */
export function twoFactorChangeOf(path: string | undefined, enabled: boolean): SecurityEventKind | null {
  if (path === "/two-factor/verify-totp" && enabled) return "two_factor_enabled";
  if (path === "/two-factor/disable" && !enabled) return "two_factor_disabled";
  return null;
}
