import { m } from "@i18n/messages";
import { localized } from "../i18n/localized";
import { localizedTexts, type Message } from "./texts";

// The due-diligence document room (spec part 2, sections 3, 4, 5, 7, 8, 9; issue 10).

export const DOCUMENT_STATUSES = ["pending", "shared", "viewed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Readonly<Record<DocumentStatus, string>> = localized({
  pending: m.domain_ddDocStatusRequested,
  shared: m.domain_ddDocStatusShared,
  viewed: m.domain_ddDocStatusViewed,
});

/** Spec section 9: "Upload size stated as 50MB"; the server enforces it. */
export const DOCUMENT_MAX_BYTES = 50 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ["pdf", "doc", "docx", "txt", "jpg", "jpeg", "png"] as const;
export type DocumentExtension = (typeof DOCUMENT_EXTENSIONS)[number];
/** Spec section 9: signed document link lifetime. */
export const DOCUMENT_LINK_SECONDS = 864_000;
/** Longest file name an upload may send (the name as the user's computer has it). */
export const DOCUMENT_FILE_NAME_MAX = 255;
/** Longest file name kept (the stored name is cut to this before its extension). */
export const DOCUMENT_NAME_MAX = 80;
/** Most categories in one request (the catalogue is shorter than this). */
export const DOCUMENT_REQUEST_MAX = 30;

export const DOCUMENT_MESSAGES = localizedTexts(
  {
    // Request Additional Documents (investor).
    requestTitle: m.domain_ddDocRequestTitle,
    noneSelectedTitle: m.domain_ddDocNoneSelectedTitle,
    noneSelectedText: m.domain_ddDocNoneSelectedText,
    requestTooMany: () => m.domain_ddDocRequestTooMany({ max: DOCUMENT_REQUEST_MAX }),
    invalidProcessTitle: m.domain_ddDocInvalidProcessTitle,
    invalidProcessText: m.domain_ddDocInvalidProcessText,
    requestSentTitle: m.domain_ddDocRequestSentTitle,
    errorSending: m.domain_ddDocErrorSending,
    failedSending: m.domain_ddDocFailedSending,
    unknownCategory: m.domain_ddDocUnknownCategory,
    alreadyRequested: m.domain_ddDocAlreadyRequested,
    // Upload Document (founder).
    uploadTitle: m.domain_ddDocUploadTitle,
    noFileTitle: m.domain_ddDocNoFileTitle,
    noFileText: m.domain_ddDocNoFileText,
    nameTooLong: () => m.domain_ddDocNameTooLong({ max: DOCUMENT_FILE_NAME_MAX }),
    notAuthenticated: m.domain_ddDocNotAuthenticated,
    uploaded: m.domain_ddDocUploaded,
    uploadedText: m.domain_ddDocUploadedText,
    errorUploading: m.domain_ddDocErrorUploading,
    failedUploading: m.domain_ddDocFailedUploading,
    tooLarge: m.domain_ddDocTooLarge,
    badType: m.domain_ddDocBadType,
    typeMismatch: m.domain_ddDocTypeMismatch,
    pdfUnreadable: m.domain_ddDocPdfUnreadable,
    imageTooLarge: m.domain_ddDocImageTooLarge,
    notPending: m.domain_ddDocNotPending,
    processEnded: m.domain_ddDocProcessEnded,
    sizeLabel: m.domain_ddDocSizeLabel,
    // Opening (investor).
    opened: m.domain_ddDocOpened,
    errorOpening: m.domain_ddDocErrorOpening,
    failedOpening: m.domain_ddDocFailedOpening,
    errorMarking: m.domain_ddDocErrorMarking,
    failedMarking: m.domain_ddDocFailedMarking,
    notShared: m.domain_ddDocNotShared,
    // Lists.
    errorLoading: m.domain_ddDocErrorLoading,
    empty: m.domain_ddDocEmpty,
    documentNotFound: m.domain_ddDocNotFound,
    processNotFound: m.domain_ddProcessNotFound,
    businessRequired: m.domain_ddDocBusinessRequired,
    libraryItemNotFound: m.domain_ddDocLibraryItemNotFound,
    libraryWrongCategory: m.domain_ddDocLibraryWrongCategory,
    answeredFromLibrary: m.domain_ddDocAnsweredFromLibrary,
    libraryUploaded: m.domain_ddDocLibraryUploaded,
    libraryRemoved: m.domain_ddDocLibraryRemoved,
  },
  {
    /** The toast after a request (the process records the same words in English, communication.ts). */
    requestSentText: (n: number) => m.domain_ddCommDocumentsRequested({ count: n }),
    locked: (label: string, stage: string) => m.domain_ddDocLocked({ label, stage }),
  },
);

