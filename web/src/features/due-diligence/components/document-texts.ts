import type { TDocument } from "@domain/due-diligence/documents-schemas";
import { localizedTexts } from "@domain/due-diligence/texts";
import { formatDate, perLocale } from "@domain/format";
import { m } from "@i18n/messages";

// Screen-only texts of the document room (the spec's texts shared with the server are in
// domain/due-diligence/documents-constants.ts), read in the reader's language when read; the
// words are in ../messages/{en,fr}.json.
export const DOC_TEXTS = localizedTexts(
  {
    documents: m.dueDiligence_documents,
    documentRequests: m.dueDiligence_documentRequests,
    requestButton: m.dueDiligence_docRequestButton,
    send: m.dueDiligence_docSend,
    cancel: m.dueDiligence_cancel,
    alreadyRequested: m.dueDiligence_docAlreadyRequested,
    upload: m.dueDiligence_docUpload,
    chooseFile: m.dueDiligence_docChooseFile,
    uploadProgress: m.dueDiligence_docUploadProgress,
    open: m.dueDiligence_docOpen,
    investorNotOpened: m.dueDiligence_docInvestorNotOpened,
    allOpens: m.dueDiligence_docAllOpens,
    notShared: m.dueDiligence_libNotShared,
    analyticsError: m.dueDiligence_libAnalyticsError,
    opens: m.dueDiligence_libOpens,
    firstOpened: m.dueDiligence_libFirstOpened,
    lastOpenedLabel: m.dueDiligence_libLastOpened,
    neverOpened: m.dueDiligence_libNeverOpened,
    ndaAccepted: m.dueDiligence_libNdaAccepted,
    ndaNotAccepted: m.dueDiligence_libNdaNotAccepted,
    /** Before the date a document was viewed: "Viewed Nov 24, 14:30", « Consulté le 24 nov., 14:30 ». */
    viewedOn: m.dueDiligence_docViewedOn,
    watermarked: m.dueDiligence_docWatermarked,
    watermarkedHint: m.dueDiligence_docWatermarkedHint,
    notWatermarked: m.dueDiligence_docNotWatermarked,
    loading: m.dueDiligence_docLoading,
    library: m.dueDiligence_docLibrary,
    libraryLink: m.dueDiligence_docLibraryLink,
    libraryHint: m.dueDiligence_docLibraryHint,
    readiness: m.dueDiligence_docReadiness,
    readinessLabel: m.dueDiligence_docReadinessLabel,
    missing: m.dueDiligence_docMissing,
    ready: m.dueDiligence_docReady,
    allReady: m.dueDiligence_docAllReady,
    addFile: m.dueDiligence_docAddFile,
    addAnother: m.dueDiligence_docAddAnother,
    remove: m.dueDiligence_docRemove,
    noFiles: m.dueDiligence_docNoFiles,
    negotiated: m.dueDiligence_docNegotiated,
    revoke: m.dueDiligence_docRevoke,
    restore: m.dueDiligence_docRestore,
    revokeAll: m.dueDiligence_docRevokeAll,
    restoreAll: m.dueDiligence_docRestoreAll,
    revokeAllTitle: m.dueDiligence_docRevokeAllTitle,
    revoked: m.dueDiligence_docRevoked,
    restored: m.dueDiligence_docRestored,
    accessError: m.dueDiligence_docAccessError,
    allRevokedNote: m.dueDiligence_docAllRevokedNote,
    allRevokedInvestor: m.dueDiligence_docAllRevokedInvestor,
  },
  {
    requestDescription: (jurisdiction: string) => m.dueDiligence_docRequestDescription({ jurisdiction }),
    unlocksAt: (stage: string) => m.dueDiligence_docUnlocksAt({ stage }),
    uploadFor: (name: string) => m.dueDiligence_docUploadFor({ name }),
    uploadDescription: (name: string) => m.dueDiligence_docUploadDescription({ name }),
    uploading: (percent: number) => m.dueDiligence_docUploading({ percent }),
    uploadProgressFor: (name: string) => m.dueDiligence_docUploadProgressFor({ name }),
    shareFromLibrary: (file: string) => m.dueDiligence_docShareFromLibrary({ file }),
    openName: (name: string) => m.dueDiligence_docOpenName({ name }),
    investorOpens: (n: number) => m.dueDiligence_docInvestorOpens({ count: n }),
    lastOpened: (date: string) => m.dueDiligence_docLastOpened({ date }),
    sharedWith: (n: number) => m.dueDiligence_libSharedWith({ count: n }),
    uploadedBy: (name: string) => m.dueDiligence_docUploadedBy({ name }),
    libraryDescription: (jurisdiction: string) => m.dueDiligence_docLibraryDescription({ jurisdiction }),
    readinessText: (ready: number, total: number) => m.dueDiligence_docReadinessText({ ready, total }),
    /** The file input's name on a checklist entry: "Add file: Pitch Deck". */
    addFor: (ready: boolean, name: string) =>
      ready ? m.dueDiligence_docAddAnotherFor({ name }) : m.dueDiligence_docAddFileFor({ name }),
    removeName: (name: string) => m.dueDiligence_docRemoveName({ name }),
    issuedBy: (issuer: string) => m.dueDiligence_docIssuedBy({ issuer }),
    requestedFrom: (stage: string) => m.dueDiligence_docRequestedFrom({ stage }),
    revokeName: (name: string) => m.dueDiligence_docRevokeName({ name }),
    restoreName: (name: string) => m.dueDiligence_docRestoreName({ name }),
    revokeTitle: (name: string) => m.dueDiligence_docRevokeTitle({ name }),
    revokeText: (investor: string) => m.dueDiligence_docRevokeText({ investor }),
    revokeAllText: (investor: string) => m.dueDiligence_docRevokeAllText({ investor }),
  },
);

