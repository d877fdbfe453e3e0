import { safeFileName } from "@domain/due-diligence/documents";
import { NEXT_STEP_TEXT } from "@domain/due-diligence/process";
import type { TSampleDataResult } from "@domain/schemas/sample-data";
import { and, eq } from "drizzle-orm";
import type { AppDeps } from "../../app-env";
import type { Database } from "../../db/client";
import {
  campaigns,
  dueDiligenceDocuments,
  dueDiligenceDocumentViews,
  dueDiligenceMeetings,
  dueDiligenceProcesses,
} from "../../db/schema";
import { samplePdf } from "../../lib/sample-pdf";
import { DEMO_PROCESSES, type DemoProcess } from "./demo-plan";
import { type Accounts, ALL_FOUNDERS, attempt, businessIds } from "./populate-catalogue";

// Due diligence at every stage: one process per investor and business (the table's unique pair),
// its requested documents (shared and viewed ones are real PDFs written through the storage
// layer, at the spec's path) and its meetings. Found rows are left as they are.

const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

const ZONES: Record<string, string> = {
  Nigeria: "Africa/Lagos",
  Kenya: "Africa/Nairobi",
  "South Africa": "Africa/Johannesburg",
  Ghana: "Africa/Accra",
  Egypt: "Africa/Cairo",
  Senegal: "Africa/Dakar",
  "Côte d'Ivoire": "Africa/Abidjan",
};

type Resolved = { p: DemoProcess; investorId: string; founderId: string; businessId: string; businessName: string };

async function resolve(db: Database, accounts: Accounts): Promise<Resolved[]> {
  const ids = await businessIds(db, accounts);
  const out: Resolved[] = [];
  for (const p of DEMO_PROCESSES) {
    const investorId = accounts.get(p.investor);
    const founderId = accounts.get(p.founder);
    const businessId = ids.get(p.founder);
    const founder = ALL_FOUNDERS.find((f) => f.email === p.founder);
    if (investorId && founderId && businessId && founder)
      out.push({ p, investorId, founderId, businessId, businessName: founder.business.name });
  }
  return out;
}

/** Process id by "investor|founder" e-mails, for the processes that exist. */
export async function processIds(db: Database, accounts: Accounts): Promise<Map<string, Resolved & { id: string }>> {
  const out = new Map<string, Resolved & { id: string }>();
  for (const r of await resolve(db, accounts)) {
    const [row] = await db
      .select({ id: dueDiligenceProcesses.id })
      .from(dueDiligenceProcesses)
      .where(
        and(eq(dueDiligenceProcesses.investorId, r.investorId), eq(dueDiligenceProcesses.businessId, r.businessId)),
      );
    if (row) out.set(`${r.p.investor}|${r.p.founder}`, { ...r, id: row.id });
  }
  return out;
}

export async function populateProcesses(db: Database, accounts: Accounts) {
  const results: TSampleDataResult[] = [];
  for (const r of await resolve(db, accounts)) {
    const { p } = r;
    const base = { email: p.investor, userId: r.investorId, type: "due_diligence", entity: r.businessName };
    results.push(
      await attempt(base, async () => {
        const pair = and(
          eq(dueDiligenceProcesses.investorId, r.investorId),
          eq(dueDiligenceProcesses.businessId, r.businessId),
        );
        const [found] = await db.select({ id: dueDiligenceProcesses.id }).from(dueDiligenceProcesses).where(pair);
        if (found) return [found.id, true];
        // Interest is in the business's active campaign, as Express Interest records it.
        const [campaign] = await db
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.businessId, r.businessId), eq(campaigns.status, "active")))
          .limit(1);
        const [row] = await db
          .insert(dueDiligenceProcesses)
          .values({
            businessId: r.businessId,
            investorId: r.investorId,
            campaignId: campaign?.id ?? null,
            status: p.status,
            progress: p.progress,
            lastCommunication: p.lastCommunication(),
            lastCommunicationDate: ago(Math.min(p.startedDaysAgo, 2)),
            nextStep: NEXT_STEP_TEXT[p.status],
            declineReason: p.decline ?? null,
            declinedBy: p.decline ? r.investorId : null,
            createdAt: ago(p.startedDaysAgo),
            updatedAt: ago(Math.min(p.startedDaysAgo, 2)),
          })
          .returning({ id: dueDiligenceProcesses.id });
        return [row?.id ?? "", false];
      }),
    );
  }
  return results;
}

