import { m } from "@i18n/messages";
import { z } from "zod";
import { JURISDICTIONS } from "../due-diligence/documents-constants";
import { ZUploadQuerySchema } from "../due-diligence/documents-schemas";
import { atMost, zText } from "../schemas/fields";
import { SCAN_STATUSES } from "../uploads/scan-status";
import {
  ADMIN_VERIFICATIONS_PAGE_SIZE,
  INVESTOR_VERIFICATION_KINDS,
  VERIFICATION_MESSAGES as M,
  REQUESTER_STATUSES,
  VERIFICATION_REASON_MAX,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_SUBJECTS,
} from "./constants";
import { REGISTRATION_NUMBER_MAX, REGISTRATION_NUMBER_MESSAGES } from "./registration-numbers";

// The verification API's contract (issue 19). The uploads carry the file as their body, so the
// details travel in the query, checked by the same schema as the form's fields.

const registrationRequired = { error: () => REGISTRATION_NUMBER_MESSAGES.required };
const ZRegistrationNumber = zText(registrationRequired)
  .trim()
  .min(1, registrationRequired)
  .max(REGISTRATION_NUMBER_MAX, { error: () => REGISTRATION_NUMBER_MESSAGES.tooLong });

/**
 * PUT /api/uploads/verification/business?name=…&registrationNumber=…, the certificate as the body.
 * The number's shape depends on the business's country, which the server reads from the business
 * (registrationNumberProblem); the founder's form asks the same function.
 */
export const ZBusinessVerificationQuerySchema = ZUploadQuerySchema.extend({ registrationNumber: ZRegistrationNumber });

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
const optional = (max: number) => z.preprocess(blankToNull, zText().trim().max(max, atMost(max)).nullish());

const legalNameRequired = { error: () => M.legalNameRequired };
const investorFields = {
  legalName: zText(legalNameRequired).trim().min(2, legalNameRequired).max(160, atMost(160)),
  kind: z.enum(INVESTOR_VERIFICATION_KINDS, { error: () => m.domain_verificationChooseKind() }),
  firmName: optional(160),
  firmWebsite: optional(300).refine((v) => !v || /^https?:\/\/[^\s/]+\.[^\s]+$/.test(v), {
    error: () => M.firmWebsiteRequired,
  }),
  firmRegistrationNumber: optional(REGISTRATION_NUMBER_MAX),
};

/** A firm names itself, its website and its registration; an individual sends none of them (kept null). */
function firmDetails(
  value: {
    kind: string;
    firmName?: string | null;
    firmWebsite?: string | null;
    firmRegistrationNumber?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (value.kind !== "firm") return;
  const missing = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
  if (!value.firmName) missing("firmName", M.firmNameRequired);
  if (!value.firmWebsite) missing("firmWebsite", M.firmWebsiteRequired);
  if (!value.firmRegistrationNumber) missing("firmRegistrationNumber", M.firmNumberRequired);
}

/** The investor's form. */
export const ZInvestorVerificationInputSchema = z.object(investorFields).superRefine(firmDetails);
export type TInvestorVerificationInput = z.input<typeof ZInvestorVerificationInputSchema>;

/** PUT /api/uploads/verification/investor?name=…&legalName=…&kind=…, the document as the body. */
export const ZInvestorVerificationQuerySchema = ZUploadQuerySchema.extend(investorFields).superRefine(firmDetails);

/** One request, as its requester and the admins see it. */
export const ZVerificationRequestSchema = z.object({
  id: zText(),
  subject: z.enum(VERIFICATION_SUBJECTS),
  status: z.enum(VERIFICATION_REQUEST_STATUSES),
  createdAt: zText(),
  reviewedAt: zText().nullable(),
  rejectionReason: zText().nullable(),
  fileName: zText(),
  fileSize: z.number(),
  fileType: zText(),
  /** Whether the virus scanner checked the document ("not_scanned" when none was configured). */
  scanStatus: z.enum(SCAN_STATUSES),
  /** The business's (business requests). */
  businessId: zText().nullable(),
  businessName: zText().nullable(),
  incorporationCountry: zText().nullable(),
  jurisdiction: z.enum(JURISDICTIONS).nullable(),
  registrationNumber: zText().nullable(),
  /** The investor's (investor requests). */
  legalName: zText().nullable(),
  investorKind: z.enum(INVESTOR_VERIFICATION_KINDS).nullable(),
  firmName: zText().nullable(),
  firmWebsite: zText().nullable(),
  firmRegistrationNumber: zText().nullable(),
});
export type TVerificationRequest = z.infer<typeof ZVerificationRequestSchema>;

const ZRequesterStatus = { status: z.enum(REQUESTER_STATUSES), latest: ZVerificationRequestSchema.nullable() };

/** GET /api/founder/verification (and the uploads' answer): the business's verification. */
export const ZBusinessVerificationSchema = z.object({
  ...ZRequesterStatus,
  verifiedAt: zText().nullable(),
  /** Null before the founder creates the business. */
  business: z
    .object({
      id: zText(),
      businessName: zText(),
      incorporationCountry: zText().nullable(),
      jurisdiction: z.enum(JURISDICTIONS),
    })
    .nullable(),
});
export type TBusinessVerification = z.infer<typeof ZBusinessVerificationSchema>;

/** GET /api/investor/verification (and the upload's answer): the investor's verification. */
export const ZInvestorVerificationSchema = z.object({
  ...ZRequesterStatus,
  /** The profile's name, to prefill the legal name. */
  fullName: zText(),
});
export type TInvestorVerification = z.infer<typeof ZInvestorVerificationSchema>;

/** A pending request in the admins' queue, with who sent it. */
const ZAdminVerificationSchema = ZVerificationRequestSchema.extend({
  requesterId: zText(),
  requesterName: zText(),
  requesterEmail: zText(),
});
export type TAdminVerification = z.infer<typeof ZAdminVerificationSchema>;

export const ZAdminVerificationListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_VERIFICATIONS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const ZAdminVerificationPageSchema = z.object({
  items: z.array(ZAdminVerificationSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
});
export type TAdminVerificationPage = z.infer<typeof ZAdminVerificationPageSchema>;

/** POST /api/admin/verifications/{id}/reject. */
export const ZVerificationRejectSchema = z.object({
  reason: zText({ error: () => M.reasonRequired })
    .trim()
    .min(1, { error: () => M.reasonRequired })
    .max(VERIFICATION_REASON_MAX, atMost(VERIFICATION_REASON_MAX)),
});
