import { meAs, mockApi } from "@web/testing/render-page";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptBrowserTimeZone, browserTimeZone } from "./time-zone";

// A signed-in user with no time zone gets this device's, once per page load (decision 030).

describe("adoptBrowserTimeZone", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends this device's zone only for a user who has none, and only once", async () => {
    const api = mockApi({
      "PATCH /api/account/time-zone": ({ body }) =>
        new Response(JSON.stringify({ timeZone: (body as { timeZone: string }).timeZone })),
    });
    expect(await adoptBrowserTimeZone({ ...meAs("investor"), timeZone: "Africa/Lagos" })).toBeNull();
    expect(await adoptBrowserTimeZone(null)).toBeNull();
    expect(api.calls("PATCH /api/account/time-zone")).toHaveLength(0);

    const device = browserTimeZone();
    expect(device).toBeTruthy();
    const unset = { ...meAs("investor"), timeZone: null };
    expect(await adoptBrowserTimeZone(unset)).toBe(device);
    expect(await adoptBrowserTimeZone(unset)).toBe(device);
    expect(api.calls("PATCH /api/account/time-zone")).toEqual([
      expect.objectContaining({ body: { timeZone: device } }),
    ]);

    // Another account signed in on the same tab has its own.
    expect(await adoptBrowserTimeZone({ ...meAs("founder", "founder-on-this-tab"), timeZone: null })).toBe(device);
    expect(api.calls("PATCH /api/account/time-zone")).toHaveLength(2);
  });
});
