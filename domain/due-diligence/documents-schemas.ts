import { z } from "zod";
import { zText } from "../schemas/fields";
import { SCAN_STATUSES } from "../uploads/scan-status";
import { DOCUMENT_GROUPS, documentFileNameProblem } from "./documents";
import { DOCUMENT_REQUEST_MAX, DOCUMENT_STATUSES, JURISDICTIONS, DOCUMENT_MESSAGES as M } from "./documents-constants";
import { DUE_DILIGENCE_STATUSES } from "./stages";

// The document room's API contract, the founder's library included (spec part 2, sections 3, 5,
// 7; issue 10).

const ZKey = zText().trim().min(1).max(64);

/** POST /api/due-diligence/processes/{id}/documents: Request Additional Documents (investor). */
export const ZDocumentRequestSchema = z.object({
  categories: z
    .array(ZKey, { error: () => M.noneSelectedText })
    .min(1, { error: () => M.noneSelectedText })
    .max(DOCUMENT_REQUEST_MAX, { error: () => M.requestTooMany }),
});
export type TDocumentRequest = z.infer<typeof ZDocumentRequestSchema>;

/** POST /api/due-diligence/documents/{id}/from-library: answer a request with a library file. */
export const ZFromLibrarySchema = z.object({
  libraryDocumentId: zText()
    .trim()
    .min(1, { error: () => M.libraryItemNotFound }),
});

/** The raw-body uploads name their file in the query (the body is the file itself, streamed). */
export const ZUploadQuerySchema = z.object({
  name: zText({ error: () => M.noFileText })
    .trim()
    .superRefine((name, ctx) => {
      const problem = documentFileNameProblem(name);
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    }),
});
export const ZLibraryUploadQuerySchema = ZUploadQuerySchema.extend({ category: ZKey });

const ZFile = {
  fileName: zText().nullable(),
  fileSize: z.number().nullable(),
  fileType: zText().nullable(),
};

/** Whether the virus scanner checked the file ("not_scanned" when none was configured). */
const ZScanStatus = z.enum(SCAN_STATUSES);

const ZDocumentViewSchema = z.object({ viewerName: zText(), viewedAt: zText() });

/** How often one investor opened one document: the founder's view analytics (issue 21). */
export const ZDocumentOpensSchema = z.object({
  count: z.number(),
  firstOpenedAt: zText().nullable(),
  lastOpenedAt: zText().nullable(),
});
export type TDocumentOpens = z.infer<typeof ZDocumentOpensSchema>;

const ZDocumentSchema = z.object({
  id: zText(),
  processId: zText(),
  category: zText(),
  name: zText(),
  status: z.enum(DOCUMENT_STATUSES),
  createdAt: zText(),
  lastUpdate: zText(),
  ...ZFile,
  /** Null while the request is pending (no file yet). */
  scanStatus: ZScanStatus.nullable(),
  uploadedByName: zText().nullable(),
  sharedDate: zText().nullable(),
  viewedDate: zText().nullable(),
  /** Each investor's copy is stamped with their name (pdf and images; watermark.ts): false for other types and before a file. */
  watermarked: z.boolean(),
  /** Every open, newest first; the founder's only (empty for the investor). */
  views: z.array(ZDocumentViewSchema),
  /** The founder revoked the investor's access to this document, alone or with all of the process's. */
  accessRevoked: z.boolean(),
  /** The process investor's opens, for the founder; null for the investor. */
  investorOpens: ZDocumentOpensSchema.nullable(),
});
export type TDocument = z.infer<typeof ZDocumentSchema>;

const ZCatalogueEntrySchema = z.object({
  key: zText(),
  name: zText(),
  issuer: zText().nullable(),
  group: z.enum(DOCUMENT_GROUPS),
  unlocksAt: z.enum(DUE_DILIGENCE_STATUSES),
});

const ZLibraryDocumentSchema = z.object({
  id: zText(),
  category: zText(),
  fileName: zText(),
  fileSize: z.number(),
  fileType: zText(),
  scanStatus: ZScanStatus,
  createdAt: zText(),
});
export type TLibraryDocument = z.infer<typeof ZLibraryDocumentSchema>;

const ZJurisdiction = { jurisdiction: z.enum(JURISDICTIONS), jurisdictionLabel: zText() };

/** GET /api/due-diligence/processes/{id}/documents. */
export const ZProcessDocumentsSchema = z.object({
  ...ZJurisdiction,
  documents: z.array(ZDocumentSchema),
  /** The business's catalogue with, for each entry, whether it can be requested now. */
  catalogue: z.array(ZCatalogueEntrySchema.extend({ unlocked: z.boolean(), pending: z.boolean() })),
  /** The founder's library (empty for the investor), newest first: what can answer a request in one click. */
  library: z.array(ZLibraryDocumentSchema),
  /** The founder revoked the investor's access to every document of the process. */
  documentsRevoked: z.boolean(),
});
export type TProcessDocuments = z.infer<typeof ZProcessDocumentsSchema>;

export const ZDocumentRequestAnswerSchema = z.object({ documents: z.array(ZDocumentSchema), created: z.number() });
export const ZDocumentAnswerSchema = z.object({ document: ZDocumentSchema });
/** A link that opens only with the session of the user it was made for, while their access holds. */
export const ZOpenAnswerSchema = z.object({ url: zText(), expiresAt: zText(), document: ZDocumentSchema.optional() });
/** The query of a document link: its expiry (Unix seconds) and signature. */
export const ZDocumentLinkQuerySchema = z.object({ expires: zText().max(20), signature: zText().max(100) });
/** The founder's revocations: the process's documents after the change. */
export const ZDocumentsAccessAnswerSchema = z.object({
  documents: z.array(ZDocumentSchema),
  documentsRevoked: z.boolean(),
});
export type TOpenAnswer = z.infer<typeof ZOpenAnswerSchema>;

/** GET /api/due-diligence/library: the founder's library with its readiness. */
export const ZLibrarySchema = z.object({
  ...ZJurisdiction,
  business: z.object({ id: zText(), name: zText(), country: zText().nullable() }),
  catalogue: z.array(ZCatalogueEntrySchema.extend({ preparedAhead: z.boolean() })),
  documents: z.array(ZLibraryDocumentSchema),
  readiness: z.object({
    score: z.number(),
    ready: z.number(),
    total: z.number(),
    missing: z.array(z.object({ key: zText(), name: zText() })),
  }),
});
export type TLibrary = z.infer<typeof ZLibrarySchema>;
export const ZLibraryDocumentAnswerSchema = z.object({ document: ZLibraryDocumentSchema });
