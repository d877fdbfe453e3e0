import type { Party } from "@domain/due-diligence/process";
import type { DueDiligenceStatus } from "@domain/due-diligence/stages";
import { COMPLETED_STATUSES } from "@domain/due-diligence/stages";
import { and, count, desc, eq, inArray, notInArray, or, type SQL, sql } from "drizzle-orm";
import { isBanned, notBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, campaigns, dueDiligenceMeetings, dueDiligenceProcesses, profiles } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// Due-diligence processes. Every read is for a participant: the process's investor or the owner
// of its business, decided inside the statement, so anyone else finds nothing (404).

const p = dueDiligenceProcesses;

const processSelection = {
  id: p.id,
  businessId: p.businessId,
  businessName: businesses.businessName,
  founderId: businesses.userId,
  investorId: p.investorId,
  investorName: profiles.fullName,
  campaignId: p.campaignId,
  campaignTitle: campaigns.title,
  status: p.status,
  progress: p.progress,
  lastCommunication: p.lastCommunication,
  lastCommunicationDate: p.lastCommunicationDate,
  nextStep: p.nextStep,
  declineReason: p.declineReason,
  declineNote: p.declineNote,
  declinedBy: p.declinedBy,
  /** The founder withdrew the investor's access to every document (document-access.ts). */
  documentsRevokedAt: p.documentsRevokedAt,
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  /** A banned party freezes the process (process-view's refuseIfFrozen). */
  investorBanned: isBanned(p.investorId),
  founderBanned: isBanned(businesses.userId),
};

type ProcessRow = Awaited<ReturnType<typeof selectProcesses>>[number];
/** A process as a participant sees it, with which side they are on. */
export type ParticipantProcess = ProcessRow & { viewerRole: Party };

function selectProcesses(db: Database) {
  return db
    .select(processSelection)
    .from(p)
    .innerJoin(businesses, eq(businesses.id, p.businessId))
    .innerJoin(profiles, eq(profiles.id, p.investorId))
    .leftJoin(campaigns, eq(campaigns.id, p.campaignId));
}

const participantOf = (userId: string): SQL => or(eq(p.investorId, userId), eq(businesses.userId, userId)) as SQL;

const withRole = (row: ProcessRow, userId: string): ParticipantProcess => ({
  ...row,
  viewerRole: row.investorId === userId ? "investor" : "founder",
});

/**
 * The process when the viewer is its investor or the owner of its business; null otherwise
 * (answer 404). The access check for everything hanging off a process (meetings, documents).
 */
export async function findProcessForParticipant(
  db: Database,
  processId: string,
  viewer: { userId: string },
): Promise<ParticipantProcess | null> {
  if (!isUuid(processId)) return null;
  const [row] = await selectProcesses(db)
    .where(and(eq(p.id, processId), participantOf(viewer.userId)))
    .limit(1);
  return row ? withRole(row, viewer.userId) : null;
}

/** The viewer's processes, last updated first, with the tab counts. */
export async function findProcessesForParticipant(
  db: Database,
  userId: string,
  page: { limit: number; offset: number },
) {
  const [rows, [counts]] = await Promise.all([
    selectProcesses(db)
      .where(participantOf(userId))
      .orderBy(desc(p.updatedAt), desc(p.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        total: count(),
        completed: sql<number>`count(*) filter (where ${inArray(p.status, [...COMPLETED_STATUSES])})`.mapWith(Number),
      })
      .from(p)
      .innerJoin(businesses, eq(businesses.id, p.businessId))
      .where(participantOf(userId)),
  ]);
  const total = counts?.total ?? 0;
  const completed = counts?.completed ?? 0;
  return { items: rows.map((r) => withRole(r, userId)), total, counts: { active: total - completed, completed } };
}

export async function findProcessIdForPair(db: Database, investorId: string, businessId: string) {
  const [row] = await db
    .select({ id: p.id, status: p.status })
    .from(p)
    .where(and(eq(p.investorId, investorId), eq(p.businessId, businessId)))
    .limit(1);
  return row ?? null;
}

