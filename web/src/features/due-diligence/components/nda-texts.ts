import { localizedTexts } from "@domain/due-diligence/texts";
import { m } from "@i18n/messages";

// The NDA's screen texts (the words are in ../messages/{en,fr}.json); the server's are in
// domain/due-diligence/nda/nda-constants.ts.
export const NDA_TEXTS = localizedTexts(
  {
    title: m.dueDiligence_ndaTitle,
    settingDescription: m.dueDiligence_ndaSettingDescription,
    requirementLegend: m.dueDiligence_ndaRequirementLegend,
    choosePdf: m.dueDiligence_ndaChoosePdf,
    replacePdf: m.dueDiligence_ndaReplacePdf,
    saved: m.dueDiligence_ndaSaved,
    saveFailed: m.dueDiligence_ndaSaveFailed,
    requiredBefore: m.dueDiligence_ndaRequiredBefore,
    download: m.dueDiligence_ndaDownload,
    readAccept: m.dueDiligence_ndaReadAccept,
    fullName: m.dueDiligence_ndaFullName,
    fullNameHint: m.dueDiligence_ndaFullNameHint,
    accept: m.dueDiligence_ndaAccept,
    accepted: m.dueDiligence_ndaAccepted,
    acceptFailed: m.dueDiligence_ndaAcceptFailed,
    loading: m.dueDiligence_ndaLoading,
    loadFailed: m.dueDiligence_ndaLoadFailed,
    cancel: m.dueDiligence_cancel,
  },
  {
    currentFile: (name: string, size: string) => m.dueDiligence_ndaCurrentFile({ name, size }),
    acceptedBy: (name: string, date: string) => m.dueDiligence_ndaAcceptedBy({ name, date }),
    dialogDescription: (business: string) => m.dueDiligence_ndaDialogDescription({ business }),
    readPdf: (size: string) => m.dueDiligence_ndaReadPdf({ size }),
    sha256: (hash: string) => m.dueDiligence_ndaSha256({ hash }),
  },
);
