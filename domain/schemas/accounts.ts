import { z } from "zod";
import { VALIDATION_MESSAGES as M } from "../constants/accounts";
import { ZLocaleSchema } from "../i18n/locale-schemas";
import {
  ZEmail,
  ZFullName,
  ZInvestorType,
  ZPassword,
  ZPhone,
  ZRegistrationInvestorType,
  ZRole,
  ZSelfRegisterRole,
  zText,
} from "./fields";

const registerFields = {
  role: ZSelfRegisterRole,
  fullName: ZFullName,
  email: ZEmail,
  phone: ZPhone.optional().default(""),
  investorType: ZRegistrationInvestorType.optional(),
  password: ZPassword,
};

type InvestorTypeInput = { role: string; investorType?: string | undefined };

/** Investors must say what kind of investor they are; founders never carry a type. */
function checkInvestorType(value: InvestorTypeInput, ctx: z.RefinementCtx) {
  if (value.role === "investor" && !value.investorType) {
    ctx.addIssue({ code: "custom", path: ["investorType"], message: M.investorTypeRequired });
  }
}

/** The API contract of POST /api/accounts/register. */
export const ZRegisterRequestSchema = z
  .object(registerFields)
  .superRefine(checkInvestorType)
  .transform((v) => ({ ...v, investorType: v.role === "investor" ? v.investorType : undefined }));
export type TRegisterRequest = z.input<typeof ZRegisterRequestSchema>;

/** The /register form: the request plus the confirmation the server does not need. */
export const ZRegisterFormSchema = z
  .object({ ...registerFields, confirmPassword: zText() })
  .superRefine((value, ctx) => {
    checkInvestorType(value, ctx);
    if (value.password !== value.confirmPassword) {
      ctx.addIssue({ code: "custom", path: ["confirmPassword"], message: M.passwordsMismatch });
    }
  });

export const ZLoginSchema = z.object({ email: ZEmail, password: ZPassword });
export type TLogin = z.infer<typeof ZLoginSchema>;

export const ZForgotPasswordSchema = z.object({ email: ZEmail });
export type TForgotPassword = z.infer<typeof ZForgotPasswordSchema>;

export const ZResetPasswordFormSchema = z
  .object({ password: ZPassword, confirmPassword: zText() })
  .refine((v) => v.password === v.confirmPassword, { path: ["confirmPassword"], error: () => M.passwordsMismatch });
export type TResetPasswordForm = z.infer<typeof ZResetPasswordFormSchema>;

export const ZProfileSchema = z.object({
  id: zText(),
  email: zText(),
  role: ZRole,
  fullName: zText(),
  phone: zText().nullable(),
  investorType: ZInvestorType.nullable(),
  lastLoginAt: zText().nullable(),
});
export type TProfile = z.infer<typeof ZProfileSchema>;

/**
 * GET /api/me: the signed-in user and their profile (null for an account without a role yet), and
 * the language they saved (null: not chosen yet). The server always sends `locale`; it is optional
 * in the type so that a viewer made by hand (a test's) need not say it.
 */
export const ZMeSchema = z.object({
  user: z.object({ id: zText(), email: zText(), name: zText() }),
  profile: ZProfileSchema.nullable(),
  locale: ZLocaleSchema.nullable().optional(),
  /** The IANA time zone of the user's e-mails (null: not sent yet); optional like `locale`. */
  timeZone: zText().nullable().optional(),
});
export type TMe = z.infer<typeof ZMeSchema>;
