import { NDA_MESSAGES as M } from "@domain/due-diligence/nda/nda-constants";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { ndaAcceptances } from "../../db/schema";
import { AppError } from "../../lib/errors";
import { businessNdaOf } from "./nda.queries";

/** What the gate needs of a process the viewer is already known to be a party of. */
type GatedProcess = { id: string; businessId: string; viewerRole: "investor" | "founder" };

/**
 * Before an investor opens any document of a process: when the business requires an NDA now and
 * this process has no acceptance, refuse with NDA_REQUIRED (the web opens the NDA dialog). The
 * founder's own documents are never gated; an acceptance stays valid whatever the founder changes
 * later (decision record "NDA before the first document").
 */
export async function refuseWithoutNda(db: Database, process: GatedProcess): Promise<void> {
  if (process.viewerRole !== "investor") return;
  const nda = await businessNdaOf(db, process.businessId);
  if (!nda || nda.requirement === "none") return;
  const [accepted] = await db
    .select({ id: ndaAcceptances.id })
    .from(ndaAcceptances)
    .where(eq(ndaAcceptances.processId, process.id))
    .limit(1);
  if (!accepted) throw new AppError("NDA_REQUIRED", M.required);
}