/**
 * The business Express Interest names, its owner, and its active campaign when the request names
 * that one (or none). A banned founder's business is not found.
 */
export async function findBusinessForInterest(db: Database, businessId: string, campaignId: string | null) {
  if (!isUuid(businessId)) return null;
  const [row] = await db
    .select({ id: businesses.id, ownerId: businesses.userId, name: businesses.businessName })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), notBanned(businesses.userId)))
    .limit(1);
  if (!row) return null;
  // Interest is in the business's one active campaign (a unique index keeps it to one); a named
  // campaign counts only when it is that one. Null: nothing to express interest in.
  const [campaign = null] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.businessId, businessId), eq(campaigns.status, "active")))
    .limit(1);
  const named = campaignId ?? campaign?.id;
  return { ...row, activeCampaignId: campaign && named === campaign.id ? campaign.id : null };
}

/** Inserts the process unless the pair has one: the unique index decides. Null when it existed. */
export async function insertProcess(
  db: Database,
  values: {
    businessId: string;
    investorId: string;
    campaignId: string | null;
    lastCommunication: string;
    nextStep: string;
  },
): Promise<string | null> {
  const [row] = await db
    .insert(p)
    .values({ ...values, status: "initial_contact", progress: 10 })
    .onConflictDoNothing({ target: [p.investorId, p.businessId] })
    .returning({ id: p.id });
  return row?.id ?? null;
}

export type ProcessChange = {
  status: DueDiligenceStatus;
  progress: number;
  lastCommunication: string;
  nextStep: string;
  declineReason?: (typeof p.$inferInsert)["declineReason"];
  declineNote?: string | null;
  declinedBy?: string | null;
};

/**
 * Moves the process only if it is still at `from`: two concurrent changes cannot both apply.
 * False when someone else moved it first.
 */
export async function updateProcessFrom(
  db: Database,
  id: string,
  from: DueDiligenceStatus,
  change: ProcessChange,
): Promise<boolean> {
  const rows = await db
    .update(p)
    .set({ ...change, lastCommunicationDate: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(p.id, id), eq(p.status, from)))
    .returning({ id: p.id });
  return rows.length > 0;
}

/**
 * Locks the process row until the transaction ends (SELECT ... FOR UPDATE) and reads its stage.
 * Every change the advance condition reads (a document requested, shared or opened, a meeting
 * moved) takes this lock first, as the advance does before counting: the two are serialised.
 */
export async function lockProcess(db: Database, id: string) {
  const [row] = await db.select({ status: p.status, progress: p.progress }).from(p).where(eq(p.id, id)).for("update");
  return row ?? null;
}

export async function countCompletedMeetings(db: Database, processIds: string[]): Promise<Map<string, number>> {
  if (processIds.length === 0) return new Map();
  const rows = await db
    .select({ processId: dueDiligenceMeetings.processId, n: count() })
    .from(dueDiligenceMeetings)
    .where(and(inArray(dueDiligenceMeetings.processId, processIds), eq(dueDiligenceMeetings.status, "completed")))
    .groupBy(dueDiligenceMeetings.processId);
  return new Map(rows.map((r) => [r.processId, r.n]));
}

/** How many processes are still running (every status but the completed ones): the admin dashboard's figure. */
export async function countActiveProcesses(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(p)
    .where(notInArray(p.status, [...COMPLETED_STATUSES]));
  return row?.n ?? 0;
}

/** Matching (a founder's view of investors): each investor's process progress on this business. */
export async function findProgressByInvestor(db: Database, businessId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ investorId: p.investorId, progress: p.progress })
    .from(p)
    .where(eq(p.businessId, businessId));
  return new Map(rows.map((r) => [r.investorId, r.progress]));
}

/** Matching (an investor's recommendations): how many processes the investor has. */
export async function countProcessesOfInvestor(db: Database, investorId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(eq(p.investorId, investorId));
  return row?.n ?? 0;
}
