import { z } from "zod";
import {
  ADMIN_CAMPAIGNS_PAGE_SIZE,
  ADMIN_MESSAGES,
  ADMIN_USERS_PAGE_SIZE,
  BAN_REASON_MAX,
  CAMPAIGN_REVIEW_DECISIONS,
  REVIEW_REASON_MAX,
  SUPPORT_MESSAGE_MAX,
  SUPPORT_MESSAGES,
  SUPPORT_SUBJECT_MAX,
} from "../constants/admin";
import { CAMPAIGN_STATUSES } from "../constants/campaigns";
import { atMost, emptyToUndefined, ZFullName, ZPhone, ZRole, zText } from "./fields";

// The admin API's contract (and the support form's, which every role sends and admins receive).

const offset = z.coerce.number().int().min(0).max(100_000).default(0);

export const ZAdminDashboardSchema = z.object({
  users: z.object({ investor: z.number(), founder: z.number(), admin: z.number(), total: z.number() }),
  signUpsThisWeek: z.number(),
  /** One entry per day, oldest first, today last (UTC dates, yyyy-mm-dd). */
  signUpsByDay: z.array(z.object({ date: zText(), count: z.number() })),
  businesses: z.number(),
  campaigns: z.object({
    draft: z.number(),
    pending: z.number(),
    active: z.number(),
    completed: z.number(),
    rejected: z.number(),
  }),
  investments: z.object({ count: z.number(), completedCount: z.number(), completedAmount: z.number() }),
  activeDueDiligence: z.number(),
});
export type TAdminDashboard = z.infer<typeof ZAdminDashboardSchema>;

export const ZAdminUserListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, zText().trim().max(100).optional()),
  role: z.preprocess(emptyToUndefined, ZRole.optional()),
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_USERS_PAGE_SIZE),
  offset,
});

export const ZAdminUserSchema = z.object({
  id: zText(),
  email: zText(),
  fullName: zText(),
  role: ZRole,
  phone: zText().nullable(),
  createdAt: zText(),
  lastLoginAt: zText().nullable(),
  banned: z.boolean(),
  banReason: zText().nullable(),
  /** Investors only: whether their KYC is approved (shown as Verified). Null for other roles. */
  kycVerified: z.boolean().nullable(),
});
export type TAdminUser = z.infer<typeof ZAdminUserSchema>;

export const ZAdminUserPageSchema = z.object({
  items: z.array(ZAdminUserSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
});
export type TAdminUserPage = z.infer<typeof ZAdminUserPageSchema>;

export const ZBanRequestSchema = z.object({
  reason: zText({ error: () => ADMIN_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: () => ADMIN_MESSAGES.reasonRequired })
    .max(BAN_REASON_MAX, atMost(BAN_REASON_MAX)),
});

export const ZAdminCampaignListQuerySchema = z.object({
  status: z.preprocess(emptyToUndefined, z.enum(CAMPAIGN_STATUSES).optional()),
  limit: z.coerce.number().int().min(1).max(50).default(ADMIN_CAMPAIGNS_PAGE_SIZE),
  offset,
});

export const ZAdminCampaignSchema = z.object({
  id: zText(),
  title: zText(),
  summary: zText(),
  status: z.enum(CAMPAIGN_STATUSES),
  fundingGoal: z.number(),
  businessId: zText(),
  businessName: zText(),
  founderId: zText(),
  founderName: zText(),
  createdAt: zText(),
  updatedAt: zText(),
  /** The latest admin review's reason, if any (a rejection's). */
  reviewReason: zText().nullable(),
});
export type TAdminCampaign = z.infer<typeof ZAdminCampaignSchema>;

export const ZAdminCampaignPageSchema = z.object({
  items: z.array(ZAdminCampaignSchema),
  total: z.number(),
  nextOffset: z.number().nullable(),
  /** How many campaigns hold each status (the tabs' counts). */
  counts: z.record(z.enum(CAMPAIGN_STATUSES), z.number()),
});
export type TAdminCampaignPage = z.infer<typeof ZAdminCampaignPageSchema>;

const reviewReason = zText()
  .trim()
  .max(REVIEW_REASON_MAX, atMost(REVIEW_REASON_MAX))
  .nullish()
  .transform((v) => (v ? v : null));

/** Approve (active) or reject with a reason; a rejection without one is refused. */
export const ZCampaignReviewSchema = z
  .object({ decision: z.enum(CAMPAIGN_REVIEW_DECISIONS), reason: reviewReason })
  .superRefine((value, ctx) => {
    if (value.decision === "rejected" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: ADMIN_MESSAGES.rejectReasonRequired });
    }
  });
export type TCampaignReview = z.input<typeof ZCampaignReviewSchema>;

export const ZAdminProfileInputSchema = z.object({
  fullName: ZFullName,
  phone: ZPhone.nullish().transform((v) => (v ? v : null)),
});
export type TAdminProfileInput = z.input<typeof ZAdminProfileInputSchema>;

export const ZAdminProfileSchema = z.object({
  id: zText(),
  email: zText(),
  fullName: zText(),
  phone: zText().nullable(),
});
export type TAdminProfile = z.infer<typeof ZAdminProfileSchema>;

export const ZSupportRequestSchema = z.object({
  subject: zText({ error: () => SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: () => SUPPORT_MESSAGES.subjectRequired })
    .max(SUPPORT_SUBJECT_MAX, atMost(SUPPORT_SUBJECT_MAX)),
  message: zText({ error: () => SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, { error: () => SUPPORT_MESSAGES.messageRequired })
    .max(SUPPORT_MESSAGE_MAX, atMost(SUPPORT_MESSAGE_MAX)),
});
export type TSupportRequest = z.input<typeof ZSupportRequestSchema>;
