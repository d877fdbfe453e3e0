import { z } from "zod";
import { zText } from "../schemas/fields";
import { ZDocumentOpensSchema } from "./documents-schemas";

// What the founder sees of their library documents (issue 21): for each one, the processes it was
// shared into and each investor's opens, apart. A recipient is one row; a field more (the
// investor accepted the NDA) fits beside `opens`.

const ZLibraryRecipientSchema = z.object({
  processId: zText(),
  investorName: zText(),
  /** The copy in the process (due_diligence_documents). */
  documentId: zText(),
  sharedAt: zText().nullable(),
  opens: ZDocumentOpensSchema,
});
export type TLibraryRecipient = z.infer<typeof ZLibraryRecipientSchema>;

/** GET /api/due-diligence/library/analytics (the founder of the business only). */
export const ZLibraryAnalyticsSchema = z.object({
  documents: z.array(z.object({ libraryDocumentId: zText(), recipients: z.array(ZLibraryRecipientSchema) })),
});
export type TLibraryAnalytics = z.infer<typeof ZLibraryAnalyticsSchema>;
