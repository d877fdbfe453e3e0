// Values only the due-diligence screens use (docs/architecture.md: they live in web/). This module
// imports nothing, so that any screen can read a value here without loading more (the file inputs'
// accept attribute, built from the domain's list, is in document-files.ts).

/** Founder dashboard's due diligence list (spec part 2, section 9). */
export const DASHBOARD_DUE_DILIGENCE_ITEMS = 3;
/** The long Express Interest label wraps inside a 375 px wide header instead of running past its card. */
export const WRAPPING_BUTTON = "h-auto max-w-full whitespace-normal";
/** The meeting link field's placeholder: a link, the same in every language. */
export const MEETING_LINK_PLACEHOLDER = "https://";
/** Where the founder's library lives. */
export const DOCUMENT_LIBRARY_PATH = "/founder/documents";
