import type { TMe } from "@domain/schemas/accounts";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook } from "@testing-library/react";
import { meQueryKey } from "@web/lib/session";
import { browserTimeZone } from "@web/lib/time-zone";
import { json, meAs, mockApi } from "@web/testing/render-page";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useDeviceSettings } from "./use-device-settings";

// A user without a saved time zone gets this device's (decision 030), once the page's own data
// has answered: reading the zone loads the browser's locale data, which the first render must not wait for.

/** Renders the hook for `me` inside `client`'s provider, as the signed-in shell does. */
function renderFor(me: TMe, client: QueryClient) {
  return renderHook(() => useDeviceSettings(me), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    ),
  });
}

describe("useDeviceSettings", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("saves this device's time zone after the page's data has answered, and keeps it in the session", async () => {
    const api = mockApi({
      "PATCH /api/account/time-zone": ({ body }) => json({ timeZone: (body as { timeZone: string }).timeZone }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const me: TMe = { ...meAs("founder"), timeZone: null };
    client.setQueryData(meQueryKey, me);
    let answer: (value: string) => void = () => undefined;
    const page = client.fetchQuery({ queryKey: ["page"], queryFn: () => new Promise<string>((r) => (answer = r)) });

    renderFor(me, client);
    await new Promise((r) => setTimeout(r, 20));
    expect(api.calls("PATCH /api/account/time-zone")).toHaveLength(0);

    answer("cards");
    await page;
    await vi.waitFor(() =>
      expect(api.calls("PATCH /api/account/time-zone")).toEqual([
        expect.objectContaining({ body: { timeZone: browserTimeZone() } }),
      ]),
    );
    await vi.waitFor(() => expect(client.getQueryData<TMe>(meQueryKey)?.timeZone).toBe(browserTimeZone()));
  });

  it("leaves a saved time zone alone", async () => {
    const api = mockApi({});
    renderFor({ ...meAs("investor"), timeZone: "Africa/Lagos" }, new QueryClient());
    await new Promise((r) => setTimeout(r, 20));
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
