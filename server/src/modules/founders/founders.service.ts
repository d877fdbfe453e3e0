import type { TBusiness, TBusinessInputParsed } from "@domain/schemas/businesses";
import type { TFounderProfile, ZFounderProfileInputSchema } from "@domain/schemas/founders";
import { VERIFICATION_MESSAGES } from "@domain/verification/constants";
import { sameIncorporationCountry } from "@domain/verification/status";
import { m } from "@i18n/messages";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { forgetCatalogueReads } from "../../lib/catalogue-cache";
import { AppError } from "../../lib/errors";
import { findBusinessByOwner, upsertBusinessOfOwner } from "../businesses/businesses.queries";
import { businessOfOwner, lockBusiness, unverifyForNewCountry } from "../verification/verification.queries";
import { findFounderProfile, saveFounderProfile } from "./founders.queries";

type FounderProfileInput = z.output<typeof ZFounderProfileInputSchema>;

export async function getFounderProfile(db: Database, userId: string): Promise<TFounderProfile> {
  const founder = await findFounderProfile(db, userId);
  // The role guard already needs a profiles row, so this only fires if it vanished mid-request.
  if (!founder) throw new AppError("NOT_FOUND", m.server_profileNotFound());
  return founder;
}

export async function updateFounderProfile(
  db: Database,
  userId: string,
  input: FounderProfileInput,
): Promise<TFounderProfile> {
  await saveFounderProfile(db, userId, input);
  return getFounderProfile(db, userId);
}

export const getFounderBusiness = (db: Database, userId: string): Promise<TBusiness | null> =>
  findBusinessByOwner(db, userId);

/**
 * Saves the founder's business. A new country of incorporation changes the registry its number
 * belongs to: the business is no longer Verified, and a verification request waiting for the old
 * country is closed with the reason (the business row is locked first, as an approval locks it).
 */
export async function saveFounderBusiness(
  db: Database,
  userId: string,
  input: TBusinessInputParsed,
): Promise<TBusiness> {
  const saved = await db.transaction(async (tx) => {
    const before = await businessOfOwner(tx, userId);
    if (before) await lockBusiness(tx, before.id);
    const business = await upsertBusinessOfOwner(tx, userId, input);
    const countryChanged = !sameIncorporationCountry(
      before?.incorporationCountry ?? null,
      business.incorporationCountry,
    );
    if (before && countryChanged)
      await unverifyForNewCountry(tx, before.id, VERIFICATION_MESSAGES.countryChangedReason);
    return business;
  });
  // Its sector may be new or gone: this process's sector lists load afresh.
  forgetCatalogueReads(db);
  return saved;
}
