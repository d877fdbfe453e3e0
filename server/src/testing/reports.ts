import type { TCreateReport } from "@domain/reports/report-schemas";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "../db/client";
import { reports } from "../db/schema";
import { listedCampaign } from "./catalogue";
import { investor, send } from "./messaging";
import type { createClient, createTestApp } from "./test-app";

// People and content to report, shared by the reports tests (the reporting route and the admins'
// moderation queue): a founder with a business and an active campaign, an investor, and a
// conversation between them with a message each way.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;

export async function reportScene(t: TestApp, names: { business?: string; founder?: string } = {}) {
  const f = await listedCampaign(t.app, {
    business: { businessName: names.business ?? "Shamba Fresh", description: "Cold storage for farmers" },
    campaign: { title: "Seed round", summary: "Raising for ten cold rooms" },
    founderName: names.founder ?? "Amina Founder",
  });
  const i = await investor(t, { fullName: "Kofi Investor" });
  const convo = await i.client.post("/api/conversations", { participantId: f.profile.id });
  expect(convo.status, JSON.stringify(convo.json)).toBe(201);
  const conversationId = convo.json.conversation.id as string;
  const fromFounder = await send(f, conversationId, "Please pay a $500 listing fee to be considered");
  const fromInvestor = await send(i, conversationId, "Hello, tell me about your traction");
  return {
    founder: f,
    investor: i,
    conversationId,
    /** The founder's message, which the investor received. */
    founderMessageId: fromFounder.id as string,
    /** The investor's own message. */
    investorMessageId: fromInvestor.id as string,
  };
}

export type ReportScene = Awaited<ReturnType<typeof reportScene>>;

export const reportOf = (client: Client, body: Partial<TCreateReport> & Record<string, unknown>) =>
  client.post("/api/reports", body);

/** Reports and expects it to be received; answers the report's id. */
export async function reported(client: Client, body: TCreateReport): Promise<string> {
  const res = await reportOf(client, body);
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json.id as string;
}

export async function reportRow(db: Database, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  return row ?? null;
}

export async function reportRowsBy(db: Database, reporterId: string) {
  return db.select().from(reports).where(eq(reports.reporterId, reporterId));
}
