import { todayIn, zonedTimeToUtc } from "../due-diligence/meetings";
import { DIGEST_HOUR } from "./email-kinds";

/** "2026-11-26" plus n days (calendar days: a date has no time zone). */
function addDays(date: string, days: number): string {
  const [y = 0, m = 1, d = 1] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * The digest that covers something happening at `at` for a reader in `timeZone` (decision 028):
 * it goes out at the next 07:00 of their day (`to`) and lists what happened since the 07:00
 * before (`from`), so consecutive digests cover the days without gap or overlap, even across a
 * change of clocks. `date` is the reader's calendar day it goes out on: one digest per user per date.
 */
export function digestWindowFor(at: Date, timeZone: string): { date: string; from: Date; to: Date } {
  const today = todayIn(timeZone, at);
  const date = zonedTimeToUtc(today, DIGEST_HOUR, timeZone).getTime() > at.getTime() ? today : addDays(today, 1);
  return {
    date,
    from: zonedTimeToUtc(addDays(date, -1), DIGEST_HOUR, timeZone),
    to: zonedTimeToUtc(date, DIGEST_HOUR, timeZone),
  };
}