/** Notifications sent to the other party. */
export const DOCUMENT_NOTIFICATIONS = localizedTexts(
  { requestedTitle: m.domain_ddNotifyDocumentsRequestedTitle, sharedTitle: m.domain_ddNotifyDocumentSharedTitle },
  {
    requested: (investor: string, n: number) => m.domain_ddNotifyDocumentsRequested({ investor, count: n }),
    shared: (business: string, name: string) => m.domain_ddNotifyDocumentShared({ business, name }),
  },
);

// Jurisdictions (the catalogue follows the business's incorporation country; sources in
// docs/domain/document-room.md).
export const JURISDICTIONS = ["NG", "KE", "ZA", "GH", "EG", "OHADA", "GENERAL"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const JURISDICTION_LABELS: Readonly<Record<Jurisdiction, string>> = localized({
  NG: m.domain_ddJurisdictionNg,
  KE: m.domain_ddJurisdictionKe,
  ZA: m.domain_ddJurisdictionZa,
  GH: m.domain_ddJurisdictionGh,
  EG: m.domain_ddJurisdictionEg,
  OHADA: m.domain_ddJurisdictionOhada,
  GENERAL: m.domain_ddJurisdictionGeneral,
});

/**
 * A statutory document: catalogue key, official name, issuer. Official names stay in the
 * registry's language; the French adds a gloss where it helps ("Certificate of Incorporation
 * (certificat de constitution)"), and French-registry names read the same in both languages.
 * Issuers are institutions' own names, the same in every language (or a message when not).
 */
export type StatutoryDocument = [key: string, name: Message, issuer?: string | Message];

/** Statutory and tax documents by jurisdiction, under their official names; requested from Due Diligence Docs. */
export const STATUTORY_DOCUMENTS: Record<Jurisdiction, StatutoryDocument[]> = {
  NG: [
    ["certificate_of_incorporation", m.domain_ddDocCertificateOfIncorporation, "Corporate Affairs Commission (CAC)"],
    ["registry_status_report", m.domain_ddDocNgStatusReport, "Corporate Affairs Commission (CAC)"],
    ["constitution", m.domain_ddDocMemorandumAndArticles, "Corporate Affairs Commission (CAC)"],
    ["tax_registration", m.domain_ddDocNgTinCertificate, "Federal Inland Revenue Service (FIRS)"],
    ["tax_clearance", m.domain_ddDocNgTaxClearance, "Federal Inland Revenue Service (FIRS)"],
  ],
  KE: [
    ["certificate_of_incorporation", m.domain_ddDocCertificateOfIncorporation, "Business Registration Service (BRS)"],
    ["registry_status_report", m.domain_ddDocKeCr12, "Business Registration Service (BRS)"],
    ["constitution", m.domain_ddDocMemorandumAndArticles, "Business Registration Service (BRS)"],
    ["tax_registration", m.domain_ddDocKePin, "Kenya Revenue Authority (KRA)"],
    ["tax_clearance", m.domain_ddDocKeTaxCompliance, "Kenya Revenue Authority (KRA)"],
  ],
  ZA: [
    ["certificate_of_incorporation", m.domain_ddDocZaRegistration, "CIPC"],
    ["constitution", m.domain_ddDocZaMemorandum, "CIPC"],
    ["securities_register", m.domain_ddDocZaSecurities],
    ["bbbee_certificate", m.domain_ddDocZaBbbee, m.domain_ddDocZaBbbeeIssuer],
    ["tax_clearance", m.domain_ddDocZaTaxPin, "South African Revenue Service (SARS)"],
  ],
  GH: [
    [
      "certificate_of_incorporation",
      m.domain_ddDocCertificateOfIncorporation,
      "Office of the Registrar of Companies (ORC)",
    ],
    ["constitution", m.domain_ddDocGhConstitution, "Office of the Registrar of Companies (ORC)"],
    ["registry_status_report", m.domain_ddDocGhForm3, "Office of the Registrar of Companies (ORC)"],
    ["tax_registration", m.domain_ddDocGhTin, "Ghana Revenue Authority (GRA)"],
    ["tax_clearance", m.domain_ddDocTaxClearanceCertificate, "Ghana Revenue Authority (GRA)"],
  ],
  EG: [
    ["commercial_register_extract", m.domain_ddDocEgRegisterExtract, "Commercial Registry (GAFI)"],
    ["constitution", m.domain_ddDocEgArticles, "GAFI"],
    ["tax_registration", m.domain_ddDocEgTaxCard, "Egyptian Tax Authority"],
    ["vat_registration", m.domain_ddDocEgVat, "Egyptian Tax Authority"],
  ],
  OHADA: [
    ["commercial_register_extract", m.domain_ddDocOhadaRccm, "Greffe du tribunal de commerce"],
    ["constitution", m.domain_ddDocOhadaStatuts],
    ["capital_declaration", m.domain_ddDocOhadaDsv, "Notaire"],
    ["tax_registration", m.domain_ddDocOhadaDfe, "Direction Générale des Impôts"],
    ["tax_clearance", m.domain_ddDocOhadaArf, "Direction Générale des Impôts"],
  ],
  GENERAL: [
    ["certificate_of_incorporation", m.domain_ddDocCertificateOfIncorporation],
    ["constitution", m.domain_ddDocGeneralArticles],
    ["registry_status_report", m.domain_ddDocGeneralRegister],
    ["tax_registration", m.domain_ddDocGeneralTaxRegistration],
    ["tax_clearance", m.domain_ddDocTaxClearanceCertificate],
  ],
};

/** The 17 OHADA member states, with the spellings founders type. */
const OHADA_STATES = [
  "benin",
  "burkina faso",
  "cameroon",
  "cameroun",
  "central african republic",
  "republique centrafricaine",
  "car",
  "chad",
  "tchad",
  "comoros",
  "comores",
  "congo",
  "republic of the congo",
  "congo brazzaville",
  "congo-brazzaville",
  "cote d'ivoire",
  "cote divoire",
  "ivory coast",
  "democratic republic of the congo",
  "dr congo",
  "drc",
  "rdc",
  "congo kinshasa",
  "equatorial guinea",
  "guinee equatoriale",
  "gabon",
  "guinea",
  "guinee",
  "guinea-bissau",
  "guinea bissau",
  "guinee-bissau",
  "mali",
  "niger",
  "senegal",
  "togo",
  "ohada",
];

export const COUNTRY_ALIASES: Record<string, Jurisdiction> = {
  ...Object.fromEntries(OHADA_STATES.map((s) => [s, "OHADA" as const])),
  nigeria: "NG",
  ng: "NG",
  "federal republic of nigeria": "NG",
  kenya: "KE",
  ke: "KE",
  "republic of kenya": "KE",
  "south africa": "ZA",
  za: "ZA",
  rsa: "ZA",
  "republic of south africa": "ZA",
  ghana: "GH",
  gh: "GH",
  "republic of ghana": "GH",
  egypt: "EG",
  eg: "EG",
  "arab republic of egypt": "EG",
  bj: "OHADA",
  bf: "OHADA",
  cm: "OHADA",
  cf: "OHADA",
  td: "OHADA",
  km: "OHADA",
  cg: "OHADA",
  ci: "OHADA",
  cd: "OHADA",
  gq: "OHADA",
  ga: "OHADA",
  gn: "OHADA",
  gw: "OHADA",
  ml: "OHADA",
  ne: "OHADA",
  sn: "OHADA",
  tg: "OHADA",
};
