import { z } from "zod";
import {
  FULL_NAME_MIN_LENGTH,
  VALIDATION_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  SELF_REGISTER_ROLES,
} from "../constants/accounts";
import { INVESTOR_TYPES, REGISTRATION_INVESTOR_TYPES } from "../constants/investors";

// Field schemas defined once and reused by every form and route.

export const NUL_MESSAGE = "Text cannot contain a NUL character";
export const LONE_SURROGATE_MESSAGE = "Text contains an invalid character";

/** Half of a UTF-16 surrogate pair standing alone: not a character, and not valid Unicode. */
const LONE_SURROGATE = /\p{Surrogate}/u;

/**
 * The string every text schema starts from: z.string() that refuses U+0000 and lone surrogates.
 * PostgreSQL cannot store NUL in text, nor a lone surrogate in jsonb (JSON writes it "\ud800"),
 * so one that got through would fail its query with a 500 instead of a 400.
 */
export const zText = (params?: Parameters<typeof z.string>[0]) =>
  z
    .string(params)
    .refine((value) => !value.includes("\u0000"), { error: NUL_MESSAGE })
    .refine((value) => !LONE_SURROGATE.test(value), { error: LONE_SURROGATE_MESSAGE });

export const ZEmail = zText({ error: M.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.email }));

export const ZPassword = zText({ error: M.passwordLength })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const ZFullName = zText({ error: M.fullName })
  .trim()
  .min(FULL_NAME_MIN_LENGTH, { error: M.fullName })
  .max(120, { error: "Full name must be at most 120 characters" });

export const ZPhone = zText()
  .trim()
  .max(32, { error: "Phone number must be at most 32 characters" })
  .regex(/^[+()\d\s-]*$/, { error: "Phone number may contain only digits, spaces, +, - and brackets" });

export const ZRole = z.enum(ROLES);
export const ZSelfRegisterRole = z.enum(SELF_REGISTER_ROLES, { error: M.role });
export const ZInvestorType = z.enum(INVESTOR_TYPES);
export const ZRegistrationInvestorType = z.enum(REGISTRATION_INVESTOR_TYPES, { error: M.investorTypeRequired });

/** An optional free text: trimmed, at most `max` characters; empty becomes null. */
export const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional link: a full http(s) address or one of our own /files/ paths; empty becomes null. */
export const optionalUrl = zText()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/|^\/files\//.test(v), {
    error: "Enter a full link starting with https://",
  });

/**
 * An optional image to show in an <img src>: an https address or one of our own uploads (the
 * upload route answers /files/public/...); empty becomes null. Nothing else: no javascript: or
 * data: URLs, no plain http (mixed content on an https page).
 */
export const optionalImageUrl = zText()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https:\/\/[^/\s]|^\/files\/public\/[^/\s]/.test(v), {
    error: "Upload an image, or enter a full link starting with https://",
  });

/** List filters: an empty value or "all" means no filter. */
export const emptyToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);
