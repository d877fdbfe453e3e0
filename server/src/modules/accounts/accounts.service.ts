import { VALIDATION_MESSAGES } from "@domain/constants/accounts";
import type { Locale } from "@domain/i18n/locales";
import { weakPasswordReasons } from "@domain/password-strength";
import type { TProfile, ZRegisterRequestSchema } from "@domain/schemas/accounts";
import { m } from "@i18n/messages";
import type { z } from "zod";
import type { AppDeps } from "../../app-env";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER } from "../../auth/auth";
import { findProfile } from "../../auth/viewer-profile";
import { alreadyRegistered } from "../../lib/account-texts";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError, tooManyAttempts } from "../../lib/errors";
import { deleteUser, findUserByEmail, insertProfile, recordAdminCreated, setUserLocale } from "./accounts.queries";

type RegisterInput = z.output<typeof ZRegisterRequestSchema>;

/**
 * Creates the account through better-auth's own sign-up endpoint (so its rate limit and
 * session cookie apply), then the profile with the role. If the profile cannot be written,
 * the account is removed again so no user is left without a role.
 */
export async function registerAccount(
  deps: AppDeps,
  input: RegisterInput,
  clientIp: string,
  /** The language the visitor chose before registering (the kuza-locale cookie), kept as theirs. */
  chosenLocale: Locale | null = null,
): Promise<{ profile: TProfile; setCookies: string[] }> {
  const weak = weakPasswordReasons(input.password);
  if (weak.length > 0) throw new AppError("VALIDATION_FAILED", weak.join(". "), { password: weak });
  // No "is this e-mail taken?" lookup here: it would answer before better-auth's rate limit.
  // A taken address comes back from sign-up itself and is mapped to the same 409 below.

  const response = await deps.auth.handler(
    new Request(`${deps.env.appUrl}${AUTH_BASE_PATH}/sign-up/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: deps.env.appUrl, [CLIENT_IP_HEADER]: clientIp },
      body: JSON.stringify({ email: input.email, password: input.password, name: input.fullName }),
    }),
  );
  if (!response.ok) throw await signUpFailure(response);
  const created = (await response.json()) as { user: { id: string } };

  try {
    const profile = await insertProfile(deps.db, {
      id: created.user.id,
      email: input.email,
      role: input.role,
      fullName: input.fullName,
      phone: input.phone === "" ? null : input.phone,
      investorType: input.role === "investor" ? (input.investorType ?? null) : null,
      // Registering signs the user in, but that session was made before this row existed.
      lastLoginAt: new Date(),
    });
    if (chosenLocale) await setUserLocale(deps.db, created.user.id, chosenLocale);
    // A new investor joins the directory's shared total (lib/catalogue-cache).
    if (input.role === "investor") forgetCatalogueReads(deps.db);
    return { profile, setCookies: response.headers.getSetCookie() };
  } catch (error) {
    await deleteUser(deps.db, created.user.id);
    throw error;
  }
}

async function signUpFailure(response: Response): Promise<AppError> {
  const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
  if (response.status === 429) return new AppError("RATE_LIMITED", tooManyAttempts());
  if (response.status >= 500) return new AppError("INTERNAL", m.server_somethingWentWrong());
  if (body.code?.startsWith("USER_ALREADY_EXISTS")) {
    const taken = m.server_emailTaken();
    return new AppError("CONFLICT", taken, { email: [taken] });
  }
  if (body.code === "PASSWORD_TOO_SHORT" || body.code === "PASSWORD_TOO_LONG") {
    const message = body.message ?? VALIDATION_MESSAGES.weakPasswordLength;
    return new AppError("VALIDATION_FAILED", message, { password: [message] });
  }
  return new AppError("VALIDATION_FAILED", body.message ?? m.server_accountNotCreated());
}

/**
 * Admins are never self-registered: this is called by `npm run create-admin` and by the server
 * at start when ADMIN_EMAIL and ADMIN_PASSWORD are set. An existing admin is left as it is.
 */
export async function ensureAdmin(
  deps: Pick<AppDeps, "db" | "auth">,
  input: { email: string; password: string; fullName?: string },
): Promise<{ created: boolean; profile: TProfile }> {
  const email = input.email.trim().toLowerCase();
  const weak = weakPasswordReasons(input.password);
  if (weak.length > 0)
    throw new AppError("VALIDATION_FAILED", m.server_adminPasswordRefused({ reasons: weak.join(". ") }));
  const existing = await findUserByEmail(deps.db, email);
  if (existing) {
    const profile = await findProfile(deps.db, existing.id);
    if (profile?.role === "admin") return { created: false, profile };
    throw new AppError("CONFLICT", alreadyRegistered(email, profile?.role ?? null));
  }
  const ctx = await deps.auth.$context;
  const fullName = input.fullName ?? "Admin User";
  const user = await ctx.internalAdapter.createUser(
    { email, name: fullName, emailVerified: true },
    { method: "admin" },
  );
  await ctx.internalAdapter.linkAccount({
    userId: user.id,
    providerId: "credential",
    accountId: user.id,
    password: await ctx.password.hash(input.password),
  });
  // The only place a role is granted after sign-up (no route changes a role): the security log
  // records the new admin with their profile, in one transaction.
  const profile = await deps.db.transaction(async (tx) => {
    const made = await insertProfile(tx, {
      id: user.id,
      email,
      role: "admin",
      fullName,
      phone: null,
      investorType: null,
    });
    await recordAdminCreated(tx, user.id);
    return made;
  });
  return { created: true, profile };
}
