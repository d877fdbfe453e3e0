import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address for rate limits and session records. X-Forwarded-For only counts
 * behind a proxy we were told to trust, and then only its right-most entry: the one our proxy
 * appended. Entries to its left are whatever the client chose to send.
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "local";
}
