import { DEFAULT_MATCH_SETTINGS } from "@domain/constants/matching";
import type { TMatchSettings, TMatchSettingsAnswer } from "@domain/schemas/matching";
import type { Database } from "../../db/client";
import { forgetMatches } from "./matching-cache";
import { deleteSettings, findSettings, saveSettings } from "./matching-settings.queries";

// Algorithm settings (/settings), per user. A change also moves the data version (trigger), so
// every process recomputes; this process also drops the user's entry straight away.

export async function getSettings(db: Database, userId: string): Promise<TMatchSettingsAnswer> {
  return findSettings(db, userId);
}

export async function putSettings(db: Database, userId: string, input: TMatchSettings): Promise<TMatchSettingsAnswer> {
  await saveSettings(db, userId, input);
  forgetMatches(db, userId);
  return findSettings(db, userId);
}

export async function resetSettings(db: Database, userId: string): Promise<TMatchSettingsAnswer> {
  await deleteSettings(db, userId);
  forgetMatches(db, userId);
  return { ...structuredClone(DEFAULT_MATCH_SETTINGS), isDefault: true } as TMatchSettingsAnswer;
}
