// The investor accepts an NDA by typing their full name; it must be the name on their profile.
// Case and spacing do not count (a typed "kofi  investor " is Kofi Investor), letters and accents
// do: "Kofi Investor" is not "Kofi Investors", "Amélie" is not "Amelie".

/** The name as compared: NFC, spaces of any kind collapsed to one, trimmed, lower case. */
export function comparableName(name: string): string {
  return name.normalize("NFC").replace(/\s+/gu, " ").trim().toLowerCase();
}

export function fullNameMatches(typed: string, profileName: string): boolean {
  const expected = comparableName(profileName);
  return expected.length > 0 && comparableName(typed) === expected;
}
