import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_RESET_TTL_SECONDS,
  SESSION_IDLE_SECONDS,
  SESSION_REFRESH_SECONDS,
} from "@domain/constants/accounts";
import { ADMIN_MESSAGES } from "@domain/constants/admin";
import { PRODUCT_NAME } from "@domain/constants/shell";
import { currentLocale } from "@domain/i18n/locales";
import { weakPasswordReasons } from "@domain/password-strength";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, getSessionFromCtx } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client";
import * as schema from "../db/schema";
import type { Env } from "../env";
import type { Logger } from "../lib/logger";
import { inLocale } from "../lib/request-locale";
import type { Mailer } from "../mail/mailer";
import { resetPasswordMail } from "../mail/templates";
import {
  type AuthSecurityEvent,
  createSignInGuard,
  requestIpOf,
  signInMethodOf,
  twoFactorChangeOf,
} from "./sign-in-guard";
import { createSignInLock } from "./sign-in-lock";
import { refuseReplayedTotp } from "./totp-replay";
import {
  isPendingSecondStep,
  refuseSocialSignInWithTwoFactor,
  TWO_FACTOR_AUTH_PATHS,
  twoFactorBody,
  twoFactorPlugin,
} from "./two-factor";
import { findSavedLocale } from "./viewer-profile";

/** The header our own server sets from the socket address; any client value is overwritten. */
export const CLIENT_IP_HEADER = "x-kuza-client-ip";
export const AUTH_BASE_PATH = "/api/auth";
/**
 * The better-auth endpoints the app uses; every other one (update-user, change-email, sign-up…)
 * answers 404 from outside. Sign-up goes through POST /api/accounts/register, which checks the
 * role and writes the profile, and calls better-auth's sign-up internally.
 */
const PUBLIC_AUTH_PATHS = [
  /^\/sign-in\/(email|social)$/,
  /^\/callback\/[a-z]+$/,
  /^\/sign-out$/,
  /^\/get-session$/,
  /^\/request-password-reset$/,
  /^\/reset-password(\/[^/]+)?$/,
  /^\/change-password$/,
  /^\/error$/,
  ...TWO_FACTOR_AUTH_PATHS,
];
export function isPublicAuthPath(subPath: string): boolean {
  return PUBLIC_AUTH_PATHS.some((pattern) => pattern.test(subPath));
}

/** better-auth's hash and verify pair; unset means its own scrypt (N 16384, r 16: ~110 ms of CPU). */
export type PasswordHashing = {
  hash: (password: string) => Promise<string>;
  verify: (data: { hash: string; password: string }) => Promise<boolean>;
};

export type AuthDeps = {
  db: Database;
  env: Env;
  mailer: Mailer;
  secret: string;
  logger: Logger;
  passwordHashing?: PasswordHashing;
  /** Writes to the security log (the security-events module, composed in app.ts). */
  recordSecurityEvent: (event: AuthSecurityEvent) => Promise<void>;
};

export function socialProvidersOf(env: Env) {
  return {
    google: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    linkedin: Boolean(env.LINKEDIN_CLIENT_ID && env.LINKEDIN_CLIENT_SECRET),
  };
}

