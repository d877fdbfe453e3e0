import { randomUUID } from "node:crypto";
import { jurisdictionOf } from "@domain/due-diligence/documents";
import { DOCUMENT_MESSAGES } from "@domain/due-diligence/documents-constants";
import {
  VERIFICATION_MESSAGES as M,
  VERIFICATION_EXTENSIONS,
  VERIFICATION_MAX_BYTES,
} from "@domain/verification/constants";
import {
  normaliseRegistrationNumber,
  registrationKey,
  registrationNumberProblem,
} from "@domain/verification/registration-numbers";
import type {
  TBusinessVerification,
  TInvestorVerification,
  ZBusinessVerificationQuerySchema,
  ZInvestorVerificationQuerySchema,
} from "@domain/verification/schemas";
import { requesterStatus, sameIncorporationCountry } from "@domain/verification/status";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { isUniqueViolation } from "../../lib/postgres";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import type { Storage } from "../../storage/storage";
import { type StoredDocument, storeUpload, type UploadRules } from "../../storage/store-upload";
import {
  businessOfOwner,
  insertRequest,
  investorOf,
  latestRequest,
  lockBusiness,
  ONE_PENDING_INDEX,
  setBusinessVerified,
} from "./verification.queries";

// A requester's side of verification: what they see of it, and sending a request with its
// document. The document is checked and stored under the document room's rules (by content, size,
// private key); the row follows only once the file is in place.

type Deps = { db: Database; storage: Storage; scanner: UploadScanner | null };

const RULES: UploadRules = {
  extensions: VERIFICATION_EXTENSIONS,
  maxBytes: VERIFICATION_MAX_BYTES,
  // Read at each upload, so the refusals speak that request's language.
  get messages() {
    return {
      badType: M.badType,
      typeMismatch: DOCUMENT_MESSAGES.typeMismatch,
      noFile: M.noFile,
      tooLarge: M.tooLarge,
    };
  },
};

/** Private: every key outside the image folders is served only through this module's routes. */
const verificationFolder = (userId: string) => `verification-docs/${userId}`;

const conflict = (message: string) => new AppError("CONFLICT", message);

export async function getBusinessVerification(db: Database, userId: string): Promise<TBusinessVerification> {
  const [business, latest] = await Promise.all([businessOfOwner(db, userId), latestRequest(db, userId, "business")]);
  const verified = business?.verifiedAt != null;
  return {
    status: requesterStatus(verified, latest?.request ?? null),
    verifiedAt: business?.verifiedAt?.toISOString() ?? null,
    latest: latest?.request ?? null,
    business: business && {
      id: business.id,
      businessName: business.businessName,
      incorporationCountry: business.incorporationCountry,
      jurisdiction: jurisdictionOf(business.incorporationCountry),
    },
  };
}

export async function getInvestorVerification(db: Database, userId: string): Promise<TInvestorVerification> {
  const [investor, latest] = await Promise.all([investorOf(db, userId), latestRequest(db, userId, "investor")]);
  return {
    status: requesterStatus(investor?.verified ?? false, latest?.request ?? null),
    latest: latest?.request ?? null,
    fullName: investor?.fullName ?? "",
  };
}

/** Stores the document, then runs `insert`; the file is removed again if the row is not written. */
async function storeThenInsert(
  deps: Deps,
  request: Request,
  target: { userId: string; id: string; clientName: string },
  insert: (file: StoredDocument) => Promise<void>,
): Promise<void> {
  const file = await storeUpload(
    deps.storage,
    request,
    { folder: verificationFolder(target.userId), id: target.id, clientName: target.clientName },
    RULES,
    deps.scanner,
  );
  try {
    await insert(file);
  } catch (error) {
    await deps.storage.delete(file.storageKey).catch(() => {});
    if (isUniqueViolation(error, ONE_PENDING_INDEX)) throw conflict(M.pendingExists);
    throw error;
  }
}

type BusinessQuery = z.output<typeof ZBusinessVerificationQuerySchema>;

/**
 * The founder sends the business's registration number (in the format of its incorporation
 * country) and certificate. A Verified business that sends other details is no longer Verified
 * until an admin approves them; sending the approved details again is refused.
 */
export async function submitBusinessVerification(
  deps: Deps,
  userId: string,
  query: BusinessQuery,
  request: Request,
): Promise<TBusinessVerification> {
  const business = await businessOfOwner(deps.db, userId);
  if (!business) throw new AppError("BUSINESS_REQUIRED", DOCUMENT_MESSAGES.businessRequired);
  const country = business.incorporationCountry;
  if (!country) throw conflict(M.countryRequired);
  const problem = registrationNumberProblem(jurisdictionOf(country), query.registrationNumber);
  if (problem) throw new AppError("VALIDATION_FAILED", problem, { registrationNumber: [problem] });
  const registrationNumber = normaliseRegistrationNumber(query.registrationNumber);
  const latest = await latestRequest(deps.db, userId, "business");
  if (latest?.row.status === "pending") throw conflict(M.pendingExists);
  const unchanged =
    business.verifiedAt !== null &&
    latest?.row.status === "approved" &&
    sameIncorporationCountry(latest.row.incorporationCountry, country) &&
    registrationKey(latest.row.registrationNumber ?? "") === registrationKey(registrationNumber);
  if (unchanged) throw conflict(M.alreadyVerified);

  const id = randomUUID();
  await storeThenInsert(deps, request, { userId, id, clientName: query.name }, (file) =>
    deps.db.transaction(async (tx) => {
      const locked = await lockBusiness(tx, business.id);
      // The country changed while the file arrived: the number was checked against the old one.
      if (!locked || !sameIncorporationCountry(locked.incorporationCountry, country)) throw conflict(M.countryChanged);
      if (locked.verifiedAt) await setBusinessVerified(tx, business.id, false);
      await insertRequest(tx, {
        id,
        subject: "business",
        userId,
        businessId: business.id,
        incorporationCountry: country,
        registrationNumber,
        ...file,
      });
    }),
  );
  return getBusinessVerification(deps.db, userId);
}

type InvestorQuery = z.output<typeof ZInvestorVerificationQuerySchema>;

/** The investor sends their identity (and their firm's) with a document; not once they are verified. */
export async function submitInvestorVerification(
  deps: Deps,
  userId: string,
  query: InvestorQuery,
  request: Request,
): Promise<TInvestorVerification> {
  const investor = await investorOf(deps.db, userId);
  if (investor?.verified) throw conflict(M.investorAlreadyVerified);
  const latest = await latestRequest(deps.db, userId, "investor");
  if (latest?.row.status === "pending") throw conflict(M.pendingExists);
  const firm = query.kind === "firm";
  const id = randomUUID();
  await storeThenInsert(deps, request, { userId, id, clientName: query.name }, (file) =>
    insertRequest(deps.db, {
      id,
      subject: "investor",
      userId,
      legalName: query.legalName,
      investorKind: query.kind,
      firmName: firm ? (query.firmName ?? null) : null,
      firmWebsite: firm ? (query.firmWebsite ?? null) : null,
      firmRegistrationNumber: firm && query.firmRegistrationNumber ? query.firmRegistrationNumber.toUpperCase() : null,
      ...file,
    }),
  );
  return getInvestorVerification(deps.db, userId);
}
