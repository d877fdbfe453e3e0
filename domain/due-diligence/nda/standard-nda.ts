import type { Locale } from "../../i18n/locales";
import { KUZA_MUTUAL_NDA_V1 } from "./kuza-mutual-nda-v1";
import type { NdaParties, NdaText } from "./standard-nda-types";

// Every version of Kuza's standard NDA ever offered, by id: an acceptance names its version and
// can always be printed again in the words that were accepted.

const VERSIONS = { "kuza-mutual-nda-v1": KUZA_MUTUAL_NDA_V1 } as const;
export type StandardNdaVersion = keyof typeof VERSIONS;

/** The version a founder who requires the standard NDA offers from now on. */
export const CURRENT_STANDARD_NDA: StandardNdaVersion = "kuza-mutual-nda-v1";

export function isStandardNdaVersion(version: string): version is StandardNdaVersion {
  return Object.hasOwn(VERSIONS, version);
}

/** The text of a version in a language, with the parties and the date filled in. */
export function standardNdaText(version: StandardNdaVersion, locale: Locale, parties: NdaParties): NdaText {
  return VERSIONS[version][locale](parties);
}
