import { DOCUMENT_EXTENSIONS } from "@domain/due-diligence/documents-constants";

// What the document room's file inputs accept. Kept out of layout.ts, which imports nothing: a
// screen that needs only a layout value (the business page's Express Interest button) would
// otherwise load the whole document catalogue with it.

/** The file inputs' accept attribute. */
export const DOCUMENT_ACCEPT = DOCUMENT_EXTENSIONS.map((ext) => `.${ext}`).join(",");
