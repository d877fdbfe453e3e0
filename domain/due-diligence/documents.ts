import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import {
  COUNTRY_ALIASES,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_FILE_NAME_MAX,
  DOCUMENT_MESSAGES,
  DOCUMENT_NAME_MAX,
  type DocumentExtension,
  JURISDICTIONS,
  type Jurisdiction,
  STATUTORY_DOCUMENTS,
  type StatutoryDocument,
} from "./documents-constants";
import { type DueDiligenceStatus, isDeclinable, isUnlocked } from "./stages";
import { inEnglish, type Message } from "./texts";

// The document room's catalogue: which documents an investor may request, from which stage on,
// under the names the business's own registry and tax authority use (docs/domain/document-room.md
// lists the sources). Pure: the server enforces it, the screens show it.

export const DOCUMENT_GROUPS = ["pitch", "financial", "company", "legal", "deal"] as const;
export type DocumentGroup = (typeof DOCUMENT_GROUPS)[number];
export const DOCUMENT_GROUP_LABELS: Readonly<Record<DocumentGroup, string>> = localized({
  pitch: m.domain_ddDocGroupPitch,
  financial: m.domain_ddDocGroupFinancial,
  company: m.domain_ddDocGroupCompany,
  legal: m.domain_ddDocGroupLegal,
  deal: m.domain_ddDocGroupDeal,
});

export type CatalogueItem = {
  /** Stored on the document row; stable across renames. */
  key: string;
  /** The name in the reader's language when read (official names keep the registry's, decision 019). */
  readonly name: string;
  /** The name a document row records: English whatever the reader's language (documentNameText reads it back). */
  readonly storedName: string;
  /** Who issues it, when it is an official document. */
  readonly issuer?: string;
  group: DocumentGroup;
  unlocksAt: DueDiligenceStatus;
  /** Prepared ahead in the library, so it counts towards readiness (the term sheet is negotiated instead). */
  preparedAhead: boolean;
};

type Row = StatutoryDocument;
const textOf = (text: string | Message) => (typeof text === "string" ? text : text());
/** A catalogue item whose names are read when read, so one catalogue serves every reader's language. */
const at =
  (group: DocumentGroup, unlocksAt: DueDiligenceStatus, preparedAhead = true) =>
  ([key, name, issuer]: Row): CatalogueItem => {
    const item = { key, group, unlocksAt, preparedAhead } as CatalogueItem;
    Object.defineProperty(item, "name", { enumerable: true, get: () => name() });
    // Not enumerable: a spread or a comparison of items never asks a browser (one language) for English.
    Object.defineProperty(item, "storedName", { enumerable: false, get: () => inEnglish(name) });
    if (issuer) Object.defineProperty(item, "issuer", { enumerable: true, get: () => textOf(issuer) });
    return Object.freeze(item);
  };

const COMMON_BEFORE: CatalogueItem[] = [
  ...(
    [
      ["pitch_deck", m.domain_ddDocPitchDeck],
      ["business_plan", m.domain_ddDocBusinessPlan],
    ] as Row[]
  ).map(at("pitch", "initial_contact")),
  ...(
    [
      ["financial_statements", m.domain_ddDocFinancialStatements],
      ["financial_projections", m.domain_ddDocFinancialProjections],
    ] as Row[]
  ).map(at("financial", "pitch_deck_review")),
  ...(
    [
      ["cap_table", m.domain_ddDocCapTable],
      ["material_contracts", m.domain_ddDocMaterialContracts],
      ["intellectual_property", m.domain_ddDocIntellectualProperty],
    ] as Row[]
  ).map(at("company", "due_diligence_docs")),
];

const COMMON_AFTER: CatalogueItem[] = [
  at("deal", "term_sheet", false)(["term_sheet", m.domain_ddDocTermSheet]),
  at("deal", "closing", false)(["board_resolution", m.domain_ddDocBoardResolution]),
];

