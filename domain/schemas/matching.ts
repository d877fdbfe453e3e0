import { m } from "@i18n/messages";
import { z } from "zod";
import {
  MATCH_LABEL_VALUES,
  MATCH_TOGGLE_KEYS,
  MATCH_WEIGHT_KEYS,
  MATCH_WEIGHT_MAX,
  MATCH_WEIGHT_MIN,
  MATCH_WEIGHT_STEP,
  type MatchToggleKey,
  type MatchWeightKey,
} from "../constants/matching";
import { RULE_IDS } from "../matching/rules";
import { zText } from "./fields";

// Matching: algorithm settings (GET/PUT /api/settings/algorithm), the match list of /matchmaking
// and the dashboards, saved matches and similar businesses.

const weightMessage = {
  error: () => m.domain_matchWeightRange({ min: MATCH_WEIGHT_MIN, max: MATCH_WEIGHT_MAX, step: MATCH_WEIGHT_STEP }),
};
export const ZMatchWeight = z
  .number(weightMessage)
  .int(weightMessage)
  .min(MATCH_WEIGHT_MIN, weightMessage)
  .max(MATCH_WEIGHT_MAX, weightMessage)
  .multipleOf(MATCH_WEIGHT_STEP, weightMessage);

export const ZMatchSettingsSchema = z.object({
  weights: z.object(
    Object.fromEntries(MATCH_WEIGHT_KEYS.map((k) => [k, ZMatchWeight])) as Record<MatchWeightKey, typeof ZMatchWeight>,
  ),
  toggles: z.object(
    Object.fromEntries(MATCH_TOGGLE_KEYS.map((k) => [k, z.boolean()])) as Record<MatchToggleKey, z.ZodBoolean>,
  ),
});
export type TMatchSettings = z.infer<typeof ZMatchSettingsSchema>;
export const ZMatchSettingsAnswerSchema = ZMatchSettingsSchema.extend({ isDefault: z.boolean() });
export type TMatchSettingsAnswer = z.infer<typeof ZMatchSettingsAnswerSchema>;

const ZMatchKind = z.enum(["business", "investor"]);
export type TMatchKind = z.infer<typeof ZMatchKind>;

const ZMatchCardSchema = z.object({
  kind: ZMatchKind,
  /** A business id, or an investor's user id. */
  id: zText(),
  name: zText(),
  subtitle: zText(),
  score: z.number(),
  label: z.enum(MATCH_LABEL_VALUES),
  tags: z.array(zText()),
  /** Every rule that fired, with its points and reason sentence. */
  fired: z.array(z.object({ rule: z.enum(RULE_IDS), points: z.number(), reason: zText() })),
  /** Unfired rules the viewer could make fire on their own side, and what each would add. */
  raise: z.array(z.object({ rule: z.enum(RULE_IDS), points: z.number(), advice: zText() })),
  saved: z.boolean(),
  /** The business's registration approved by an admin, or the investor's KYC approved: the "Verified" badge. */
  verified: z.boolean(),
  /** /businesses/{id} or /investors/{userId}. */
  link: zText(),
});
export type TMatchCard = z.infer<typeof ZMatchCardSchema>;

const optionalQueryText = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  zText().trim().max(200).optional(),
);

export const ZMatchListQuerySchema = z.object({
  search: optionalQueryText,
  sector: optionalQueryText,
  minScore: z.coerce.number().int().min(0).max(100).optional(),
  label: z.preprocess((v) => (v === "" ? undefined : v), z.enum(MATCH_LABEL_VALUES).optional()),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});

const ZRecommendationSchema = z.object({ id: zText(), text: zText() });

export const ZMatchListSchema = z.object({
  /** What the viewer is matched with: businesses (investors), investors (founders with a business), none. */
  kind: ZMatchKind.nullable(),
  items: z.array(ZMatchCardSchema),
  /** Matches after search and filters. */
  total: z.number(),
  /** Matches before search and filters (the dashboards' Business Matches count). */
  allTotal: z.number(),
  nextOffset: z.number().nullable(),
  /** Sectors present among the matches, for the Filters panel. */
  sectors: z.array(zText()),
  /** Up to 3 improvement recommendations, or the spec's fallback text alone. */
  recommendations: z.array(ZRecommendationSchema),
});
export type TMatchList = z.infer<typeof ZMatchListSchema>;

export const ZSavedMatchesSchema = z.object({ items: z.array(ZMatchCardSchema) });
export type TSavedMatches = z.infer<typeof ZSavedMatchesSchema>;

const ZSimilarBusinessSchema = z.object({
  id: zText(),
  businessName: zText(),
  businessType: zText().nullable(),
  incorporationCountry: zText().nullable(),
  stage: zText().nullable(),
});
export const ZSimilarBusinessesSchema = z.object({ items: z.array(ZSimilarBusinessSchema), enabled: z.boolean() });
export type TSimilarBusinesses = z.infer<typeof ZSimilarBusinessesSchema>;
