import { z } from "zod";
import { LOCALES } from "./locales";

// The API contract of a user's saved language (decision 019): PATCH /api/account/locale saves it,
// GET /api/session and /api/me answer it (null: not chosen, the browser's languages decide).

export const ZLocaleSchema = z.enum(LOCALES);

/** PATCH /api/account/locale. */
export const ZUpdateLocaleSchema = z.object({ locale: ZLocaleSchema });

/** Its answer: the language now saved. */
export const ZLocaleResultSchema = z.object({ locale: ZLocaleSchema });
