import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { businesses, businessNdas, ndaAcceptances, profiles } from "../../db/schema";
import { isUuid } from "../../lib/postgres";

// A business's NDA requirement and each process's acceptance. The founder's statements are keyed
// by their own business; the process's by a process the caller already proved to be a party of.

export type BusinessNdaRow = typeof businessNdas.$inferSelect;
export type AcceptanceRow = typeof ndaAcceptances.$inferSelect;

/** The founder's own business by id (null for another founder's, or an unknown id). */
export async function ownedBusiness(db: Database, businessId: string, userId: string) {
  if (!isUuid(businessId)) return null;
  const [row] = await db
    .select({ id: businesses.id, name: businesses.businessName })
    .from(businesses)
    .where(and(eq(businesses.id, businessId), eq(businesses.userId, userId)))
    .limit(1);
  return row ?? null;
}

export async function businessNdaOf(db: Database, businessId: string): Promise<BusinessNdaRow | null> {
  const [row] = await db.select().from(businessNdas).where(eq(businessNdas.businessId, businessId)).limit(1);
  return row ?? null;
}

/** Sets the requirement (and its file, for custom); the row before the change, for its old file. */
export async function saveBusinessNda(
  db: Database,
  values: Omit<typeof businessNdas.$inferInsert, "updatedAt">,
): Promise<BusinessNdaRow | null> {
  const before = await db
    .select()
    .from(businessNdas)
    .where(eq(businessNdas.businessId, values.businessId))
    .for("update");
  const now = new Date();
  const row = {
    requirement: values.requirement,
    storageKey: values.storageKey ?? null,
    fileName: values.fileName ?? null,
    fileSize: values.fileSize ?? null,
    fileSha256: values.fileSha256 ?? null,
    updatedAt: now,
  };
  await db
    .insert(businessNdas)
    .values({ businessId: values.businessId, ...row })
    .onConflictDoUpdate({ target: businessNdas.businessId, set: row });
  return before[0] ?? null;
}

export async function acceptanceOf(db: Database, processId: string) {
  const [row] = await db
    .select({ acceptance: ndaAcceptances, investorName: profiles.fullName })
    .from(ndaAcceptances)
    .innerJoin(profiles, eq(profiles.id, ndaAcceptances.investorId))
    .where(eq(ndaAcceptances.processId, processId))
    .limit(1);
  return row ?? null;
}

/** The acceptance, once per process: a second one (a double click, two tabs) inserts nothing and gets null. */
export async function insertAcceptance(
  db: Database,
  values: typeof ndaAcceptances.$inferInsert,
): Promise<AcceptanceRow | null> {
  const [row] = await db.insert(ndaAcceptances).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** The founder's name and the business's country, written into the standard text. */
export async function ndaPartiesOf(db: Database, businessId: string) {
  const [row] = await db
    .select({ founderName: profiles.fullName, country: businesses.incorporationCountry })
    .from(businesses)
    .innerJoin(profiles, eq(profiles.id, businesses.userId))
    .where(eq(businesses.id, businessId))
    .limit(1);
  return row ?? { founderName: "", country: null };
}
