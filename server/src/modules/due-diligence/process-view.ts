import { communicationText, nextStepText } from "@domain/due-diligence/communication";
import { DUE_DILIGENCE_MESSAGES as M } from "@domain/due-diligence/constants";
import type { AdvanceFacts, Party } from "@domain/due-diligence/process";
import type { TProcess } from "@domain/due-diligence/process-schemas";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
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
    // Recorded in English; answered in the reader's language.
    lastCommunication: communicationText(row.lastCommunication),
    lastCommunicationDate: row.lastCommunicationDate.toISOString(),
    nextStep: nextStepText(row.nextStep),
    declineReason: row.status === "declined" ? row.declineReason : null,
    declineNote: row.status === "declined" ? row.declineNote : null,
    declinedBy: row.status === "declined" ? declinedBy : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    viewerRole: row.viewerRole,
    counterpartName: row.viewerRole === "investor" ? row.businessName : row.investorName,
    counterpartId: row.viewerRole === "investor" ? row.founderId : row.investorId,
    counterpartSuspended: row.viewerRole === "investor" ? row.founderBanned : row.investorBanned,
    facts: facts ?? NO_FACTS,
  };
}

/**
 * A process with a banned party is frozen until the ban is lifted: either side may read it, but
 * no action (stage, documents, meetings) goes through. Every action calls this after the access check.
 */
export function refuseIfFrozen(row: ParticipantProcess): void {
  if (row.investorBanned || row.founderBanned) throw new AppError("ACCOUNT_SUSPENDED", M.accountSuspended);
}

/** The other party's user id (who hears of a change). */
export const otherPartyOf = (row: ParticipantProcess) =>
  row.viewerRole === "investor" ? row.founderId : row.investorId;
