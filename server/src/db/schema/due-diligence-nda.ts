import { NDA_ACCEPTANCE_KINDS, NDA_REQUIREMENTS } from "@domain/due-diligence/nda/nda-constants";
import { sql } from "drizzle-orm";
import { bigint, check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { businesses } from "./businesses";
import { dueDiligenceProcesses } from "./due-diligence";

export const ndaRequirementEnum = pgEnum("nda_requirement", NDA_REQUIREMENTS);
export const ndaAcceptanceKindEnum = pgEnum("nda_acceptance_kind", NDA_ACCEPTANCE_KINDS);

/**
 * A business's NDA requirement for its document room (no row: none). For "custom" the founder's
 * PDF is private, at nda/{founderId}/{id}-{safe name}.pdf, with its SHA-256.
 */
export const businessNdas = pgTable(
  "business_ndas",
  {
    businessId: uuid("business_id")
      .primaryKey()
      .references(() => businesses.id, { onDelete: "cascade" }),
    requirement: ndaRequirementEnum("requirement").notNull().default("none"),
    storageKey: text("storage_key"),
    fileName: text("file_name"),
    fileSize: bigint("file_size", { mode: "number" }),
    fileSha256: text("file_sha256"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("business_ndas_storage_key_idx").on(t.storageKey),
    check(
      "business_ndas_custom_has_file",
      sql`(${t.requirement} = 'custom') = (${t.storageKey} is not null and ${t.fileSha256} is not null)`,
    ),
  ],
);

/**
 * An investor's acceptance of a process's NDA: once per process, kept when the founder later
 * changes the NDA. What was accepted is named by the standard text's version (and the language
 * it was read in) or by the founder's PDF's SHA-256, whose file is kept while a row names it.
 */
export const ndaAcceptances = pgTable(
  "nda_acceptances",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    processId: uuid("process_id")
      .notNull()
      .references(() => dueDiligenceProcesses.id, { onDelete: "cascade" }),
    investorId: text("investor_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    typedName: text("typed_name").notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }).notNull().defaultNow(),
    /** The client address as the server saw it (client-ip.ts). */
    ip: text("ip"),
    kind: ndaAcceptanceKindEnum("kind").notNull(),
    textVersion: text("text_version"),
    textLocale: text("text_locale"),
    fileSha256: text("file_sha256"),
    storageKey: text("storage_key"),
    fileName: text("file_name"),
  },
  (t) => [
    uniqueIndex("nda_acceptances_process_idx").on(t.processId),
    index("nda_acceptances_storage_key_idx").on(t.storageKey),
    check(
      "nda_acceptances_kind_fields",
      sql`(${t.kind} = 'standard' and ${t.textVersion} is not null) or (${t.kind} = 'custom' and ${t.fileSha256} is not null and ${t.storageKey} is not null)`,
    ),
  ],
);
