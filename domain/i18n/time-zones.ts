// A user's time zone (decision 030): the IANA name their e-mails show meeting times in. The list
// is the JavaScript engine's own (Intl.supportedValuesOf), plus UTC, which engines accept but
// leave out of that list. A browser may name a zone by a newer alias than the server's engine
// lists ("Asia/Kolkata" beside "Asia/Calcutta", "Europe/Kyiv" beside "Europe/Kiev"); Intl resolves
// any alias to the name it lists, and that name is the one kept, so one zone is stored one way.

/** The longest IANA name is "America/Argentina/ComodRivadavia" (32); anything far longer is not one. */
export const TIME_ZONE_MAX = 64;

export const UTC = "UTC";

let known: ReadonlySet<string> | null = null;

/** Every zone a user may choose, sorted, UTC first. */
export function timeZoneNames(): readonly string[] {
  return [
    UTC,
    ...Intl.supportedValuesOf("timeZone")
      .filter((zone) => zone !== UTC)
      .sort(),
  ];
}

function knownZones(): ReadonlySet<string> {
  known ??= new Set(timeZoneNames());
  return known;
}

/**
 * The name to keep for a zone: the listed name it resolves to ("africa/lagos" and "Africa/Lagos"
 * give "Africa/Lagos", "Etc/UTC" gives "UTC"), or null when it is no zone this engine lists.
 */
export function canonicalTimeZone(name: string): string | null {
  if (name.length === 0 || name.length > TIME_ZONE_MAX) return null;
  if (knownZones().has(name)) return name;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat("en-US", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  return knownZones().has(resolved) ? resolved : null;
}