const oneDecimal = perLocale((l) => new Intl.NumberFormat(l, { minimumFractionDigits: 1, maximumFractionDigits: 1 }));
/** Under 1024 units: no thousands separator ("1023 KB"). */
const whole = perLocale((l) => new Intl.NumberFormat(l, { maximumFractionDigits: 0, useGrouping: false }));

/** "1.2 MB", "820 KB", "14 B"; « 1,2 Mo », « 820 Ko », « 14 o ». */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return "";
  if (bytes >= 1024 * 1024)
    return m.dueDiligence_fileSizeMegabytes({ size: oneDecimal().format(bytes / (1024 * 1024)) });
  if (bytes >= 1024) return m.dueDiligence_fileSizeKilobytes({ size: whole().format(Math.round(bytes / 1024)) });
  return m.dueDiligence_fileSizeBytes({ size: whole().format(bytes) });
}

/** "PDF", "DOCX", "JPG": the short type from the stored file name. */
export function fileKind(fileName: string | null): string {
  const dot = fileName?.lastIndexOf(".") ?? -1;
  return fileName && dot > 0 ? fileName.slice(dot + 1).toUpperCase() : "";
}

// A date and time in the reader's language: "Nov 24, 02:30 PM", « 24 nov., 14:30 » (a day alone: formatDate).
const DATE_TIME = perLocale(
  (l) => new Intl.DateTimeFormat(l, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }),
);
export const formatDocDateTime = (iso: string) => DATE_TIME().format(new Date(iso));

/** The file line under a shared document: name, size, type, uploader and date. */
export function fileLine(doc: TDocument): string {
  return [
    doc.fileName,
    formatFileSize(doc.fileSize),
    fileKind(doc.fileName),
    doc.uploadedByName ? DOC_TEXTS.uploadedBy(doc.uploadedByName) : null,
    doc.sharedDate ? formatDate(doc.sharedDate) : null,
  ]
    .filter(Boolean)
    .join(" · ");
}
