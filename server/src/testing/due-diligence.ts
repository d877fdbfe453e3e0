import type { TProcess } from "@domain/due-diligence/process-schemas";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { dueDiligenceMeetings, dueDiligenceProcesses } from "../db/schema";
import { listedCampaign } from "./catalogue";
import { investor } from "./messaging";
import type { createTestApp } from "./test-app";

// A founder's business with an active campaign, an investor, and the process between them;
// shared by the due-diligence module's test files.

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

export async function parties(t: TestApp) {
  const f = await listedCampaign(t.app, { founderName: "Amina Founder", business: { businessName: "Shamba Fresh" } });
  const i = await investor(t, { fullName: "Kofi Investor" });
  return { f, i };
}

export async function startedProcess(t: TestApp) {
  const { f, i } = await parties(t);
  const res = await i.client.post("/api/due-diligence", { businessId: f.business.id, campaignId: f.campaign.id });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { f, i, process: res.json.process as TProcess };
}

export async function processRow(t: TestApp, id: string) {
  const [row] = await t.deps.db.select().from(dueDiligenceProcesses).where(eq(dueDiligenceProcesses.id, id));
  return row ?? null;
}

export async function meetingRows(t: TestApp, processId: string) {
  return t.deps.db.select().from(dueDiligenceMeetings).where(eq(dueDiligenceMeetings.processId, processId));
}

/** Sets a process's stage directly (the path to it is tested elsewhere). */
export async function setStatus(t: TestApp, id: string, status: TProcess["status"]) {
  await t.deps.db.update(dueDiligenceProcesses).set({ status }).where(eq(dueDiligenceProcesses.id, id));
}

/**
 * Moves a meeting's start time to a minute ago: a meeting is completed only once it has started
 * (CLARIFICATIONS), and the tests that complete one schedule it for tomorrow.
 */
export async function meetingHasStarted(t: TestApp, meetingId: string) {
  await t.deps.db
    .update(dueDiligenceMeetings)
    .set({ startsAt: new Date(Date.now() - 60_000) })
    .where(eq(dueDiligenceMeetings.id, meetingId));
}

function tomorrow(): string {
  return new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
}

export const meetingInput = (overrides: Record<string, unknown> = {}) => ({
  title: "Due Diligence Meeting with Shamba Fresh",
  date: tomorrow(),
  time: "14:30",
  timeZone: "Africa/Lagos",
  meetingLink: "https://meet.example.com/abc",
  durationMinutes: 60,
  agenda: "Financials, team",
  ...overrides,
});
