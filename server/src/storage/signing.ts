import { createHmac, timingSafeEqual } from "node:crypto";

// Signed document links: HMAC-SHA256 over what the link names (a document and the one user it
// was made for) and its expiry. The signature alone opens nothing: the route serving the link
// also asks for that user's session and re-checks their access (decision 022).
// The signing key is derived from the app secret with a fixed label, so a link signature can
// never stand in for anything else the same secret signs (session cookies).

const LABEL = "kuza:document-links:v1";
/** The spec's due-diligence links live 10 days (part 2); none lives longer. */
const MAX_LINK_TTL_SECONDS = 864_000;

export type LinkCheck = "valid" | "expired" | "invalid";

export type LinkSigner = {
  /** The signature of `subject` until `expires` (Unix seconds). */
  sign(subject: string, expires: number): string;
  /** Whether the signature is genuine for subject and expiry, and if so whether it has expired. */
  check(subject: string, expires: string | number, signature: string, nowMs?: number): LinkCheck;
};

export function createLinkSigner(secret: string): LinkSigner {
  if (secret.length < 16) throw new Error("The link secret must be at least 16 characters");
  const signingKey = createHmac("sha256", secret).update(LABEL).digest();
  const sign = (subject: string, expires: number) =>
    createHmac("sha256", signingKey).update(`${subject}\n${expires}`).digest("base64url");
  return {
    sign,
    check(subject, expires, signature, nowMs = Date.now()) {
      const seconds =
        typeof expires === "number" ? expires : /^[0-9]{1,12}$/.test(expires) ? Number(expires) : Number.NaN;
      if (!Number.isSafeInteger(seconds)) return "invalid";
      const expected = Buffer.from(sign(subject, seconds));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      return seconds * 1000 <= nowMs ? "expired" : "valid";
    },
  };
}

/** Unix seconds at which a link made now with this TTL stops working. */
export function expiryFor(ttlSeconds: number, nowMs: number = Date.now()): number {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_LINK_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be a whole number between 1 and ${MAX_LINK_TTL_SECONDS}`);
  }
  return Math.floor(nowMs / 1000) + ttlSeconds;
}
