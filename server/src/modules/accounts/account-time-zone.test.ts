import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerFounder, userRowByEmail } from "../../testing/accounts";
import { createClient, createTestApp } from "../../testing/test-app";

// A user's time zone (decision 030): PATCH /api/account/time-zone saves an IANA name checked in
// domain/i18n/time-zones, and the session answers it, so the web app knows whether to send the browser's.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ rateLimit: "off" });
});
afterAll(() => t.close());

describe("PATCH /api/account/time-zone", () => {
  it("starts unset, then saves a zone that the session answers", async () => {
    const client = createClient(t.app);
    const me = await registerFounder(client);
    expect((await client.get("/api/session")).json.viewer.timeZone).toBeNull();
    const res = await client.patch("/api/account/time-zone", { timeZone: "Africa/Nairobi" });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ timeZone: "Africa/Nairobi" });
    expect((await userRowByEmail(t.deps.db, me.email))?.timeZone).toBe("Africa/Nairobi");
    expect((await client.get("/api/session")).json.viewer.timeZone).toBe("Africa/Nairobi");
    expect((await client.get("/api/me")).json.timeZone).toBe("Africa/Nairobi");
  });

  it("keeps an alias under the name the server lists it by", async () => {
    const client = createClient(t.app);
    const me = await registerFounder(client);
    const res = await client.patch("/api/account/time-zone", { timeZone: "Etc/UTC" });
    expect(res.json).toEqual({ timeZone: "UTC" });
    expect((await userRowByEmail(t.deps.db, me.email))?.timeZone).toBe("UTC");
  });

  it.each([["Mars/Olympus"], [""], ["+03:00"], [42]])(
    "refuses %j with 400 and keeps the saved zone",
    async (timeZone) => {
      const client = createClient(t.app);
      const me = await registerFounder(client);
      await client.patch("/api/account/time-zone", { timeZone: "Africa/Lagos" });
      const res = await client.patch("/api/account/time-zone", { timeZone }, { "accept-language": "fr" });
      expect(res.status).toBe(400);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      if (typeof timeZone === "string") {
        expect(res.json.error.fields.timeZone).toEqual(["Choisissez un fuseau horaire dans la liste"]);
      }
      expect((await userRowByEmail(t.deps.db, me.email))?.timeZone).toBe("Africa/Lagos");
    },
  );

  it("answers 401 signed out", async () => {
    const res = await createClient(t.app).patch("/api/account/time-zone", { timeZone: "Africa/Lagos" });
    expect(res.status).toBe(401);
  });
});
