import { z } from "zod";
import { atMost, zText } from "../../schemas/fields";
import { fullNameMatches } from "./full-name";
import { NDA_MESSAGES as M, NDA_ACCEPTANCE_KINDS, NDA_NAME_MAX, NDA_REQUIREMENTS } from "./nda-constants";
import type { NdaText } from "./standard-nda-types";

// The NDA's API contract: the founder's setting, what a party of a process sees, the acceptance.

/** PUT /api/due-diligence/businesses/{id}/nda: none or the standard text (a PDF comes by upload). */
export const ZNdaSettingInputSchema = z.object({ requirement: z.enum(["none", "standard"]) });
export type TNdaSettingInput = z.infer<typeof ZNdaSettingInputSchema>;

const ZNdaFileSchema = z.object({
  fileName: zText(),
  fileSize: z.number(),
  sha256: zText(),
  uploadedAt: zText(),
});

const ZNdaSettingSchema = z.object({
  requirement: z.enum(NDA_REQUIREMENTS),
  /** The version a standard requirement offers. */
  standardVersion: zText(),
  /** The founder's PDF, when the requirement is custom. */
  file: ZNdaFileSchema.nullable(),
});
export type TNdaSetting = z.infer<typeof ZNdaSettingSchema>;
export const ZNdaSettingAnswerSchema = z.object({ nda: ZNdaSettingSchema });

const ZNdaAcceptanceSchema = z.object({
  investorName: zText(),
  typedName: zText(),
  acceptedAt: zText(),
  ip: zText().nullable(),
  kind: z.enum(NDA_ACCEPTANCE_KINDS),
  textVersion: zText().nullable(),
  textLocale: zText().nullable(),
  fileSha256: zText().nullable(),
});
export type TNdaAcceptance = z.infer<typeof ZNdaAcceptanceSchema>;

const ZNdaTextSchema = z.object({
  title: zText(),
  preamble: z.array(zText()),
  sections: z.array(z.tuple([zText(), zText()])),
}) satisfies z.ZodType<NdaText>;

/** GET /api/due-diligence/{id}/nda: what the process's NDA is now, and whether it was accepted. */
export const ZProcessNdaSchema = z.object({
  requirement: z.enum(NDA_REQUIREMENTS),
  /** The profile's full name the investor must type. */
  investorName: zText(),
  businessName: zText(),
  /** The standard text in the reader's language, filled in for today (when required). */
  standard: z.object({ version: zText(), text: ZNdaTextSchema }).nullable(),
  /** The founder's PDF (when required): read through GET /api/due-diligence/{id}/nda/file. */
  file: z.object({ fileName: zText(), fileSize: z.number(), sha256: zText() }).nullable(),
  acceptance: ZNdaAcceptanceSchema.nullable(),
});
export type TProcessNda = z.infer<typeof ZProcessNdaSchema>;

/**
 * POST /api/due-diligence/{id}/nda/accept. `ndaId` names what was read (the standard version or
 * the PDF's SHA-256): if the founder changed the NDA meanwhile the server refuses (409).
 */
export const ZNdaAcceptInputSchema = z.object({
  fullName: zText({ error: () => M.nameRequired })
    .trim()
    .min(1, { error: () => M.nameRequired })
    .max(NDA_NAME_MAX, atMost(NDA_NAME_MAX)),
  ndaId: zText().trim().min(1).max(128),
});
export type TNdaAcceptInput = z.infer<typeof ZNdaAcceptInputSchema>;

/** Why the typed name cannot accept (it is not the profile's), or null. The route and the form both ask. */
export function ndaNameProblem(typed: string, profileName: string): string | null {
  if (typed.trim() === "") return M.nameRequired;
  return fullNameMatches(typed, profileName) ? null : M.nameMismatch(profileName);
}

/** The form's schema: the input's rules plus the name check against the investor's profile. */
export const ndaAcceptFormSchema = (profileName: string) =>
  ZNdaAcceptInputSchema.superRefine((input, ctx) => {
    const problem = ndaNameProblem(input.fullName, profileName);
    if (problem) ctx.addIssue({ code: "custom", path: ["fullName"], message: problem });
  });

export const ZNdaAcceptAnswerSchema = z.object({ acceptance: ZNdaAcceptanceSchema });
