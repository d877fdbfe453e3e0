import { m } from "@i18n/messages";
import { localized } from "../../i18n/localized";
import { localizedTexts } from "../texts";

// A founder's NDA requirement for their business's document room (issue 21).

export const NDA_REQUIREMENTS = ["none", "standard", "custom"] as const;
export type NdaRequirement = (typeof NDA_REQUIREMENTS)[number];
/** What an acceptance was of: the standard text (a version) or the founder's PDF (its SHA-256). */
export const NDA_ACCEPTANCE_KINDS = ["standard", "custom"] as const;

/** A founder's own NDA: a PDF of at most 10 MB. */
export const NDA_MAX_BYTES = 10 * 1024 * 1024;
/** Longest typed name accepted (as the profile's full name). */
export const NDA_NAME_MAX = 120;

export const NDA_REQUIREMENT_LABELS: Readonly<Record<NdaRequirement, string>> = localized({
  none: m.domain_ddNdaNone,
  standard: m.domain_ddNdaStandard,
  custom: m.domain_ddNdaCustom,
});

export const NDA_MESSAGES = localizedTexts(
  {
    required: m.domain_ddNdaRequired,
    notRequired: m.domain_ddNdaNotRequired,
    changed: m.domain_ddNdaChanged,
    nameRequired: m.domain_ddNdaNameRequired,
    noFile: m.domain_ddNdaNoFile,
    badType: m.domain_ddNdaBadType,
    tooLarge: m.domain_ddNdaTooLarge,
    fileNotFound: m.domain_ddNdaFileNotFound,
    acceptanceNotFound: m.domain_ddNdaAcceptanceNotFound,
    useUpload: m.domain_ddNdaUseUpload,
  },
  {
    nameMismatch: (name: string) => m.domain_ddNdaNameMismatch({ name }),
  },
);
