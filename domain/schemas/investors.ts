import { m } from "@i18n/messages";
import { z } from "zod";
import { FULL_NAME_MIN_LENGTH, VALIDATION_MESSAGES } from "../constants/accounts";
import { SECTORS, type Sector } from "../constants/businesses";
import {
  DEFAULT_INVESTOR_TYPE,
  INVESTOR_CHIP_MAX_LENGTH,
  INVESTOR_CHIPS_MAX,
  INVESTOR_TYPES,
  INVESTORS_PAGE_SIZE,
  INVESTOR_MESSAGES as M,
  RISK_APPETITES,
  TICKET_SIZE_MAX,
  UNKNOWN_INVESTOR_NAME,
} from "../constants/investors";
import { coerceTicketSize, normalizeSector } from "../investor-input";
import { ZResponseBadgeSchema } from "../responsiveness/response-badge-schema";
import {
  emptyToUndefined,
  FULL_NAME_MAX_LENGTH,
  fullNameTooLong,
  optionalImageUrl,
  optionalText,
  ZPhone,
  zText,
} from "./fields";

export { coerceTicketSize, normalizeSector };

// Investor profile, preferences, directory and public page (spec part 1, sections 3, 5, 8, 9;
// CLARIFICATIONS: Investors). The save rules live here so the form and the API apply the same ones.

const ZTicketSize = z.preprocess(
  coerceTicketSize,
  z
    .number()
    .int()
    .min(0, { error: () => M.ticketNegative })
    .max(TICKET_SIZE_MAX, { error: () => M.ticketTooLarge }),
);

/** min <= max, where a max of 0 means "no upper limit" (as matching reads it). */
const ZTicketSizes = z
  .object({ min: ZTicketSize.default(0), max: ZTicketSize.default(0) })
  .refine((t) => t.max === 0 || t.min <= t.max, { path: ["min"], error: () => M.ticketMinAboveMax });

/** Chips: trimmed, empty ones dropped, duplicates dropped, order kept. */
const chips = (normalize: (v: string) => string = (v) => v) =>
  z
    .array(
      zText().max(INVESTOR_CHIP_MAX_LENGTH, {
        error: () => m.domain_investorChipMax({ max: INVESTOR_CHIP_MAX_LENGTH }),
      }),
    )
    .max(INVESTOR_CHIPS_MAX, { error: () => m.domain_investorChipsMax({ max: INVESTOR_CHIPS_MAX }) })
    .nullish()
    .transform((list) => [
      ...new Set(
        (list ?? [])
          .map((v) => v.trim())
          .filter(Boolean)
          .map(normalize),
      ),
    ]);

const ZRiskAppetite = z.enum(RISK_APPETITES, { error: () => m.domain_investorChooseRisk() });

/** The whole investment_preferences object as the profile editor saves it. */
const ZInvestmentPreferencesInput = z.object({
  sectors: chips(normalizeSector),
  ticketSizes: ZTicketSizes.default({ min: 0, max: 0 }),
  riskAppetite: z.preprocess(emptyToUndefined, ZRiskAppetite.default("medium")),
  stagePreference: optionalText(200),
  investmentThesis: optionalText(5000),
  dealAppetite: optionalText(2000),
  preferredIndustries: chips(),
});

const ZInvestmentPreferencesSchema = z.object({
  sectors: z.array(zText()),
  ticketSizes: z.object({ min: z.number(), max: z.number() }),
  riskAppetite: z.enum(RISK_APPETITES),
  stagePreference: zText().nullable(),
  investmentThesis: zText().nullable(),
  dealAppetite: zText().nullable(),
  preferredIndustries: z.array(zText()),
});
export type TInvestmentPreferences = z.infer<typeof ZInvestmentPreferencesSchema>;

const textOrNull = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const textList = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === "string" && x.trim() !== "").map((x) => x.trim()) : [];

/**
 * Stored preferences as the app reads them: tolerant of a JSON string and of the spec's
 * snake_case keys (ticket_sizes, risk_appetite, ...), with the defaults (no sectors, ticket 0 to
 * 0, medium risk) for anything missing. Null when nothing is stored.
 */
