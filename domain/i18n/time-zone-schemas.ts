import { m } from "@i18n/messages";
import { z } from "zod";
import { zText } from "../schemas/fields";
import { canonicalTimeZone, TIME_ZONE_MAX } from "./time-zones";

// The API contract of a user's time zone (decision 030): PATCH /api/account/time-zone saves it,
// GET /api/session and /api/me answer it (null: not saved yet).

/** A time zone as the API takes it: any listed name or alias, answered and kept as its listed name. */
const ZTimeZoneSchema = zText()
  .max(TIME_ZONE_MAX, { error: () => m.domain_timeZoneUnknown() })
  .transform((name, ctx) => {
    const zone = canonicalTimeZone(name);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: m.domain_timeZoneUnknown() });
    return z.NEVER;
  });

/** PATCH /api/account/time-zone. */
export const ZUpdateTimeZoneSchema = z.object({ timeZone: ZTimeZoneSchema });

/** Its answer: the zone now saved, by its listed name. */
export const ZTimeZoneResultSchema = z.object({ timeZone: zText() });
