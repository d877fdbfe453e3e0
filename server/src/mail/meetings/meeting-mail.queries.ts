import type { Party } from "@domain/due-diligence/process";
import type { Locale } from "@domain/i18n/locales";
import { eq, inArray } from "drizzle-orm";
import { isBanned } from "../../db/bans";
import type { Database } from "../../db/client";
import { businesses, dueDiligenceMeetings, dueDiligenceProcesses, profiles, user } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// What a meeting's e-mails and reminders need, read straight from the tables: mail is
// infrastructure (it never imports an area), and the job handlers and the e-mail pipeline call it.

type MeetingParty = {
  id: string;
  side: Party;
  email: string;
  name: string;
  locale: Locale | null;
  timeZone: string | null;
  banned: boolean;
};

export type MeetingMailContext = {
  meeting: {
    id: string;
    processId: string;
    title: string;
    startsAt: Date;
    durationMinutes: number;
    meetingLink: string;
    agenda: string | null;
    status: (typeof dueDiligenceMeetings.$inferSelect)["status"];
    sequence: number;
    scheduledBy: string;
    updatedAt: Date;
  };
  businessName: string;
  investor: MeetingParty;
  founder: MeetingParty;
};

const mt = dueDiligenceMeetings;

/** The meeting, its process's business and both parties; null when there is no such meeting. */
export async function findMeetingMailContext(db: Database, meetingId: string): Promise<MeetingMailContext | null> {
  if (!isUuid(meetingId)) return null;
  const [row] = await db
    .select({
      meeting: {
        id: mt.id,
        processId: mt.processId,
        title: mt.title,
        startsAt: mt.startsAt,
        durationMinutes: mt.durationMinutes,
        meetingLink: mt.meetingLink,
        agenda: mt.agenda,
        status: mt.status,
        sequence: mt.sequence,
        scheduledBy: mt.scheduledBy,
        updatedAt: mt.updatedAt,
      },
      businessName: businesses.businessName,
      investorId: dueDiligenceProcesses.investorId,
      founderId: businesses.userId,
    })
    .from(mt)
    .innerJoin(dueDiligenceProcesses, eq(dueDiligenceProcesses.id, mt.processId))
    .innerJoin(businesses, eq(businesses.id, dueDiligenceProcesses.businessId))
    .where(eq(mt.id, meetingId))
    .limit(1);
  if (!row) return null;
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      userName: user.name,
      fullName: profiles.fullName,
      locale: user.locale,
      timeZone: user.timeZone,
      banned: isBanned(user.id),
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.id, user.id))
    .where(inArray(user.id, [row.investorId, row.founderId]));
  const party = (id: string, side: Party): MeetingParty | null => {
    const found = people.find((p) => p.id === id);
    if (!found) return null;
    const { userName, fullName, ...rest } = found;
    return { ...rest, side, name: fullName ?? userName, banned: Boolean(found.banned) };
  };
  const investor = party(row.investorId, "investor");
  const founder = party(row.founderId, "founder");
  if (!investor || !founder) return null;
  return { meeting: row.meeting, businessName: row.businessName, investor, founder };
}
