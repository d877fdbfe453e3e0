/**
 * The one-click unsubscribe headers of RFC 8058 (decision 028): a mail client shows its own
 * "Unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the URL, no sign-in, no page. Protocol
 * names, never read by a user (hence here, not among the e-mails' texts).
 */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}
