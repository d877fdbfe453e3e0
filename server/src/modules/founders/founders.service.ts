import type { TBusiness, TBusinessInputParsed } from "@domain/schemas/businesses";
import type { TFounderProfile, ZFounderProfileInputSchema } from "@domain/schemas/founders";
import type { z } from "zod";
import type { Database } from "../../db/client";
import { AppError } from "../../lib/errors";
import { findBusinessByOwner, upsertBusinessOfOwner } from "../businesses/businesses.queries";
import { findFounderProfile, saveFounderProfile } from "./founders.queries";

type FounderProfileInput = z.output<typeof ZFounderProfileInputSchema>;

export async function getFounderProfile(db: Database, userId: string): Promise<TFounderProfile> {
  const founder = await findFounderProfile(db, userId);
  // The role guard already needs a profiles row, so this only fires if it vanished mid-request.
  if (!founder) throw new AppError("NOT_FOUND", "Profile not found");
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

export const saveFounderBusiness = (db: Database, userId: string, input: TBusinessInputParsed): Promise<TBusiness> =>
  upsertBusinessOfOwner(db, userId, input);
