// The due-diligence document room (spec part 2, sections 3, 4, 5, 7, 8, 9; issue 10).

export const DOCUMENT_STATUSES = ["pending", "shared", "viewed"] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  pending: "Requested",
  shared: "Shared",
  viewed: "Viewed",
};

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

export const DOCUMENT_MESSAGES = {
  // Request Additional Documents (investor).
  requestTitle: "Request Additional Documents",
  noneSelectedTitle: "No documents selected",
  noneSelectedText: "Please select at least one document to request",
  invalidProcessTitle: "Invalid process",
  invalidProcessText: "Process ID is missing",
  requestSentTitle: "Document request sent",
  requestSentText: (n: number) =>
    n === 1 ? "Requested 1 document from the founder" : `Requested ${n} documents from the founder`,
  errorSending: "Error sending request",
  failedSending: "Failed to send document request",
  locked: (label: string, stage: string) => `${label} can be requested from the ${stage} stage`,
  unknownCategory: "This document is not in the catalogue for this business",
  alreadyRequested: "Already requested",
  // Upload Document (founder).
  uploadTitle: "Upload Document",
  noFileTitle: "No file selected",
  noFileText: "Please select a file to upload",
  nameTooLong: `The file name is too long: rename the file to at most ${DOCUMENT_FILE_NAME_MAX} characters`,
  notAuthenticated: "User not authenticated",
  uploaded: "Document uploaded successfully",
  uploadedText: "The document is now shared with the investor.",
  /** The process's last communication after an upload. */
  sharedComm: (name: string) => `Document shared: ${name}`,
  errorUploading: "Error uploading document",
  failedUploading: "Failed to upload and share the document",
  tooLarge: "Please select a file smaller than 50MB",
  badType: "Accepted types: pdf, doc, docx, txt, jpg, jpeg, png",
  typeMismatch: "The file's content does not match its extension",
  notPending: "Only a requested document can be uploaded",
  processEnded: "Documents can be requested only while the process is open",
  sizeLabel: "Up to 50MB",
  // Opening (investor).
  opened: "Document opened",
  errorOpening: "Error opening document",
  failedOpening: "Failed to open the document",
  errorMarking: "Error marking document as viewed",
  failedMarking: "Failed to mark document as viewed",
  notShared: "This document has not been shared yet",
  // Lists.
  errorLoading: "Error loading documents",
  empty: "No documents available.",
  documentNotFound: "Document not found",
  processNotFound: "Due diligence process not found",
  businessRequired: "Create your business profile first",
  libraryItemNotFound: "Library document not found",
  libraryWrongCategory: "This library document is for another category",
  answeredFromLibrary: "Shared from your library",
  libraryUploaded: "Added to your library",
  libraryRemoved: "Removed from your library",
} as const;

/** Notifications sent to the other party. */
export const DOCUMENT_NOTIFICATIONS = {
  requestedTitle: "Documents requested",
  requested: (investor: string, n: number) =>
    `${investor} requested ${n} ${n === 1 ? "document" : "documents"} for due diligence`,
  sharedTitle: "Document shared",
  shared: (business: string, name: string) => `${business} shared ${name}`,
} as const;

// Jurisdictions (the catalogue follows the business's incorporation country; sources in
// docs/domain/document-room.md).
export const JURISDICTIONS = ["NG", "KE", "ZA", "GH", "EG", "OHADA", "GENERAL"] as const;
export type Jurisdiction = (typeof JURISDICTIONS)[number];

export const JURISDICTION_LABELS: Record<Jurisdiction, string> = {
  NG: "Nigeria (Corporate Affairs Commission)",
  KE: "Kenya (Business Registration Service)",
  ZA: "South Africa (CIPC)",
  GH: "Ghana (Office of the Registrar of Companies)",
  EG: "Egypt (GAFI)",
  OHADA: "OHADA member state (RCCM)",
  GENERAL: "General (any other country)",
};

