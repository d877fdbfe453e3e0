import { m } from "@i18n/messages";
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
import { localized } from "../i18n/localized";
// zod's own messages in the reader's language, for the rules given none of ours.
import "./zod-messages";

// Field schemas defined once and reused by every form and route. Their messages are read when a
// value is checked (`{ error: () => ... }`), so the form speaks the browser's language and the
// route the request's: a string given at schema creation would freeze the first reader's.

export const FIELD_MESSAGES = localized({
  nul: m.domain_fieldNul,
  loneSurrogate: m.domain_fieldLoneSurrogate,
});

/** "Must be at most 500 characters", in the reader's language when the check fails. */
export const atMost = (max: number) => ({ error: () => m.domain_fieldMaxLength({ max }) });

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
    .refine((value) => !value.includes("\u0000"), { error: () => FIELD_MESSAGES.nul })
    .refine((value) => !LONE_SURROGATE.test(value), { error: () => FIELD_MESSAGES.loneSurrogate });

const email = { error: () => M.email };
export const ZEmail = zText(email).trim().toLowerCase().pipe(z.email(email));

const passwordLength = { error: () => M.passwordLength };
export const ZPassword = zText(passwordLength)
  .min(PASSWORD_MIN_LENGTH, passwordLength)
  .max(PASSWORD_MAX_LENGTH, { error: () => m.domain_fieldPasswordMax({ max: PASSWORD_MAX_LENGTH }) });

/** The longest full name kept. */
export const FULL_NAME_MAX_LENGTH = 120;
export const fullNameTooLong = { error: () => m.domain_fieldFullNameMax({ max: FULL_NAME_MAX_LENGTH }) };
const fullName = { error: () => M.fullName };
export const ZFullName = zText(fullName)
  .trim()
  .min(FULL_NAME_MIN_LENGTH, fullName)
  .max(FULL_NAME_MAX_LENGTH, fullNameTooLong);

const PHONE_MAX_LENGTH = 32;
export const ZPhone = zText()
  .trim()
  .max(PHONE_MAX_LENGTH, { error: () => m.domain_fieldPhoneMax({ max: PHONE_MAX_LENGTH }) })
  .regex(/^[+()\d\s-]*$/, { error: () => m.domain_fieldPhoneCharacters() });

export const ZRole = z.enum(ROLES);
export const ZSelfRegisterRole = z.enum(SELF_REGISTER_ROLES, { error: () => M.role });
export const ZInvestorType = z.enum(INVESTOR_TYPES);
export const ZRegistrationInvestorType = z.enum(REGISTRATION_INVESTOR_TYPES, { error: () => M.investorTypeRequired });

/** An optional free text: trimmed, at most `max` characters; empty becomes null. */
export const optionalText = (max: number) =>
  zText()
    .trim()
    .max(max, atMost(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** An optional link: a full http(s) address or one of our own /files/ paths; empty becomes null. */
export const optionalUrl = zText()
  .trim()
  .max(500)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https?:\/\/|^\/files\//.test(v), {
    error: () => m.domain_fieldHttpsLink(),
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
    error: () => m.domain_fieldImage(),
  });

/** List filters: an empty value or "all" means no filter. */
export const emptyToUndefined = (v: unknown) => (v === "" || v === "all" ? undefined : v);
