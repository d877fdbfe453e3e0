import type { TDealPage, ZDealListQuerySchema } from "@domain/schemas/deals";
import type { z } from "zod";
import type { Viewer } from "../../app-env";
import type { Database } from "../../db/client";
import { CATALOGUE_SOURCES, dataVersionsFor, sharedVersion } from "../../db/data-versions";
import { type KeptAnswer, keptAnswer } from "../../lib/kept-answers";
import { cappedPageOf, sorted } from "../../lib/paging";
import { prefixTsQuery } from "../../lib/postgres";
import { type CampaignFilter, findCampaignsWithBusiness } from "../campaigns/campaigns-with-business.queries";
import { activeCampaignSectors, countCampaignsWithBusiness } from "./deals.queries";

// The deals list (/deals): active campaigns with their businesses, Verified businesses first, then
// the best funded, then the newest (decision 018).

type DealListQuery = z.output<typeof ZDealListQuerySchema>;

async function listDeals(db: Database, query: DealListQuery, version: string): Promise<TDealPage> {
  const filter: CampaignFilter = {
    activeOnly: true,
    tsquery: prefixTsQuery(query.search),
    sector: query.sector,
    stage: query.stage,
  };
  const page = { limit: query.limit, offset: query.offset };
  const [items, counted, sectors] = await Promise.all([
    findCampaignsWithBusiness(db, filter, page, "featured"),
    countCampaignsWithBusiness(db, filter, page, version),
    activeCampaignSectors(db, version),
  ]);
  return { items, ...cappedPageOf(page, items.length, counted), sectors: sorted(sectors) };
}

/**
 * listDeals' answer as JSON, kept in this process at the catalogue's data version (decision 042),
 * which the viewer's session statement read: every viewer sees the same deals, so while the
 * version holds every request for the same page gets the same bytes.
 */
export async function keptDealsPage(
  db: Database,
  viewer: Viewer,
  query: DealListQuery,
): Promise<KeptAnswer<TDealPage>> {
  const shared = sharedVersion(await dataVersionsFor(db, viewer), CATALOGUE_SOURCES);
  return keptAnswer(db, `deals-page:${JSON.stringify(query)}`, shared, () => listDeals(db, query, shared));
}
