import { DEFAULT_CAMPAIGN_DAYS, DEFAULT_CAMPAIGN_STATUS } from "@domain/constants/campaigns";
import type { TCampaign, ZCampaignUpdateSchema } from "@domain/schemas/campaigns";
import type { z } from "zod";

// The values the campaign form edits (founder-campaign-form.tsx), for a new campaign or a stored one.

export type CampaignFormValues = z.input<typeof ZCampaignUpdateSchema>;
export type CampaignFormResult = z.output<typeof ZCampaignUpdateSchema>;

/** The pages' `mode`: create offers draft, pending and active; edit offers all five statuses. */
export const FORM_MODE = { create: "create", edit: "edit" } as const;

/** A yyyy-mm-dd for a date input, in the founder's own calendar. */
export function localDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function newCampaignDefaults(today = new Date()): CampaignFormValues {
  const end = new Date(today);
  end.setDate(end.getDate() + DEFAULT_CAMPAIGN_DAYS);
  return {
    title: "",
    summary: "",
    fundingGoal: undefined,
    equityOffered: undefined,
    minInvestment: undefined,
    maxInvestment: undefined,
    instrument: "safe",
    endsAt: localDate(end),
    bannerImageUrl: null,
    pitch: "",
    problem: "",
    solution: "",
    market: "",
    businessModel: "",
    status: DEFAULT_CAMPAIGN_STATUS,
  };
}

/** A stored campaign as the form edits it; the end date is the UTC day the campaign ends on. */
export function campaignToFormValues(campaign: TCampaign): CampaignFormValues {
  const ends = new Date(campaign.endsAt);
  return {
    title: campaign.title,
    summary: campaign.summary,
    fundingGoal: campaign.fundingGoal,
    equityOffered: campaign.equityOffered,
    minInvestment: campaign.minInvestment,
    maxInvestment: campaign.maxInvestment,
    instrument: campaign.instrument,
    endsAt: Number.isNaN(ends.getTime()) ? "" : ends.toISOString().slice(0, 10),
    bannerImageUrl: campaign.bannerImageUrl,
    pitch: campaign.pitch ?? "",
    problem: campaign.problem ?? "",
    solution: campaign.solution ?? "",
    market: campaign.market ?? "",
    businessModel: campaign.businessModel ?? "",
    status: campaign.status,
  };
}
