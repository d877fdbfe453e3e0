import { DOCUMENT_EXTENSIONS } from "@domain/due-diligence/documents-constants";

// Values only the due-diligence screens use (docs/architecture.md: they live in web/).

/** Founder dashboard's due diligence list (spec part 2, section 9). */
export const DASHBOARD_DUE_DILIGENCE_ITEMS = 3;
/** The file inputs' accept attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");
/** The long Express Interest label wraps inside a 375 px wide header instead of running past its card. */
export const WRAPPING_BUTTON = "h-auto max-w-full whitespace-normal";
/** The meeting link field's placeholder: a link, the same in every language. */
export const MEETING_LINK_PLACEHOLDER = "https://";
/** Where the founder's library lives. */
export const DOCUMENT_LIBRARY_PATH = "/founder/documents";
