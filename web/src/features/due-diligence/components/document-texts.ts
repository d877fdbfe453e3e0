import type { TDocument } from "@domain/due-diligence/documents-schemas";

// Screen-only texts of the document room (the spec's texts shared with the server are in
// domain/due-diligence/documents-constants.ts).
export const DOC_TEXTS = {
  documents: "Documents",
  documentRequests: "Document Requests",
  requestButton: "Request Additional Documents",
  requestDescription: (jurisdiction: string) =>
    `Choose what to ask the founder for. The list follows the business's jurisdiction: ${jurisdiction}.`,
  send: "Send Request",
  cancel: "Cancel",
  unlocksAt: (stage: string) => `Unlocks at ${stage}`,
  alreadyRequested: "Already requested",
  upload: "Upload",
  uploadFor: (name: string) => `Upload ${name}`,
  uploadDescription: (name: string) =>
    `Share ${name} with the investor. Accepted: pdf, doc, docx, txt, jpg, jpeg, png.`,
  chooseFile: "File",
  uploading: (percent: number) => `Uploading… ${percent}%`,
  uploadProgress: "Upload progress",
  shareFromLibrary: (file: string) => `Share ${file} from library`,
  open: "Open",
  openName: (name: string) => `Open ${name}`,
  views: (n: number) => (n === 1 ? "Opened once" : `Opened ${n} times`),
  notOpened: "Not opened yet",
  viewedBy: (name: string) => `${name}`,
  uploadedBy: (name: string) => `by ${name}`,
  loading: "Loading documents",
  library: "Document Library",
  libraryLink: "Your document library",
  libraryHint: "Prepare documents ahead, then answer requests in one click.",
  libraryDescription: (jurisdiction: string) =>
    `Documents you prepare ahead of any request, by the checklist for ${jurisdiction}.`,
  readiness: "Readiness",
  readinessLabel: "Document readiness",
  readinessText: (ready: number, total: number) => `${ready} of ${total} documents ready`,
  missing: "Missing",
  ready: "Ready",
  allReady: "Everything on the checklist is in your library.",
  addFile: "Add file",
  addAnother: "Add another",
  remove: "Remove",
  removeName: (name: string) => `Remove ${name}`,
  noFiles: "Not added yet",
  issuedBy: (issuer: string) => `Issued by ${issuer}`,
  requestedFrom: (stage: string) => `Can be requested from ${stage}`,
  negotiated: "Negotiated during the deal; not counted in readiness",
} as const;

/** "1.2 MB", "820 KB", "14 B". */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/** "PDF", "DOCX", "JPG": the short type from the stored file name. */
export function fileKind(fileName: string | null): string {
  const dot = fileName?.lastIndexOf(".") ?? -1;
  return fileName && dot > 0 ? fileName.slice(dot + 1).toUpperCase() : "";
}

const DATE = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });
const DATE_TIME = new Intl.DateTimeFormat(undefined, {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});
export const formatDocDate = (iso: string) => DATE.format(new Date(iso));
export const formatDocDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** The file line under a shared document: name, size, type, uploader and date. */
export function fileLine(doc: TDocument): string {
  return [
    doc.fileName,
    formatFileSize(doc.fileSize),
    fileKind(doc.fileName),
    doc.uploadedByName ? DOC_TEXTS.uploadedBy(doc.uploadedByName) : null,
    doc.sharedDate ? formatDocDate(doc.sharedDate) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
