import { DOCUMENT_STATUSES } from "@domain/due-diligence/documents-constants";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businesses } from "./businesses";
import { dueDiligenceProcesses } from "./due-diligence";
import { scanStatusEnum } from "./scan-status";

export const dueDiligenceDocumentStatusEnum = pgEnum("due_diligence_document_status", DOCUMENT_STATUSES);

/**
 * A requested document of one process: pending when the investor asks, shared once the founder
 * uploads (or answers from the library), viewed once the investor opens it. The file lives at
 * due-diligence-docs/{founderId}/{processId}/{documentId}-{safe name}, private.
 */
export const dueDiligenceDocuments = pgTable(
  "due_diligence_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    processId: uuid("process_id")
      .notNull()
      .references(() => dueDiligenceProcesses.id, { onDelete: "cascade" }),
    /** The catalogue key (domain/due-diligence-documents.ts). */
    category: text("category").notNull(),
    name: text("name").notNull(),
    status: dueDiligenceDocumentStatusEnum("status").notNull().default("pending"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    fileType: text("file_type"),
    /** "clean" once clamd checked the file; "not_scanned" with no scanner configured (and for older rows). */
    scanStatus: scanStatusEnum("scan_status").notNull().default("not_scanned"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    /** The library document this copy was shared from (issue 21: its opens show in the library). */
    libraryDocumentId: uuid("library_document_id").references((): AnyPgColumn => businessDocuments.id, {
      onDelete: "set null",
    }),
    sharedDate: timestamp("shared_date", { withTimezone: true }),
    viewedDate: timestamp("viewed_date", { withTimezone: true }),
    /** Set while the founder has withdrawn the investor's access to this document (its links stop at once). */
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastUpdate: timestamp("last_update", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("due_diligence_documents_process_created_idx").on(t.processId, t.createdAt),
    // One pending request per category and process: a double click makes one row.
    index("due_diligence_documents_library_idx").on(t.libraryDocumentId),
    // The orphan-file sweep asks which stored keys a row names (storage/file-references.ts).
    index("due_diligence_documents_storage_key_idx").on(t.storageKey),
    uniqueIndex("due_diligence_documents_one_pending_idx").on(t.processId, t.category).where(sql`status = 'pending'`),
  ],
);

/** Every time a shared document is opened: who and when (the founder sees these). */
export const dueDiligenceDocumentViews = pgTable(
  "due_diligence_document_views",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    documentId: uuid("document_id")
      .notNull()
      .references(() => dueDiligenceDocuments.id, { onDelete: "cascade" }),
    viewerId: text("viewer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("due_diligence_document_views_document_idx").on(t.documentId, t.viewedAt)],
);

/**
 * The founder's document library for their business: files prepared ahead of any request, one
 * click away from answering one. Private, at due-diligence-docs/{founderId}/library/{id}-{safe name}.
 */
export const businessDocuments = pgTable(
  "business_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    businessId: uuid("business_id")
      .notNull()
      .references(() => businesses.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    fileType: text("file_type").notNull(),
    /** "clean" once clamd checked the file; "not_scanned" with no scanner configured (and for older rows). */
    scanStatus: scanStatusEnum("scan_status").notNull().default("not_scanned"),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("business_documents_business_category_idx").on(t.businessId, t.category, t.createdAt),
    index("business_documents_storage_key_idx").on(t.storageKey),
  ],
);
