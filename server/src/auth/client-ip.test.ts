import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { clientIpOf } from "./client-ip";

async function ipFor(headers: Record<string, string>, trustProxy: boolean) {
  const app = new Hono();
  app.get("/", (c) => c.text(clientIpOf(c, trustProxy)));
  const response = await app.request("/", { headers });
  return response.text();
}

describe("clientIpOf", () => {
  it("ignores X-Forwarded-For unless the proxy is trusted", async () => {
    expect(await ipFor({ "x-forwarded-for": "1.2.3.4" }, false)).toBe("local");
  });

  it("behind a trusted proxy takes the entry the proxy appended, not what the client wrote", async () => {
    expect(await ipFor({ "x-forwarded-for": "6.6.6.6, 203.0.113.9" }, true)).toBe("203.0.113.9");
    expect(await ipFor({ "x-forwarded-for": "203.0.113.9" }, true)).toBe("203.0.113.9");
  });
});
