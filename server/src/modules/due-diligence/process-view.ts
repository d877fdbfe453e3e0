import type { AdvanceFacts, Party } from "@domain/due-diligence/process";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import type { Database } from "../../db/client";
import { documentViewStates } from "./documents.queries";
import { countCompletedMeetings, type ParticipantProcess } from "./process.queries";

// A process as the API answers it: the row from the viewer's side plus the facts the advance
// conditions look at (completed meetings here; documents from the document room).

export async function factsFor(db: Database, processIds: string[]): Promise<Map<string, AdvanceFacts>> {
  const [meetings, documents] = await Promise.all([
    countCompletedMeetings(db, processIds),
    documentViewStates(db, processIds),
  ]);
  return new Map(
    processIds.map((id) => [
      id,
      {
        meetingsCompleted: meetings.get(id) ?? 0,
        documentsTotal: documents.get(id)?.total ?? 0,
        documentsViewed: documents.get(id)?.viewed ?? 0,
      },
    ]),
  );
}

const NO_FACTS: AdvanceFacts = { documentsTotal: 0, documentsViewed: 0, meetingsCompleted: 0 };

export function toProcess(row: ParticipantProcess, facts: AdvanceFacts | undefined): TProcess {
  const declinedBy: Party | null =
    row.declinedBy === null ? null : row.declinedBy === row.investorId ? "investor" : "founder";
  return {
    id: row.id,
    businessId: row.businessId,
    businessName: row.businessName,
    investorId: row.investorId,
    investorName: row.investorName,
    campaignId: row.campaignId,
    campaignTitle: row.campaignTitle,
    status: row.status,
    progress: row.progress,
    lastCommunication: row.lastCommunication,
    lastCommunicationDate: row.lastCommunicationDate.toISOString(),
    nextStep: row.nextStep,
    declineReason: row.status === "declined" ? row.declineReason : null,
    declineNote: row.status === "declined" ? row.declineNote : null,
    declinedBy: row.status === "declined" ? declinedBy : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewerRole: row.viewerRole,
    counterpartName: row.viewerRole === "investor" ? row.businessName : row.investorName,
    counterpartId: row.viewerRole === "investor" ? row.founderId : row.investorId,
    facts: facts ?? NO_FACTS,
  };
}

/** The other party's user id (who hears of a change). */
export const otherPartyOf = (row: ParticipantProcess) =>
  row.viewerRole === "investor" ? row.founderId : row.investorId;
