import {
  INVESTOR_VERIFICATION_KINDS,
  VERIFICATION_REQUEST_STATUSES,
  VERIFICATION_SUBJECTS,
} from "@domain/verification/constants";
import { sql } from "drizzle-orm";
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businesses } from "./businesses";
import { scanStatusEnum } from "./scan-status";

export const verificationSubjectEnum = pgEnum("verification_subject", VERIFICATION_SUBJECTS);
export const verificationStatusEnum = pgEnum("verification_status", VERIFICATION_REQUEST_STATUSES);
export const investorVerificationKindEnum = pgEnum("investor_verification_kind", INVESTOR_VERIFICATION_KINDS);

/**
 * A request to be Verified (issue 19): a founder's for their business (the registry number in the
 * format of its incorporation country, and the certificate), or an investor's for themselves
 * (legal name; a firm's name, website and registration). The document is private, at
 * verification-docs/{userId}/{id}-{safe name}, served only to its requester and the admins.
 * An admin approves (the business's verified_at, the investor's KYC) or rejects with a reason.
 */
export const verificationRequests = pgTable(
  "verification_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    subject: verificationSubjectEnum("subject").notNull(),
    /** The requester: the business's owner, or the investor. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessId: uuid("business_id").references(() => businesses.id, { onDelete: "cascade" }),
    status: verificationStatusEnum("status").notNull().default("pending"),
    /** The business's country as it was when the request was sent, and the number in its format. */
    incorporationCountry: text("incorporation_country"),
    registrationNumber: text("registration_number"),
    legalName: text("legal_name"),
    investorKind: investorVerificationKindEnum("investor_kind"),
    firmName: text("firm_name"),
    firmWebsite: text("firm_website"),
    firmRegistrationNumber: text("firm_registration_number"),
    storageKey: text("storage_key").notNull(),
    fileName: text("file_name").notNull(),
    fileSize: bigint("file_size", { mode: "number" }).notNull(),
    fileType: text("file_type").notNull(),
    /** "clean" once clamd checked the file; "not_scanned" with no scanner configured (and for older rows). */
    scanStatus: scanStatusEnum("scan_status").notNull().default("not_scanned"),
    rejectionReason: text("rejection_reason"),
    reviewedBy: text("reviewed_by").references(() => user.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One request waiting per subject: a double submit, or two tabs, make one row (the other 409s).
    uniqueIndex("verification_requests_one_pending_idx").on(t.subject, t.userId).where(sql`status = 'pending'`),
    // The admins' queue (pending, newest first) and each requester's latest request.
    index("verification_requests_status_created_idx").on(t.status, t.createdAt),
    index("verification_requests_user_created_idx").on(t.userId, t.subject, t.createdAt),
    index("verification_requests_storage_key_idx").on(t.storageKey),
  ],
);
