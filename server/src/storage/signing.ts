import { createHmac, timingSafeEqual } from "node:crypto";

// Signed download URLs: HMAC-SHA256 over the key and its expiry. The signing key is derived
// from the app secret with a fixed label, so a file signature can never stand in for anything
// else the same secret signs (session cookies).

const LABEL = "kuza:file-urls:v1";
/** The spec's due-diligence links live 10 days (part 2); none lives longer, so a leaked link dies on its own. */
const MAX_SIGNED_URL_TTL_SECONDS = 864_000;

export type UrlSigner = {
  sign(key: string, expires: number): string;
  verify(key: string, expires: string | number, signature: string, nowMs?: number): boolean;
};

export function createUrlSigner(secret: string): UrlSigner {
  if (secret.length < 16) throw new Error("The file URL secret must be at least 16 characters");
  const signingKey = createHmac("sha256", secret).update(LABEL).digest();
  const sign = (key: string, expires: number) =>
    createHmac("sha256", signingKey).update(`${key}\n${expires}`).digest("base64url");
  return {
    sign,
    verify(key, expires, signature, nowMs = Date.now()) {
      const seconds =
        typeof expires === "number" ? expires : /^[0-9]{1,12}$/.test(expires) ? Number(expires) : Number.NaN;
      if (!Number.isSafeInteger(seconds) || seconds * 1000 <= nowMs) return false;
      const expected = Buffer.from(sign(key, seconds));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** Unix seconds at which a link made now with this TTL stops working. */
export function expiryFor(ttlSeconds: number, nowMs: number = Date.now()): number {
  if (!Number.isInteger(ttlSeconds) || ttlSeconds <= 0 || ttlSeconds > MAX_SIGNED_URL_TTL_SECONDS) {
    throw new RangeError(`ttlSeconds must be a whole number between 1 and ${MAX_SIGNED_URL_TTL_SECONDS}`);
  }
  return Math.floor(nowMs / 1000) + ttlSeconds;
}
