// How far a campaign has got: one rule for the server's figures and anything that recomputes them.

/** Raised as a percent of the goal with one decimal (33.3); 0 for a goal that is not positive. */
export function percentFunded(raised: number, goal: number): number {
  if (!(goal > 0) || !Number.isFinite(raised)) return 0;
  return Math.round((raised / goal) * 1000) / 10;
}

/** A bare ISO date ("2030-05-01") means the end of that day in UTC. */
const BARE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * When a campaign ends, from the form's date or a full date-time. Null for a date that does not
 * exist (2030-02-31 would otherwise roll over into March).
 */
export function campaignEndsAt(value: string): Date | null {
  const bare = BARE_DATE.exec(value.trim());
  if (bare) {
    const [year, month, day] = [Number(bare[1]), Number(bare[2]), Number(bare[3])];
    const end = new Date(Date.UTC(year, month - 1, day, 23, 59, 59, 999));
    const exists = end.getUTCFullYear() === year && end.getUTCMonth() === month - 1 && end.getUTCDate() === day;
    return exists ? end : null;
  }
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed);
}
