import { eq } from "drizzle-orm";
import { investments, notifications } from "../db/schema";
import { listedCampaign } from "./catalogue";
import type { createTestApp } from "./test-app";

// Campaigns to invest in and the rows behind them, shared by the investments module's test files.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** Goal 100 000, min 1 000, max 50 000 (testing/catalogue's campaign defaults), active. */
export const activeCampaign = (t: TestApp, options: Parameters<typeof listedCampaign>[1] = {}) =>
  listedCampaign(t.app, options);

export async function rowsOf(t: TestApp, campaignId: string) {
  return t.deps.db.select().from(investments).where(eq(investments.campaignId, campaignId));
}

export async function notificationsOf(t: TestApp, userId: string) {
  return t.deps.db.select().from(notifications).where(eq(notifications.userId, userId));
}
