import { z } from "zod";
import { zText } from "../schemas/fields";
import { ZDocumentOpensSchema } from "./documents-schemas";

// What the founder sees of their library documents (issue 21): for each one, the processes it was
// shared into and each investor's opens, apart, with whether they accepted the NDA.

const ZLibraryRecipientSchema = z.object({
  processId: zText(),
  investorName: zText(),
  /** The copy in the process (due_diligence_documents). */
  documentId: zText(),
  sharedAt: zText().nullable(),
  opens: ZDocumentOpensSchema,
  /** When the investor accepted the business's NDA in that process; null when they have not (or none was asked). */
  ndaAcceptedAt: zText().nullable(),
});
export type TLibraryRecipient = z.infer<typeof ZLibraryRecipientSchema>;

/** GET /api/due-diligence/library/analytics (the founder of the business only). */
export const ZLibraryAnalyticsSchema = z.object({
  documents: z.array(z.object({ libraryDocumentId: zText(), recipients: z.array(ZLibraryRecipientSchema) })),
});
export type TLibraryAnalytics = z.infer<typeof ZLibraryAnalyticsSchema>;