const CATALOGUES = Object.fromEntries(
  JURISDICTIONS.map((j) => [
    j,
    [...COMMON_BEFORE, ...STATUTORY_DOCUMENTS[j].map(at("legal", "due_diligence_docs")), ...COMMON_AFTER],
  ]),
) as unknown as Record<Jurisdiction, readonly CatalogueItem[]>;

let byStoredName: Map<string, CatalogueItem> | undefined;

/**
 * A document row's recorded (English) name in the reader's language: the catalogue's name for it,
 * or the recorded name itself when the catalogue has none (a name from before a rename).
 */
export function documentNameText(stored: string): string {
  byStoredName ??= new Map(
    Object.values(CATALOGUES)
      .flat()
      .map((item) => [item.storedName, item]),
  );
  return byStoredName.get(stored)?.name ?? stored;
}

/** Lower case, no accents, curly quotes and extra spaces folded: "Côte d’Ivoire " -> "cote d'ivoire". */
function normaliseCountry(country: string): string {
  return country
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[\u2018\u2019`]/g, "'")
    .replace(/[.]/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

/** The jurisdiction of a business's incorporation country (free text); GENERAL when it is none we know. */
export function jurisdictionOf(country: string | null | undefined): Jurisdiction {
  if (!country) return "GENERAL";
  return COUNTRY_ALIASES[normaliseCountry(country)] ?? "GENERAL";
}

export function catalogueFor(country: string | null | undefined): readonly CatalogueItem[] {
  return CATALOGUES[jurisdictionOf(country)];
}

export function catalogueItem(country: string | null | undefined, key: string): CatalogueItem | undefined {
  return catalogueFor(country).find((item) => item.key === key);
}

/** Documents are requested while the process is open: not once it is approved or declined. */
export const acceptsDocumentRequests = (status: DueDiligenceStatus) => isDeclinable(status);

/** The unlock rule: a category can be requested once the current stage is at or past its unlock stage. */
export function isItemUnlocked(item: Pick<CatalogueItem, "unlocksAt">, status: DueDiligenceStatus): boolean {
  return isUnlocked(status, item.unlocksAt);
}

/**
 * What is wrong with an uploaded file's name (empty, or longer than the server keeps), or null.
 * The upload routes' schema and the upload form both ask this, the form without loading zod.
 */
export function documentFileNameProblem(fileName: string): string | null {
  const name = fileName.trim();
  if (name.length === 0) return DOCUMENT_MESSAGES.noFileText;
  if (name.length > DOCUMENT_FILE_NAME_MAX) return DOCUMENT_MESSAGES.nameTooLong;
  return null;
}

/** The extension of a file name, when it is one of `accepted` (the room's, by default), lower-cased. */
export function acceptedExtensionOf(
  fileName: string,
  accepted: readonly DocumentExtension[] = DOCUMENT_EXTENSIONS,
): DocumentExtension | null {
  const dot = fileName.lastIndexOf(".");
  if (dot < 0) return null;
  const ext = fileName.slice(dot + 1).toLowerCase();
  return (accepted as readonly string[]).includes(ext) ? (ext as DocumentExtension) : null;
}

/**
 * A file name safe to store and to send in a header: lower-case letters, digits, "-" and "_"
 * only, cut to DOCUMENT_NAME_MAX, then the accepted extension. "../../Über Plan (v2).PDF" ->
 * "uber-plan-v2.pdf"; a name with nothing left becomes "document.{ext}".
 */
export function safeFileName(fileName: string, extension: DocumentExtension): string {
  const leaf = fileName.split(/[\\/]/).pop() ?? "";
  const dot = leaf.lastIndexOf(".");
  const base = dot > 0 ? leaf.slice(0, dot) : leaf;
  const slug = base
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .replace(/^[-_]+|[-_]+$/g, "")
    .replace(/-{2,}/g, "-")
    .slice(0, DOCUMENT_NAME_MAX)
    .replace(/[-_]+$/g, "");
  return `${slug || "document"}.${extension}`;
}
