import { randomUUID } from "node:crypto";
import type { TLibraryAnalytics } from "@domain/due-diligence/analytics-schemas";
import { catalogueFor, catalogueItem, jurisdictionOf } from "@domain/due-diligence/documents";
import { JURISDICTION_LABELS, DOCUMENT_MESSAGES as M } from "@domain/due-diligence/documents-constants";
import type { TLibrary } from "@domain/due-diligence/documents-schemas";
import { readinessOf } from "@domain/due-diligence/library";
import type { Database } from "../../db/client";
import type { Env } from "../../env";
import { type Commit, transactionOf } from "../../idempotency/keyed-write";
import { AppError } from "../../lib/errors";
import type { UploadScanner } from "../../storage/clamav/upload-scanner";
import { releaseFiles } from "../../storage/orphan-sweep";
import type { LinkSigner } from "../../storage/signing";
import type { Storage } from "../../storage/storage";
import { makeDocumentLink } from "./document-links";
import { libraryFolder, storeUpload } from "./documents-store";
import {
  deleteLibraryDocument,
  findLibraryDocument,
  founderBusiness,
  insertLibraryDocument,
  listLibrary,
  toLibraryDocument,
} from "./library.queries";
import { libraryAnalytics } from "./library-analytics.queries";

// The founder's library: documents prepared ahead of any request, and how ready the business is.

type Deps = { db: Database; storage: Storage; scanner: UploadScanner | null };

async function ownBusiness(db: Database, userId: string) {
  const business = await founderBusiness(db, userId);
  if (!business) throw new AppError("BUSINESS_REQUIRED", M.businessRequired);
  return business;
}

export async function getLibrary(db: Database, userId: string): Promise<TLibrary> {
  const business = await ownBusiness(db, userId);
  const rows = await listLibrary(db, business.id);
  const jurisdiction = jurisdictionOf(business.country);
  const readiness = readinessOf(
    business.country,
    rows.map((r) => r.category),
  );
  return {
    jurisdiction,
    jurisdictionLabel: JURISDICTION_LABELS[jurisdiction],
    business,
    catalogue: catalogueFor(business.country).map((item) => ({
      key: item.key,
      name: item.name,
      issuer: item.issuer ?? null,
      group: item.group,
      unlocksAt: item.unlocksAt,
      preparedAhead: item.preparedAhead,
    })),
    documents: rows.map(toLibraryDocument),
    readiness: { ...readiness, missing: readiness.missing.map((item) => ({ key: item.key, name: item.name })) },
  };
}

/** For each library document, the investors it was shared with and each one's opens (the founder's own business). */
export async function getLibraryAnalytics(db: Database, userId: string): Promise<TLibraryAnalytics> {
  const business = await ownBusiness(db, userId);
  return libraryAnalytics(db, business.id);
}

/**
 * Adds a file to the library under a category of the business's catalogue; stored first, then its
 * row through `commit` (which also claims the request's idempotency key when it has one).
 */
export async function uploadToLibrary(
  deps: Deps,
  userId: string,
  query: { category: string; name: string },
  request: Request,
  commit: Commit = transactionOf(deps.db),
) {
  const business = await ownBusiness(deps.db, userId);
  if (!catalogueItem(business.country, query.category)) {
    throw new AppError("VALIDATION_FAILED", M.unknownCategory, { category: [M.unknownCategory] });
  }
  const id = randomUUID();
  const file = await storeUpload(deps, request, { folder: libraryFolder(userId), id, clientName: query.name });
  try {
    return await commit(async (tx) => {
      const row = await insertLibraryDocument(tx, {
        id,
        businessId: business.id,
        category: query.category,
        uploadedBy: userId,
        ...file,
      });
      return { document: toLibraryDocument(row) };
    });
  } catch (error) {
    await deps.storage.delete(file.storageKey);
    throw error;
  }
}

/** A link to one of the founder's library documents that opens only with their own session. */
export async function openLibraryDocument(deps: Deps & { links: LinkSigner }, userId: string, id: string) {
  const business = await ownBusiness(deps.db, userId);
  const row = await findLibraryDocument(deps.db, id, business.id);
  if (!row) throw new AppError("NOT_FOUND", M.libraryItemNotFound);
  return makeDocumentLink(deps.links, "library", row.id, userId);
}

/**
 * Removes a library document, then its file once the row is gone (documents already shared from it
 * keep their own copy). A crash between the two leaves the file to the orphan sweep.
 */
export async function removeLibraryDocument(deps: Deps & { env: Env }, userId: string, id: string) {
  const business = await ownBusiness(deps.db, userId);
  const row = await deleteLibraryDocument(deps.db, id, business.id);
  if (!row) throw new AppError("NOT_FOUND", M.libraryItemNotFound);
  await releaseFiles(deps, [row.storageKey]);
}
