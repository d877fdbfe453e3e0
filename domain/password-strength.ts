import { dictionary } from "@zxcvbn-ts/language-common";
import { VALIDATION_MESSAGES as M, SERVER_PASSWORD_MIN_LENGTH } from "./constants/accounts";

// What the server refuses on top of the length rule (ASVS 6.2.4, 6.1.2, 6.2.11; decision 003).
// Server side only: the web's forms rely on the server's answer, so the list stays out of the bundle.

/** How many of the most common passwords that are long enough are refused. */
const COMMON_PASSWORD_COUNT = 10_000;

/**
 * The 10,000 most common passwords of at least SERVER_PASSWORD_MIN_LENGTH characters, from
 * zxcvbn-ts's list of passwords ranked by how often they appear in public breach corpora
 * (@zxcvbn-ts/language-common, 49,233 entries, lower-case). The shorter ones ahead of them in the
 * ranking fail the length rule anyway, so every one of the list's first 27,000 or so is refused.
 * Built on first use (a few milliseconds).
 */
let commonPasswords: Set<string> | null = null;
function isCommonPassword(lowerCased: string): boolean {
  if (!commonPasswords) {
    commonPasswords = new Set();
    for (const entry of dictionary["passwords-common"]) {
      if (entry.length < SERVER_PASSWORD_MIN_LENGTH) continue;
      commonPasswords.add(entry);
      if (commonPasswords.size === COMMON_PASSWORD_COUNT) break;
    }
  }
  return commonPasswords.has(lowerCased);
}

/**
 * Words of this service that a guesser tries first (ASVS 6.1.2): a password whose letters are one
 * of them, or two of them, with only digits and symbols around ("Kuza2026!", "investor-fund-1") is
 * refused. Longer passwords that merely contain one ("kuza-river-lantern") are fine.
 */
const CONTEXT_WORDS = [
  "kuza",
  "africa",
  "african",
  "deal",
  "deals",
  "fund",
  "funds",
  "funding",
  "invest",
  "investor",
  "investors",
  "investment",
  "founder",
  "founders",
  "startup",
  "capital",
  "equity",
] as const;

function isContextWords(lowerCased: string): boolean {
  const letters = lowerCased.replace(/[^a-z]/g, "");
  if (letters.length === 0) return false;
  return CONTEXT_WORDS.some(
    (word) => letters === word || (letters.startsWith(word) && CONTEXT_WORDS.some((next) => letters === word + next)),
  );
}

/** Reasons a password is too weak for the server, in plain words; empty when it is fine. */
export function weakPasswordReasons(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < SERVER_PASSWORD_MIN_LENGTH) reasons.push(M.weakPasswordLength);
  const lowerCased = password.toLowerCase();
  if (isCommonPassword(lowerCased) || isContextWords(lowerCased)) reasons.push(M.weakPasswordCommon);
  return reasons;
}
