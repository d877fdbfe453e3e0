import type { CampaignStatus } from "@domain/constants/campaigns";
import { messageSnapshotTitle } from "@domain/reports/moderation";
import type { ReportTargetType } from "@domain/reports/report-constants";
import { and, eq, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { conversations, messages, profiles } from "../../db/schema";
import { isUuid } from "../../lib/postgres";
import { findBusinessDetail } from "../businesses/business-cards.queries";
import { findCampaignsWithBusiness } from "../campaigns/campaigns-with-business.queries";
import { findInvestorRow } from "../investors/investors.queries";

// What a report can point at, read through the areas' own queries (so whatever hides content from
// a viewer there hides it here too): whose it is, where it lives, and what it says now.

export type ReportTarget = {
  ownerId: string;
  /** The content's page; null for a message. */
  link: string | null;
  title: string;
  text: string | null;
  ownerName: string;
  /** Campaigns only: other viewers see a campaign only while it is active. */
  campaignStatus?: CampaignStatus;
};

async function businessTarget(db: Database, viewerId: string, id: string): Promise<ReportTarget | null> {
  const row = await findBusinessDetail(db, viewerId, id);
  if (!row) return null;
  return {
    ownerId: row.business.userId,
    link: `/businesses/${row.business.id}`,
    title: row.business.businessName,
    text: row.business.description,
    ownerName: row.ownerName,
  };
}

async function campaignTarget(db: Database, id: string): Promise<ReportTarget | null> {
  const [campaign] = await findCampaignsWithBusiness(db, { campaignId: id }, { limit: 1, offset: 0 });
  if (!campaign) return null;
  return {
    ownerId: campaign.business.userId,
    link: `/businesses/${campaign.business.id}/campaign/${campaign.id}`,
    title: campaign.title,
    text: campaign.summary,
    ownerName: campaign.business.ownerName,
    campaignStatus: campaign.status,
  };
}

async function investorTarget(db: Database, userId: string): Promise<ReportTarget | null> {
  const row = await findInvestorRow(db, userId);
  if (!row) return null;
  const name = row.investor?.fullName || row.profile.fullName;
  return {
    ownerId: row.userId,
    link: `/investors/${row.userId}`,
    title: name,
    text: row.investor?.bio ?? null,
    ownerName: name,
  };
}

/** A message of a conversation the viewer takes part in; null for anyone else. */
async function messageTarget(db: Database, viewerId: string, id: string): Promise<ReportTarget | null> {
  const [row] = await db
    .select({ senderId: messages.senderId, content: messages.content, senderName: profiles.fullName })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(profiles, eq(profiles.id, messages.senderId))
    .where(
      and(
        eq(messages.id, id),
        or(eq(conversations.participant1Id, viewerId), eq(conversations.participant2Id, viewerId)),
      ),
    )
    .limit(1);
  if (!row) return null;
  const senderName = row.senderName ?? "";
  return {
    ownerId: row.senderId,
    link: null,
    title: messageSnapshotTitle(senderName),
    text: row.content,
    ownerName: senderName,
  };
}

/** The target as the viewer may see it, or null when there is none (or none they may see). */
export async function findReportTarget(
  db: Database,
  viewerId: string,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget | null> {
  switch (type) {
    case "business":
      return isUuid(id) ? businessTarget(db, viewerId, id) : null;
    case "campaign":
      return isUuid(id) ? campaignTarget(db, id) : null;
    case "investor":
      return investorTarget(db, id);
    case "message":
      return isUuid(id) ? messageTarget(db, viewerId, id) : null;
  }
}
