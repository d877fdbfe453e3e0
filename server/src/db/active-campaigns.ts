import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

// "The campaign is active", with 'active' written into the SQL, never sent as a value. The partial
// indexes over active campaigns (campaigns_featured_idx, campaigns_active_goal_idx, the one active
// campaign per business) serve a prepared statement's generic plan only when the statement says
// 'active' itself: sent as a value, PostgreSQL planned the deals page afresh at every request
// (decision 037).

/** True for a campaign row (its status column) that is active. */
export const isActiveCampaign = (status: SQLWrapper): SQL => sql`${status} = 'active'`;