export async function populateDocuments(deps: Pick<AppDeps, "db" | "storage">, accounts: Accounts) {
  const { db, storage } = deps;
  const results: TSampleDataResult[] = [];
  for (const r of (await processIds(db, accounts)).values()) {
    for (const [category, name, status] of r.p.documents) {
      const base = { email: r.p.founder, userId: r.founderId, type: "document", entity: `${r.businessName}: ${name}` };
      results.push(
        await attempt(base, async () => {
          const where = and(eq(dueDiligenceDocuments.processId, r.id), eq(dueDiligenceDocuments.category, category));
          const [found] = await db.select({ id: dueDiligenceDocuments.id }).from(dueDiligenceDocuments).where(where);
          if (found) return [found.id, true];
          const requestedAt = ago(r.p.startedDaysAgo - 1);
          const [row] = await db
            .insert(dueDiligenceDocuments)
            .values({ processId: r.id, category, name, requestedBy: r.investorId, createdAt: requestedAt })
            .returning({ id: dueDiligenceDocuments.id });
          if (!row) throw new Error("document insert returned no row");
          if (status === "pending") return [row.id, false];
          const fileName = safeFileName(`${r.businessName} ${name}.pdf`, "pdf");
          const storageKey = `due-diligence-docs/${r.founderId}/${r.id}/${row.id}-${fileName}`;
          const bytes = samplePdf(`${r.businessName}: ${name}`, [
            "Sample document created by Kuza's demo data.",
            `Prepared for due diligence by ${r.businessName}.`,
            "Figures in this file are illustrative.",
          ]);
          await storage.put(storageKey, bytes, "application/pdf");
          const sharedDate = ago(Math.max(r.p.startedDaysAgo - 3, 1));
          const viewedDate = status === "viewed" ? ago(Math.max(r.p.startedDaysAgo - 4, 0)) : null;
          await db
            .update(dueDiligenceDocuments)
            .set({
              status,
              storageKey,
              fileName,
              fileSize: bytes.byteLength,
              fileType: "application/pdf",
              uploadedBy: r.founderId,
              sharedDate,
              viewedDate,
              lastUpdate: viewedDate ?? sharedDate,
            })
            .where(eq(dueDiligenceDocuments.id, row.id));
          if (viewedDate)
            await db
              .insert(dueDiligenceDocumentViews)
              .values({ documentId: row.id, viewerId: r.investorId, viewedAt: viewedDate });
          return [row.id, false];
        }),
      );
    }
  }
  return results;
}

export async function populateMeetings(db: Database, accounts: Accounts) {
  const results: TSampleDataResult[] = [];
  for (const r of (await processIds(db, accounts)).values()) {
    const founder = ALL_FOUNDERS.find((f) => f.email === r.p.founder);
    for (const m of r.p.meetings) {
      const base = {
        email: r.p.investor,
        userId: r.investorId,
        type: "meeting",
        entity: `${r.businessName}: ${m.title}`,
      };
      results.push(
        await attempt(base, async () => {
          const where = and(eq(dueDiligenceMeetings.processId, r.id), eq(dueDiligenceMeetings.title, m.title));
          const [found] = await db.select({ id: dueDiligenceMeetings.id }).from(dueDiligenceMeetings).where(where);
          if (found) return [found.id, true];
          const day = new Date(Date.now() + m.inDays * DAY);
          const startsAt = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), m.hour - 2));
          const slug = `${r.businessName}-${m.title}`.toLowerCase().replace(/[^a-z0-9]+/g, "-");
          const [row] = await db
            .insert(dueDiligenceMeetings)
            .values({
              processId: r.id,
              title: m.title,
              startsAt,
              timeZone: ZONES[founder?.business.country ?? ""] ?? "Africa/Lagos",
              durationMinutes: 60,
              meetingLink: `https://meet.jit.si/kuza-${slug}`,
              agenda: m.agenda,
              status: m.status,
              scheduledBy: m.byInvestor ? r.investorId : r.founderId,
              createdAt: ago(Math.max(-m.inDays + 3, 1)),
            })
            .returning({ id: dueDiligenceMeetings.id });
          return [row?.id ?? "", false];
        }),
      );
    }
  }
  return results;
}
