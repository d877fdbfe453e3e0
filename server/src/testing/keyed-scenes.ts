import { randomUUID } from "node:crypto";
import { IDEMPOTENCY_HEADER } from "@domain/idempotency/idempotency-key";
import { count, eq, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import {
  dueDiligenceDocuments,
  dueDiligenceMeetings,
  dueDiligenceProcesses,
  investments,
  messages,
  reports,
} from "../db/schema";
import { meetingInput, parties, startedProcess } from "./due-diligence";
import { activeCampaign } from "./investments";
import { investor, pair } from "./messaging";
import { reportScene } from "./reports";
import type { createClient, createTestApp } from "./test-app";

// One scene per creating JSON route that takes an Idempotency-Key (decision 025), for the tests of
// idempotency/: who acts, the request in two bodies (1 and 2), how many rows the acting user has
// made, and a second user who may send the same route with the same key.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
type Client = ReturnType<typeof createClient>;
type Answer = Awaited<ReturnType<Client["post"]>>;
type Variant = 1 | 2;

export type KeyedScene = {
  /** The acting user's request, body 1 or body 2, with the key (none when null). */
  send: (key: string | null, variant?: Variant) => Promise<Answer>;
  /** Another user's request on the same route with the given key. */
  sendAsOther: (key: string) => Promise<Answer>;
  /** The rows this route made for the acting user. */
  rows: () => Promise<number>;
  client: Client;
};

export const withKey = (key: string | null): Record<string, string> =>
  key === null ? {} : { [IDEMPOTENCY_HEADER]: key };
export const newKey = () => randomUUID();

async function countWhere(t: TestApp, table: PgTable, where: SQL) {
  const [row] = await t.deps.db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

export const KEYED_SCENES: Record<string, (t: TestApp) => Promise<KeyedScene>> = {
  async "send message"(t) {
    const { f, i, conversationId } = await pair(t);
    const url = `/api/conversations/${conversationId}/messages`;
    return {
      client: i.client,
      send: (key, variant = 1) => i.client.post(url, { content: `Hello ${variant}` }, withKey(key)),
      sendAsOther: (key) => f.client.post(url, { content: "Hello 1" }, withKey(key)),
      rows: () => countWhere(t, messages, eq(messages.senderId, i.id)),
    };
  },

  async invest(t) {
    const { campaign } = await activeCampaign(t);
    const i = await investor(t);
    const other = await investor(t);
    const body = (amount: number) => ({ campaignId: campaign.id, amount });
    return {
      client: i.client,
      send: (key, variant = 1) =>
        i.client.post("/api/investor/investments", body(variant === 1 ? 5_000 : 6_000), withKey(key)),
      sendAsOther: (key) => other.client.post("/api/investor/investments", body(5_000), withKey(key)),
      rows: () => countWhere(t, investments, eq(investments.investorId, i.id)),
    };
  },

  async "express interest"(t) {
    const { f, i } = await parties(t);
    const other = await investor(t);
    const body = (variant: Variant) =>
      variant === 1 ? { businessId: f.business.id, campaignId: f.campaign.id } : { businessId: f.business.id };
    return {
      client: i.client,
      send: (key, variant = 1) => i.client.post("/api/due-diligence", body(variant), withKey(key)),
      sendAsOther: (key) => other.client.post("/api/due-diligence", body(1), withKey(key)),
      rows: () => countWhere(t, dueDiligenceProcesses, eq(dueDiligenceProcesses.investorId, i.id)),
    };
  },

  async "schedule meeting"(t) {
    const { f, i, process } = await startedProcess(t);
    const url = `/api/due-diligence/${process.id}/meetings`;
    const body = (variant: Variant) => meetingInput({ time: variant === 1 ? "10:00" : "11:00" });
    return {
      client: i.client,
      send: (key, variant = 1) => i.client.post(url, body(variant), withKey(key)),
      sendAsOther: (key) => f.client.post(url, body(1), withKey(key)),
      rows: () => countWhere(t, dueDiligenceMeetings, eq(dueDiligenceMeetings.scheduledBy, i.id)),
    };
  },

  async "request documents"(t) {
    const { i, process } = await startedProcess(t);
    const other = await startedProcess(t);
    const url = (id: string) => `/api/due-diligence/${id}/documents`;
    const body = (variant: Variant) => ({ categories: variant === 1 ? ["pitch_deck"] : ["business_plan"] });
    return {
      client: i.client,
      send: (key, variant = 1) => i.client.post(url(process.id), body(variant), withKey(key)),
      sendAsOther: (key) => other.i.client.post(url(other.process.id), body(1), withKey(key)),
      rows: () => countWhere(t, dueDiligenceDocuments, eq(dueDiligenceDocuments.processId, process.id)),
    };
  },

  async report(t) {
    const scene = await reportScene(t);
    const other = await investor(t);
    const body = (variant: Variant) => ({
      targetType: "business" as const,
      targetId: scene.founder.business.id,
      reason: variant === 1 ? ("scam" as const) : ("spam" as const),
    });
    return {
      client: scene.investor.client,
      send: (key, variant = 1) => scene.investor.client.post("/api/reports", body(variant), withKey(key)),
      sendAsOther: (key) => other.client.post("/api/reports", body(1), withKey(key)),
      rows: () => countWhere(t, reports, eq(reports.reporterId, scene.investor.id)),
    };
  },
};
