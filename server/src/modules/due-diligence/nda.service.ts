import { DOCUMENT_MESSAGES } from "@domain/due-diligence/documents-constants";
import { NDA_MESSAGES as M } from "@domain/due-diligence/nda/nda-constants";
import {
  ndaNameProblem,
  type TNdaAcceptance,
  type TNdaAcceptInput,
  type TProcessNda,
} from "@domain/due-diligence/nda/nda-schemas";
import { CURRENT_STANDARD_NDA, standardNdaText } from "@domain/due-diligence/nda/standard-nda";
import { formatDate } from "@domain/format";
import { currentLocale } from "@domain/i18n/locales";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businessNdas } from "../../db/schema";
import { AppError } from "../../lib/errors";
import type { Storage } from "../../storage/storage";
import { recordSecurityEvent } from "../security-events/record-security-event";
import { type AcceptanceRow, acceptanceOf, businessNdaOf, insertAcceptance, ndaPartiesOf } from "./nda.queries";
import { type AcceptanceFacts, customAcceptancePdf, standardAcceptancePdf } from "./nda-pdf";
import { readAll } from "./nda-store";
import { findProcessForParticipant, type ParticipantProcess } from "./process.queries";
import { refuseIfFrozen } from "./process-view";

// A process's NDA: what the business requires now, the investor's acceptance (once per process,
// kept whatever the founder changes later), the founder's PDF to read, and the acceptance as a
// PDF. Only the process's two parties get anything; anyone else finds nothing (404).

type Deps = { db: Database; storage: Storage };

async function partyProcess(db: Database, processId: string, userId: string): Promise<ParticipantProcess> {
  const process = await findProcessForParticipant(db, processId, { userId });
  if (!process) throw new AppError("NOT_FOUND", DOCUMENT_MESSAGES.processNotFound);
  return process;
}

function toAcceptance(row: AcceptanceRow, investorName: string): TNdaAcceptance {
  return {
    investorName,
    typedName: row.typedName,
    acceptedAt: row.acceptedAt.toISOString(),
    ip: row.ip,
    kind: row.kind,
    textVersion: row.textVersion,
    textLocale: row.textLocale,
    fileSha256: row.fileSha256,
  };
}

export async function getProcessNda(db: Database, userId: string, processId: string): Promise<TProcessNda> {
  const process = await partyProcess(db, processId, userId);
  const [nda, accepted, parties] = await Promise.all([
    businessNdaOf(db, process.businessId),
    acceptanceOf(db, process.id),
    ndaPartiesOf(db, process.businessId),
  ]);
  const requirement = nda?.requirement ?? "none";
  const locale = currentLocale();
  return {
    requirement,
    investorName: process.investorName,
    businessName: process.businessName,
    standard:
      requirement === "standard"
        ? {
            version: CURRENT_STANDARD_NDA,
            text: standardNdaText(CURRENT_STANDARD_NDA, locale, {
              business: process.businessName,
              founder: parties.founderName,
              investor: process.investorName,
              date: formatDate(new Date(), locale),
              country: parties.country,
            }),
          }
        : null,
    file:
      requirement === "custom" && nda?.fileName && nda.fileSha256
        ? { fileName: nda.fileName, fileSize: nda.fileSize ?? 0, sha256: nda.fileSha256 }
        : null,
    acceptance: accepted ? toAcceptance(accepted.acceptance, accepted.investorName) : null,
  };
}

/**
 * The investor accepts the NDA the business requires now, by typing the full name of their
 * profile. `ndaId` must name that NDA (the founder may have changed it while they read). A second
 * acceptance changes nothing and answers the first.
 */
export async function acceptNda(
  db: Database,
  userId: string,
  processId: string,
  input: TNdaAcceptInput,
  ip: string,
): Promise<{ acceptance: TNdaAcceptance }> {
  const process = await partyProcess(db, processId, userId);
  if (process.viewerRole !== "investor") throw new AppError("NOT_FOUND", DOCUMENT_MESSAGES.processNotFound);
  refuseIfFrozen(process);
  const existing = await acceptanceOf(db, process.id);
  if (existing) return { acceptance: toAcceptance(existing.acceptance, existing.investorName) };
  const problem = ndaNameProblem(input.fullName, process.investorName);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { fullName: [problem] });
  const locale = currentLocale();

  return db.transaction(async (tx) => {
    // Shares the row the founder's change locks: an acceptance and a change of NDA cannot cross.
    const [nda] = await tx
      .select()
      .from(businessNdas)
      .where(eq(businessNdas.businessId, process.businessId))
      .for("share");
    if (!nda || nda.requirement === "none") throw new AppError("CONFLICT", M.notRequired);
    const standard = nda.requirement === "standard";
    if (input.ndaId !== (standard ? CURRENT_STANDARD_NDA : nda.fileSha256)) throw new AppError("CONFLICT", M.changed);
    const row = await insertAcceptance(tx, {
      processId: process.id,
      investorId: userId,
      typedName: input.fullName.replace(/\s+/gu, " ").trim(),
      ip,
      kind: standard ? "standard" : "custom",
      textVersion: standard ? CURRENT_STANDARD_NDA : null,
      textLocale: standard ? locale : null,
      fileSha256: standard ? null : nda.fileSha256,
      storageKey: standard ? null : nda.storageKey,
      fileName: standard ? null : nda.fileName,
    });
    if (row) {
      await recordSecurityEvent(tx, {
        kind: "nda_accepted",
        userId,
        ip,
        detail: {
          processId: process.id,
          businessId: process.businessId,
          kind: row.kind,
          version: row.textVersion,
          sha256: row.fileSha256,
        },
      });
      return { acceptance: toAcceptance(row, process.investorName) };
    }
    const first = await acceptanceOf(tx, process.id);
    if (!first) throw new Error("NDA acceptance vanished");
    return { acceptance: toAcceptance(first.acceptance, first.investorName) };
  });
}

/** The founder's PDF the business requires now, for either party to read before accepting. */
export async function ndaFileForParty(deps: Deps, userId: string, processId: string) {
  const process = await partyProcess(deps.db, processId, userId);
  const nda = await businessNdaOf(deps.db, process.businessId);
  if (nda?.requirement !== "custom" || !nda.storageKey) throw new AppError("NOT_FOUND", M.fileNotFound);
  const file = await deps.storage.get(nda.storageKey);
  if (!file) throw new AppError("NOT_FOUND", M.fileNotFound);
  return { file, fileName: nda.fileName ?? "nda.pdf" };
}

/** The acceptance as a PDF, for either party: the standard text filled in, or the founder's PDF, plus the acceptance. */
export async function acceptancePdf(deps: Deps, userId: string, processId: string) {
  const process = await partyProcess(deps.db, processId, userId);
  const accepted = await acceptanceOf(deps.db, process.id);
  if (!accepted) throw new AppError("NOT_FOUND", M.acceptanceNotFound);
  const parties = await ndaPartiesOf(deps.db, process.businessId);
  const facts: AcceptanceFacts = {
    acceptance: accepted.acceptance,
    investorName: accepted.investorName,
    businessName: process.businessName,
    founderName: parties.founderName,
    country: parties.country,
    processId: process.id,
  };
  let bytes: Uint8Array;
  if (accepted.acceptance.kind === "standard") bytes = await standardAcceptancePdf(facts);
  else {
    const key = accepted.acceptance.storageKey;
    const stored = key ? await deps.storage.get(key) : null;
    bytes = await customAcceptancePdf(facts, stored ? await readAll(stored.body) : null, currentLocale());
  }
  return { bytes, fileName: `nda-acceptance-${process.id.slice(0, 8)}.pdf` };
}
