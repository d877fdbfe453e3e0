import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import type { TMatchSettings } from "@domain/schemas/matching";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { matchSettings } from "../../db/schema";

// Algorithm settings, one row per user (none: the defaults). Always by the signed-in user's id.

const merge = (row: { weights: unknown; toggles: unknown } | undefined): TMatchSettings & { isDefault: boolean } => ({
  weights: { ...DEFAULT_MATCH_SETTINGS.weights, ...(row?.weights as object) },
  toggles: { ...DEFAULT_MATCH_SETTINGS.toggles, ...(row?.toggles as object) },
  isDefault: !row,
});

export async function findSettings(db: Database, userId: string) {
  const [row] = await db.select().from(matchSettings).where(eq(matchSettings.userId, userId)).limit(1);
  return merge(row);
}

/** Settings of many users at once (the campaign notifications read every investor's). */
export async function findSettingsOf(db: Database, userIds: string[]) {
  const out = new Map<string, TMatchSettings>();
  if (userIds.length === 0) return out;
  const rows = await db.select().from(matchSettings).where(inArray(matchSettings.userId, userIds));
  for (const r of rows) out.set(r.userId, merge(r));
  return out;
}

export async function saveSettings(db: Database, userId: string, settings: TMatchSettings): Promise<void> {
  await db
    .insert(matchSettings)
    .values({ userId, weights: settings.weights, toggles: settings.toggles })
    .onConflictDoUpdate({
      target: matchSettings.userId,
      set: { weights: settings.weights, toggles: settings.toggles, updatedAt: sql`now()` },
    });
}

export async function deleteSettings(db: Database, userId: string): Promise<void> {
  await db.delete(matchSettings).where(eq(matchSettings.userId, userId));
}