export function readInvestmentPreferences(raw: unknown): TInvestmentPreferences | null {
  let value = raw;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (!value || typeof value !== "object" || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const ticket = (v.ticketSizes ?? v.ticket_sizes) as { min?: unknown; max?: unknown } | undefined;
  const risk = v.riskAppetite ?? v.risk_appetite;
  return {
    sectors: textList(v.sectors),
    ticketSizes: {
      min: Math.max(0, coerceTicketSize(ticket?.min)),
      max: Math.max(0, coerceTicketSize(ticket?.max)),
    },
    riskAppetite: (RISK_APPETITES as readonly unknown[]).includes(risk)
      ? (risk as TInvestmentPreferences["riskAppetite"])
      : "medium",
    stagePreference: textOrNull(v.stagePreference ?? v.stage_preference),
    investmentThesis: textOrNull(v.investmentThesis ?? v.investment_thesis),
    dealAppetite: textOrNull(v.dealAppetite ?? v.deal_appetite),
    preferredIndustries: textList(v.preferredIndustries ?? v.preferred_industries),
  };
}

/**
 * PUT /api/investor/profile. Save rules (spec part 1, section 5): missing name → "Unknown
 * Investor", missing type → individual, empty phone/address/bio/avatar → null. Any userId in the
 * body is ignored: the profile is always the signed-in investor's.
 */
export const ZInvestorProfileInputSchema = z.object({
  fullName: zText()
    .trim()
    .max(FULL_NAME_MAX_LENGTH, fullNameTooLong)
    .nullish()
    .transform((v) => (v ? v : UNKNOWN_INVESTOR_NAME))
    .refine((v) => v.length >= FULL_NAME_MIN_LENGTH, { error: () => VALIDATION_MESSAGES.fullName }),
  investorType: z.preprocess(
    emptyToUndefined,
    z
      .enum(INVESTOR_TYPES, { error: () => m.domain_investorChooseType() })
      .nullish()
      .transform((v) => v ?? DEFAULT_INVESTOR_TYPE),
  ),
  phone: ZPhone.nullish().transform((v) => (v ? v : null)),
  address: optionalText(300),
  bio: optionalText(5000),
  avatarUrl: optionalImageUrl,
  /** Replaces the whole preferences object when given; left out, the saved preferences stay. */
  investmentPreferences: ZInvestmentPreferencesInput.optional(),
});
export type TInvestorProfileInput = z.input<typeof ZInvestorProfileInputSchema>;
export type TInvestorProfileInputParsed = z.output<typeof ZInvestorProfileInputSchema>;

/** GET/PUT /api/investor/profile answer. */
export const ZInvestorProfileSchema = z.object({
  userId: zText(),
  email: zText(),
  fullName: zText(),
  investorType: z.enum(INVESTOR_TYPES),
  phone: zText().nullable(),
  address: zText().nullable(),
  bio: zText().nullable(),
  avatarUrl: zText().nullable(),
  kycStatus: zText(),
  verified: z.boolean(),
  investmentPreferences: ZInvestmentPreferencesSchema,
  /** False until the investor first saves: the fields are the registration profile's and defaults. */
  saved: z.boolean(),
  createdAt: zText().nullable(),
  updatedAt: zText().nullable(),
});
export type TInvestorProfile = z.infer<typeof ZInvestorProfileSchema>;

/** PUT /api/investor/preferences: sectors from the spec's list, ticket min/max, risk appetite. */
export const ZInvestorPreferencesInputSchema = z.object({
  sectors: z
    .array(z.enum(SECTORS, { error: () => M.unknownSector }))
    .max(SECTORS.length)
    .default([])
    .transform((list) => [...new Set(list)] as Sector[]),
  ticketSizes: ZTicketSizes,
  riskAppetite: ZRiskAppetite,
});
export type TInvestorPreferencesInput = z.input<typeof ZInvestorPreferencesInputSchema>;

/** GET/PUT /api/investor/preferences answer; isDefault marks the form defaults (0–100000, medium). */
export const ZInvestorPreferencesSchema = z.object({
  sectors: z.array(zText()),
  ticketSizes: z.object({ min: z.number(), max: z.number() }),
  riskAppetite: z.enum(RISK_APPETITES),
  isDefault: z.boolean(),
});
export type TInvestorPreferences = z.infer<typeof ZInvestorPreferencesSchema>;

/** GET /api/investors query. */
export const ZInvestorListQuerySchema = z.object({
  search: z.preprocess(emptyToUndefined, zText().trim().max(100).optional()),
  type: z.preprocess(emptyToUndefined, z.enum(INVESTOR_TYPES).optional()),
  sector: z.preprocess(emptyToUndefined, zText().trim().max(INVESTOR_CHIP_MAX_LENGTH).optional()),
  limit: z.coerce.number().int().min(1).max(50).default(INVESTORS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

/** A directory card. ticketRange/stagePreference are null when unset: the card shows its fallback. */
const ZInvestorCardSchema = z.object({
  userId: zText(),
  fullName: zText(),
  investorType: z.enum(INVESTOR_TYPES),
  investorTypeLabel: zText(),
  address: zText().nullable(),
  /** At most INVESTOR_FOCUS_SECTORS_MAX. */
  sectors: z.array(zText()),
  ticketRange: zText().nullable(),
  stagePreference: zText().nullable(),
  verified: z.boolean(),
  avatarUrl: zText().nullable(),
  /** How they answer first messages, once there are enough cases (decision 029). */
  responseBadge: ZResponseBadgeSchema.nullable(),
});
export type TInvestorCard = z.infer<typeof ZInvestorCardSchema>;

export const ZInvestorPageSchema = z.object({
  items: z.array(ZInvestorCardSchema),
  total: z.number(),
  /** The offset of the next page, or null on the last one. */
  nextOffset: z.number().nullable(),
});
export type TInvestorPage = z.infer<typeof ZInvestorPageSchema>;

/** GET /api/investors/{userId}: the public investor page. */
export const ZInvestorPublicSchema = z.object({
  userId: zText(),
  fullName: zText(),
  investorType: z.enum(INVESTOR_TYPES),
  investorTypeLabel: zText(),
  bio: zText().nullable(),
  /** Location. */
  address: zText().nullable(),
  avatarUrl: zText().nullable(),
  verified: z.boolean(),
  /** Investment focus: every sector, then the preferred industries. */
  sectors: z.array(zText()),
  preferredIndustries: z.array(zText()),
  /** Stage focus; null when unset. */
  stagePreference: zText().nullable(),
  ticketSizes: z.object({ min: z.number(), max: z.number() }),
  /** "$25k - $250k"; null when unset (show INVESTOR_TICKET_FALLBACK). */
  ticketRange: zText().nullable(),
  riskAppetite: z.enum(RISK_APPETITES),
  investmentThesis: zText().nullable(),
  dealAppetite: zText().nullable(),
  /** Businesses of their completed investments, one entry per business. */
  portfolio: z.array(z.object({ id: zText(), name: zText(), logoUrl: zText().nullable() })),
  memberSince: zText(),
  /** How they answer first messages, once there are enough cases (decision 029). */
  responseBadge: ZResponseBadgeSchema.nullable(),
});
export type TInvestorPublic = z.infer<typeof ZInvestorPublicSchema>;
