import { createHmac, timingSafeEqual } from "node:crypto";
import type { UnsubscribeTarget } from "@domain/notifications/email-kinds";

// One-click unsubscribe (RFC 8058, decision 028): every e-mail about a kind carries a link that
// turns that kind off for its recipient, signed out. The token is an HMAC of user and kind under a
// key derived from the app secret with a label of its own, so it can stand for nothing else the
// secret signs, names one user and one kind only, and needs no table. It does not expire: a
// link in an old e-mail keeps working, and all it can ever do is turn e-mail off.

const LABEL = "kuza:email-unsubscribe:v1";

export type UnsubscribeSigner = {
  sign(userId: string, target: UnsubscribeTarget): string;
  verify(userId: string, target: UnsubscribeTarget, token: string): boolean;
};

export function createUnsubscribeSigner(secret: string): UnsubscribeSigner {
  const key = createHmac("sha256", secret).update(LABEL).digest();
  const sign = (userId: string, target: UnsubscribeTarget) =>
    createHmac("sha256", key).update(`${userId}\n${target}`).digest("base64url");
  return {
    sign,
    verify(userId, target, token) {
      const expected = Buffer.from(sign(userId, target));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/**
 * The two addresses of one unsubscribe: `oneClick` for the List-Unsubscribe header (the mail
 * client POSTs to it), `page` for the link in the text (a page that asks before it POSTs, so a
 * mail scanner opening links turns nothing off).
 */
export function unsubscribeLinks(appUrl: string, signer: UnsubscribeSigner, userId: string, target: UnsubscribeTarget) {
  const query = new URLSearchParams({ u: userId, k: target, t: signer.sign(userId, target) }).toString();
  return { oneClick: `${appUrl}/api/email/unsubscribe?${query}`, page: `${appUrl}/unsubscribe?${query}` };
}
