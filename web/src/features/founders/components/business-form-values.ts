import type { TBusiness, ZBusinessInputSchema } from "@domain/schemas/businesses";
import type { z } from "zod";

export type BusinessFormValues = z.input<typeof ZBusinessInputSchema>;
export type BusinessFormResult = z.output<typeof ZBusinessInputSchema>;

/** The form's starting point: the saved business, or an empty profile before the first save. */
export function businessToFormValues(business: TBusiness | null): BusinessFormValues {
  if (!business) {
    return {
      businessName: "",
      businessType: "",
      description: "",
      incorporationCountry: "",
      stage: undefined,
      logoUrl: null,
      videoPitchUrl: "",
      tractionMetrics: { revenue: 0, users: 0, growthRate: 0 },
      milestones: [],
      fundraisingHistory: [],
      team: [],
      documents: [],
    };
  }
  return {
    businessName: business.businessName,
    businessType: business.businessType ?? "",
    description: business.description ?? "",
    incorporationCountry: business.incorporationCountry ?? "",
    stage: business.stage ?? undefined,
    logoUrl: business.logoUrl,
    videoPitchUrl: business.videoPitchUrl ?? "",
    tractionMetrics: { ...business.tractionMetrics },
    milestones: business.milestones.map((m) => ({ ...m })),
    fundraisingHistory: business.fundraisingHistory.map((r) => ({ ...r, investors: [...r.investors] })),
    team: business.team.map((t) => ({ ...t })),
    documents: [...business.documents],
  };
}
