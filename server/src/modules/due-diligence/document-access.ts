import { DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { Database } from "../../db/client";
import { AppError, type ErrorCode } from "../../lib/errors";
import { recordSecurityEvent } from "../security-events/record-security-event";
import type { DocumentRow } from "./documents.queries";
import type { ParticipantProcess } from "./process.queries";

// Whether a party's access to a process document holds NOW (issue 21). A link is only a pointer:
// the rule below is asked when the link is made and again on every request that serves its
// bytes, so a decline, a ban or the founder's revocation stops links already handed out at once.

/** Why a signed-in user was refused a document: the `reason` of the security event. */
export type LinkRefusalReason = "declined" | "banned" | "revoked" | "not_party" | "wrong_user" | "expired";

/** A refusal that says why, so the caller can log it before answering. */
export class DocumentRefusal extends AppError {
  constructor(
    readonly reason: LinkRefusalReason,
    code: ErrorCode,
    message: string,
  ) {
    super(code, message);
  }
}

export const notFoundRefusal = (reason: "not_party" | "wrong_user") =>
  new DocumentRefusal(reason, "NOT_FOUND", M.documentNotFound);

/**
 * The process is not declined, neither party is banned, and for the investor the founder has not
 * withdrawn access to this document or to all of the process's. The founder keeps their own copy.
 */
export function refuseUnlessAccessHolds(
  process: ParticipantProcess,
  document: DocumentRow,
  /** Opening answers what every action of a frozen process answers; a link says why it stopped. */
  suspendedMessage: string = M.linkSuspended,
): void {
  if (process.investorBanned || process.founderBanned) {
    throw new DocumentRefusal("banned", "ACCOUNT_SUSPENDED", suspendedMessage);
  }
  if (process.status === "declined") throw new DocumentRefusal("declined", "CONFLICT", M.linkDeclined);
  const revoked = document.revokedAt !== null || process.documentsRevokedAt !== null;
  if (process.viewerRole === "investor" && revoked) throw new DocumentRefusal("revoked", "FORBIDDEN", M.linkRevoked);
}

export type RefusalContext = { userId: string; ip: string; documentId: string; kind: "process" | "library" };

/**
 * Runs `work`; a refusal is written to the security log (document_link_refused, the reason in
 * its detail) and thrown on. Signed-out callers never get this far: their 401 names nobody.
 */
export async function loggingRefusals<T>(db: Database, context: RefusalContext, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DocumentRefusal) {
      await recordSecurityEvent(db, {
        kind: "document_link_refused",
        userId: context.userId,
        ip: context.ip,
        detail: { reason: error.reason, documentId: context.documentId, kind: context.kind },
      });
    }
    throw error;
  }
}
