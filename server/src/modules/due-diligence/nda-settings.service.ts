import { randomUUID } from "node:crypto";
import { DUE_DILIGENCE_MESSAGES } from "@domain/due-diligence/constants";
import type { TNdaSetting, TNdaSettingInput } from "@domain/due-diligence/nda/nda-schemas";
import { CURRENT_STANDARD_NDA } from "@domain/due-diligence/nda/standard-nda";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { AppError } from "../../lib/errors";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import { releaseFiles } from "../../storage/orphan-sweep";
import type { Storage } from "../../storage/storage";
import { type BusinessNdaRow, businessNdaOf, ownedBusiness, saveBusinessNda } from "./nda.queries";
import { ndaFolder, storeNdaFile } from "./nda-store";

// The founder's NDA requirement for their business: none, Kuza's standard text, or their own PDF.
// Only the business's owner reads or changes it; another founder's business is not found (404).

type Deps = { db: Database; storage: Storage; scanner: UploadScanner | null; env: Env };

async function ownBusiness(db: Database, businessId: string, userId: string) {
  const business = await ownedBusiness(db, businessId, userId);
  if (!business) throw new AppError("NOT_FOUND", DUE_DILIGENCE_MESSAGES.businessNotFound);
  return business;
}

function toSetting(row: BusinessNdaRow | null): TNdaSetting {
  const custom = row?.requirement === "custom" && row.fileName && row.fileSha256;
  return {
    requirement: row?.requirement ?? "none",
    standardVersion: CURRENT_STANDARD_NDA,
    file: custom
      ? {
          fileName: row.fileName ?? "",
          fileSize: row.fileSize ?? 0,
          sha256: row.fileSha256 ?? "",
          uploadedAt: row.updatedAt.toISOString(),
        }
      : null,
  };
}

export async function getNdaSetting(db: Database, userId: string, businessId: string) {
  const business = await ownBusiness(db, businessId, userId);
  return { nda: toSetting(await businessNdaOf(db, business.id)) };
}

/** None or the standard text; a previous PDF is removed after the commit, unless an acceptance names it. */
export async function setNdaRequirement(deps: Deps, userId: string, businessId: string, input: TNdaSettingInput) {
  const business = await ownBusiness(deps.db, businessId, userId);
  const before = await deps.db.transaction((tx) =>
    saveBusinessNda(tx, { businessId: business.id, requirement: input.requirement }),
  );
  await releaseFiles(deps, [before?.storageKey]);
  return getNdaSetting(deps.db, userId, business.id);
}

/** The founder's own PDF becomes the requirement: stored first, then the row; the file it replaces goes. */
export async function uploadCustomNda(
  deps: Deps,
  userId: string,
  businessId: string,
  clientName: string,
  request: Request,
) {
  const business = await ownBusiness(deps.db, businessId, userId);
  const file = await storeNdaFile(deps, request, { folder: ndaFolder(userId), id: randomUUID(), clientName });
  let before: BusinessNdaRow | null;
  try {
    before = await deps.db.transaction((tx) =>
      saveBusinessNda(tx, {
        businessId: business.id,
        requirement: "custom",
        storageKey: file.storageKey,
        fileName: file.fileName,
        fileSize: file.fileSize,
        fileSha256: file.sha256,
      }),
    );
  } catch (error) {
    await deps.storage.delete(file.storageKey);
    throw error;
  }
  if (before?.storageKey !== file.storageKey) await releaseFiles(deps, [before?.storageKey]);
  return getNdaSetting(deps.db, userId, business.id);
}