/** A statutory document: catalogue key, official name, issuer. */
export type StatutoryDocument = [key: string, name: string, issuer?: string];

/** Statutory and tax documents by jurisdiction, under their official names; requested from Due Diligence Docs. */
export const STATUTORY_DOCUMENTS: Record<Jurisdiction, StatutoryDocument[]> = {
  NG: [
    ["certificate_of_incorporation", "Certificate of Incorporation", "Corporate Affairs Commission (CAC)"],
    ["registry_status_report", "CAC Status Report (Form CAC 1.1 particulars)", "Corporate Affairs Commission (CAC)"],
    ["constitution", "Memorandum and Articles of Association", "Corporate Affairs Commission (CAC)"],
    ["tax_registration", "Tax Identification Number (TIN) Certificate", "Federal Inland Revenue Service (FIRS)"],
    ["tax_clearance", "Tax Clearance Certificate (TCC)", "Federal Inland Revenue Service (FIRS)"],
  ],
  KE: [
    ["certificate_of_incorporation", "Certificate of Incorporation", "Business Registration Service (BRS)"],
    ["registry_status_report", "Form CR12 (directors and shareholders)", "Business Registration Service (BRS)"],
    ["constitution", "Memorandum and Articles of Association", "Business Registration Service (BRS)"],
    ["tax_registration", "KRA PIN Certificate", "Kenya Revenue Authority (KRA)"],
    ["tax_clearance", "Tax Compliance Certificate", "Kenya Revenue Authority (KRA)"],
  ],
  ZA: [
    ["certificate_of_incorporation", "Registration Certificate (Form CoR 14.3)", "CIPC"],
    ["constitution", "Memorandum of Incorporation (CoR 15.1)", "CIPC"],
    ["securities_register", "Securities Register (share register)"],
    ["bbbee_certificate", "B-BBEE Certificate or Sworn Affidavit", "SANAS-accredited agency or Commissioner of Oaths"],
    ["tax_clearance", "Tax Compliance Status PIN (tax clearance)", "South African Revenue Service (SARS)"],
  ],
  GH: [
    ["certificate_of_incorporation", "Certificate of Incorporation", "Office of the Registrar of Companies (ORC)"],
    ["constitution", "Company Constitution (or Regulations)", "Office of the Registrar of Companies (ORC)"],
    [
      "registry_status_report",
      "Form 3 (particulars of directors, secretary and auditor)",
      "Office of the Registrar of Companies (ORC)",
    ],
    ["tax_registration", "Tax Identification Number (TIN)", "Ghana Revenue Authority (GRA)"],
    ["tax_clearance", "Tax Clearance Certificate", "Ghana Revenue Authority (GRA)"],
  ],
  EG: [
    ["commercial_register_extract", "Commercial Register Extract", "Commercial Registry (GAFI)"],
    ["constitution", "Articles of Association (Company Contract)", "GAFI"],
    ["tax_registration", "Tax Card", "Egyptian Tax Authority"],
    ["vat_registration", "VAT Registration Certificate", "Egyptian Tax Authority"],
  ],
  OHADA: [
    [
      "commercial_register_extract",
      "Extrait RCCM (Registre du Commerce et du Crédit Mobilier)",
      "Greffe du tribunal de commerce",
    ],
    ["constitution", "Statuts (articles of association)"],
    ["capital_declaration", "Déclaration de Souscription et de Versement (DSV)", "Notaire"],
    ["tax_registration", "Déclaration Fiscale d'Existence (DFE) / NIF", "Direction Générale des Impôts"],
    ["tax_clearance", "Attestation de Régularité Fiscale", "Direction Générale des Impôts"],
  ],
  GENERAL: [
    ["certificate_of_incorporation", "Certificate of Incorporation"],
    ["constitution", "Articles of Association / Constitution"],
    ["registry_status_report", "Register of Directors and Shareholders"],
    ["tax_registration", "Tax Registration Certificate"],
    ["tax_clearance", "Tax Clearance Certificate"],
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
