import type { Context } from "hono";

type NodeBindings = { incoming?: { socket?: { remoteAddress?: string } } };

/**
 * The caller's address for rate limits and session records. X-Forwarded-For only counts
 * behind a proxy we were told to trust; otherwise anyone could pick their own bucket.
 */
export function clientIpOf(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  return (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress ?? "local";
}
