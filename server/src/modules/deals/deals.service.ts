import type { TDealPage, ZDealListQuerySchema } from "@domain/schemas/deals";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { cappedPageOf, sorted } from "../../lib/paging";
import { prefixTsQuery } from "../../lib/postgres";
import { type CampaignFilter, findCampaignsWithBusiness } from "../campaigns/campaigns-with-business.queries";
import { activeCampaignSectors, countCampaignsWithBusiness } from "./deals.queries";

// The deals list (/deals): active campaigns with their businesses, Verified businesses first, then
// the best funded, then the newest (decision 018).

type DealListQuery = z.output<typeof ZDealListQuerySchema>;

export async function listDeals(db: Database, query: DealListQuery): Promise<TDealPage> {
  const filter: CampaignFilter = {
    activeOnly: true,
    tsquery: prefixTsQuery(query.search),
    sector: query.sector,
    stage: query.stage,
  };
  const page = { limit: query.limit, offset: query.offset };
  const [items, counted, sectors] = await Promise.all([
    findCampaignsWithBusiness(db, filter, page, "featured"),
    countCampaignsWithBusiness(db, filter, page),
    activeCampaignSectors(db),
  ]);
  return { items, ...cappedPageOf(page, items.length, counted), sectors: sorted(sectors) };
}