export function createAuth({ db, env, mailer, secret, logger, passwordHashing, recordSecurityEvent }: AuthDeps) {
  const enabled = socialProvidersOf(env);
  const lock = createSignInLock({ db });
  const resetUrl = new URL("/forgot-password", env.appUrl).toString();
  const guard = createSignInGuard(
    { db, lock, mailer, logger, resetUrl, record: recordSecurityEvent },
    CLIENT_IP_HEADER,
  );
  return betterAuth({
    appName: PRODUCT_NAME,
    baseURL: env.appUrl,
    basePath: AUTH_BASE_PATH,
    secret,
    trustedOrigins: env.trustedOrigins,
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    // Idle lifetime: a session unused for SESSION_IDLE_SECONDS ends; use pushes its expiry forward at
    // most once per SESSION_REFRESH_SECONDS. The absolute cap (SESSION_ABSOLUTE_SECONDS from sign-in)
    // is a database trigger on expires_at (migration 0011), so every reader of the row obeys it.
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_REFRESH_SECONDS },
    plugins: [twoFactorPlugin()],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: true,
      ...(passwordHashing && { password: passwordHashing }),
      resetPasswordTokenExpiresIn: PASSWORD_RESET_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // A reset proves the owner: it ends a pause on wrong passwords at once (decision 021).
      onPasswordReset: ({ user }) => lock.clear(user.email),
      sendResetPassword: async ({ user, url }) => {
        try {
          // In the user's saved language, else the language of the page that asked.
          const locale = (await findSavedLocale(db, user.id)) ?? currentLocale();
          await mailer.send(inLocale(locale, () => resetPasswordMail({ to: user.email, name: user.name, url })));
        } catch (error) {
          // The caller always hears "sent" (no account enumeration); the failure is ours to see.
          logger.error(`reset e-mail to ${user.email} failed`, { error: String(error) });
        }
      },
    },
    // Social sign-in is for existing Kuza accounts only: a new account must pick its role on
    // /register, so the providers never create users; they link to the account with that e-mail.
    socialProviders: {
      ...(enabled.google && {
        google: {
          clientId: env.GOOGLE_CLIENT_ID as string,
          clientSecret: env.GOOGLE_CLIENT_SECRET as string,
          disableImplicitSignUp: true,
        },
      }),
      ...(enabled.linkedin && {
        linkedin: {
          clientId: env.LINKEDIN_CLIENT_ID as string,
          clientSecret: env.LINKEDIN_CLIENT_SECRET as string,
          disableImplicitSignUp: true,
        },
      }),
    },
    account: { accountLinking: { enabled: true, trustedProviders: ["google", "linkedin"] } },
    rateLimit: {
      // On everywhere, including development; only a test run may say AUTH_RATE_LIMIT=off.
      enabled: env.AUTH_RATE_LIMIT === "on",
      storage: "database",
      modelName: "rateLimit",
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: env.appUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // better-auth skips its origin and redirect-URL checks when NODE_ENV=test; keep them on
      // everywhere so tests see what production does.
      disableOriginCheck: false,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const twoFactorInput = twoFactorBody(ctx.path, ctx.body);
        if (twoFactorInput) {
          if (ctx.path === "/two-factor/verify-totp") {
            await refuseReplayedTotp(ctx, db, String(twoFactorInput.code), ({ userId, signingIn }) =>
              recordSecurityEvent({
                kind: "totp_replay_refused",
                userId,
                ip: requestIpOf(ctx, CLIENT_IP_HEADER),
                detail: { during: signingIn ? "sign_in" : "setup" },
              }),
            );
          }
          return { context: { ...ctx, body: twoFactorInput } };
        }
        await guard.before(ctx);
        if (ctx.path === "/sign-out") {
          // The spec's global scope: signing out ends every session of the user, not just this one.
          const current = await getSessionFromCtx(ctx);
          if (current) await ctx.context.internalAdapter.deleteUserSessions(current.user.id);
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const reasons = weakPasswordReasons(String(ctx.body?.newPassword ?? ""));
          if (reasons.length > 0)
            throw new APIError("BAD_REQUEST", { code: "WEAK_PASSWORD", message: reasons.join(". ") });
        }
        if (ctx.path === "/change-password") {
          // Like sign-out and reset: a new password ends every other session of the user, whatever
          // the client sends (better-auth's revokeOtherSessions defaults to false). better-auth then
          // issues this device a fresh session, so the user stays signed in where they changed it.
          return { context: { ...ctx, body: { ...ctx.body, revokeOtherSessions: true } } };
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        await guard.after(ctx);
      }),
    },
    databaseHooks: {
      session: {
        create: {
          // A banned account gets no session, by password or by a provider, and is told why.
          before: async (session, ctx) => {
            const [ban] = await db
              .select({ reason: schema.userBans.reason })
              .from(schema.userBans)
              .where(eq(schema.userBans.userId, session.userId))
              .limit(1);
            if (ban) {
              throw new APIError("FORBIDDEN", {
                code: "ACCOUNT_BANNED",
                message: ADMIN_MESSAGES.bannedSignIn.replace("{reason}", ban.reason),
              });
            }
            await refuseSocialSignInWithTwoFactor(db, session.userId, ctx?.path);
          },
          after: async (session, ctx) => {
            // The password step of a two-step sign-in is not a sign-in yet: the code's step is.
            const pending = await isPendingSecondStep(db, session.userId, ctx?.path);
            const method = signInMethodOf(ctx, pending);
            if (method) {
              const ip = requestIpOf(ctx, CLIENT_IP_HEADER);
              await recordSecurityEvent({ kind: "sign_in_succeeded", userId: session.userId, ip, detail: { method } });
            }
            if (pending) return;
            await db
              .update(schema.profiles)
              .set({ lastLoginAt: new Date() })
              .where(eq(schema.profiles.id, session.userId));
          },
        },
      },
      user: {
        update: {
          after: async (changed, ctx) => {
            const kind = twoFactorChangeOf(ctx?.path, Boolean(changed.twoFactorEnabled));
            if (kind) await recordSecurityEvent({ kind, userId: changed.id, ip: requestIpOf(ctx, CLIENT_IP_HEADER) });
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
