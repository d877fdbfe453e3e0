import { z } from "zod";
import {
  FULL_NAME_MIN_LENGTH,
  INVESTOR_TYPES,
  VALIDATION_MESSAGES as M,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REGISTRATION_INVESTOR_TYPES,
  ROLES,
  SELF_REGISTER_ROLES,
} from "../constants";

// Field schemas defined once and reused by every form and route.

export const ZEmail = z
  .string({ error: M.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: M.email }));

export const ZPassword = z
  .string({ error: M.passwordLength })
  .min(PASSWORD_MIN_LENGTH, { error: M.passwordLength })
  .max(PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PASSWORD_MAX_LENGTH} characters` });

export const ZFullName = z
  .string({ error: M.fullName })
  .trim()
  .min(FULL_NAME_MIN_LENGTH, { error: M.fullName })
  .max(120, { error: "Full name must be at most 120 characters" });

export const ZPhone = z
  .string()
  .trim()
  .max(32, { error: "Phone number must be at most 32 characters" })
  .regex(/^[+()\d\s-]*$/, { error: "Phone number may contain only digits, spaces, +, - and brackets" });

export const ZRole = z.enum(ROLES);
export const ZSelfRegisterRole = z.enum(SELF_REGISTER_ROLES, { error: M.role });
export const ZInvestorType = z.enum(INVESTOR_TYPES);
export const ZRegistrationInvestorType = z.enum(REGISTRATION_INVESTOR_TYPES, { error: M.investorTypeRequired });
